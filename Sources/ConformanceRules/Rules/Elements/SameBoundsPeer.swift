import A11yModel

/// A control of the same bounds beside another, neither inside the other: a cover drawn over a
/// button, a view stacked on its twin. A tap reaches only the one drawn on top, while TalkBack and
/// Switch Access stop on both. ATF's DuplicateClickableBoundsCheck compares every clickable view
/// of a window by its bounds, not only a view and the one around it, and reports one view of each
/// group. Looked for where a view stacked over another sits: among the siblings of the control's
/// outermost single wrapper of its bounds, and down their own single wrappers of those bounds.
enum SameBoundsPeer {
    /// The most views a container may hold for its controls to be compared.
    static let maximumSiblings = 64

    /// The first control of `control`'s bounds beside it, sharing a tap or a long press with it,
    /// when `control` is the first of its stack; nil otherwise, or when none is there.
    static func peer(of control: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        guard isCandidate(control, in: index), let frame = control.node.touchFrame, !frame.isEmpty else { return nil }
        var host = control
        while let parent = index.parent(of: host), !ElementKind.isControl(parent), parent.node.touchFrame?.hasSameEdges(as: frame) == true,
              Array(index.childPositions(of: parent).prefix(2)).count == 1 {
            host = parent
        }
        guard let parent = index.parent(of: host) else { return nil }
        // Views stack in a small container (a frame, a row); a long list's rows are not compared
        // with one another, which would cost the square of its length.
        let siblings = Array(index.childPositions(of: parent).prefix(maximumSiblings + 1))
        guard siblings.count <= maximumSiblings else { return nil }
        let peers = siblings.filter { $0 != host.order }
            .compactMap { stackedControl(of: frame, from: index.nodes[$0], in: index) }
            .filter { isCandidate($0, in: index) && sharesAnAction($0.node, control.node) }
        // The first of the stack speaks for it.
        guard !peers.contains(where: { $0.order < control.order }) else { return nil }
        return peers.first
    }

    /// The control of `frame` at `top` or down its chain of single wrappers of that frame.
    private static func stackedControl(of frame: Rect, from top: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        var current = top
        while current.node.touchFrame?.hasSameEdges(as: frame) == true {
            if ElementKind.isControl(current) { return current }
            let children = Array(index.childPositions(of: current).prefix(2))
            guard children.count == 1 else { return nil }
            current = index.nodes[children[0]]
        }
        return nil
    }

    /// A visible, enabled control of the app's own (not a sheet's part, a web page's or a map's)
    /// that assistive technology meets: ATF compares views important for accessibility only.
    private static func isCandidate(_ visited: VisitedNode, in index: SnapshotIndex) -> Bool {
        visited.isVisible && visited.isExposedElement && ElementKind.isControl(visited) && !visited.node.has(.notEnabled)
            && visited.node.part == nil
            && !GoogleMapsView.isMapSurface(visited.node) && !TargetExemptions.isWebContent(visited, in: index)
    }

    /// ATF pairs views both clickable or both long-clickable.
    private static func sharesAnAction(_ one: Node, _ other: Node) -> Bool {
        (one.has(.activate) && other.has(.activate)) || (one.has(.longPress) && other.has(.longPress))
    }
}
