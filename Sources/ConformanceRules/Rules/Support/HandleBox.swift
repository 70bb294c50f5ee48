import A11yModel

/// A box around a sheet's handle that holds nothing else: Material 3's `ModalBottomSheet`
/// composes one around the drag handle and gives it the sheet's actions (Dismiss, Expand or
/// Collapse), which dumps show as an unnamed control. It is part of the handle, judged with it by
/// handle-name-role-value, not a control of its own that lacks a name.
enum HandleBox {
    /// The handle `box` holds when everything exposed inside it is that handle, inside it, or a
    /// wrapper around it (the handle's own touch area); nil otherwise.
    static func handle(boxedBy box: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        let range = index.subtreeRange(of: box)
        guard box.node.part == nil, range.count > 1,
              let handle = range.dropFirst().lazy.map({ index.nodes[$0] }).first(where: { $0.node.part == .handle }) else { return nil }
        let handleRange = index.subtreeRange(of: handle)
        let onTheWay = Set(index.ancestors(of: handle, inside: box).map(\.order))
        let holdsOther = range.dropFirst().contains { position in
            guard !handleRange.contains(position), !onTheWay.contains(position) else { return false }
            let inside = index.nodes[position]
            return inside.isExposedElement || SpeakableName.isSpeakable(inside.node.label) || inside.node.isActivatable
        }
        return holdsOther ? nil : handle
    }
}
