#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel

/// Sheets, dialogs, scrims and handles in Android dumps. No Android dump has a modal flag; the
/// clues are those hierarchy-formats.md §3.3 documents:
/// - Material `BottomSheetDialog`: `…:id/design_bottom_sheet` (the sheet, `dismissable` when
///   present, run by `BottomSheetBehavior`) next to `…:id/touch_outside` (the scrim);
/// - `BottomSheetDragHandleView`, or an id or description naming a handle (`drag_handle`, "Drag
///   handle", `sheet_grabber`; `HandleClues`): the handle; `img_indicator` and the like only for
///   a small view at the top of a recognised sheet;
/// - AlertDialog: `…:id/parentPanel` holding `AlertController`'s parts (the dialog),
///   `…:id/alertTitle` (its title, which names the dialog's window); without the panel,
///   `alertTitle`/`message`/`button1` make their window the dialog;
/// - Compose: a `pane-title` on the sheet container; a scrim — described "Scrim" or "Close
///   sheet", or a clickable leaf covering its parent — next to a smaller sibling with content,
///   the sheet, before or after it (Material 3 puts the scrim last in traversal order);
/// - Flutter: every node is a generic view, so only the scrim tells: "Scrim", before the sheet;
/// - Material 3's `ModalBottomSheet`: a pane-titled sheet whose first element, the box around
///   its drag handle, offers `Dismiss` (Compose's `Dismiss`, UiAutomator's `dismissable`);
/// - a dump whose only window is inset from every display edge is a dialog window
///   (UiAutomator2 dumps the active window only, so the dialog is all there is);
/// - a web page's dialog in a WebView: a view of a dialog's class (`WebDialogs`).
enum AndroidInference {
    /// `centredWindows`: no display size is stated and the windows, dumped alone, are centred on
    /// a display as wide as their left margins mirrored (`DisplayExtent.Shown.centredWidth`).
    static func run(_ arena: inout ImportArena, notes: inout ImportNotes, display: PixelBounds?, centredWindows: Bool = false,
                    displayTurned: Bool = false, density: Double) {
        WebViewText.forget(in: &arena)
        HiddenDescendants.hide(&arena, notes: &notes)
        ListSpacerRows.release(&arena, notes: &notes)
        ScrollItems.separate(&arena, notes: &notes)
        FocusContainers.release(&arena, notes: &notes)
        ComposeNAF.release(&arena, notes: &notes)
        ClickableAncestorTaps.mark(&arena, notes: &notes)
        SearchViewTouchArea.stretch(&arena, notes: &notes)
        EmptyFieldHint.settle(&arena, notes: &notes)
        ComposeFields.mark(&arena, notes: &notes)
        ComposeHosts.mark(&arena)
        DescribedRoles.mark(&arena)
        PlatformWidgetParts.mark(&arena, notes: &notes)
        FrameworkLabels.link(&arena, notes: &notes)
        WebDialogs.recognise(&arena, notes: &notes)
        let holdsAlertParts = arena.holders { $0.clues.resourceName.map(alertControllerParts.contains) == true }
        for index in arena.indices {
            let entry = arena[index]
            let name = entry.clues.resourceName
            let simpleClass = entry.clues.typeName?.split(separator: ".").last.map(String.init)
            switch name {
            case "design_bottom_sheet":
                SurfaceInference.markSurface(index, part: .sheet, in: &arena, notes: &notes, canDismiss: entry.clues.dismissable,
                                             because: "design_bottom_sheet is the sheet of a Material BottomSheetDialog")
                // Its BottomSheetBehavior sizes it and sets its detent actions.
                if arena[index].node.part == .sheet { arena[index].node.sheet?.component = .materialBottomSheet }
            case "touch_outside":
                SurfaceInference.markPart(index, .scrim, in: &arena, notes: &notes,
                                          because: "touch_outside is the tap-to-dismiss area of a Material BottomSheetDialog")
                hideDeclaredUnimportant(index, in: &arena, notes: &notes,
                                        because: "Material's BottomSheetDialog layout declares touch_outside importantForAccessibility=\"no\"")
            case "grant_singleton" where isPermissionController(entry), "grant_dialog" where isPermissionController(entry):
                hideDeclaredUnimportant(index, in: &arena, notes: &notes,
                                        because: "the permission dialog's layout (grant_permissions) declares \(name ?? "it") importantForAccessibility=\"no\"")
            case "parentPanel" where holdsAlertParts[index]:
                arena[index].node.role = .dialog
                SurfaceInference.markSurface(index, part: .card, in: &arena, notes: &notes,
                                             because: "parentPanel is the panel of an AlertDialog")
            case "alertTitle":
                SurfaceInference.markPart(index, .title, in: &arena, notes: &notes, because: "alertTitle is an AlertDialog's title")
            case "alert_title" where arena.ancestors(of: index).contains { arena[$0].clues.resourceName == "topPanel" }:
                // React Native's Alert gives AlertDialog its title as a custom title view, which
                // AlertDialog puts in its topPanel: a heading (AlertFragment), no window title.
                SurfaceInference.markPart(index, .title, in: &arena, notes: &notes,
                                          because: "alert_title is the title React Native's Alert gives an AlertDialog as a custom title view, "
                                            + "marked a heading (the window itself gets no title)")
                if arena[index].node.part == .title, !arena[index].node.has(.header) { arena[index].node.traits.append(.header) }
            case "alert_title":
                SurfaceInference.markPart(index, .title, in: &arena, notes: &notes, because: "alert_title is the title of a dialog")
            default:
                break
            }
            let namedAHandle = HandleClues.isHandleName(name) || HandleClues.isHandleName(entry.node.label)
            if simpleClass != "BottomSheetDragHandleView", namedAHandle, arena.ancestors(of: index).contains(where: { arena[$0].node.role == .list }) {
                // A reorderable list's rows carry drag handles of their own ("Drag to reorder").
                notes.inferred(index, "is no sheet's handle: it lies in an item of a list, whose drag handles move their rows")
            } else if simpleClass == "BottomSheetDragHandleView" || namedAHandle {
                SurfaceInference.markPart(index, .handle, in: &arena, notes: &notes,
                                          because: "BottomSheetDragHandleView, or an id or description naming a drag handle")
            }
            if let pane = entry.clues.paneTitle, !pane.trimming(.whitespaces).isEmpty, isCollection(entry.node) {
                notes.inferred(index, "is no sheet or dialog: its pane title \"\(pane)\" is on a list or scroller, where it announces "
                               + "the content changing (a search view's suggestions), not a surface appearing")
            } else if let pane = entry.clues.paneTitle, !pane.trimming(.whitespaces).isEmpty, isWholeWindow(index, in: arena, display: display?.rect(density: density)) {
                notes.inferred(index, "is no sheet or dialog: its pane title \"\(pane)\" is on the root of a window filling the display, "
                               + "which names the screen (an activity's or a navigation destination's title)")
            } else if let pane = entry.clues.paneTitle, !pane.trimming(.whitespaces).isEmpty {
                let part: Part = pane.lowercased().contains("sheet") ? .sheet : .card
                // Compose's and Flutter's dialogs are titled "Dialog": a dialog has no detents, and
                // the platform sizes it to its content.
                if part == .card, SpeakableName.trimmed(pane).lowercased() == "dialog",
                   arena[index].node.role == .group || arena[index].node.role == .staticText {
                    arena[index].node.role = .dialog
                }
                SurfaceInference.markSurface(index, part: part, in: &arena, notes: &notes, modal: Self.isModalPaneTitle(pane),
                                             because: "it has the pane title \"\(pane)\", which Compose and Flutter set on sheets and dialogs")
            }
            if scrim(index, in: arena) == nil, let label = entry.node.label, ScrimClues.isUnmistakable(label),
               !showsItsDescription(index, in: arena) {
                // Said to be a scrim, it is one, though the dump does not show which panel it dims.
                SurfaceInference.markPart(index, .scrim, in: &arena, notes: &notes,
                                          because: "it is described \"\(label)\", as Compose and Flutter describe a modal's scrim")
            }
            if let (reason, surface) = scrim(index, in: arena) {
                SurfaceInference.markPart(index, .scrim, in: &arena, notes: &notes, because: reason)
                let panel = arena[surface].node.frame, dimmed = arena[index].node.frame
                if let panel, let dimmed, dimmed.contains(panel), panel.area >= dimmed.area * 0.9 {
                    markDialog(surface, in: &arena, notes: &notes,
                               because: "it holds the content of a dialog that its scrim wraps, as Flutter's modal barrier does")
                } else if let panel, let dimmed, panel.maxY < dimmed.maxY - 1 {
                    markDialog(surface, in: &arena, notes: &notes,
                               because: "it is the panel a scrim dims for, clear of its bottom edge as a dialog is")
                } else {
                    SurfaceInference.markSurface(surface, part: .sheet, in: &arena, notes: &notes,
                                                 because: "it is the panel a scrim dims for, on its bottom edge as a sheet is")
                }
            }
        }
        if !SurfaceInference.hasSurface(arena) { inferAlertWindow(&arena, notes: &notes) }
        if !SurfaceInference.hasSurface(arena), let display { inferDialogWindow(&arena, notes: &notes, display: display, density: density) }
        if !SurfaceInference.hasSurface(arena), display == nil, centredWindows {
            inferCentredWindow(&arena, notes: &notes, displayTurned: displayTurned)
        }
        nameDialogsByTitle(&arena, notes: &notes)
        recogniseAlertDialogs(&arena, notes: &notes)
        recognisePickerDialogs(&arena, notes: &notes)
        ShrunkAlertTitle.markTitle(&arena, notes: &notes)
        recogniseModalBottomSheets(&arena, notes: &notes)
    }

