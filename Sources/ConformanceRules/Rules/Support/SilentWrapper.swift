import A11yModel

/// An Android view that is actionable, holds other views and has no text of its own or in the
/// views it gathers (not even a glyph TalkBack cannot pronounce), so it says nothing: TalkBack
/// does not focus it (`AccessibilityNodeInfoUtils.shouldFocusNode`: an actionable node with
/// children is focused only when it speaks), and ATF's `SpeakableTextPresentCheck` does not judge
/// it. Its action is not lost when a named element stands for it:
/// - a named element inside it that takes no tap of its own (a focusable text): TalkBack's double
///   tap on it is a tap at its centre, which falls through to the view around it;
/// - named elements or controls inside it cover at least half of it (a tab around its icon, an
///   author row around the picture and the name, a stepper tiled by its minus, count and plus),
///   the share nested-controls and the target rules take for one target (a box around its text
///   field, which TalkBack focuses and field-label judges), or a control holding
///   no other sits at its centre (a touch area padded around its Play button) or fills it along
///   one side (a comment's bubble around its sticker); a control
///   inside without a name fails on its own, so the wrapper does not fail for it a second time;
/// - a named control inside it covering a quarter of it takes a tap and a long press as it does
///   (a chip's label, clickable and long-clickable with the chip);
/// - it covers at least half of a named control around it (a tile's button inside the named
///   tile; nested-controls reports the pair);
/// - it is a web view, whose page TalkBack reads;
/// an element stands for a view that offers a long press only when it offers one too.
/// A tile holding only a small overflow button, or buttons in two of its corners, has no such
/// element, nor has a scrim, whose action (dismissal) nothing inside it offers: their own action
/// is lost to TalkBack, and control-name fails them.
enum SilentWrapper {
    /// Share of the area that makes one target of two nested ones, as the target rules take it.
    static let coveredShare = TargetLayout.sameTargetShare

    /// Named elements inside a view counted at most: enough to cover any real control (a
    /// launcher page of icons), and a bound on the cost of their union (`CoveredArea`).
    static let coveringElementsCounted = 32

    /// What TalkBack reaches instead of `control`, quoted for a message, or nil when nothing
    /// stands for it (or it is a leaf, which TalkBack focuses, unnamed).
    /// `ignoringLongPress` finds the element TalkBack reaches even where it does not offer the
    /// long press `control` does: what a failure names as reached while the long press is lost.
    static func reader(of control: VisitedNode, in index: SnapshotIndex, ignoringLongPress: Bool = false) -> String? {
        let range = index.subtreeRange(of: control)
        // A scrim's action is dismissal, which nothing inside it offers (a backdrop around its sheet).
        guard range.count > 1, control.node.part != .scrim, let frame = control.node.frame, frame.area > 0 else { return nil }
        // Any text of its own or that it gathers, speakable or not (an icon-font chevron, a row of
        // asterisks), makes TalkBack focus it (isSpeakingNode counts every non-empty text): it is
        // then a stop that says nothing useful.
        guard control.node.label?.isEmpty ?? true,
              SpokenName.gatheredLabels(of: control, in: index, where: { !$0.isEmpty }).isEmpty else { return nil }
        if control.node.role == .webView { return "the web page it shows" }
        if let inner = namedElementCovering(control, frame: frame, range: range, ignoringLongPress: ignoringLongPress, in: index) {
            let name = SpokenName(of: inner, in: index)
            if name.isSpeakable { return name.quoted }
            return ElementKind.isEditable(inner.node) ? "the field inside it, judged by field-label (\(inner.messageName))"
                : "the controls inside it, judged on their own (\(inner.messageName))"
        }
        if let outer = index.ancestors(of: control).first(where: ElementKind.isControl),
           ignoringLongPress || offers(outer.node, theLongPressOf: control.node),
           let outerFrame = outer.node.frame, (frame.intersection(outerFrame)?.area ?? 0) >= outerFrame.area * coveredShare {
            let name = SpokenName(of: outer, in: index)
            if name.isSpeakable { return name.quoted + " around it" }
        }
        return nil
    }

    /// Whether `element` offers the long press `control` does: TalkBack's double tap falls back
    /// to a tap where the element is, but a long press only goes to an element that offers one
    /// (a chat row's message menu is not the bubble's tap).
    private static func offers(_ element: Node, theLongPressOf control: Node) -> Bool {
        !control.has(.longPress) || element.has(.longPress)
    }

    /// Share of a view a named control taking its tap and its long press must cover to stand for
    /// it: a chip's label beside its icon.
    static let sharedActionsShare = 0.25

    /// Whether `inner` is a named control that takes a tap and a long press as `control` does: an
    /// app that makes a chip's parts clickable and long-clickable with the chip wires them to
    /// the chip's actions (WeWork's quick-reply chips: the icon, the label and the chip). A button
    /// in a tile that only takes taps is no such sign.
    private static func sharesItsActions(_ inner: VisitedNode, with control: VisitedNode, in index: SnapshotIndex) -> Bool {
        control.node.has(.longPress) && inner.node.has(.longPress) && TouchTargets.isPointerTarget(inner.node)
            && TouchTargets.isPointerTarget(control.node) && SpokenName(of: inner, in: index).isSpeakable
    }

