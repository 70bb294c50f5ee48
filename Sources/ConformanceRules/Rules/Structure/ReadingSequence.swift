import A11yModel

/// The exposed elements of one sheet in reading order, with what each conflicts with: a sheet part
/// read out of its place, or an element read after one it sits above.
struct ReadingSequence {
    /// Elements of one sheet compared; every pair is compared, so the work is quadratic.
    static let maximumElements = 5_000

    enum Conflict { case part, visual }

    let elements: [VisitedNode]
    let tolerance: Double
    /// The order is the platform's own sort by place (TalkBack's, for an Android capture that
    /// records no order): two elements that share a band of height are read as a row, left to
    /// right, by the platform itself, and only one read after an element it lies wholly above is
    /// out of place (a container's children read before a sibling drawn above them).
    let sortedByPlace: Bool
    /// Each element's place among the sheet's parts (nil when it sits in none of them).
    private let regions: [(rank: Int, name: String)?]

    init(elements: [VisitedNode], sheet: VisitedNode, index: SnapshotIndex, tolerance: Double, sortedByPlace: Bool = false) {
        self.elements = elements
        self.tolerance = tolerance
        self.sortedByPlace = sortedByPlace
        regions = elements.map { Self.region(of: $0, in: sheet, index: index) }
    }

    /// Whether at least two elements can be compared by part or by frame.
    var isComparable: Bool {
        regions.compactMap { $0 }.count >= 2 || elements.compactMap(\.node.frame).count >= 2
    }

    /// Why `later` may not be read after `earlier`, if it may not.
    func conflict(_ earlier: Int, _ later: Int) -> Conflict? {
        if let a = regions[earlier], let b = regions[later], a.rank > b.rank { return .part }
        if let a = elements[earlier].node.frame, let b = elements[later].node.frame,
           b.minY < a.minY - tolerance, a.minX < b.maxX, b.minX < a.maxX, !sortedByPlace || b.maxY <= a.minY + tolerance {
            return .visual
        }
        return nil
    }

    /// The longest run of elements read in a consistent order; ties keep earlier elements, so
    /// the ones flagged are those read too late rather than everything before them.
    func consistentRun() -> Set<Int> {
        let count = elements.count
        // Usually nothing is out of order: then the whole sequence is the run, found in linear time
        // (the quadratic search below would pick the same one).
        if (1..<max(count, 1)).allSatisfy({ conflict($0 - 1, $0) == nil }) { return Set(0..<count) }
        var length = Array(repeating: 1, count: count)
        var previous = Array(repeating: -1, count: count)
        for later in 0..<count {
            for earlier in 0..<later where length[earlier] + 1 > length[later] && conflict(earlier, later) == nil {
                length[later] = length[earlier] + 1
                previous[later] = earlier
            }
        }
        guard let best = length.max(), var position = length.firstIndex(of: best) else { return [] }
        var members: Set<Int> = [position]
        while previous[position] >= 0 {
            position = previous[position]
            members.insert(position)
        }
        return members
    }

    /// A message naming what the misplaced element conflicts with, and the offset when visual.
    func explain(_ position: Int, against run: Set<Int>) -> (message: String, measured: String?, threshold: String) {
        let name = describe(position)
        let partOrder = "handle → title → content → sticky footer"
        let visualOrder = "at most \(formatNumber(tolerance)) pt above"
        for other in run.sorted() {
            if other < position, let kind = conflict(other, position) {
                return kind == .part
                    ? ("\(name) is read after \(describe(other))", nil, partOrder)
                    : ("\(name) is read after \(describe(other)) but sits above it", offset(position, above: other), visualOrder)
            }
            if other > position, let kind = conflict(position, other) {
                return kind == .part
                    ? ("\(name) is read before \(describe(other))", nil, partOrder)
                    : ("\(name) is read before \(describe(other)) but sits below it", offset(other, above: position), visualOrder)
            }
        }
        return ("\(name) is read out of order", nil, partOrder)
    }

    private func describe(_ position: Int) -> String {
        let name = elements[position].messageName
        return regions[position].map { "\($0.name) \(name)" } ?? name
    }

    private func offset(_ upper: Int, above lower: Int) -> String? {
        guard let a = elements[upper].node.frame, let b = elements[lower].node.frame else { return nil }
        return "\(TargetGeometry.length(b.minY - a.minY)) pt above"
    }

    /// The nearest sheet part at or above the element, inside the sheet, that has a place in the order.
    private static func region(of element: VisitedNode, in sheet: VisitedNode, index: SnapshotIndex) -> (rank: Int, name: String)? {
        for candidate in [element] + index.ancestors(of: element, inside: sheet) {
            guard let part = candidate.node.part else { continue }
            switch part {
            case .handle: return (0, "handle")
            case .title: return (1, "title")
            case .stickyHeader: return (1, "sticky header")
            case .content: return (2, "content")
            case .stickyFooter: return (3, "sticky footer")
            default: continue
            }
        }
        return nil
    }
}
