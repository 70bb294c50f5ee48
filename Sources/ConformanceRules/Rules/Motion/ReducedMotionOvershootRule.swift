import A11yModel

/// MOT-03: under Reduce Motion, springs (and timing curves) do not bounce past their target.
struct ReducedMotionOvershootRule: TransitionRule {
    let metadata = RuleDescription(
        id: "rm-no-overshoot",
        pack: MotionPack.id,
        title: "No overshoot under Reduce Motion",
        summary: """
            Apple's Reduce Motion practices include "tightening animation springs to reduce bounce \
            effects": an overshoot adds a reversal of direction, the kind of motion vestibular disorders \
            react to. Every spatial track a transition recorded with Reduce Motion animates is measured \
            from its curve (§4 formulas: the exact peak of the damped oscillator, including its initial \
            velocity, or a cubic Bézier's highest point) and must stay within `maximumOvershoot` of its \
            travel — a spring with damping ratio ζ ≥ 1 started from rest never overshoots. An error by \
            default because ignoring Reduce Motion is a defect (see rm-no-spatial-transition). Opacity \
            tracks are not motion and are not judged; direct manipulation is exempt. Known limit: UIKit's \
            spring duration is read as a SwiftUI response (its mapping is undocumented); overshoot depends \
            only on ζ and the initial velocity, so the verdict does not depend on that reading.
            """,
        severity: .error,
        references: [
            RuleReference(.apple, "HIG Accessibility: Motion (tighten animation springs to reduce bounce effects)",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion"),
            .wcag("2.3.3", "Animation from Interactions", level: "AAA"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("maximumOvershoot", .number(0.001),
                          summary: "Largest overshoot accepted, as a fraction of the travel (0.001 = 0.1 %)",
                          source: "convention: Apple's Spring.settlingDuration epsilon (0.1 %) treats smaller excursions as at rest; strict allows none",
                          profiles: [.strict: .number(0)], range: .fraction),
        ],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let maximum = context.parameters.number("maximumOvershoot", default: 0.001)
        return MotionPairing.verdicts(context, under: .reduceMotion,
                                      objectsTo: { overshoot(of: $0) > maximum }) {
            judge(context, maximum)
        }
    }

    private func judge(_ context: TransitionContext, _ maximum: Double) -> [Verdict] {
        let transition = context.transition
        let threshold = "overshoot ≤ \(MotionNumber.percent(maximum))"
        let measured = transition.tracks.filter(isJudged)
        guard !measured.isEmpty else { return [.passed(transition.id, measured: "no spatial motion", threshold: threshold)] }
        return context.groupedByTarget(measured).compactMap { target, tracks in
            guard let worst = tracks.max(by: { overshoot(of: $0) < overshoot(of: $1) }) else { return nil }
            let amount = overshoot(of: worst)
            let curve = MotionCurveText.describe(worst.curve)
            return .check(amount <= maximum, target.id, in: target.snapshotID,
                          failure: "\(target.id) overshoots its \(worst.property.token) target by \(MotionNumber.percent(amount)) under Reduce Motion",
                          measured: "\(MotionNumber.percent(amount)) (\(curve))", threshold: threshold)
        }
    }

    private func isJudged(_ track: AnimationTrack) -> Bool {
        track.isAutonomousMotion && track.property.isSpatial && track.delta != 0
    }

    /// Overshoot as a fraction of the travel; 0 for tracks the rule does not judge.
    private func overshoot(of track: AnimationTrack) -> Double {
        guard isJudged(track) else { return 0 }
        return CurveAnalysis(track.curve, tolerances: [])?.overshoot ?? 0
    }
}
