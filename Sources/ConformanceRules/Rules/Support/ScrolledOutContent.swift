import A11yModel

/// Android dumps hold only what is on screen: a list row scrolled half out of its list keeps its
/// cut bounds, and the texts that fell outside them are not in the dump at all (uiautomator and
/// UiAutomator2 skip nodes that are not visible to the user). Such a row may well have a name the
/// dump cannot show.
enum ScrolledOutContent {
    /// Whether `element` looks cut by the edge of the scroll view holding it, so that what the
    /// dump shows inside it may not be all it holds: it lies on that edge and is shorter across it
    /// than a sibling beside it (the other rows of the list). Frames from other platforms are
    /// whole, so only Android's count.
    static func mayHaveLostContent(_ element: VisitedNode, in context: SnapshotContext) -> Bool {
        guard context.environment.platform == .android,
              let frame = element.node.frame, let parent = context.index.parent(of: element),
              let scroller = context.index.ancestors(of: element).first(where: TouchTargets.isScrolling),
              let edge = scroller.node.frame else { return false }
        let near = 0.5
        let onVerticalEdge = abs(frame.minY - edge.minY) < near || abs(frame.maxY - edge.maxY) < near
        let onHorizontalEdge = abs(frame.minX - edge.minX) < near || abs(frame.maxX - edge.maxX) < near
        guard onVerticalEdge || onHorizontalEdge else { return false }
        let nodes = context.index.nodes
        return context.index.subtreeRange(of: parent).contains { position in
            let sibling = nodes[position]
            guard sibling.parentOrder == parent.order, sibling.order != element.order,
                  let other = sibling.node.frame else { return false }
            return (onVerticalEdge && frame.height < other.height - near)
                || (onHorizontalEdge && frame.width < other.width - near)
        }
    }
}
