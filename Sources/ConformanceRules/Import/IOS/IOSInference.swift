import A11yModel

/// Sheets, dialogs, scrims and handles in iOS dumps. No iOS dump marks modality
/// (hierarchy-formats.md §2.4), so only these clues are used:
/// - element types Sheet, Alert, Dialog and Popover; an Alert or a Sheet (UIAlertController) is
///   modal, as UIKit presents it, and gets the `isModal` trait;
/// - UIKit's `PopoverDismissRegion`, the tap-outside area of sheets and popovers;
/// - the system sheet grabber ("Sheet Grabber"), which makes its sheet UIKit's (`UIKitSheetGrabber`),
///   and handles named so in labels or identifiers;
/// - sheets an app draws itself, by their shape, grabber and name (`IOSSheetShapes`).
/// Before them, what XCTest lists but VoiceOver does not meet as the app's is left out: rows not
/// laid out yet, UIKit's context-menu preview, copies of a table header's elements.
enum IOSInference {
    static func run(_ arena: inout ImportArena, notes: inout ImportNotes) {
        UnlaidCells.leaveOut(&arena, notes: &notes)
        ContextMenuPreview.leaveOut(&arena, notes: &notes)
        TableCopies.leaveOut(&arena, notes: &notes)
        ScrollIndicators.mark(&arena)
        for index in arena.indices {
            let entry = arena[index]
            if let type = entry.clues.typeName, let part = IOSRoleTable.modalSurface(for: type) {
                SurfaceInference.markSurface(index, part: part, in: &arena, notes: &notes,
                                             because: "its element type is \(type)")
                // UIKit presents alerts and action sheets (UIAlertController) modally: VoiceOver
                // stays inside them, as accessibilityViewIsModal would keep it.
                if type == "Alert" || type == "Sheet", !arena[index].node.has(.isModal) {
                    arena[index].node.traits.append(.isModal)
                    notes.inferred(index, "is modal: UIKit presents an \(type == "Alert" ? "alert" : "action sheet") modally")
                }
            }
            if entry.node.identifier == "PopoverDismissRegion" {
                SurfaceInference.markPart(index, .scrim, in: &arena, notes: &notes,
                                          because: "UIKit's PopoverDismissRegion is the tap-outside area of a sheet or popover")
            } else if isHandle(entry.node) {
                SurfaceInference.markPart(index, .handle, in: &arena, notes: &notes,
                                          because: "its label or identifier names a grabber or drag handle")
            }
        }
        IOSSheetShapes.run(&arena, notes: &notes)
        UIKitPresentedSheet.mark(&arena, notes: &notes)
        UIKitSheetGrabber.mark(&arena, notes: &notes)
    }

    /// A label or identifier naming a sheet handle (`HandleClues`).
    static func isHandle(_ node: Node) -> Bool {
        HandleClues.isHandleName(node.label) || HandleClues.isHandleName(node.identifier)
    }
}
