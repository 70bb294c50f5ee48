import A11yModel

/// MOT-05: under Reduce Motion, nothing animates into or out of a blur.
struct ReducedMotionBlurRule: TransitionRule {
    let metadata = RuleDescription(
        id: "rm-no-animated-blur",
        pack: MotionPack.id,
        title: "No animated blur under Reduce Motion",
        summary: """
            Apple lists "avoiding animating into and out of blurs" among the Reduce Motion practices: a \
            changing blur radius reads as focus pulling through depth. Every `blur` track a transition \
            recorded with Reduce Motion animates fails, whatever drives it (a blur cannot follow the finger \
            one to one); a blur that jumps (`curve: none`) or a static material is fine. An error by \
            default because ignoring Reduce Motion is a defect. Known limit: only blur the capture recorded \
            as a track is seen; a material that changes with the sheet's height is invisible to the model.
            """,
        severity: .error,
        references: [
            RuleReference(.apple, "HIG Accessibility: Motion (avoid animating into and out of blurs)",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("blurTolerance", .number(0),
                          summary: "Largest blur-radius change, in points, not counted as an animated blur",
                          source: "convention (Apple gives no tolerance; 0 is the strict reading)", range: .points),
        ],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let tolerance = context.parameters.number("blurTolerance", default: 0)
        let isAnimatedBlur = { (track: AnimationTrack) in
            track.property == .blur && track.animates && abs(track.delta) > tolerance
        }
        return MotionPairing.verdicts(context, under: .reduceMotion, objectsTo: isAnimatedBlur) {
            let transition = context.transition
            let threshold = "blur radius change ≤ \(MotionNumber.points(tolerance))"
            let blurs = transition.tracks.filter(isAnimatedBlur)
            guard !blurs.isEmpty else { return [.passed(transition.id, measured: "no animated blur", threshold: threshold)] }
            return context.groupedByTarget(blurs).map { target, tracks in
                .failed(target.id, in: target.snapshotID,
                        "\(target.id) \(tracks.map(\.motionPhrase).joinedAsProse) under Reduce Motion",
                        measured: tracks.map { "blur \(MotionNumber.points(abs($0.delta)))" }.joined(separator: ", "),
                        threshold: threshold)
            }
        }
    }
}