    /// A window's root that fills the display: a screen, whatever its pane title says.
    private static func isWholeWindow(_ index: Int, in arena: ImportArena, display: Rect?) -> Bool {
        guard arena[index].parent == 0, let frame = arena[index].node.frame, let display else { return false }
        return frame.contains(display)
    }

    /// The ids `AlertController` lays out inside `parentPanel` (the platform's and AppCompat's
    /// `alert_dialog` layouts). An app may give its own view that id (a trading app's keypad
    /// window), so the panel is an AlertDialog's only when one of them is inside it.
    static let alertControllerParts: Set<String> = [
        "topPanel", "title_template", "alertTitle", "contentPanel", "scrollView", "message", "textSpacerNoTitle",
        "customPanel", "custom", "buttonPanel", "button1", "button2", "button3",
    ]

    /// The pane titles Compose Material 3 gives its modal surfaces by default (`m3c_dialog`,
    /// `m3c_bottom_sheet_pane_title`). Any other pane title names a pane, modal or not (a search
    /// view's suggestions, a fragment).
    /// A list or a scroller: Compose and Flutter title the sheet or dialog around one, not it.
    private static func isCollection(_ node: Node) -> Bool {
        node.role == .list || node.role == .scrollView || node.has(.scroll)
    }

    static func isModalPaneTitle(_ pane: String) -> Bool {
        ["dialog", "bottom sheet"].contains(SpeakableName.trimmed(pane).lowercased())
    }

