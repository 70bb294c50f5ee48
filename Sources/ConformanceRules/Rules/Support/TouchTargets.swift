import A11yModel

/// The pointer targets of a snapshot that the target-size rules judge.
///
/// A target is a visible element a finger operates — by role, trait, the activate action or a
/// tap-like gesture — whether or not it is hidden from assistive technology: hiding a control from
/// VoiceOver does not stop a finger hitting it, and WCAG 2.5.8 is about pointer targets.
/// Accessibility-only actions (escape, custom actions, increment) are not pointer targets, so a
/// sheet carrying an escape action does not become one giant target. Keys of the system keyboard
/// are user-agent controls, which WCAG 2.5.8 exempts; an element under a scrim or a later card
/// cannot be tapped, the contents of a covered card (stack depth ≥ 1) are inactive, as the
/// contrast rules hold too, a disabled control takes no pointer input (a page's dots that
/// are never enabled, a Save button until there is something to save), an Android element
/// wholly outside the view that scrolls it is scrolled out of sight, and an element wholly outside
/// the screen is neither drawn nor hit; none of these is judged.
enum TouchTargets {
    @inline(__always) static func isPointerTarget(_ node: Node) -> Bool {
        node.role.isInteractive || node.has(.button) || node.has(.link) || node.has(.adjustable)
            || node.has(.activate)
            || node.gestures.contains { $0.kind == .tap || $0.kind == .doubleTap || $0.kind == .longPress }
    }

    /// In reading order. Targets whose frame was not captured are included; rules answer cantTell.
    static func targets(in index: SnapshotIndex) -> [VisitedNode] {
        let occlusion = Occlusion(index)
        let keyboards = index.nodes(part: .keyboard)
        return index.nodes.filter { visited in
            guard visited.node.isAccessibilityElement, isPointerTarget(visited.node), visited.effectiveOpacity > 0,
                  !visited.node.has(.notHittable), !visited.node.has(.notEnabled), !index.isInCoveredCard(visited),
                  !keyboards.contains(where: { index.isDescendant(visited, of: $0) }) else { return false }
            guard let frame = visited.node.touchFrame else { return true }
            return !frame.isEmpty && !occlusion.catchesTouch(of: visited, at: frame) && !isScrolledOut(visited, frame: frame, in: index)
                && !isOffScreen(frame, in: index)
        }
    }

    /// A captured frame wholly outside the screen: a control scrolled past the display's edge (an
    /// iOS page source gives whole frames, so a list's rows below the fold lie past its bottom) is
    /// neither drawn nor hit until it is scrolled back. Only captures, which record no touch areas:
    /// a snapshot written by hand may lay out the whole of a scrolling content, as at the largest
    /// text sizes, and judges every row of it.
    static func isOffScreen(_ frame: Rect, in index: SnapshotIndex) -> Bool {
        guard !index.snapshot.knows(.hitFrame) else { return false }
        let screen = index.environment.screen
        return !screen.isEmpty && frame.intersection(screen) == nil
    }

    /// The nearest view around `visited` that scrolls: the list whose edge can cut it.
    static func scrollingAncestor(of visited: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        index.ancestors(of: visited).first(where: { $0.node.has(.scroll) })
    }

    /// An Android element wholly outside the frame of the nearest view around it that scrolls:
    /// scrolled out of view, not drawn and not hit (Compose reports the children of a scrolling
    /// column where they lie, past its edge; the framework's views report visible bounds only).
    static func isScrolledOut(_ visited: VisitedNode, frame: Rect, in index: SnapshotIndex) -> Bool {
        guard index.environment.platform == .android,
              let scroller = scrollingAncestor(of: visited, in: index),
              let bounds = scroller.node.frame, !bounds.isEmpty else { return false }
        return frame.intersection(bounds) == nil
    }

    /// Android dumps give the *visible* bounds: a target cut by a scroll view's edge, its window's
    /// or the screen's looks smaller than it is. Whether `frame`, short of `minimum` on some axis,
    /// touches on that axis an edge that can cut it there (`clipEdges`; a Compose node reaching
    /// past its list's edge is reported whole). Frames from other platforms are whole.
    static func mayBeClipped(_ target: VisitedNode, frame: Rect, minimum: Double, in context: SnapshotContext) -> Bool {
        guard context.environment.platform == .android else { return false }
        let shortX = frame.width < minimum - TargetGeometry.tolerance, shortY = frame.height < minimum - TargetGeometry.tolerance
        return clipEdges(of: target, in: context).contains { edge in
            (shortX && edge.cutsAcross(frame)) || (shortY && edge.cutsDown(frame))
        }
    }

