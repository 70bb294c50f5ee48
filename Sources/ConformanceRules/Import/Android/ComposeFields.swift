import A11yModel

/// A text field Compose draws: an editable node without a resource id inside a Compose host
/// (`ComposeView`). Compose has no `labelFor`, composes a field's label and placeholder as texts
/// inside it, and sets no hint text (none of the public dumps that record hints gives a Compose
/// field one), so what such a field reads is in the dump whether or not the dump records hints.
/// A native view inside Compose (`AndroidView`) keeps its resource id and is left alone.
enum ComposeFields {
    static let note = "text fields drawn by Compose (no labelFor, no hint text: their label and placeholder are texts inside them)"

    static func mark(_ arena: inout ImportArena, notes: inout ImportNotes) {
        var insideCompose = [Bool](repeating: false, count: arena.count)
        for index in arena.indices {
            let parentInside = arena[index].parent.map { insideCompose[$0] || ComposeNAF.isComposeView(arena[$0].clues.typeName) } ?? false
            insideCompose[index] = parentInside
            guard parentInside, ElementKind.isEditable(arena[index].node),
                  arena[index].clues.resourceID.map({ $0.isEmpty }) ?? true else { continue }
            arena[index].node.traits.append(.composeField)
            notes.tally(note, node: index)
        }
    }
}

extension Trait {
    /// A text field Compose draws (`ComposeFields`): no labelFor, no hint text.
    static let composeField = platformType("composeField")
}
