import A11yModel

/// Finds the escape action VoiceOver's two-finger scrub reaches from inside a sheet. VoiceOver asks
/// the focused element and then each of its ancestors, so a handler on the sheet or on an ancestor
/// serves every element in it, and one inside the sheet serves only what it contains.
enum EscapeHandler {
    /// The nearest escape action that handles the sheet: on the focused element or its ancestors
    /// inside the sheet, on the sheet itself, or on an ancestor that does not also hold the
    /// presenting screen (whose own escape, a navigation pop say, is not the sheet's).
    static func find(for sheet: VisitedNode, in index: SnapshotIndex) -> (holder: VisitedNode, action: AccessibilityAction)? {
        var chain: [String] = []
        if let focused = index.snapshot.focusedNode, let node = index.node(focused),
           index.isDescendant(node, of: sheet.node.id) {
            let inside = node.ancestorIDs.drop { $0 != sheet.node.id }.dropFirst()
            chain = [focused] + inside.reversed()
        }
        chain.append(sheet.node.id)
        let presenters = index.nodes(part: .presenter)
        for id in sheet.ancestorIDs.reversed() where !presenters.contains(where: { $0.ancestorIDs.contains(id) }) {
            chain.append(id)
        }
        for id in chain {
            guard let holder = index.node(id), !holder.isHiddenFromAT, let escape = holder.node.action(.escape) else { continue }
            return (holder, escape)
        }
        return nil
    }
}
