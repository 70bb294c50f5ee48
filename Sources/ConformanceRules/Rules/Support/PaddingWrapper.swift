import A11yModel

/// A control that is padding around the one control it holds: nothing else inside it to
/// activate or read, no name of its own but the inner one's, and laid out around it (a close
/// container around its icon, a sheet's close strip around its close icon at the top). The two
/// are one action with two focus stops (nested-controls), and one target whose touch area is the
/// outer frame (the target rules).
enum PaddingWrapper {
    static func isPadding(_ outer: VisitedNode, around inner: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let outerFrame = outer.node.touchFrame, let innerFrame = inner.node.touchFrame else { return false }
        return isPadded(outerFrame, around: innerFrame) && holdsOnly(inner, in: outer, of: index)
    }

    /// Whether `outer` is padding around `inner`: `inner` at its centre, or centred along one side
    /// of it and spanning half of it or more the other way, or `outer` at most twice its size each
    /// way. A bar around the button at its end keeps an area of its own.
    static func isPadded(_ outer: Rect, around inner: Rect) -> Bool {
        SilentWrapper.isCentred(inner, in: outer) || SilentWrapper.isPaddedAlongOneSide(inner, in: outer)
            || (outer.width <= 2 * inner.width + TargetGeometry.tolerance && outer.height <= 2 * inner.height + TargetGeometry.tolerance)
    }

    /// Whether `outer` holds nothing but `inner` to activate or read, and names nothing else: no
    /// other control, text, value or label, and no picture as large as `inner` (a feed card's
    /// cover around its author row is the card's own content). The views inside `inner` are
    /// jumped over, so nested wrappers read each view once.
    static func holdsOnly(_ inner: VisitedNode, in outer: VisitedNode, of index: SnapshotIndex) -> Bool {
        if SpeakableName.isSpeakable(outer.node.label),
           ControlNameKey.key(outer.node.label) != ControlNameKey.key(inner.node.label) { return false }
        let innerArea = inner.node.touchFrame?.area ?? 0
        let innerRange = index.subtreeRange(of: inner)
        var position = outer.order + 1
        let end = index.subtreeRange(of: outer).upperBound
        while position < end {
            if position == innerRange.lowerBound { position = innerRange.upperBound; continue }
            let visited = index.nodes[position], node = visited.node
            if node.isActivatable || SpeakableName.isSpeakable(node.label) || SpeakableName.isSpeakable(node.value)
                || SpeakableName.isSpeakable(node.visibleText)
                || (visited.isVisible && (node.role == .image || node.has(.image)) && (node.frame?.area ?? 0) >= innerArea) {
                return false
            }
            position += 1
        }
        return true
    }
}
