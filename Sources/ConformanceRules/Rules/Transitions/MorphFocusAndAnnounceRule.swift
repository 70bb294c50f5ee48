import A11yModel

/// TRN-04: a morph (replace) swaps everything under VoiceOver's cursor. The old content must leave
/// the accessibility tree as the morph starts, and focus must move to the new content with a
/// notification, or VoiceOver keeps reading — or sits on — content that no longer exists.
struct MorphFocusAndAnnounceRule: TransitionRule {
    let metadata = RuleDescription(
        id: "morph-focus-and-announce",
        pack: TransitionsPack.id,
        title: "Morph hides old content, moves focus and announces",
        summary: """
            During a replace (morph) the outgoing views must be hidden from assistive technology as \
            the transition starts (outgoingHiddenAtStart), and after it completes exactly one \
            screenChanged (whole content replaced) or layoutChanged (part replaced) must be posted \
            with focus ending on the new content — its title or first element — inside the card \
            people face; focus left on a removed or hidden element (orphaned) fails (WCAG 2.4.3, \
            4.1.2 change notification). Focus that stays on a sticky control persisting across the \
            morph counts as landing in the card, as sticky-persistence expects. Known limits: \
            whether the focused new element is the title or first element is not judged; a morph \
            that only changes a small part of the card may reasonably post nothing but an \
            announcement and will fail here.
            """,
        severity: .error,
        references: [
            .wcag("2.4.3", "Focus Order", level: "A"),
            .wcag("4.1.2", "Name, Role, Value", level: "A"),
            RuleReference(.apple, "UIAccessibility.Notification.layoutChanged",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged"),
            RuleReference(.seed, "MorphModalKit replace: outgoing view faded to alpha 0 and removed only at completion"),
        ],
        scope: .transition,
        parameters: [FocusMoveCheck.maximumParameter],
        examples: MorphFocusAndAnnounceRule.examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind == .replace else { return [] }
        let to: SnapshotIndex
        switch context.bothEnds() {
        case .success(let ends): to = ends.to
        case .failure(let gap): return [gap.verdict]
        }
        guard let card = context.frontSurface(of: to) else {
            return [.cantTell(transition.id, "'\(to.id)' has no card whose content was replaced")]
        }
        var checks = TransitionChecklist()
        switch transition.outgoingHiddenAtStart {
        case true?: break
        case false?: checks.fail("the outgoing content stayed exposed while the morph ran")
        case nil: checks.doubt("whether the outgoing content was hidden as the morph began was not captured")
        }
        let check = FocusMoveCheck(kinds: [.screenChanged, .layoutChanged], parameters: context.parameters)
        let measured = check.run(context, to: to, surface: card, into: &checks)
        return [checks.verdict(for: transition.id, measured: measured,
                               threshold: "outgoing hidden at start, " + check.threshold(surface: card))]
    }
}