    /// Whether each way `frame` falls short of `needed` (width, height) touches an edge that can
    /// cut it that way (`clipEdges`). An edge hides only what lies beyond it, so a target short
    /// across, away from the sides, is short whatever the bottom edge cut: it is judged. Android
    /// frames only.
    static func mayBeClippedEveryWayShort(_ target: VisitedNode, frame: Rect, needed: (width: Double, height: Double),
                                          in context: SnapshotContext) -> Bool {
        guard context.environment.platform == .android else { return false }
        let shortX = frame.width < needed.width - TargetGeometry.tolerance, shortY = frame.height < needed.height - TargetGeometry.tolerance
        guard shortX || shortY else { return false }
        let edges = clipEdges(of: target, in: context)
        return (!shortX || edges.contains { $0.cutsAcross(frame) }) && (!shortY || edges.contains { $0.cutsDown(frame) })
    }

    /// Why a target on such an edge is reviewed rather than judged, for a message.
    static let mayBeCutReason = "it touches the edge of a list, a scroll view or the screen, which may cut it (Android dumps give visible bounds)"

    /// Rows of a list compared with the one holding a target.
    static let rowsCompared = 32

    /// Whether the row of `list` holding `element` is shorter or narrower than another of its rows:
    /// what shows a cut. Rows of one size that start and end at the list's edges (a popup menu's
    /// items, a strip of colour swatches) are whole.
    private static func showsRowCut(_ list: VisitedNode, holding element: VisitedNode, ancestors: [VisitedNode],
                                    in index: SnapshotIndex) -> Bool {
        guard let row = ([element] + ancestors).first(where: { $0.parentOrder == list.order }),
              let frame = row.node.frame else { return false }
        var position = list.order + 1, compared = 0
        let end = index.subtreeRange(of: list).upperBound
        // A few rows show the template's size; a list of many thousands is not read for every target.
        while position < end, compared < rowsCompared {
            compared += 1
            let sibling = index.nodes[position]
            if sibling.order != row.order, let other = sibling.node.frame,
               other.height > frame.height + ClipEdge.near || other.width > frame.width + ClipEdge.near { return true }
            position = index.subtreeRange(of: sibling).upperBound
        }
        return false
    }

    /// What can cut an Android element's visible bounds: the screen, its window (a dropdown's
    /// popup, a dialog dumped alone), the frame of the nearest ancestor that can scroll and that of
    /// the nearest list, which cuts its edge row whether it scrolls itself or not. A
    /// scroll view that cannot (`scrollable="false"`: its content fits, as a row of tip buttons in
    /// a HorizontalScrollView) shows what it holds whole, and one that scrolls one way only (its
    /// scroll action named `horizontal` or `vertical`) cuts only that way: a HorizontalScrollView
    /// is as tall as the row it holds.
    /// `byAxis` false takes every scroll view to cut both ways: how a scroll view's own edges are
    /// found, one level deep.
    static func clipEdges(of element: VisitedNode, in context: SnapshotContext, byAxis: Bool = true) -> [ClipEdge] {
        var edges = [ClipEdge.ofScreen(context.environment)]
        let ancestors = Array(context.index.ancestors(of: element))
        let scroller = scrollingAncestor(of: element, in: context.index)
        if let scroller, let bounds = scroller.node.frame {
            edges.append(byAxis ? ClipEdge.ofScroller(scroller, frame: bounds, in: context) : ClipEdge(bounds))
        }
        // A list lays out only the rows it shows and cuts the one at its edge, whether or not it
        // reports scrolling: nested inside a scrolling parent (a profile's grid of posts under its
        // collapsing header) it hands the scroll to that parent.
        if let list = ancestors.first(where: { $0.node.role == .list }), list.order != scroller?.order, let bounds = list.node.frame,
           showsRowCut(list, holding: element, ancestors: ancestors, in: context.index) {
            edges.append(ClipEdge.ofList(bounds))
        }
        // An imported dump's root is the display, and its children are the windows.
        if ancestors.count >= 2, ancestors[ancestors.count - 1].node.role == .window,
           let window = ancestors[ancestors.count - 2].node.frame {
            edges.append(ClipEdge(window))
        }
        return edges
    }
}
