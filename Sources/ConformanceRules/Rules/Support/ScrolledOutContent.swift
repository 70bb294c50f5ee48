import A11yModel

/// Android dumps hold only what is on screen: a list row scrolled half out of its list, or a row
/// of a collapsed sheet half below the screen, keeps its cut bounds, and the texts that fell
/// outside them are not in the dump at all (uiautomator and UiAutomator2 skip nodes that are not
/// visible to the user). Such a row may well have a name the dump cannot show.
enum ScrolledOutContent {
    /// Whether `element` looks cut by the edge of the scroll view holding it or of the screen, so
    /// that what the dump shows inside it may not be all it holds: it lies on that edge and is
    /// shorter across it than a sibling lined up with it (the other rows of the list, of the same
    /// width). Frames from other platforms are whole, so only Android's count. Never for:
    /// - a node uiautomator marks NAF: it looked at every descendant, on screen or not, and found
    ///   nothing to read;
    /// - a scrim: it lies beside the sheet, not in a list, and holds nothing.
    static func mayHaveLostContent(_ element: VisitedNode, in context: SnapshotContext) -> Bool {
        !wholeSiblings(of: element, in: context).isEmpty
    }

    /// Siblings looked at on either side of an element: the rows beside it, and a bound on the
    /// work a list of thousands of cut rows can cause.
    static let siblingsReached = 64

    /// The siblings lined up with `element` that show it cut (`mayHaveLostContent`): the whole
    /// rows or columns beside it, among the `siblingsReached` nearest on each side. Empty when it
    /// is not cut.
    static func wholeSiblings(of element: VisitedNode, in context: SnapshotContext) -> [VisitedNode] {
        guard context.environment.platform == .android, !element.node.has(.nothingToRead), element.node.part != .scrim,
              let frame = element.node.frame, element.parentOrder != nil else { return [] }
        let edges = TouchTargets.clipEdges(of: element, in: context)
        let near = 0.5
        let onVerticalEdge = edges.contains { $0.cutsDown(frame) }
        let onHorizontalEdge = edges.contains { $0.cutsAcross(frame) }
        guard onVerticalEdge || onHorizontalEdge else { return [] }
        return context.index.siblings(around: element, reach: siblingsReached).filter { sibling in
            guard let other = sibling.node.frame else { return false }
            let sameColumn = abs(other.minX - frame.minX) < near && abs(other.width - frame.width) < near
            let sameRow = abs(other.minY - frame.minY) < near && abs(other.height - frame.height) < near
            return (onVerticalEdge && sameColumn && frame.height < other.height - near)
                || (onHorizontalEdge && sameRow && frame.width < other.width - near)
        }
    }

    /// Share of an element's frame inside the view scrolling it below which it is mostly past
    /// that view's edge.
    static let mostlyOutsideShare = 0.25

    /// Whether most of `element` lies past the edge of the nearest view that scrolls it, so that
    /// the dump shows its frame but not the views inside it that are off screen (a dump that does
    /// not cut a list's items at the list's edge: the tiles of a home screen scrolled under its
    /// tab bar). Never for a node uiautomator marks NAF, which it marks after looking at every
    /// descendant, on screen or not, nor for a toggle, whose name is its own (a switch holds no
    /// text). Android only.
    static func isMostlyPastItsScroller(_ element: VisitedNode, in context: SnapshotContext) -> Bool {
        guard context.environment.platform == .android, !element.node.has(.nothingToRead), element.node.role != .toggle,
              let frame = element.node.frame, frame.area > 0,
              let scroller = TouchTargets.scrollingAncestor(of: element, in: context.index), let bounds = scroller.node.frame,
              let inside = frame.intersection(bounds) else { return false }
        return inside.area < frame.area * mostlyOutsideShare
    }

    /// The least height a text field shows whole: a line of text and its padding, 24 pt (Material's
    /// fields are 56 dp, a dense one 40).
    static let leastFieldHeight = 24.0

    /// Whether `field`, a text field, shows less than a field's least height on the top or bottom
    /// edge of the view scrolling it or of the screen: the rest, its label perhaps, is scrolled
    /// out of view and left out of the dump. Android only.
    static func isFieldCut(_ field: VisitedNode, in context: SnapshotContext) -> Bool {
        guard context.environment.platform == .android, let frame = field.node.frame, frame.height < leastFieldHeight else { return false }
        return TouchTargets.clipEdges(of: field, in: context).contains { $0.cutsDown(frame) }
    }
}
