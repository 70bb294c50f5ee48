import A11yModel

/// MOT-01: under Reduce Motion a transition replaces slides, scaling and resizing with fades.
struct ReducedMotionSpatialRule: TransitionRule {
    let metadata = RuleDescription(
        id: "rm-no-spatial-transition",
        pack: MotionPack.id,
        title: "No spatial transition under Reduce Motion",
        summary: """
            With Reduce Motion on, a transition must not translate, scale, resize or rotate anything: \
            Apple's guidance is to replace x-, y- and z-axis transitions with fades, and WCAG 2.3.3 asks \
            that motion animation triggered by interaction can be disabled (opacity changes are not motion). \
            An error by default although 2.3.3 is AAA: Reduce Motion is an explicit request the platform \
            exposes to every app, and ignoring it is a defect, not a refinement. Direct manipulation \
            (`driver: gesture`, the sheet following the finger) is exempt (MOT-06); motion a drag drives \
            indirectly (`gestureSecondary`) is not. Judged on transitions recorded with Reduce Motion (or \
            Android's animator scale 0); one recorded only without it needs review, never passes. Known \
            limits: motion that is essential to the function is allowed by 2.3.3 and must be suppressed \
            with a reason; background-card motion is also reported by rm-no-parallax-depth.
            """,
        severity: .error,
        references: [
            .wcag("2.3.3", "Animation from Interactions", level: "AAA"),
            RuleReference(.apple, "HIG Accessibility: Motion (replace x-, y- and z-axis transitions with fades)",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion"),
            RuleReference(.apple, "UIAccessibility.isReduceMotionEnabled",
                          url: "https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled"),
        ],
        scope: .transition,
        parameters: SpatialTolerance.parameters(
            source: "convention (WCAG and Apple give no tolerance; 0 is the strict reading)"),
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let tolerance = SpatialTolerance(context.parameters)
        return MotionPairing.verdicts(context, under: .reduceMotion,
                                      objectsTo: { $0.isSpatialMotion(beyond: tolerance) }) {
            judge(context, tolerance)
        }
    }

    private func judge(_ context: TransitionContext, _ tolerance: SpatialTolerance) -> [Verdict] {
        let transition = context.transition
        let moving = transition.tracks.filter { $0.isSpatialMotion(beyond: tolerance) }
        guard !moving.isEmpty else {
            let exempt = transition.tracks.contains { $0.driver == .gesture && $0.property.isSpatial && $0.animates }
            return [.passed(transition.id, measured: exempt ? "only direct manipulation moves" : "no spatial motion",
                            threshold: tolerance.description)]
        }
        return context.groupedByTarget(moving).map { target, tracks in
            .failed(target.id, in: target.snapshotID,
                    "\(target.id) \(tracks.map(\.motionPhrase).joinedAsProse) under Reduce Motion",
                    measured: tracks.map(\.measuredChange).joinedDistinct, threshold: tolerance.description)
        }
    }
}
