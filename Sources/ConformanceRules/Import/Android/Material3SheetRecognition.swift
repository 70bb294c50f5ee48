import A11yModel

/// Material 3's sheets recognised by the drag handle they compose (`Material3DragHandle`), in
/// dumps that record no pane title or actions.
enum Material3SheetRecognition {
    /// A modal sheet holding Material 3's default drag handle in the box the library wraps around
    /// it is `ModalBottomSheet`'s, in a dump that records no pane title or actions. Only a modal
    /// one, or one in a Compose window of its own: `BottomSheetScaffold` draws the same handle on
    /// a standard sheet in the activity's window. Run once every sheet is found, those a handle
    /// gives included.
    static func recognise(_ arena: inout ImportArena, notes: inout ImportNotes, density: Double) {
        let pixel = 1 / density
        for handle in arena.indices where arena[handle].node.part == .handle && isComposeEntry(arena[handle]) {
            guard let box = arena[handle].parent, isComposeEntry(arena[box]),
                  let sheet = SurfaceInference.surface(containing: handle, in: arena), arena[sheet].node.part == .sheet,
                  arena[sheet].node.sheet?.component == nil,
                  let bar = arena[handle].node.frame, let around = arena[box].node.frame,
                  Material3DragHandle.density(bar: bar, box: around, pixel: pixel) != nil else { continue }
            let evidence: String
            if arena[sheet].node.sheet?.modality == .modal {
                evidence = "a modal sheet"
            } else if isInComposeWindowOfItsOwn(sheet, in: arena) {
                evidence = "a sheet in a Compose window of its own (its root an android:id/content ViewGroup, as ModalBottomSheet's window is)"
            } else {
                continue
            }
            arena[sheet].node.sheet?.component = .material3ModalBottomSheet
            notes.inferred(sheet, "is run by Material 3's ModalBottomSheet: \(evidence) holding the library's default drag handle, "
                           + "a 32 × 4 dp bar centred in a 48 dp tall box")
        }
    }

    /// Whether the dump's window holding `index` is a Compose window of its own: its root is the
    /// `ViewGroup` Compose gives the id `android:id/content` when it opens a window for a popup or
    /// a `ModalBottomSheet` (`ModalBottomSheetWindow`, `PopupLayout`); an activity's window has
    /// its decor view at the root.
    private static func isInComposeWindowOfItsOwn(_ index: Int, in arena: ImportArena) -> Bool {
        guard let root = ([index] + arena.ancestors(of: index)).last(where: { arena[$0].parent != nil }) else { return false }
        return arena[root].clues.typeName == "android.view.ViewGroup" && arena[root].clues.resourceID == "android:id/content"
    }

    private static func isComposeEntry(_ entry: ImportArena.Entry) -> Bool { entry.clues.typeName == Material3DragHandle.composeNodeClass }
}
