import A11yModel

/// A row of a list scrolled under a bar fixed over that list: a bottom navigation, a sticky
/// footer or a toolbar listed after the view that scrolls, as wide as it, at its top or bottom
/// edge, short beside it and scrolling nothing itself. Android draws a view
/// listed later over the ones before (a raised view aside: a bar has its own elevation over the
/// content scrolling under it), and the row shows whole once scrolled, so the sliver the bar
/// leaves is a scroll position, not the row's size. A button floating over the list (a FAB,
/// narrower than it) is no such bar: the rows under it stay covered however they scroll.
enum ScrolledUnderLayer {
    /// Share of the scrolling view's width a layer spans to be a bar across it.
    static let barShare = 0.9
    /// Share of the scrolling view's height a bar takes at most: a page, a drawer or a player
    /// over the list is no bar, and scrolling never uncovers what it covers.
    static let barHeightShare = 0.3

    /// A bar across `list`: as wide, at most `barHeightShare` as tall, at its top or bottom edge.
    /// It scrolls nothing itself (a page or a drawer holds a list of its own).
    private static func isBar(_ frame: Rect, across list: Rect) -> Bool {
        let edge = 0.05 * list.height
        return frame.width >= barShare * list.width && frame.height <= barHeightShare * list.height
            && (frame.minY <= list.minY + edge || frame.maxY >= list.maxY - edge)
    }

    /// The layer over `target` that holds the targets `covers` (ids), when `target` is inside a
    /// view that scrolls and each cover lies in a bar (`isBar`) listed after that view, outside
    /// it. Nil otherwise.
    static func layer(over target: VisitedNode, covers: [String], in index: SnapshotIndex) -> VisitedNode? {
        guard !covers.isEmpty, let scroller = TouchTargets.scrollingAncestor(of: target, in: index),
              let scrollerFrame = scroller.node.frame, scrollerFrame.width > 0 else { return nil }
        let scrollerEnd = index.subtreeRange(of: scroller).upperBound
        var first: VisitedNode?
        for id in covers {
            guard let cover = index.node(id), cover.order >= scrollerEnd else { return nil }
            // The highest layer holding the cover and not the list: the bar, not the tab in it.
            var layer = cover
            for ancestor in index.ancestors(of: cover) {
                if index.isDescendant(scroller, of: ancestor) { break }
                layer = ancestor
            }
            guard let frame = layer.node.frame, isBar(frame, across: scrollerFrame),
                  !index.subtreeRange(of: layer).contains(where: { index.nodes[$0].node.has(.scroll) }) else { return nil }
            first = first ?? layer
        }
        return first
    }
}
