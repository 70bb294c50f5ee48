import A11yModel

/// TRN-09: a close request that does nothing looks like a hang to someone who cannot see the
/// animation; a dismiss or pop that ignores new input while it runs drops such requests.
struct NoSilentDropRule: TransitionRule {
    let metadata = RuleDescription(
        id: "no-silent-drop",
        pack: TransitionsPack.id,
        title: "Close requests are not dropped during a dismiss or pop",
        summary: """
            A dismiss or pop must take a new close request while it runs — interrupt, queue it, or \
            report failure (an escape action returning false) — instead of ignoring it, which a \
            VoiceOver or Switch Control user cannot tell from a hang. MorphModalKit's pop() and \
            hide() start with `guard !isTransitioning else { return }`. Judged from the \
            transition's `interruptible` fact: false fails, true passes, missing is can't tell. A \
            warning: a convention derived from the seed, not a success criterion. Known limit: the \
            model cannot say whether a non-interruptible transition queues requests; a library that \
            queues them is reported too and should suppress the finding with that reason.
            """,
        severity: .warning,
        references: [
            RuleReference(.seed, "MorphModalKit pop()/hide(): guard !isTransitioning else { return }"),
            RuleReference(.apple, "accessibilityPerformEscape(): return false when the element cannot dismiss",
                          url: "https://developer.apple.com/documentation/objectivec/nsobject/1615091-accessibilityperformescape"),
            RuleReference(.convention, "domain-rules TRN-09: queued, performed after, or reported as failure"),
        ],
        scope: .transition,
        examples: NoSilentDropRule.examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.kind == .dismiss || transition.kind == .pop else { return [] }
        let threshold = "interruptible"
        guard let interruptible = transition.interruptible else {
            return [.cantTell(transition.id, "whether the \(transition.kind.token) takes new input while it runs was not captured",
                              threshold: threshold)]
        }
        return [.check(interruptible, transition.id,
                       failure: "a close request made while the \(transition.kind.token) runs is ignored",
                       measured: interruptible ? "interruptible" : "not interruptible", threshold: threshold)]
    }
}
