import A11yModel

/// Sheets, dialogs, scrims and handles in a Compose printout. The Android clues apply
/// (`AndroidInference`: a pane title names a sheet or dialog, a node described "Close sheet" or
/// "Scrim" is the scrim, one described "Drag handle" the handle), and Compose adds its own facts:
///
/// - `IsDialog` marks a dialog window's root: it is the dialog when no pane inside it is a sheet
///   or dialog already (Material 3's ModalBottomSheet puts its sheet, titled "Bottom Sheet", in a
///   dialog window);
/// - Compose's `Dismiss` action on a sheet or dialog is also its escape action.
enum ComposeInference {
    static func run(_ arena: inout ImportArena, dialogs: [Int], notes: inout ImportNotes, density: Double) {
        AndroidInference.run(&arena, notes: &notes, display: nil, density: density)
        for dialog in dialogs where !holdsSurface(dialog, in: arena) {
            if arena[dialog].node.role == .group || arena[dialog].node.role == .window { arena[dialog].node.role = .dialog }
            SurfaceInference.markSurface(dialog, part: .card, in: &arena, notes: &notes,
                                         because: "it is marked IsDialog, the root of a Compose dialog window")
        }
        // Material 3's scrim is described "Close sheet"; a partly expanded sheet reaches below the
        // screen, past the scrim it sits on, so the shared clue (a panel inside the scrim) misses it.
        for index in arena.indices where arena[index].node.part == nil && arena[index].node.label == "Close sheet"
            && SurfaceInference.hasSurface(arena) {
            SurfaceInference.markPart(index, .scrim, in: &arena, notes: &notes,
                                      because: "it is described \"Close sheet\", as Material 3's ModalBottomSheet describes its scrim")
        }
        for index in arena.indices where arena[index].node.sheet != nil && arena[index].node.has(.dismiss)
            && !arena[index].node.has(.escape) {
            arena[index].node.actions.append(AccessibilityAction(.escape))
            notes.inferred(index, "escapes by its Dismiss action")
        }
    }

    /// Whether the node, an ancestor or a descendant already is a sheet or dialog.
    private static func holdsSurface(_ index: Int, in arena: ImportArena) -> Bool {
        if SurfaceInference.surface(containing: index, in: arena) != nil { return true }
        return arena.indices.contains { $0 > index && arena[$0].node.sheet != nil && arena.ancestors(of: $0).contains(index) }
    }
}