    /// Material 3's `ModalBottomSheet` titles its sheet (`paneTitle`) and composes a box around
    /// the drag handle, first in the sheet, that always offers `Dismiss` and, from the sheet's
    /// state, `Expand` or `Collapse`. A pane-titled sheet whose first element is such a box is
    /// that component's (`SheetFacts.component`); the box is the handle even when the app's own
    /// drag handle does not say so.
    private static func recogniseModalBottomSheets(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for sheet in arena.indices where arena[sheet].node.part == .sheet && arena[sheet].clues.paneTitle != nil {
            guard let box = arena[sheet].children.first, arena[box].node.has(.dismiss) else { continue }
            let resizes = arena[box].node.has(.expand) || arena[box].node.has(.collapse)
            guard arena[box].node.part == .handle || (arena[box].node.part == nil && resizes) else { continue }
            SurfaceInference.markPart(box, .handle, in: &arena, notes: &notes,
                                      because: "it offers Dismiss with Expand or Collapse, first in a ModalBottomSheet")
            arena[sheet].node.sheet?.component = .material3ModalBottomSheet
            notes.inferred(sheet, "is run by Material 3's ModalBottomSheet: a pane-titled sheet whose first element, its handle, offers Dismiss")
        }
    }

    /// Material's `design_bottom_sheet_dialog` layout declares `touch_outside`
    /// `importantForAccessibility="no"` (and, since 1.1, `focusable="false"`), and the permission
    /// controller's `grant_permissions` layouts declare the same of the dialog's two wrappers,
    /// which it makes clickable to keep taps inside: TalkBack never reaches them, and ATF does not
    /// judge them, though uiautomator lists them as clickable (and marks the scrim NAF). Unless the
    /// dump says the app made one important, or it has a label of its own, it is no element.
    private static func hideDeclaredUnimportant(_ index: Int, in arena: inout ImportArena, notes: inout ImportNotes,
                                                because reason: String) {
        guard arena[index].clues.importantForAccessibility != true, arena[index].node.isAccessibilityElement,
              arena[index].node.label == nil else { return }
        arena[index].node.isAccessibilityElement = false
        notes.inferred(index, "is not read by TalkBack: \(reason)")
    }

