import A11yModel

/// The order TalkBack reads an Android capture in, where the capture's own order is not it.
///
/// TalkBack reads depth first, and within each node its children by place on screen: a View's
/// parent lists its children for accessibility sorted that way (`ViewGroup`'s
/// `ChildListForAccessibility`, `ViewLocationHolder`'s stripe strategy), and Compose gives its
/// nodes `traversalBefore` from the same kind of sort, while a dump lists them as composed. Of two
/// siblings, one wholly above the other comes first; otherwise the one further left, then the
/// higher. Siblings without a frame, or tied, keep the listed order.
enum TalkBackOrder {
    /// Each position of `root`'s subtree mapped to its place in TalkBack's reading order.
    static func ranks(under root: VisitedNode, in index: SnapshotIndex) -> [Int: Int] {
        var ranks: [Int: Int] = [:]
        var pending = [root.order]
        while let position = pending.popLast() {
            ranks[position] = ranks.count
            pending += sortedByPlace(children(of: position, in: index), in: index).reversed()
        }
        return ranks
    }

    /// `elements`, all under `root`, in TalkBack's reading order.
    static func sorted(_ elements: [VisitedNode], under root: VisitedNode, in index: SnapshotIndex) -> [VisitedNode] {
        let ranks = ranks(under: root, in: index)
        return elements.sorted { (ranks[$0.order] ?? 0) < (ranks[$1.order] ?? 0) }
    }

    private static func children(of position: Int, in index: SnapshotIndex) -> [Int] {
        Array(index.childPositions(of: index.nodes[position]))
    }

    /// A merge sort: it keeps the listed order among ties, takes O(n log n) comparisons however
    /// many siblings a capture holds, and gives one answer even where the stripe comparison is
    /// not transitive (Android's own sort falls back to another comparison then).
    static func sortedByPlace(_ positions: [Int], in index: SnapshotIndex) -> [Int] {
        var items = positions.map { (position: $0, frame: index.nodes[$0].node.frame) }
        var buffer = items
        var width = 1
        while width < items.count {
            var start = 0
            while start < items.count {
                let middle = min(start + width, items.count), end = min(start + 2 * width, items.count)
                var left = start, right = middle, out = start
                while out < end {
                    // The right run's element goes first only when it is read strictly before.
                    if right < end, left == middle || precedes(items[right].frame, items[left].frame) {
                        buffer[out] = items[right]
                        right += 1
                    } else {
                        buffer[out] = items[left]
                        left += 1
                    }
                    out += 1
                }
                start = end
            }
            swap(&items, &buffer)
            width *= 2
        }
        return items.map(\.position)
    }

    /// Whether a sibling framed `a` is read before one framed `b`; false when tied or unframed.
    /// Android compares whole pixels; frames in points carry the division's rounding, so edges
    /// within `sameEdge` of each other are the same.
    static func precedes(_ a: Rect?, _ b: Rect?) -> Bool {
        guard let a, let b else { return false }
        if a.maxY <= b.minY + sameEdge { return true }
        if b.maxY <= a.minY + sameEdge { return false }
        if abs(a.minX - b.minX) > sameEdge { return a.minX < b.minX }
        return a.minY < b.minY - sameEdge
    }

    static let sameEdge = 0.01
}
