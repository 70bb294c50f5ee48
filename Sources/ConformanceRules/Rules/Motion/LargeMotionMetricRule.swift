import A11yModel

/// MOT-07: large slides and scales, measured against the viewport, need a Reduce Motion
/// alternative that removes them.
struct LargeMotionMetricRule: TransitionRule {
    let metadata = RuleDescription(
        id: "large-motion-metric",
        pack: MotionPack.id,
        title: "Large motion has a Reduce Motion alternative",
        summary: """
            Motion that covers much of the screen is what makes people with vestibular disorders dizzy \
            (Val Head: relative size of the movement, distance covered). No standard publishes a number, \
            so this is a convention with configurable thresholds: a track of a transition recorded without \
            Reduce Motion is large when it travels more than `maximumViewportFraction` of the viewport \
            dimension it runs along (width for x, height for y and height changes) or changes the scale \
            by more than `maximumScaleChange`. Large motion passes when the transition's Reduce Motion \
            counterpart no longer moves that node beyond the thresholds, fails when the counterpart still \
            does, and needs review when no counterpart was recorded. Direct manipulation is exempt; \
            rotation is not measured. Informational: the numbers are practitioners' rules of thumb.
            """,
        severity: .info,
        references: [
            RuleReference(.convention, "Large-motion thresholds: practitioners' rules of thumb (travel > 25 % of a viewport dimension, scale change > 10 %)"),
            RuleReference(.apple, "SwiftUI accessibilityReduceMotion: avoid large animations",
                          url: "https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion"),
            .wcag("2.3.3", "Animation from Interactions", level: "AAA"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("maximumViewportFraction", .number(0.25),
                          summary: "Largest travel, as a fraction of the viewport dimension it runs along, that is not large",
                          source: "convention: practitioners' 20–25 % of a viewport dimension", range: .fraction),
            RuleParameter("maximumScaleChange", .number(0.10),
                          summary: "Largest change of the scale factor that is not large (0.10 = 10 %)",
                          source: "convention: practitioners' 10–20 % size change", range: .scaleChange),
        ],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard !transition.environment.motionReduced else { return [] }
        let limits = Limits(context.parameters, viewport: transition.environment.viewport)
        guard transition.knows(.tracks) else {
            return [.cantTell(transition.id, "the animation tracks of \(transition.id) were not captured",
                              threshold: limits.description)]
        }
        let large = transition.tracks.filter(limits.isLarge)
        guard !large.isEmpty else {
            return [.passed(transition.id, measured: limits.largest(transition.tracks), threshold: limits.description)]
        }
        let counterparts = context.counterparts(where: \.motionReduced)
        guard !counterparts.isEmpty else {
            let request = MotionPairing.captureRequest(context, .reduceMotion)
            return [.cantTell(request.target, request.message, measured: limits.measured(large), threshold: limits.description)]
        }
        return context.groupedByTarget(large).map { target, tracks in
            let stillLarge = counterparts.filter { other in
                other.tracks.contains { $0.node == tracks.first?.node && limits.isLarge($0) }
            }
            let measured = limits.measured(tracks)
            guard let kept = stillLarge.first else {
                return .passed(target.id, in: target.snapshotID, "its Reduce Motion counterpart removes it",
                               measured: measured, threshold: limits.description)
            }
            return .failed(target.id, in: target.snapshotID,
                           "\(target.id) \(tracks.map(\.motionPhrase).joinedAsProse) and its Reduce Motion recording \(kept.id) keeps that large motion",
                           measured: measured, threshold: limits.description)
        }
    }

    /// The thresholds, in the viewport of the transition.
    private struct Limits {
        let fraction: Double
        let scale: Double
        let viewport: Size

        init(_ parameters: ResolvedParameters, viewport: Size) {
            fraction = parameters.number("maximumViewportFraction", default: 0.25)
            scale = parameters.number("maximumScaleChange", default: 0.10)
            self.viewport = viewport
        }

        var description: String {
            "travel ≤ \(MotionNumber.percent(fraction)) of the viewport, scale Δ ≤ \(MotionNumber.percent(scale))"
        }

        func isLarge(_ track: AnimationTrack) -> Bool {
            guard track.isAutonomousMotion else { return false }
            if let share = viewportShare(track) { return share.fraction > fraction }
            return track.property == .scale && abs(track.delta) > scale
        }

        /// The travel over the viewport dimension it runs along, with that dimension's name.
        func viewportShare(_ track: AnimationTrack) -> (fraction: Double, dimension: String)? {
            let length: Double, name: String
            switch track.property {
            case .translationX: (length, name) = (viewport.width, "width")
            case .translationY, .height: (length, name) = (viewport.height, "height")
            default: return nil
            }
            guard length > 0, length.isFinite else { return nil }
            return (abs(track.delta) / length, name)
        }

        /// `translationY 408 pt = 47.9 % of the viewport height, scale Δ 5 %`.
        func measured(_ tracks: [AnimationTrack]) -> String {
            var parts: [String] = []
            for track in tracks {
                let part: String
                if let share = viewportShare(track) {
                    part = "\(track.property.token) \(MotionNumber.points(abs(track.delta))) = \(MotionNumber.percent(share.fraction)) of the viewport \(share.dimension)"
                } else if track.property == .scale {
                    part = "scale Δ \(MotionNumber.percent(abs(track.delta)))"
                } else {
                    continue
                }
                if !parts.contains(part) { parts.append(part) }
            }
            return parts.joined(separator: ", ")
        }

        /// The largest motion of a transition without large motion, for the record.
        func largest(_ tracks: [AnimationTrack]) -> String {
            let moving = tracks.filter(\.isAutonomousMotion)
            let travel = moving.compactMap { viewportShare($0)?.fraction }.max()
            let scaling = moving.filter { $0.property == .scale }.map { abs($0.delta) }.max()
            switch (travel, scaling) {
            case (nil, nil): return "no spatial motion"
            case let (travel?, nil): return "largest travel \(MotionNumber.percent(travel)) of the viewport"
            case let (nil, scaling?): return "largest scale Δ \(MotionNumber.percent(scaling))"
            case let (travel?, scaling?):
                return "largest travel \(MotionNumber.percent(travel)) of the viewport, scale Δ \(MotionNumber.percent(scaling))"
            }
        }
    }
}