    /// A control to tap holding no other: what a touch area is padded around (a dialog's card at
    /// the centre of a full-screen layer is no such control; the layer's own action, dismissal,
    /// is not the card's).
    private static func isLoneControl(_ visited: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard TouchTargets.isPointerTarget(visited.node) else { return false }
        return !index.subtreeRange(of: visited).dropFirst().contains { position in
            let inside = index.nodes[position]
            return inside.isExposedElement && TouchTargets.isPointerTarget(inside.node)
        }
    }

    /// Whether `inner` sits at the centre of `frame` (within 5 % of its size): the padding of a
    /// touch area around the control it is for (a player's frame around its Play button, a list's
    /// footer around its Retry), however small the control beside its padding.
    static func isCentred(_ inner: Rect, in frame: Rect) -> Bool {
        abs(inner.midX - frame.midX) <= max(1, 0.05 * frame.width) && abs(inner.midY - frame.midY) <= max(1, 0.05 * frame.height)
    }

    /// Whether `frame` pads `inner` along one side only: `inner` is centred across it (within 5 %
    /// of its size) and spans half of it or more the other way (a strip's close icon at its top,
    /// the strip as tall again). A full-screen layer around a button at its bottom is not.
    static func isPaddedAlongOneSide(_ inner: Rect, in frame: Rect) -> Bool {
        let centredAcross = abs(inner.midX - frame.midX) <= max(1, 0.05 * frame.width)
        let centredDown = abs(inner.midY - frame.midY) <= max(1, 0.05 * frame.height)
        return (centredAcross && inner.height >= 0.5 * frame.height) || (centredDown && inner.width >= 0.5 * frame.width)
    }

    /// Whether `inner` is all that `range` (a view and what it holds) holds: every other view
    /// in it is an empty layout, with no text, description, value or picture. Such a view is a
    /// touch area padded around `inner` (a sheet's close strip around its close icon at the top).
    private static func isAllItHolds(_ inner: VisitedNode, range: Range<Int>, in index: SnapshotIndex) -> Bool {
        let own = index.subtreeRange(of: inner)
        return range.dropFirst().allSatisfy { position in
            let node = index.nodes[position].node
            return own.contains(position) || (node.label == nil && node.visibleText == nil && node.value == nil && node.role != .image)
        }
    }

    /// Whether `inner` spans `frame`'s whole height or width and a quarter of its area: the content
    /// of a view laid out at one side of it (a comment's bubble around its sticker), the rest
    /// padding. A button in a tile's corner spans neither.
    static func isContentAtOneSide(_ inner: Rect, in frame: Rect) -> Bool {
        let tall = inner.minY <= frame.minY + 1 && inner.maxY >= frame.maxY - 1
        let wide = inner.minX <= frame.minX + 1 && inner.maxX >= frame.maxX - 1
        return (tall || wide) && inner.area >= frame.area * 0.25
    }

    /// A named element inside `control` that, with the other named elements inside it, covers
    /// `coveredShare` of `control`'s area (their union, not the box around them), or one alone
    /// at its centre.
    private static func namedElementCovering(_ control: VisitedNode, frame: Rect, range: Range<Int>, ignoringLongPress: Bool,
                                             in index: SnapshotIndex) -> VisitedNode? {
        var first: VisitedNode?
        var frames: [Rect] = []
        // Every element is asked whether it covers the view alone: the one that does may come after
        // many small ones (a video page's full-screen layer after its buttons). Only the union is
        // bounded.
        for position in (range.lowerBound + 1)..<range.upperBound {
            let inner = index.nodes[position]
            guard inner.isExposedElement, inner.node.role != .webView, ignoringLongPress || offers(inner.node, theLongPressOf: control.node),
                  let innerFrame = inner.node.frame?.intersection(frame),
                  ElementKind.isControl(inner) || ElementKind.isEditable(inner.node) || SpokenName(of: inner, in: index).isSpeakable
            else { continue }
            // Most often one element covers it alone (a tab's icon); the union is for the rest.
            if innerFrame.area >= frame.area * coveredShare { return inner }
            // A named text TalkBack stops on takes no tap of its own: a double tap on it, which
            // Android turns into a tap at its centre, reaches the view around it.
            if !TouchTargets.isPointerTarget(inner.node), SpokenName(of: inner, in: index).isSpeakable { return inner }
            if isCentred(innerFrame, in: frame) || isContentAtOneSide(innerFrame, in: frame)
                || isPaddedAlongOneSide(innerFrame, in: frame) && isAllItHolds(inner, range: range, in: index),
               isLoneControl(inner, in: index) { return inner }
            if sharesItsActions(inner, with: control, in: index), innerFrame.area >= frame.area * sharedActionsShare { return inner }
            first = first ?? inner
            if frames.count < coveringElementsCounted { frames.append(innerFrame) }
        }
        guard let first, frames.count > 1, CoveredArea.area(of: frame, coveredBy: frames) >= frame.area * coveredShare else { return nil }
        return first
    }
}
