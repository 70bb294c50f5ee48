import A11yModel

/// Which exposed elements the element checks judge, and as what.
enum ElementKind {
    /// Editable text, judged by field-label.
    @inline(__always) static func isEditable(_ node: Node) -> Bool { node.role == .textField || node.role == .searchField }

    /// A control people operate (button, link, toggle, adjustable, cell, an element with a tap or
    /// an activate action), or a generic focus stop (a group or plain view made an accessibility
    /// element, as a focusable Android view or an accessible iOS `Other` is). Editable text is left
    /// to field-label, handles to handle-name-role-value.
    static func isControl(_ visited: VisitedNode) -> Bool {
        guard visited.isExposedElement, !isEditable(visited.node), visited.node.part != .handle else { return false }
        return TouchTargets.isPointerTarget(visited.node) || visited.node.isInteractive || visited.node.role == .group || visited.node.role == .none
    }

    /// Whether an exposed control lies inside `element`: it is a card, a row or a page around
    /// controls, whose own role and name matter less than theirs.
    static func holdsControls(_ element: VisitedNode, in index: SnapshotIndex) -> Bool {
        index.nodes[index.subtreeRange(of: element).dropFirst()].contains { inner in
            inner.isExposedElement && (inner.node.has(.activate) || inner.node.role.isInteractive)
        }
    }
}
