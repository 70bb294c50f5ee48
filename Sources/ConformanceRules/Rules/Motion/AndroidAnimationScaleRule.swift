import A11yModel

/// MOT-13: on Android with "Remove animations" (animator duration scale 0) nothing animates.
struct AndroidAnimationScaleRule: TransitionRule {
    let metadata = RuleDescription(
        id: "android-animation-scale",
        pack: MotionPack.id,
        title: "Android's Remove animations is honoured",
        summary: """
            Android's "Remove animations" sets `ANIMATOR_DURATION_SCALE` to 0, which "will cause animations \
            to end immediately"; views, `ValueAnimator` and Compose honour it, so a track that still \
            animates comes from a custom clock that ignores the user's setting. On an Android transition \
            recorded with scale 0 every track must jump (`curve: none` or a zero duration); following the \
            finger is not an animation and is exempt. An error by default, as for Reduce Motion on iOS: \
            the setting is an explicit request the platform exposes. An Android transition recorded only \
            with animations on needs review. iOS transitions are out of scope.
            """,
        severity: .error,
        references: [
            RuleReference(.material, "Settings.Global.ANIMATOR_DURATION_SCALE",
                          url: "https://developer.android.com/reference/android/provider/Settings.Global#ANIMATOR_DURATION_SCALE"),
            RuleReference(.material, "ValueAnimator.areAnimatorsEnabled()",
                          url: "https://developer.android.com/reference/android/animation/ValueAnimator#areAnimatorsEnabled()"),
        ],
        scope: .transition,
        parameters: [],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.environment.platform == .android else { return [] }
        return MotionPairing.verdicts(context, under: .animatorOff, objectsTo: \.isAutonomousMotion) {
            let animated = transition.tracks.filter(\.isAutonomousMotion)
            guard !animated.isEmpty else {
                return [.passed(transition.id, measured: "no animated track", threshold: "every duration 0")]
            }
            return context.groupedByTarget(animated).map { target, tracks in
                let curves = tracks.map { "\($0.property.token) \(MotionCurveText.describe($0.curve))" }
                return .failed(target.id, in: target.snapshotID,
                               "\(target.id) still animates with animator duration scale 0",
                               measured: curves.joined(separator: ", "), threshold: "every duration 0")
            }
        }
    }
}
