import A11yModel

/// A view that only paints its parent's background: the first child, a leaf, as large as its
/// parent, under later siblings that hold what is shown (a sheet's background under its title and
/// rows). Content drawn in one view (a chart, a calendar) is what is seen, not covered by views
/// listed after it.
enum BackgroundLayer {
    /// Share of the layer the later siblings holding exposed elements must cover.
    static let coveredShare = 0.5

    static func isBackground(_ leaf: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard !leaf.hasChildren, let parent = index.parent(of: leaf), leaf.order == parent.order + 1,
              let frame = leaf.node.frame, let around = parent.node.frame, frame.area > 0, frame.hasSameEdges(as: around) else { return false }
        let end = index.subtreeRange(of: parent).upperBound
        var covered = 0.0
        var position = leaf.order + 1
        while position < end {
            let sibling = index.nodes[position]
            let range = index.subtreeRange(of: sibling)
            if let over = sibling.node.frame?.intersection(frame), range.contains(where: { index.nodes[$0].isExposedElement }) {
                covered += over.area
            }
            position = range.upperBound
        }
        return covered >= frame.area * coveredShare
    }
}
