import A11yModel

/// ACT-05: expand and collapse actions that do nothing in the current state waste a VoiceOver
/// user's time and misstate what the sheet can do; Material updates them with every state change.
struct StateDependentATActionsRule: SnapshotRule {
    let metadata = RuleDescription(
        id: "state-dependent-at-actions",
        pack: ActionsPack.id,
        title: "Detent actions match the state",
        summary: """
            The expand, collapse, increment and decrement actions of the front sheet's detent \
            controls (its handle, a detent-control part, the sheet itself, or any element whose step \
            actions record a detent as destination) must fit the current detent: no expand at the \
            largest, no collapse at the smallest, and a recorded destination must be another existing \
            detent in the right direction (larger for expand and increment, smaller for collapse and \
            decrement; closing the sheet is accepted for collapse and decrement when it can be \
            dismissed). Increment and decrement themselves stay implemented at the ends, as the \
            adjustable contract asks: there the unavailable direction may be recorded as leading \
            nowhere or to the current detent (a no-op), and is otherwise judged like the rest. \
            Material's \
            BottomSheetBehavior does this out of the box, so a capture of a sheet it runs (component \
            materialBottomSheet, a BottomSheetDialog's design_bottom_sheet) passes unless another \
            element of it records detent actions, and so does Compose Material 3's \
            ModalBottomSheet (component material3ModalBottomSheet), which sets them on the box \
            around its drag handle, and so does UIKit's sheet presentation (component uiKitSheet: \
            a capture showing UIKit's grabber, "Sheet Grabber"), which sets its grabber's Expand, \
            Collapse and Dismiss per detent; custom iOS sheets must add it. Platform \
            guidance, hence a warning. Alerts, action sheets and dialogs have no detents and are not \
            judged. Known limit: steppers and disclosure rows inside the content are ignored unless \
            they record a detent as destination.
            """,
        severity: .warning,
        references: [
            RuleReference(.material, "BottomSheetBehavior.updateAccessibilityActions: expand and collapse per state",
                          url: "https://github.com/material-components/material-components-android/blob/master/lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java"),
            RuleReference(.material, "Compose Material 3 ModalBottomSheet: the drag handle's dismiss, expand and collapse per state",
                          url: "https://android.googlesource.com/platform/frameworks/support/+/androidx-main/compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/ModalBottomSheet.kt"),
            RuleReference(.apple, "UIAccessibilityTraits.adjustable",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable"),
            RuleReference(.seed, "Morphing sheet: increment and decrement adjust the surface"),
        ],
        scope: .snapshot,
        examples: examples
    )

    private static let detentActions: [ActionKind] = [.expand, .collapse, .increment, .decrement]

    private static func offersDetentAction(_ visited: VisitedNode) -> Bool {
        !visited.isHiddenFromAT && visited.node.actions.contains { detentActions.contains($0.kind) }
    }

    func evaluate(_ context: SnapshotContext) -> [Verdict] {
        let index = context.index
        guard let sheet = index.frontSheet, let facts = sheet.node.sheet else { return [] }
        // Alerts, action sheets and dialogs have no detents.
        if facts.detents.isEmpty && (sheet.node.role == .dialog || sheet.node.role == .sheet) { return [] }
        // Only elements offering a detent action are judged: a capture that records actions and
        // shows none in the sheet leaves nothing to judge, whatever its detents.
        if context.snapshot.knows(.actions), !index.ownNodes(of: sheet).contains(where: Self.offersDetentAction) { return [] }
        // The component keeps its own elements' actions right (BottomSheetBehavior the sheet's,
        // ModalBottomSheet also its handle box's); an action recorded on any other element (even
        // a View handle, which a dump cannot show to be Material's) is the app's to judge.
        if let component = facts.component, !context.snapshot.knows(.sheet),
           !index.ownNodes(of: sheet).contains(where: { Self.offersDetentAction($0) && !component.setsDetentActions(of: $0, in: sheet) }) {
            return [.passed(sheet.node.id, "\(component.behaviourName) sets its expand, collapse and dismiss actions for each state")]
        }
        guard context.snapshot.knows(.sheet), context.snapshot.knows(.actions) else {
            let missing = [context.snapshot.knows(.sheet) ? nil : "detents", context.snapshot.knows(.actions) ? nil : "actions"]
            return facts.isResizable || !context.snapshot.knows(.sheet)
                ? [.cantTell(sheet.node.id, "\(missing.compactMap { $0 }.joined(separator: " and ")) were not captured")] : []
        }
        let ordered = facts.detentsByHeight
        guard !ordered.isEmpty else { return [] }
        let detentIDs = Set(ordered.map(\.id))
        let controls = index.ownNodes(of: sheet).filter { visited in
            guard Self.offersDetentAction(visited) else { return false }
            return visited.node.part == .handle || visited.node.part == .detentControl || visited.node.id == sheet.node.id
                || visited.node.actions.contains { Self.detentActions.contains($0.kind) && $0.leadsTo.map(detentIDs.contains) == true }
        }
        guard !controls.isEmpty else { return [] }
        guard let current = facts.currentDetent else {
            return controls.map { .cantTell($0.node.id, "the current detent was not captured") }
        }
        let dismissal = SheetDismissal(of: sheet, in: context)
        return controls.map { control in
            let problems = control.node.actions.filter { Self.detentActions.contains($0.kind) }
                .compactMap { problem(with: $0, at: current, ordered: ordered, facts: facts, dismissal: dismissal) }
            return problems.isEmpty
                ? .passed(control.node.id, measured: "at '\(current.id)'")
                : .failed(control.node.id, "\(control.messageName) \(problems.joined(separator: "; "))", measured: "at '\(current.id)'",
                          threshold: "actions that lead to another detent")
        }
    }

    private func problem(with action: AccessibilityAction, at current: Detent, ordered: [Detent], facts: SheetFacts,
                         dismissal: SheetDismissal) -> String? {
        let kind = action.kind.token
        let grows = action.kind == .expand || action.kind == .increment
        if action.kind == .expand && current.id == ordered.last?.id { return "offers expand at the largest detent" }
        if action.kind == .collapse && current.id == ordered.first?.id { return "offers collapse at the smallest detent" }
        guard let destination = action.leadsTo else { return nil }
        guard let target = facts.detent(named: destination) else {
            if dismissal.closesSheet(destination) { return !grows && facts.canDismiss ? nil : "\(kind) closes the sheet" }
            return "\(kind) leads to '\(destination)', which is not a detent"
        }
        if target.id == current.id {
            // The adjustable contract keeps the step in the unavailable direction as a no-op.
            let atEnd = action.kind == .increment ? current.id == ordered.last?.id
                : action.kind == .decrement ? current.id == ordered.first?.id : false
            return atEnd ? nil : "\(kind) leads to the current detent '\(current.id)'"
        }
        if grows != (target.height > current.height) {
            return "\(kind) leads to the \(grows ? "smaller" : "larger") detent '\(target.id)'"
        }
        return nil
    }
}
