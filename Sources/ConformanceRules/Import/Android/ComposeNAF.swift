import A11yModel

/// uiautomator marks a clickable node NAF after finding no text in any of its descendants, on
/// screen or not, so a View marked NAF has nothing to read even where its list cuts it. Compose
/// leaves out of the tree it reports the nodes with no visible area (a label scrolled or clipped
/// out of view), so inside a Compose view the mark says nothing about what is out of view: it is
/// not taken as nothing to read there (the node is still judged by what the dump shows).
enum ComposeNAF {
    static let note = "NAF marks inside Compose views not taken as proof that nothing is out of view "
        + "(Compose leaves out nodes with no visible area, so uiautomator's check could not see them)"

    static func release(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where arena[index].node.has(.nothingToRead) {
            guard arena.ancestors(of: index).contains(where: { isComposeView(arena[$0].clues.typeName) }) else { continue }
            arena[index].node.traits.removeAll { $0 == .nothingToRead }
            notes.tally(note, node: index)
        }
    }

    /// `androidx.compose.ui.platform.ComposeView` and the subclasses apps name after it.
    static func isComposeView(_ className: String?) -> Bool {
        className?.hasSuffix("ComposeView") == true
    }
}
