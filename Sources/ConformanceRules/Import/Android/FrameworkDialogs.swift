import A11yModel

/// Which of the framework's dialogs a dialog is, by the ids the framework lays it out with:
/// an AlertDialog (with its title or without), a ProgressDialog, or the time and date pickers.
extension AndroidInference {
    /// A dialog holding `AlertController`'s title or the spacer it shows when there is none
    /// (`textSpacerNoTitle`) is an `AlertDialog` whose title the dump settles: it has one exactly
    /// when `alertTitle` is there. So is a `ProgressDialog` (an AlertDialog) without one: its own
    /// view, the framework's `body` holding `progress` and `message`, with no `alertTitle`. A
    /// dialog built on a view of another kind (`customPanel`, a picker's header) shows neither and
    /// stays a dialog of unknown make.
    static func recogniseAlertDialogs(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where !arena.isExcluded(index) {
            let name = arena[index].clues.resourceName
            guard name == "textSpacerNoTitle" || isProgressDialogBody(index, in: arena)
                    || arena[index].node.part == .title && (name == "alertTitle" || name == "alert_title"),
                  let dialog = SurfaceInference.surface(containing: index, in: arena), arena[dialog].node.role == .dialog,
                  arena[dialog].node.sheet?.component == nil else { continue }
            arena[dialog].node.sheet?.component = .androidAlertDialog
            notes.inferred(dialog, name == "textSpacerNoTitle"
                ? "is an AlertDialog built without a title: it shows textSpacerNoTitle where alertTitle would be"
                : name == "body" ? "is a ProgressDialog built without a title: it holds the framework's progress and message in its body, and no alertTitle"
                : "is an AlertDialog: its title is \(name ?? "alertTitle")")
        }
    }

    /// A dialog without a title whose view is the platform's time or date picker
    /// (`android:id/timePicker`, `datePicker`) is a `TimePickerDialog` or `DatePickerDialog`: its
    /// header is the platform's. One the app gave a title is an AlertDialog named by it.
    static func recognisePickerDialogs(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where !arena.isExcluded(index) {
            guard let id = arena[index].clues.resourceID, id == "android:id/timePicker" || id == "android:id/datePicker",
                  let dialog = SurfaceInference.surface(containing: index, in: arena), arena[dialog].node.role == .dialog,
                  arena[dialog].node.sheet?.component == nil, !holdsTitle(dialog, in: arena) else { continue }
            arena[dialog].node.sheet?.component = .androidPickerDialog
            notes.inferred(dialog, "is the platform's \(id.hasSuffix("timePicker") ? "TimePickerDialog" : "DatePickerDialog"): "
                           + "a dialog without a title holding \(id), whose header the platform lays out")
        }
    }

    private static func holdsTitle(_ dialog: Int, in arena: ImportArena) -> Bool {
        var pending = arena[dialog].children
        while let next = pending.popLast() {
            if arena[next].node.part == .title { return true }
            pending += arena[next].children
        }
        return false
    }

    /// ProgressDialog's own view (`progress_dialog.xml`): `android:id/body` holding
    /// `android:id/progress` and `android:id/message`, in a dialog with no `alertTitle`.
    private static func isProgressDialogBody(_ index: Int, in arena: ImportArena) -> Bool {
        guard arena[index].clues.resourceID == "android:id/body" else { return false }
        let held = Set(arena[index].children.compactMap { arena[$0].clues.resourceID })
        guard held.contains("android:id/progress"), held.contains("android:id/message"),
              let dialog = SurfaceInference.surface(containing: index, in: arena) else { return false }
        return !holdsTitle(dialog, in: arena)
    }
}
