import A11yModel

/// TRN-01: after a sheet is presented or a card pushed, VoiceOver must be told and focus must
/// move into the new sheet; otherwise it stays on the trigger behind the sheet or is lost.
struct FocusIntoSheetRule: TransitionRule {
    let metadata = RuleDescription(
        id: "focus-into-sheet",
        pack: TransitionsPack.id,
        title: "Focus moves into a presented or pushed sheet",
        summary: """
            When a sheet appears or a card is pushed, assistive-technology focus has to move into it \
            (WCAG 2.4.3; the dialog pattern's "focus moves to an element inside the dialog"), and on \
            iOS the documented way is exactly one screenChanged notification whose argument is the \
            sheet's title or first element. Fails when nothing is posted, when focus is not moved, \
            lands outside the front sheet of the new state or on an element hidden from assistive \
            technology, or when several notifications are posted. Focus is read from the recorded \
            focusAfter, else from the last notification's target; a screenChanged without a target \
            counts as moving to the first reachable element. Known limits: focus moved without any \
            notification (SwiftUI AccessibilityFocusState, Android window focus) fails the count — \
            set acceptsLayoutChanged or suppress with a reason; layoutChanged alone is not accepted \
            by default because Apple reserves it for partial changes.
            """,
        severity: .error,
        references: [
            .wcag("2.4.3", "Focus Order", level: "A"),
            RuleReference(.apple, "UIAccessibility.Notification.screenChanged",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged"),
            RuleReference(.wcag, "WAI-ARIA APG Dialog (Modal) pattern: focus moves into the dialog",
                          url: "https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("acceptsLayoutChanged", .bool(false),
                          summary: "Count layoutChanged as well as screenChanged",
                          source: "Apple UIAccessibility.Notification: screenChanged for a new view over a major portion of the screen"),
            FocusMoveCheck.maximumParameter,
        ],
        examples: FocusIntoSheetRule.examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind == .present || transition.kind == .push else { return [] }
        let ends: (from: SnapshotIndex, to: SnapshotIndex)
        switch context.bothEnds() {
        case .success(let found): ends = found
        case .failure(let gap): return [gap.verdict]
        }
        guard let sheet = context.frontSurface(of: ends.to) else {
            return [.cantTell(transition.id, "'\(ends.to.id)' has no sheet or card to move focus into")]
        }
        let kinds: [NotificationKind] = context.parameters.bool("acceptsLayoutChanged")
            ? [.screenChanged, .layoutChanged] : [.screenChanged]
        let check = FocusMoveCheck(kinds: kinds, parameters: context.parameters)
        var checks = TransitionChecklist()
        let measured = check.run(context, to: ends.to, surface: sheet, into: &checks)
        return [checks.verdict(for: transition.id, measured: measured, threshold: check.threshold(surface: sheet))]
    }
}
