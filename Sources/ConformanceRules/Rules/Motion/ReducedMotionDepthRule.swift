import A11yModel

/// MOT-04: under Reduce Motion, stacked background cards neither scale nor move (no depth
/// simulation), and nothing moves at a different rate with a drag (no parallax).
struct ReducedMotionDepthRule: TransitionRule {
    let metadata = RuleDescription(
        id: "rm-no-parallax-depth",
        pack: MotionPack.id,
        title: "No depth or parallax motion under Reduce Motion",
        summary: """
            A card stack that scales and lifts the cards behind the front one simulates depth, and cards \
            that shift at a fraction of the drag are multi-speed (parallax) motion — both on Apple's and \
            WebKit's lists of vestibular triggers ("avoiding animating depth changes in z-axis layers"). \
            Under Reduce Motion no spatial track may run on a card with stack depth ≥ 1 (in either \
            snapshot of the transition, the card or anything inside it) or be driven indirectly by a \
            gesture (`driver: gestureSecondary`). Opacity (dimming) is allowed; direct manipulation is \
            exempt. These tracks also fail rm-no-spatial-transition; this rule names the depth effect so \
            it is fixed as such (collapse the stack, keep background cards still). An error by default \
            because ignoring Reduce Motion is a defect. Known limit: depth is only seen through the \
            model's stack depth and drivers; a hand-made parallax on other nodes is not recognised.
            """,
        severity: .error,
        references: [
            RuleReference(.apple, "HIG Accessibility: Motion (avoid animating depth changes in z-axis layers)",
                          url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Motion"),
            RuleReference(.apple, "WebKit: Responsive Design for Motion (scaling, multi-speed and dimensional motion)",
                          url: "https://webkit.org/blog/7551/responsive-design-for-motion/"),
            .wcag("2.3.3", "Animation from Interactions", level: "AAA"),
        ],
        scope: .transition,
        parameters: SpatialTolerance.parameters(
            source: "convention (Apple gives no tolerance; 0 is the strict reading)"),
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let tolerance = SpatialTolerance(context.parameters)
        return MotionPairing.verdicts(context, under: .reduceMotion,
                                      objectsTo: { isDepthMotion($0, tolerance, context) }) {
            judge(context, tolerance)
        }
    }

    private func judge(_ context: TransitionContext, _ tolerance: SpatialTolerance) -> [Verdict] {
        let transition = context.transition
        let moving = transition.tracks.filter { isDepthMotion($0, tolerance, context) }
        guard !moving.isEmpty else {
            return [.passed(transition.id, measured: "no background card or parallax motion", threshold: tolerance.description)]
        }
        return context.groupedByTarget(moving).map { target, tracks in
            let who = isBackgroundCard(target.id, context) ? "background card \(target.id)" : target.id
            return .failed(target.id, in: target.snapshotID,
                           "\(who) \(tracks.map(\.motionPhrase).joinedAsProse) under Reduce Motion",
                           measured: tracks.map(\.measuredChange).joinedDistinct,
                           threshold: tolerance.description)
        }
    }

    private func isDepthMotion(_ track: AnimationTrack, _ tolerance: SpatialTolerance,
                               _ context: TransitionContext) -> Bool {
        guard track.isSpatialMotion(beyond: tolerance) else { return false }
        return track.driver == .gestureSecondary || track.node.map { isBackgroundCard($0, context) } ?? false
    }

    /// The node is, or sits inside, a card with stack depth ≥ 1 in the transition's from or to snapshot.
    private func isBackgroundCard(_ id: String, _ context: TransitionContext) -> Bool {
        [context.from, context.to].contains { index in
            guard let index, let visited = index.node(id) else { return false }
            return index.isInCoveredCard(visited)
        }
    }
}