    /// The ids of the permission controller's own layouts (the AOSP module's package, which
    /// Google's build keeps for its ids while renaming the app's package).
    static let permissionControllerIDs = "com.android.permissioncontroller:id/"

    private static func isPermissionController(_ entry: ImportArena.Entry) -> Bool {
        entry.clues.resourceID?.hasPrefix(permissionControllerIDs) == true
    }

    /// A dialog card: a generic view takes the dialog role, as an AlertDialog's panel does (it has
    /// no detents; the platform sizes it to its content).
    private static func markDialog(_ index: Int, in arena: inout ImportArena, notes: inout ImportNotes, because reason: String) {
        guard SurfaceInference.surface(containing: index, in: arena) == nil else { return }
        if arena[index].node.role == .group || arena[index].node.role == .staticText { arena[index].node.role = .dialog }
        SurfaceInference.markSurface(index, part: .card, in: &arena, notes: &notes, because: reason)
    }


    /// Whether the node is a scrim, why, and the surface it dims for: a sibling with content,
    /// inside the scrim's frame and smaller than it (the next one, else the one before), reached
    /// through full-size wrappers; or, when the dump nests the dialog in its barrier (Flutter),
    /// the content the scrim holds.
    private static func scrim(_ index: Int, in arena: ImportArena) -> (reason: String, surface: Int)? {
        let entry = arena[index]
        guard let parent = entry.parent, let frame = entry.node.frame, !frame.isEmpty else { return nil }
        let saysScrim = ScrimClues.describesScrim(entry.node.label)
        let barrier = !saysScrim && BarrierLayer.isBarrier(index, in: arena)
        let described = (saysScrim || barrier) && !showsItsDescription(index, in: arena)
        // Unnamed, a scrim is a blank view: a text field filling its box (a TextInputLayout's
        // EditText) covers its parent too.
        let coversParent = entry.node.has(.activate) && arena[parent].node.frame == frame && entry.node.label == nil
            && entry.node.value == nil && !ElementKind.isEditable(entry.node)
        guard described || coversParent && spansItsWindow(frame, index, in: arena) else { return nil }
        if described || entry.children.isEmpty {
            // A described scrim may sit in wrappers of its own (Flutter's barrier in its route's
            // views), its sheet in a sibling of the outermost one.
            let host = described ? arena.outermostSoleChild(from: index) : index
            guard arena[host].parent != nil else { return nil }
            let panels = arena.siblings(near: host, count: siblingsCompared).compactMap { sibling -> Int? in
                guard sibling != host, !arena[sibling].children.isEmpty else { return nil }
                if described, let below = adjoiningPanel(from: sibling, under: frame, arena: arena) { return below }
                return panel(in: sibling, under: frame, arena: arena)
            }
            let reason = barrier
                ? "it is a clickable view across the top of the screen, alone in a layer the size of the screen, and the panel's "
                    + "content starts where it ends, as Flutter's modal barrier does (labelled \"\(entry.node.label ?? "")\" in the app's language)"
                : described ? "it is described \"\(entry.node.label ?? "")\", as Compose and Flutter modal sheets describe their scrim"
                : "it is a clickable view covering its parent, behind a smaller panel"
            if let sheet = panels.first(where: { $0 > index }) ?? panels.last,
               described || isWide(sheet, under: frame, in: arena) && isCentred(sheet, under: frame, in: arena) {
                return (reason, sheet)
            }
        }
        // A backdrop wrapping its panel: React Native's pressable around the sheet, Flutter's
        // barrier holding the dialog's nodes.
        guard entry.node.has(.activate), entry.node.label == nil || described, let held = entry.children.first,
              entry.children.count == 1 else { return nil }
        // Unnamed, it must wrap a sheet: a root made clickable (to hide the keyboard, say) may hold
        // a smaller form, which is no dialog.
        if let panel = panel(in: held, under: frame, arena: arena), let inner = arena[panel].node.frame,
           described || (inner.maxY >= frame.maxY - 1 && inner.width >= frame.width * 0.9) {
            return ("it is a clickable view covering its parent around a smaller panel, as a backdrop wraps its sheet", panel)
        }
        guard described, let content = contentHolder(from: held, in: arena) else { return nil }
        return ("it is described \"\(entry.node.label ?? "")\", as Flutter's modal barrier is, and holds the dialog's content", content)
    }

