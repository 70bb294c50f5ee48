import A11yModel

/// TRN-03: popping a card removes the element VoiceOver was on; focus must move to the card the
/// pop revealed, with a notification, or VoiceOver is left on nothing.
struct FocusAfterPopRule: TransitionRule {
    let metadata = RuleDescription(
        id: "focus-after-pop",
        pack: TransitionsPack.id,
        title: "Focus lands in the revealed card after a pop",
        summary: """
            A pop removes the front card and with it the element that had focus. Focus must land in \
            the card the pop reveals — ideally the element that had focus there before, or its \
            title — announced by one layoutChanged or screenChanged notification (WCAG 2.4.3; \
            Apple's notifications move VoiceOver to their argument). Fails when nothing is posted, \
            focus is left on the removed card, lands outside the revealed card or on a hidden \
            element, or several notifications are posted. Known limit: which element of the revealed \
            card receives focus is not judged, only that it is inside it and exposed.
            """,
        severity: .error,
        references: [
            .wcag("2.4.3", "Focus Order", level: "A"),
            RuleReference(.apple, "UIAccessibility.Notification.layoutChanged",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged"),
            RuleReference(.apple, "UIAccessibility.Notification.screenChanged",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged"),
        ],
        scope: .transition,
        parameters: [FocusMoveCheck.maximumParameter],
        examples: FocusAfterPopRule.examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind == .pop else { return [] }
        let to: SnapshotIndex
        switch context.bothEnds() {
        case .success(let ends): to = ends.to
        case .failure(let gap): return [gap.verdict]
        }
        guard let revealed = context.frontSurface(of: to) else {
            return [.cantTell(transition.id, "'\(to.id)' has no card left to receive focus")]
        }
        let check = FocusMoveCheck(kinds: [.layoutChanged, .screenChanged], parameters: context.parameters)
        var checks = TransitionChecklist()
        let measured = check.run(context, to: to, surface: revealed, into: &checks)
        return [checks.verdict(for: transition.id, measured: measured, threshold: check.threshold(surface: revealed))]
    }
}
