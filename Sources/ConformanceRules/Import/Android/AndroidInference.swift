#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel

/// Sheets, dialogs, scrims and handles in Android dumps. No Android dump has a modal flag; the
/// clues are those hierarchy-formats.md §3.3 documents:
/// - Material `BottomSheetDialog`: `…:id/design_bottom_sheet` (the sheet, `dismissable` when
///   present) next to `…:id/touch_outside` (the scrim);
/// - `BottomSheetDragHandleView`, `…:id/drag_handle` or the description "Drag handle": the handle;
/// - AlertDialog: `…:id/parentPanel` (the dialog), `…:id/alertTitle` (its title); without the
///   panel, `alertTitle`/`message`/`button1` make their window the dialog;
/// - Compose: a `pane-title` on the sheet container; a node described "Scrim" with the sheet as
///   its next sibling;
/// - a dump whose only window is inset from every display edge is a dialog window
///   (UiAutomator2 dumps the active window only, so the dialog is all there is).
enum AndroidInference {
    static func run(_ arena: inout ImportArena, notes: inout ImportNotes, display: PixelBounds?, density: Double) {
        for index in arena.indices {
            let entry = arena[index]
            let name = entry.clues.resourceName
            let simpleClass = entry.clues.typeName?.split(separator: ".").last.map(String.init)
            switch name {
            case "design_bottom_sheet":
                SurfaceInference.markSurface(index, part: .sheet, in: &arena, notes: &notes, canDismiss: entry.clues.dismissable,
                                             because: "design_bottom_sheet is the sheet of a Material BottomSheetDialog")
            case "touch_outside":
                SurfaceInference.markPart(index, .scrim, in: &arena, notes: &notes,
                                          because: "touch_outside is the tap-to-dismiss area of a Material BottomSheetDialog")
            case "parentPanel":
                arena[index].node.role = .dialog
                SurfaceInference.markSurface(index, part: .card, in: &arena, notes: &notes,
                                             because: "parentPanel is the panel of an AlertDialog")
            case "alertTitle":
                SurfaceInference.markPart(index, .title, in: &arena, notes: &notes, because: "alertTitle is an AlertDialog's title")
            default:
                break
            }
            if simpleClass == "BottomSheetDragHandleView" || name == "drag_handle"
                || entry.node.label?.caseInsensitiveCompare("Drag handle") == .orderedSame {
                SurfaceInference.markPart(index, .handle, in: &arena, notes: &notes,
                                          because: "BottomSheetDragHandleView, the drag_handle id or the description \"Drag handle\" marks a sheet handle")
            }
            if let pane = entry.clues.paneTitle, !pane.trimmingCharacters(in: .whitespaces).isEmpty {
                let part: Part = pane.lowercased().contains("sheet") ? .sheet : .card
                SurfaceInference.markSurface(index, part: part, in: &arena, notes: &notes,
                                             because: "it has the pane title \"\(pane)\", which Compose sets on sheets and dialogs")
            }
            if entry.node.label?.caseInsensitiveCompare("Scrim") == .orderedSame {
                SurfaceInference.markPart(index, .scrim, in: &arena, notes: &notes, because: "it is described \"Scrim\" (Compose modal sheets)")
                if let parent = entry.parent, let next = arena[parent].children.first(where: { $0 > index }) {
                    SurfaceInference.markSurface(next, part: .sheet, in: &arena, notes: &notes,
                                                 because: "it is drawn right after a scrim")
                }
            }
        }
        let systemWindows = windowRoots(arena).filter { arena[$0].clues.package == "com.android.systemui" }
        for window in systemWindows {
            notes.tally("system windows (status bar, navigation) kept in the tree; their findings are not the app's", node: window)
        }
        if !SurfaceInference.hasSurface(arena) { inferAlertWindow(&arena, notes: &notes) }
        if !SurfaceInference.hasSurface(arena), let display { inferDialogWindow(&arena, notes: &notes, display: display, density: density) }
    }

    /// The window roots: the children of the `<hierarchy>` root.
    static func windowRoots(_ arena: ImportArena) -> [Int] {
        arena.isEmpty ? [] : arena[0].children
    }

    private static func inferAlertWindow(_ arena: inout ImportArena, notes: inout ImportNotes) {
        let alertIDs: Set<String> = ["alertTitle", "message", "button1"]
        guard let marker = arena.indices.first(where: { index in
            arena[index].clues.resourceID?.hasPrefix("android:id/") == true
                && alertIDs.contains(arena[index].clues.resourceName ?? "")
        }) else { return }
        let window = ([marker] + arena.ancestors(of: marker)).last { arena[$0].parent == 0 } ?? marker
        arena[window].node.role = .dialog
        SurfaceInference.markSurface(window, part: .card, in: &arena, notes: &notes,
                                     because: "its window holds AlertDialog ids (android:id/alertTitle, message, button1)")
    }

    private static func inferDialogWindow(_ arena: inout ImportArena, notes: inout ImportNotes, display: PixelBounds,
                                          density: Double) {
        let windows = windowRoots(arena).filter { arena[$0].clues.typeName != "android.widget.Toast" }
        guard windows.count == 1, let window = windows.first, let frame = arena[window].node.frame else { return }
        let screen = display.rect(density: density)
        let inset = frame.minX > screen.minX && frame.maxX < screen.maxX && frame.minY > screen.minY && frame.maxY < screen.maxY
        guard inset, !frame.isEmpty else { return }
        arena[window].node.role = .dialog
        SurfaceInference.markSurface(window, part: .card, in: &arena, notes: &notes,
                                     because: "the dump's only window is inset from every edge of the display, as a dialog window is")
    }
}
