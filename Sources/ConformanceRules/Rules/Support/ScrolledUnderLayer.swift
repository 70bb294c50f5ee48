import A11yModel

/// A row of a list scrolled under a layer fixed over that list: a bottom navigation, a sticky
/// footer or a toolbar listed after the view that scrolls, as wide as it, at its top or bottom
/// edge, short beside it and scrolling nothing itself. Android draws a view
/// listed later over the ones before (a raised view aside: a bar has its own elevation over the
/// content scrolling under it), and the row shows whole once scrolled, so the sliver the bar
/// leaves is a scroll position, not the row's size. A button floating over the list (a FAB, a
/// "Menu" pill) is such a layer for a row with more of the list after it: scrolling brings
/// those rows under the button and the row out from under it. The list's last row may stay
/// under it at the list's end (a list not padded for it), so that one is not passed.
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

    /// A button floating over `list`: inside its frame, at most `floatingShare` of its width and
    /// `barHeightShare` of its height.
    private static func isFloating(_ frame: Rect, over list: Rect) -> Bool {
        list.contains(frame) && frame.width <= floatingShare * list.width && frame.height <= barHeightShare * list.height
    }

    /// Share of the scrolling view's width a floating button takes at most.
    static let floatingShare = 0.5

    /// The layer over `target` that holds the targets `covers` (ids), when `target` is inside a
    /// view that scrolls and each cover, outside that view, lies in a bar (`isBar`) or is a
    /// floating button (`isFloating`) where more of the list follows `target`'s row, in a layer
    /// that scrolls nothing. Nil otherwise.
    static func layer(over target: VisitedNode, covers: [String], in index: SnapshotIndex) -> VisitedNode? {
        guard !covers.isEmpty, let scroller = TouchTargets.scrollingAncestor(of: target, in: index),
              let scrollerFrame = scroller.node.frame, scrollerFrame.width > 0 else { return nil }
        // The row: the child of the list holding the target (the target itself, or its outermost
        // ancestor inside the list).
        let row = index.ancestors(of: target, inside: scroller).last ?? target
        let listGoesOn = index.nextSibling(of: row) != nil
        let scrollerEnd = index.subtreeRange(of: scroller).upperBound
        var first: VisitedNode?
        for id in covers {
            // Drawn over the list (the layout's covers), and outside it.
            guard let cover = index.node(id), !(scroller.order..<scrollerEnd).contains(cover.order) else { return nil }
            // The highest layer holding the cover and not the list: the bar, not the tab in it.
            var layer = cover
            for ancestor in index.ancestors(of: cover) {
                if index.isDescendant(scroller, of: ancestor) { break }
                layer = ancestor
            }
            // A bar is the layer across the list; a floating button is the cover itself, in a
            // layer as large as the screen (Material's FAB in its CoordinatorLayout).
            guard let frame = layer.node.frame, isBar(frame, across: scrollerFrame)
                    || listGoesOn && cover.node.frame.map({ isFloating($0, over: scrollerFrame) }) == true,
                  !index.subtreeRange(of: layer).contains(where: { index.nodes[$0].node.has(.scroll) }) else { return nil }
            first = first ?? layer
        }
        return first
    }
}
