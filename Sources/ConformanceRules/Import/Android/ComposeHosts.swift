import A11yModel

/// A Compose host (`ComposeView`): the views inside it are Compose's nodes, which expose their
/// text to every accessibility client whether or not a screen reader runs. An empty view there
/// shaped like a line of text is not the box of a line an app draws itself (`UnexposedTextLines`).
enum ComposeHosts {
    static func mark(_ arena: inout ImportArena) {
        for index in arena.indices where ComposeNAF.isComposeView(arena[index].clues.typeName) {
            arena[index].node.traits.append(.composeHost)
        }
    }
}

extension Trait {
    /// A view hosting Compose's nodes (`ComposeHosts`).
    static let composeHost = platformType("composeHost")
}
