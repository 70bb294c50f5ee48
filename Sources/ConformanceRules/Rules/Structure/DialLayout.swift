import A11yModel

/// Items set around a dial (a time picker's clock face, a radial menu) and listed in their turn
/// around it: their order is the dial's, clockwise or not, and no top-to-bottom order applies.
/// Android's `RadialTimePickerView` gives its numbers as virtual nodes in that order, which
/// TalkBack follows.
enum DialLayout {
    /// Fewest items that make a dial: fewer lie on some circle by chance.
    static let minimumItems = 6
    /// How far an item's centre may lie from the dial's mean radius, as a share of it.
    static let radiusTolerance = 0.15

    /// The positions in `elements` of items that are siblings around a dial, listed in their turn.
    static func items(among elements: [VisitedNode], in index: SnapshotIndex) -> Set<Int> {
        var byParent: [Int: [Int]] = [:]
        for (position, element) in elements.enumerated() {
            if let parent = element.parentOrder { byParent[parent, default: []].append(position) }
        }
        var found: Set<Int> = []
        for group in byParent.values where group.count >= minimumItems {
            let centres = group.compactMap { elements[$0].node.frame.map { (x: $0.midX, y: $0.midY) } }
            if centres.count == group.count, isListedAround(centres) { found.formUnion(group) }
        }
        return found
    }

    /// Whether the points lie on one circle around their centroid and are listed turning one way
    /// around it, each a step of under half a turn from the one before.
    static func isListedAround(_ points: [(x: Double, y: Double)]) -> Bool {
        let count = Double(points.count)
        let centre = (x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
        let offsets = points.map { (x: $0.x - centre.x, y: $0.y - centre.y) }
        let radii = offsets.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }
        let radius = radii.reduce(0, +) / count
        guard radius > 0, radii.allSatisfy({ abs($0 - radius) <= radius * radiusTolerance }) else { return false }
        // The sign of each cross product is the way the step turns around the centre.
        let turns = zip(offsets, offsets.dropFirst()).map { $0.x * $1.y - $0.y * $1.x }
        return turns.allSatisfy { $0 > 0 } || turns.allSatisfy { $0 < 0 }
    }
}
