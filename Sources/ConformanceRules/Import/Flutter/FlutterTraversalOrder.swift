import A11yModel

/// Flutter's accessibility traversal order of a node's children, computed the way
/// `SemanticsNode._childrenInTraversalOrder` does (flutter/lib/src/semantics/semantics.dart):
/// children are grouped into rows by vertical overlap and within a row into columns by
/// horizontal overlap (`_childrenInDefaultOrder`, rectangles deflated by 0.1), overlapping
/// "knots" are ordered by the direction between their centres, and runs of compatible sort keys
/// are then sorted by key. Without an inherited text direction Flutter keeps paint order.
///
/// `debugDumpSemanticsTree()` prints children in this order by default; with
/// `DebugSemanticsDumpOrder.inverseHitTest` it prints them in paint order. Computing the order
/// from the printed geometry reads both the same.
enum FlutterTraversalOrder {
    struct Child: Sendable {
        /// Position in paint or printed order.
        var position: Int
        var id: Int
        /// In the parent's coordinates.
        var rect: Rect
        var sortKey: FlutterSemantics.SortKey?
    }

    /// The children's positions in traversal order, or nil when a sort key cannot be compared
    /// (a custom `SemanticsSortKey`): then the printed order stands.
    static func order(_ children: [Child], rtl: Bool?) -> [Int]? {
        guard children.count > 1 else { return children.map(\.position) }
        if children.contains(where: { $0.sortKey != nil && $0.sortKey?.order == nil }) { return nil }
        let geometric = rtl.map { defaultOrder(children, rtl: $0) } ?? children
        var sorted: [Child] = []
        var run: [Child] = []
        func flush() {
            if run.first?.sortKey != nil {
                run = run.enumerated().sorted { lhs, rhs in
                    let (a, b) = (lhs.element.sortKey?.order ?? 0, rhs.element.sortKey?.order ?? 0)
                    return a != b ? a < b : lhs.offset < rhs.offset
                }.map(\.element)
            }
            sorted += run
            run = []
        }
        for child in geometric {
            if let last = run.last, !(last.sortKey?.kind == child.sortKey?.kind && last.sortKey?.name == child.sortKey?.name) {
                flush()
            }
            run.append(child)
        }
        flush()
        return sorted.map(\.position)
    }

    private struct Edge {
        var leading: Bool
        var offset: Double
        var child: Int
    }

    /// Groups by overlap along one axis: the groups in order of their starting offset.
    private static func groups(_ children: [Child], vertical: Bool) -> [[Child]] {
        var edges: [Edge] = []
        for (index, child) in children.enumerated() {
            let r = child.rect
            let deflated = Rect(x: r.x + 0.1, y: r.y + 0.1, width: r.width - 0.2, height: r.height - 0.2)
            edges.append(Edge(leading: true, offset: vertical ? deflated.minY : deflated.minX, child: index))
            edges.append(Edge(leading: false, offset: vertical ? deflated.maxY : deflated.maxX, child: index))
        }
        edges.sort { $0.offset < $1.offset }
        var result: [(start: Double, members: [Child])] = []
        var current: (start: Double, members: [Child])?
        var depth = 0
        for edge in edges {
            if edge.leading {
                depth += 1
                if current == nil { current = (edge.offset, []) }
                current?.members.append(children[edge.child])
            } else {
                depth -= 1
            }
            if depth == 0, let group = current {
                result.append(group)
                current = nil
            }
        }
        if let group = current { result.append(group) }
        return result.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element.members)
    }

    private static func defaultOrder(_ children: [Child], rtl: Bool) -> [Child] {
        groups(children, vertical: true).flatMap { row -> [Child] in
            var columns = groups(row, vertical: false)
            if rtl { columns.reverse() }
            return columns.flatMap { knot($0, rtl: rtl) }
        }
    }

    /// Knots larger than this keep their printed order: the search compares every pair, and real
    /// screens overlap a handful of nodes, not thousands.
    static let maximumKnot = 100

    /// `_SemanticsSortGroup.sortedWithinKnot`: each node points at the nodes "forward" of its
    /// centre; a depth-first walk from the bottom-most node gives the order.
    private static func knot(_ nodes: [Child], rtl: Bool) -> [Child] {
        guard nodes.count > 1, nodes.count <= maximumKnot else { return nodes }
        var next: [Int: Int] = [:]
        for node in nodes {
            for other in nodes where other.id != node.id && next[other.id] != node.id {
                // Flutter compares the direction of the centres' offset with ±π/4 and 3π/4: forward
                // is the half plane dx + dy > 0 (and coinciding centres) in LTR, the quarter
                // around 180° in RTL.
                let dx = other.rect.midX - node.rect.midX, dy = other.rect.midY - node.rect.midY
                let forward = rtl ? dx + abs(dy) < 0 : (dx == 0 && dy == 0) || dx + dy > 0
                if forward { next[node.id] = other.id }
            }
        }
        let starts = nodes.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.rect, rhs.element.rect)
            if a.minY != b.minY { return a.minY > b.minY }
            if a.minX != b.minX { return a.minX > b.minX }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var visited: Set<Int> = []
        var ordered: [Int] = []
        for start in starts {
            // Iterative form of Flutter's recursive search: follow the chain, then unwind.
            var chain: [Int] = []
            var id: Int? = start.id
            while let current = id, !visited.contains(current) {
                visited.insert(current)
                chain.append(current)
                id = next[current]
            }
            ordered += chain.reversed()
        }
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ordered.reversed().compactMap { byID[$0] }
    }
}
