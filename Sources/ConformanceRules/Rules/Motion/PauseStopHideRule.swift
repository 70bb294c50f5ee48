import A11yModel

/// MOT-08: motion that starts on its own and lasts more than five seconds can be paused,
/// stopped or hidden (WCAG 2.2.2).
struct PauseStopHideRule: TransitionRule {
    let metadata = RuleDescription(
        id: "pause-stop-hide",
        pack: MotionPack.id,
        title: "Long automatic motion can be paused",
        summary: """
            WCAG 2.2.2 asks that moving content which starts automatically, lasts more than five seconds \
            and is shown alongside other content can be paused, stopped or hidden: looping hints, shimmer \
            placeholders, carousels inside a sheet. A track marked `startsAutomatically` whose motion lasts \
            longer than `maximumDuration` (delay and repeats included; a track that repeats forever never \
            ends) needs such a control in the transition's `to` snapshot: an exposed interactive element \
            labelled with "pause", "stop" or "hide", or an accessibility action named so (see \
            `MotionControl`). Sheet transitions themselves settle in well under a second and pass. Known \
            limits: a custom action alone reaches only assistive-technology users; the exception for \
            motion that is essential, and the 'in parallel with other content' condition, are left to \
            the reviewer (suppress with a reason).
            """,
        severity: .error,
        references: [
            .wcag("2.2.2", "Pause, Stop, Hide", level: "A"),
            RuleReference(.apple, "HIG Motion: let people cancel motion",
                          url: "https://developer.apple.com/design/human-interface-guidelines/motion"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("maximumDuration", .number(5),
                          summary: "Seconds automatic motion may last without a pause, stop or hide control",
                          source: "WCAG 2.2 SC 2.2.2", range: .seconds),
        ],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        let maximum = context.parameters.number("maximumDuration", default: 5)
        let threshold = "≤ \(MotionNumber.trimmed(maximum)) s, or a pause/stop/hide control"
        guard transition.knows(.tracks) else {
            return [.cantTell(transition.id, "the animation tracks of \(transition.id) were not captured",
                              threshold: threshold)]
        }
        let automatic = transition.tracks.filter { $0.startsAutomatically && $0.isAutonomousMotion }
        guard !automatic.isEmpty else { return [] }
        let long = automatic.filter { duration(of: $0) > maximum }
        guard !long.isEmpty else {
            let longest = automatic.map(duration).max() ?? 0
            return [.passed(transition.id, measured: MotionNumber.seconds(longest), threshold: threshold)]
        }
        let control = context.to.flatMap(MotionControl.find)
        return context.groupedByTarget(long).map { target, tracks in
            let seconds = tracks.map(duration).max() ?? .infinity
            let measured = describe(seconds)
            let lasting = seconds.isFinite ? "for \(measured)" : "forever"
            if let control {
                return .passed(target.id, in: target.snapshotID, "\(control.node.id) pauses it",
                               measured: measured, threshold: threshold)
            }
            guard let to = context.to, to.snapshot.knows(.actions) else {
                return .cantTell(target.id, in: target.snapshotID,
                                 "\(target.id) moves on its own \(lasting); the actions of \(transition.to) were not captured, so a pause control cannot be ruled out",
                                 measured: measured, threshold: threshold)
            }
            return .failed(target.id, in: target.snapshotID,
                           "\(target.id) moves on its own \(lasting) with no pause, stop or hide control in \(to.id)",
                           measured: measured, threshold: threshold)
        }
    }

    /// Seconds from the start of the transition until the track settles (Apple's 0.1 %);
    /// `.infinity` when it repeats forever or its curve cannot be analysed.
    private func duration(of track: AnimationTrack) -> Double {
        TrackAnalysis(track)?.motionDuration() ?? .infinity
    }

    private func describe(_ seconds: Double) -> String {
        seconds.isFinite ? MotionNumber.seconds(seconds) : "forever"
    }
}
