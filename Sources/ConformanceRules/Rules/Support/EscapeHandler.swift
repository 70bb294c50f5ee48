import A11yModel

/// Finds the escape action VoiceOver's two-finger scrub reaches from inside a sheet. VoiceOver asks
/// the focused element and then each of its ancestors, so a handler on the sheet or on an ancestor
/// serves every element in it, and one inside the sheet serves only what it contains.
enum EscapeHandler {
    /// The nearest escape action that handles the sheet: on the focused element or its ancestors
    /// inside the sheet, on the sheet itself, or on an ancestor that does not also hold the
    /// presenting screen (whose own escape, a navigation pop say, is not the sheet's).
    static func find(for sheet: VisitedNode, in index: SnapshotIndex) -> (holder: VisitedNode, action: AccessibilityAction)? {
        var chain: [VisitedNode] = []
        if let focused = index.snapshot.focusedNode, let node = index.node(focused), index.isDescendant(node, of: sheet) {
            chain = [node] + index.ancestors(of: node, inside: sheet)
        }
        chain.append(sheet)
        let presenters = index.nodes(part: .presenter)
        for ancestor in index.ancestors(of: sheet)
            where !presenters.contains(where: { $0.order != ancestor.order && index.isDescendant($0, of: ancestor) }) {
            chain.append(ancestor)
        }
        for holder in chain {
            guard !holder.isHiddenFromAT, let escape = holder.node.action(.escape) else { continue }
            return (holder, escape)
        }
        return nil
    }
}