    /// A text view, or a view holding a text that shows the word it is described by (a button
    /// described "scrim" around the text "scrim"), is a text or control so named: a scrim draws a
    /// tint, never its name.
    private static func showsItsDescription(_ index: Int, in arena: ImportArena) -> Bool {
        guard let label = arena[index].node.label?.lowercased().trimming(.whitespaces) else { return false }
        return arena[index].node.role == .staticText
            || arena[index].children.contains { arena[$0].node.label?.lowercased().trimming(.whitespaces) == label }
    }

    /// An unnamed scrim dims the screen: it spans its window's width and much of its height. A
    /// clickable view the size of a card or a button's box behind its content is a background,
    /// not a scrim (TikTok's avatar box around its Follow button read as a backdrop and sheet).
    private static func spansItsWindow(_ frame: Rect, _ index: Int, in arena: ImportArena) -> Bool {
        guard let bounds = arena[arena.window(of: index)].node.frame, !bounds.isEmpty else { return true }
        return frame.width >= bounds.width * 0.9 && frame.height >= bounds.height * 0.4
    }

    /// The panel a scrim of `frame` dims for, from a sibling: the sibling, or the first node down
    /// its chain of single-child wrappers the size of the scrim, when it lies inside the scrim and
    /// is smaller than it.
    private static func panel(in sibling: Int, under frame: Rect, arena: ImportArena) -> Int? {
        var current = sibling
        while true {
            guard let panel = arena[current].node.frame, frame.contains(panel) else { return nil }
            if panel.area < frame.area * 0.9 { return arena[current].children.isEmpty ? nil : current }
            guard arena[current].children.count == 1 else { return nil }
            current = arena[current].children[0]
        }
    }

    /// A sheet or dialog spans at least half the width of what its scrim dims: a smaller view
    /// beside a clickable one (an icon at the end of a field) is no panel.
    private static func isWide(_ panel: Int, under scrim: Rect, in arena: ImportArena) -> Bool {
        guard let frame = arena[panel].node.frame else { return false }
        return frame.width >= scrim.width * 0.5
    }

    /// Bottom sheets and dialogs are centred across the screen they dim (or span it); a panel
    /// against one side with room on the other is a side panel (a tablet's list beside its map),
    /// which an unnamed clickable view behind it does not make a sheet.
    private static func isCentred(_ panel: Int, under scrim: Rect, in arena: ImportArena) -> Bool {
        guard let frame = arena[panel].node.frame else { return false }
        let left = frame.minX - scrim.minX, right = scrim.maxX - frame.maxX
        return abs(left - right) <= max(scrim.width * 0.02, 2)
    }

    /// Siblings looked at on each side of a scrim for the panel it dims: the sheet is drawn next
    /// to its scrim, and a parent may hold thousands of views.
    private static let siblingsCompared = 32

