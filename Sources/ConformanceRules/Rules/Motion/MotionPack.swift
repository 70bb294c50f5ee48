/// The `motion` pack, in the order reports list its rules.
///
/// MOT-06 (direct manipulation allowed) is not a rule of its own: it is the exemption of
/// `driver: gesture` tracks inside the rules that judge motion (`AnimationTrack.isAutonomousMotion`),
/// so a sheet following the finger is never reported and nothing passes twice.
enum MotionPack {
    static let id = "motion"
    static let rules: [any Rule] = [
        ReducedMotionSpatialRule(),
        CrossFadePreferenceRule(),
        ReducedMotionOvershootRule(),
        ReducedMotionDepthRule(),
        ReducedMotionBlurRule(),
        LargeMotionMetricRule(),
        PauseStopHideRule(),
        FlashThresholdRule(),
        SettleTimeMetricRule(),
        AndroidAnimationScaleRule(),
    ]
}
