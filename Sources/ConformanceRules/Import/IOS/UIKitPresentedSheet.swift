import A11yModel

/// A sheet UIKit presents without its grabber: a page or form sheet at its large detent, the
/// default way an app presents a view controller since iOS 13. UIKit lays a presentation out in a
/// container of its own, added to the window after the content it covers: a view dimming the
/// screen, then the presented view. XCTest shows that container as the window's last child,
/// as large as the window, holding leaves that cover the screen (the dimming view, larger than
/// the screen in iOS 26) and last a panel as wide as the screen from below its top to its bottom,
/// the sheet (Pocket Casts' episode card, NetNewsWire's "Add Feed", Kiwix's library, in public
/// page sources). A full-screen presentation starts at the top, an alert or popover is no such
/// panel, and a pushed screen stays in the first container: none of them is taken.
///
/// The sheet is UIKit's (`SheetComponent.uiKitSheet`). At its large detent (its top within
/// `largeDetentInset` of the screen's) it is modal: UIKit dims what it covers and keeps VoiceOver
/// in the sheet, as it does for an alert. Lower, an app may have left the screen behind usable
/// (`largestUndimmedDetentIdentifier`), which the capture does not show: its modality stays open.
enum UIKitPresentedSheet {
    /// The most a large detent leaves above the sheet: the status bar and the presenting view's
    /// edge, 62 pt on an iPhone with the Dynamic Island.
    static let largeDetentInset = 80.0

    static func mark(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for window in arena.indices where arena[window].clues.typeName == "Window" && !arena.isExcluded(window) {
            let containers = arena[window].children.filter { !arena.isExcluded($0) }
            guard containers.count >= 2, let container = containers.last, let screen = arena[window].node.frame,
                  covers(arena[container].node.frame, screen) else { continue }
            let parts = arena[container].children.filter { !arena.isExcluded($0) }
            guard parts.count >= 2, let panel = parts.last,
                  parts.dropLast().allSatisfy({ arena[$0].children.isEmpty && covers(arena[$0].node.frame, screen) }),
                  IOSSheetShapes.isShapedLikeASheet(arena[panel].node.frame, on: screen),
                  SurfaceInference.surface(containing: panel, in: arena) == nil, arena.holdsElement(below: panel) else { continue }
            SurfaceInference.markSurface(panel, part: .sheet, in: &arena, notes: &notes,
                                         because: "UIKit presents it: the window's last container holds a view dimming the screen, "
                                            + "then this panel, as wide as the screen from below its top to its bottom, as UIKit lays out a page sheet")
            arena[panel].node.sheet?.component = .uiKitSheet
            // A sheet UIKit presents over a dimmed screen keeps VoiceOver inside it, as an alert
            // does: the screen behind is out of reach until the sheet goes.
            if let top = arena[panel].node.frame?.minY, top <= screen.minY + largeDetentInset, !arena[panel].node.has(.isModal) {
                arena[panel].node.traits.append(.isModal)
                notes.inferred(panel, "is modal: UIKit dims the screen behind a sheet it presents, and VoiceOver stays in the sheet")
            }
        }
    }

    private static func covers(_ frame: Rect?, _ screen: Rect) -> Bool {
        frame?.contains(screen) == true
    }
}