    /// The sibling, or the first node down its chain of single-child wrappers, that holds content
    /// and adjoins the scrim from below; or, where that chain ends in a wrapper the size of the
    /// screen (Flutter's route, whose nodes carry no frame of the sheet itself), that wrapper
    /// when what it holds starts where the scrim ends, or up to a sheet's top padding below it, and
    /// lies within its width.
    private static func adjoiningPanel(from sibling: Int, under scrim: Rect, arena: ImportArena) -> Int? {
        var current = sibling
        while true {
            if let frame = arena[current].node.frame, adjoins(frame, under: scrim) {
                return arena[current].children.isEmpty ? nil : current
            }
            guard arena[current].children.count == 1 else { break }
            current = arena[current].children[0]
        }
        let content = arena[current].children.compactMap { arena[$0].node.frame }
        guard let frame = arena[current].node.frame, frame.contains(scrim), content.count > 1,
              let top = content.map(\.minY).min(), top >= scrim.maxY - 1, top - scrim.maxY <= sheetTopInset,
              content.allSatisfy({ $0.minX >= scrim.minX - 1 && $0.maxX <= scrim.maxX + 1 }) else { return nil }
        return current
    }

    /// How far below a described scrim a sheet's first content may start: Flutter's route view
    /// spans the screen, so its content, not a panel, meets the scrim, below the sheet's top
    /// padding (16 dp in Material 3, 22 dp under a drag handle's box).
    private static let sheetTopInset = 32.0

    /// A panel starting where a scrim's bounds end, as wide: dumps give the *visible* bounds, and
    /// a scrim under a sheet shows only above it (Material 3's "Close sheet" scrim).
    private static func adjoins(_ panel: Rect, under scrim: Rect) -> Bool {
        abs(panel.minY - scrim.maxY) <= 1 && panel.minX <= scrim.minX + 1 && panel.maxX >= scrim.maxX - 1
    }

    /// The first node down a chain of single-child wrappers that holds more than one element.
    private static func contentHolder(from start: Int, in arena: ImportArena) -> Int? {
        var current = start
        while arena[current].children.count == 1 { current = arena[current].children[0] }
        return arena[current].children.count > 1 ? current : nil
    }

    /// An AlertDialog's title names its window (AlertController sets it as the window title,
    /// which TalkBack announces): the dialog takes the title's text as its label. Handles named
    /// only weakly (`img_indicator`) are recognised once their sheet is known.
    private static func nameDialogsByTitle(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices {
            let entry = arena[index]
            if entry.node.part == .title, entry.clues.resourceName == "alertTitle",
               let dialog = SurfaceInference.surface(containing: index, in: arena), arena[dialog].node.label == nil,
               SpeakableName.isSpeakable(entry.node.label) {
                arena[dialog].node.label = entry.node.label
                notes.inferred(dialog, "is named by its alertTitle, which AlertDialog sets as the window title TalkBack announces")
            }
            if entry.node.part == nil, let sheet = SurfaceInference.surface(containing: index, in: arena), sheet != index {
                let sheetFrame = arena[sheet].node.frame
                if HandleClues.isWeakHandleName(entry.clues.resourceName), HandleClues.sitsLikeAHandle(entry.node.frame, in: sheetFrame) {
                    SurfaceInference.markPart(index, .handle, in: &arena, notes: &notes,
                                              because: "its id \(entry.clues.resourceName ?? "") may name a handle, and it is a small view at the top of the sheet")
                } else if entry.children.isEmpty, entry.node.hasName, HandleClues.isShapedLikeAHandle(entry.node.frame, in: sheetFrame) {
                    // Only a described pill: what it says is then judged as a handle's label.
                    SurfaceInference.markPart(index, .handle, in: &arena, notes: &notes,
                                              because: "it is a described pill centred at the top of the sheet, drawn as a handle is")
                }
            }
        }
    }

    /// The window roots: the children of the `<hierarchy>` root.
    static func windowRoots(_ arena: ImportArena) -> [Int] {
        arena.isEmpty ? [] : arena[0].children
    }

