import A11yModel

/// Where a node sits among the sheets of a snapshot: which sheet or card owns it, whether that
/// card is covered by another, and which nodes belong to a sheet rather than to one nested in it.
extension SnapshotIndex {
    /// The nearest sheet or card enclosing the node (the node itself when it carries sheet facts).
    func enclosingSheet(of node: VisitedNode) -> VisitedNode? {
        node.enclosingSheetOrder.map { nodes[$0] }
    }

    /// The stack depth of the sheet or card enclosing the node; 0 outside any.
    func stackDepth(enclosing node: VisitedNode) -> Int { enclosingSheet(of: node)?.node.sheet?.stackDepth ?? 0 }

    /// Whether the node belongs to a stacked card behind the front one (stack depth ≥ 1).
    func isInCoveredCard(_ node: VisitedNode) -> Bool { stackDepth(enclosing: node) >= 1 }

    /// The sheet's own nodes in reading order: its subtree without sheets nested inside it.
    func ownNodes(of sheet: VisitedNode) -> [VisitedNode] {
        subtree(of: sheet).filter { $0.enclosingSheetOrder == sheet.order }
    }
}

extension VisitedNode {
    /// Painted at all and not collapsed to nothing; a missing frame counts as visible.
    var isVisible: Bool { effectiveOpacity > 0 && !(node.frame?.isEmpty ?? false) }
}

extension Node {
    /// Announced as adjustable (VoiceOver swipes up and down on it).
    @inline(__always) var announcesAdjustable: Bool { role == .adjustable || has(.adjustable) }

    /// Announced as a button.
    @inline(__always) var announcesButton: Bool { role == .button || has(.button) }

    /// A single tap or VoiceOver double tap does something.
    @inline(__always) var isActivatable: Bool {
        announcesButton || role.isInteractive || has(.activate) || gestures.contains { $0.kind.isSinglePointer }
    }
}

extension GestureKind {
    /// Single-pointer gestures without a path: what WCAG 2.5.1 and 2.5.7 accept as an alternative.
    var isSinglePointer: Bool { self == .tap || self == .doubleTap || self == .longPress }
}
