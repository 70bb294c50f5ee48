import A11yModel

/// TRN-02: when a sheet closes, focus goes back to the control that opened it, so people pick up
/// where they left off instead of starting over at the top of the screen.
struct FocusReturnOnDismissRule: TransitionRule {
    let metadata = RuleDescription(
        id: "focus-return-on-dismiss",
        pack: TransitionsPack.id,
        title: "Focus returns to the invoker on dismiss",
        summary: """
            After a sheet is dismissed, focus must land on the element that presented it (the \
            transition's invoker) when that element still exists and is exposed, as the modal \
            dialog technique H102 and the dialog pattern require for a meaningful focus order \
            (WCAG 2.4.3). When the invoker is gone, focus must at least move to another element \
            people can reach rather than stay on the removed sheet. Focus is read from focusAfter, \
            else from the last notification's target, else it stays on focusBefore if that \
            survived. Known limits: landing inside the invoker's subtree counts as returning to it; \
            whether another element is a logical substitute for a removed invoker is not judged.
            """,
        severity: .error,
        references: [
            .wcag("2.4.3", "Focus Order", level: "A"),
            RuleReference(.wcag, "WCAG technique H102: focus returns to the invoking element",
                          url: "https://www.w3.org/WAI/WCAG22/Techniques/html/H102"),
            RuleReference(.wcag, "WAI-ARIA APG Dialog (Modal) pattern",
                          url: "https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/"),
        ],
        scope: .transition,
        examples: FocusReturnOnDismissRule.examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind == .dismiss else { return [] }
        let to: SnapshotIndex
        switch context.bothEnds() {
        case .success(let ends): to = ends.to
        case .failure(let gap): return [gap.verdict]
        }
        guard transition.knows(.focus) else {
            return [.cantTell(transition.id, "where focus went after the dismiss was not captured")]
        }
        guard let invoker = transition.invoker else {
            return [.cantTell(transition.id, "the element that presented the sheet was not recorded")]
        }
        let landing = FocusLanding(transition, to: to)
        let measured = "focus \(landing.summary)"
        if let target = to.node(invoker), !target.isHiddenFromAT {
            let returned = landing.node.map { to.isDescendant($0, of: invoker) } ?? false
            return [.check(returned, transition.id,
                           failure: "focus did not return to the invoker '\(invoker)'",
                           measured: measured, threshold: "focus on '\(invoker)'")]
        }
        let reachable = landing.node.map { !$0.isHiddenFromAT } ?? false
        return [.check(reachable, transition.id,
                       failure: "the invoker '\(invoker)' is gone and focus did not move to an exposed element",
                       measured: measured, threshold: "focus on an exposed element of '\(to.id)'")]
    }
}