    /// A window holding two or more of the ids AlertDialog gives its title, message and buttons,
    /// each once, is an AlertDialog's. One id alone is no sign: an app may reuse
    /// `android:id/message` in a list's rows (two rows of a full-screen list took the activity's
    /// window for a dialog).
    private static func inferAlertWindow(_ arena: inout ImportArena, notes: inout ImportNotes) {
        let alertIDs: Set<String> = ["alertTitle", "message", "button1", "button2", "button3"]
        var idsByWindow: [Int: [String]] = [:], windows: [Int] = []
        for index in arena.indices where arena[index].clues.resourceID?.hasPrefix("android:id/") == true {
            guard let name = arena[index].clues.resourceName, alertIDs.contains(name) else { continue }
            let window = arena.window(of: index)
            if idsByWindow[window] == nil { windows.append(window) }
            idsByWindow[window, default: []].append(name)
        }
        guard let window = windows.first(where: { window in
            let names = idsByWindow[window] ?? []
            return names.count >= 2 && Set(names).count == names.count
        }) else { return }
        arena[window].node.role = .dialog
        SurfaceInference.markSurface(window, part: .card, in: &arena, notes: &notes,
                                     because: "its window holds AlertDialog ids (android:id/alertTitle, message, button1), each once")
    }

    /// The dump's one window that is neither system UI nor a toast, with its frame, when there is
    /// one and only one. A dump of nothing but a system prompt (a permission dialog, audited only
    /// with `--include-system-ui`) has the prompt's window read as an app's would be.
    private static func onlyAppWindow(in arena: ImportArena) -> (window: Int, frame: Rect)? {
        let system = SystemUI.systemWindows(in: arena)
        let roots = windowRoots(arena).filter { arena[$0].clues.typeName != "android.widget.Toast" }
        var windows = roots.filter { !system.contains($0) }
        if windows.isEmpty {
            let prompts = Set(SystemUI.promptWindows(in: arena))
            windows = roots.filter(prompts.contains)
        }
        guard windows.count == 1, let window = windows.first, let frame = arena[window].node.frame, !frame.isEmpty else { return nil }
        return (window, frame)
    }

    /// A dump of one window centred below the display's top, which states no display size
    /// (`uiautomator dump` writes only the active window: a dialog's, inset from every edge). A
    /// dialog is centred both ways, so on an upright display its top margin is at least its side
    /// margin; a panel of a wide display (a car's, beside its dock) sits higher. On a display the
    /// dump says is turned on its side (rotation 1 or 3) the top margin is the smaller, and the
    /// display its margins mirrored both ways show is wider than tall, as displays are turned so.
    /// A popup's menu (`PopupMenus`) is no dialog.
    private static func inferCentredWindow(_ arena: inout ImportArena, notes: inout ImportNotes, displayTurned: Bool) {
        guard let (window, frame) = onlyAppWindow(in: arena), frame.minX > 0, frame.minY > 0 else { return }
        if displayTurned {
            let width = frame.minX + frame.maxX, height = frame.minY + frame.maxY
            guard width > height, width <= DisplayExtent.tallestAspect * height else { return }
        } else {
            guard frame.minY >= frame.minX else { return }
        }
        let parts = arena.descendants(of: window).map { position in
            PopupMenus.Part(className: arena[position].clues.typeName, resourceID: arena[position].clues.resourceID,
                            area: arena[position].node.frame?.area ?? 0)
        }
        guard !PopupMenus.isMenu(windowArea: frame.area, parts: parts) else { return }
        arena[window].node.role = .dialog
        SurfaceInference.markSurface(window, part: .card, in: &arena, notes: &notes,
                                     because: "the dump's only window is centred below the display's top, inset from both sides, as a dialog window is"
                                        + (displayTurned ? " on a display turned on its side" : ""))
    }

    private static func inferDialogWindow(_ arena: inout ImportArena, notes: inout ImportNotes, display: PixelBounds,
                                          density: Double) {
        guard let (window, frame) = onlyAppWindow(in: arena) else { return }
        let screen = display.rect(density: density)
        let inset = frame.minX > screen.minX && frame.maxX < screen.maxX && frame.minY > screen.minY && frame.maxY < screen.maxY
        guard inset else { return }
        arena[window].node.role = .dialog
        SurfaceInference.markSurface(window, part: .card, in: &arena, notes: &notes,
                                     because: "the dump's only window is inset from every edge of the display, as a dialog window is")
    }
}
