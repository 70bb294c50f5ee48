import A11yModel

/// A user setting that asks for less motion, as the motion rules pair transitions by it: the
/// transition recorded with the setting on is judged; one recorded with it off is judged through
/// its counterpart (same kind between the same states) or, lacking one, gets a `cantTell` that
/// says what to record.
struct MotionSetting: Sendable {
    /// `Reduce Motion`.
    let name: String
    let isOn: @Sendable (Environment) -> Bool
    /// What the capture must set, by platform: `environment.reduceMotion true`.
    let captureHint: @Sendable (Platform) -> String

    /// iOS Reduce Motion, or Android's "Remove animations" (`animatorDurationScale` 0) — each
    /// platform's request for less motion.
    static let reduceMotion = MotionSetting(
        name: "Reduce Motion", isOn: \.motionReduced,
        captureHint: { $0 == .android ? "environment.animatorDurationScale 0" : "environment.reduceMotion true" })

    /// iOS Prefer Cross-Fade Transitions (a sub-switch of Reduce Motion).
    static let crossFade = MotionSetting(
        name: "Prefer Cross-Fade Transitions", isOn: \.prefersCrossFadeTransitions,
        captureHint: { _ in "environment.reduceMotion and environment.prefersCrossFadeTransitions true" })

    /// Android's "Remove animations": `ANIMATOR_DURATION_SCALE` 0.
    static let animatorOff = MotionSetting(
        name: "Remove animations", isOn: { $0.animatorDurationScale == 0 },
        captureHint: { _ in "environment.animatorDurationScale 0" })
}

/// Where a transition stands with respect to a setting.
enum MotionPairing {
    /// Recorded with the setting on: the rule judges it.
    case settingOn
    /// Recorded with the setting off, and a counterpart with it on exists (judged on its own).
    case counterpartRecorded
    /// Recorded only with the setting off.
    case unpaired

    init(_ context: TransitionContext, _ setting: MotionSetting) {
        if setting.isOn(context.transition.environment) {
            self = .settingOn
        } else if !context.counterparts(where: setting.isOn).isEmpty {
            self = .counterpartRecorded
        } else {
            self = .unpaired
        }
    }

    /// The verdicts of a rule about behaviour under `setting`: `judge` for a transition recorded
    /// with it on (`cantTell` when its tracks were not captured); nothing when a counterpart is
    /// judged instead; for an unpaired transition, `cantTell` asking for the recording when it has
    /// motion the rule would object to (`objectsTo`) — never a pass — and nothing otherwise.
    static func verdicts(_ context: TransitionContext, under setting: MotionSetting,
                         objectsTo: (AnimationTrack) -> Bool, judge: () -> [Verdict]) -> [Verdict] {
        let transition = context.transition
        switch MotionPairing(context, setting) {
        case .settingOn:
            guard transition.knows(.tracks) else {
                return [.cantTell(transition.id, "the animation tracks of \(transition.id) were not captured")]
            }
            return judge()
        case .counterpartRecorded:
            return []
        case .unpaired:
            guard !transition.knows(.tracks) || transition.tracks.contains(where: objectsTo) else { return [] }
            return [captureRequest(context, setting)]
        }
    }

    /// `push-again (push pushed → pushed-twice) was recorded only with Reduce Motion off; record the
    /// same push from pushed to pushed-twice with environment.reduceMotion true`.
    static func captureRequest(_ context: TransitionContext, _ setting: MotionSetting) -> Verdict {
        let transition = context.transition
        let from = context.from?.snapshot.state ?? transition.from
        let to = context.to?.snapshot.state ?? transition.to
        let kind = transition.kind.token
        let named = transition.id == kind ? "" : kind + " "
        return .cantTell(transition.id, """
            \(transition.id) (\(named)\(from) → \(to)) was recorded only with \(setting.name) off; record \
            the same \(kind) from \(from) to \(to) with \(setting.captureHint(transition.environment.platform))
            """)
    }
}
