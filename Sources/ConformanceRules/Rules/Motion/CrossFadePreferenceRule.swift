import A11yModel

/// MOT-02: with Prefer Cross-Fade Transitions on, transitions cross-fade instead of sliding.
struct CrossFadePreferenceRule: TransitionRule {
    let metadata = RuleDescription(
        id: "cross-fade-preference",
        pack: MotionPack.id,
        title: "No slides when cross-fades are preferred",
        summary: """
            iOS's Prefer Cross-Fade Transitions (under Reduce Motion) tells apps to "avoid Slide animations \
            and prefer Cross-Fade transitions instead", so a transition recorded with it must not translate \
            anything; scaling and resizing are left to rm-no-spatial-transition. Direct manipulation \
            (`driver: gesture`) is exempt. A transition with slides and no recording under the preference \
            needs review: the Reduce Motion recording is the one asked for (the preference is a sub-switch \
            of Reduce Motion), or the transition itself when no Reduce Motion recording exists. Android has \
            no such setting, so Android transitions are out of scope.
            """,
        severity: .warning,
        references: [
            RuleReference(.apple, "UIAccessibility.prefersCrossFadeTransitions",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibility/preferscrossfadetransitions"),
            RuleReference(.apple, "SwiftUI accessibilityPrefersCrossFadeTransitions",
                          url: "https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityprefersCrossFadeTransitions"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("translationTolerance", .number(0),
                          summary: "Largest translation, in points, not counted as a slide",
                          source: "convention (Apple gives no tolerance; 0 is the strict reading)", range: .points),
        ],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.environment.platform != .android else { return [] }
        let tolerance = context.parameters.number("translationTolerance", default: 0)
        let slides = transition.tracks.filter { $0.isTranslation && $0.isAutonomousMotion && abs($0.delta) > tolerance }
        let threshold = "translation ≤ \(MotionNumber.points(tolerance))"
        switch MotionPairing(context, .crossFade) {
        case .settingOn:
            guard transition.knows(.tracks) else {
                return [.cantTell(transition.id, "the animation tracks of \(transition.id) were not captured")]
            }
            guard !slides.isEmpty else { return [.passed(transition.id, measured: "no slide", threshold: threshold)] }
            return context.groupedByTarget(slides).map { target, tracks in
                .failed(target.id, in: target.snapshotID,
                        "\(target.id) \(tracks.map(\.motionPhrase).joinedAsProse) although cross-fades are preferred",
                        measured: tracks.map(\.measuredChange).joinedDistinct, threshold: threshold)
            }
        case .counterpartRecorded:
            return []
        case .unpaired:
            // Ask once per transition group: on the Reduce Motion recording when there is one.
            let reduced = transition.environment.motionReduced
            guard reduced || context.counterparts(where: \.motionReduced).isEmpty else { return [] }
            guard !transition.knows(.tracks) || !slides.isEmpty else { return [] }
            return [MotionPairing.captureRequest(context, .crossFade)]
        }
    }
}
