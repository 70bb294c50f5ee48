import A11yModel

/// UIKit's own sheet: a `UISheetPresentationController` showing its grabber
/// (`prefersGrabberVisible`). The grabber is an element labelled "Sheet Grabber", adjustable,
/// whose value names the current detent ("Half screen") and whose custom actions are UIKit's:
/// "Expand" below the largest detent, "Collapse" above the smallest, and "Dismiss" while the sheet
/// can be dismissed. So the sheet holding it is UIKit's (`SheetComponent.uiKitSheet`), the grabber
/// takes increment and decrement (UIKit steps it between detents: that is what makes it
/// adjustable), and those custom actions, read from WDA's `customActions`, are the standard ones
/// their names say. An app's own element labelled so is taken for UIKit's: the label is UIKit's.
enum UIKitSheetGrabber {
    static let label = "Sheet Grabber"

    /// UIKit's names for the grabber's custom actions, in English (the captures at hand are).
    static let standardActions: [String: ActionKind] = ["Expand": .expand, "Collapse": .collapse, "Dismiss": .dismiss]

    static func mark(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where arena[index].node.part == .handle && arena[index].node.label == label {
            guard let sheet = SurfaceInference.surface(containing: index, in: arena), arena[sheet].node.part == .sheet else { continue }
            arena[sheet].node.sheet?.component = .uiKitSheet
            var node = arena[index].node
            node.actions = node.actions.map { action in
                guard action.kind == .custom, let name = action.name, let kind = standardActions[name] else { return action }
                return AccessibilityAction(kind)
            }
            for step in [ActionKind.increment, .decrement] where !node.has(step) { node.actions.append(AccessibilityAction(step)) }
            arena[index].node = node
            notes.inferred(sheet, "is UIKit's sheet (UISheetPresentationController): it holds UIKit's grabber, '\(label)', "
                + "which steps between detents (increment, decrement) and offers Expand, Collapse and Dismiss as the sheet allows")
        }
    }
}
