import A11yModel

/// MOT-12: the settle times, overshoot and peak speed of every animated track, for the record.
struct SettleTimeMetricRule: TransitionRule {
    let metadata = RuleDescription(
        id: "settle-time-metric",
        pack: MotionPack.id,
        title: "Settle time, overshoot and peak speed",
        summary: """
            Reports, for every animated track, how long its curve takes to settle within 1 % and within \
            Apple's 0.1 % of the travel, how far it overshoots and how fast it moves at its peak — the \
            numbers a design review of Reduce Motion and WCAG 2.2.2 needs, which Apple publishes for no \
            system animation. Always passes; the figures are in `measured`. Springs are solved in closed \
            form (UIKit's duration read as a SwiftUI response, an assumption the UIKit API leaves open); \
            timing curves settle at their duration. Direct manipulation is not reported: the finger, not a \
            curve, sets its speed.
            """,
        severity: .info,
        references: [
            RuleReference(.apple, "SwiftUI Spring.settlingDuration (epsilon 0.001)",
                          url: "https://developer.apple.com/documentation/swiftui/spring/settlingduration"),
            RuleReference(.convention, "1 % settling tolerance (control-engineering convention)"),
        ],
        scope: .transition,
        parameters: [
            RuleParameter("settleTolerance", .number(CurveAnalysis.onePercent),
                          summary: "Coarse settling tolerance, as a fraction of the travel",
                          source: "convention: the common 1 % settling band", range: .fraction),
            RuleParameter("fineSettleTolerance", .number(CurveAnalysis.appleSettlingEpsilon),
                          summary: "Fine settling tolerance, as a fraction of the travel",
                          source: "Apple Spring.settlingDuration epsilon 0.001", range: .fraction),
        ],
        examples: examples
    )

    func evaluate(_ context: TransitionContext) -> [Verdict] {
        let transition = context.transition
        guard transition.knows(.tracks) else {
            return [.cantTell(transition.id, "the animation tracks of \(transition.id) were not captured")]
        }
        let tolerances = [context.parameters.number("settleTolerance", default: CurveAnalysis.onePercent),
                          context.parameters.number("fineSettleTolerance", default: CurveAnalysis.appleSettlingEpsilon)]
        return transition.tracks.filter(\.isAutonomousMotion).map { track in
            let target = context.target(of: track)
            guard let analysis = TrackAnalysis(track, tolerances: tolerances) else {
                return .cantTell(target.id, in: target.snapshotID,
                                 "the \(track.property.token) curve of \(target.id) describes no motion")
            }
            return .passed(target.id, in: target.snapshotID, measured: Self.summary(analysis, tolerances: tolerances))
        }
    }

    /// `translationY spring uikit 0.4 s ζ 0.86 v0 0.8: 1 % 0.289 s, 0.1 % 0.555 s, overshoot 0.503 %, peak 2603 pt/s`.
    static func summary(_ analysis: TrackAnalysis, tolerances: [Double]) -> String {
        let track = analysis.track
        let settle = tolerances.map { tolerance in
            "\(MotionNumber.percent(tolerance)) \(MotionNumber.seconds(analysis.curve.settleTime(tolerance: tolerance)))"
        }
        var parts = settle + ["overshoot \(MotionNumber.percent(analysis.curve.overshoot))"]
        let peak = analysis.peakVelocity
        switch track.property {
        case .translationX, .translationY, .height: parts.append("peak \(MotionNumber.speed(peak))")
        default: parts.append("peak \(MotionNumber.trimmed(peak, 2)) \(track.property.token)/s")
        }
        return "\(track.property.token) \(MotionCurveText.describe(track.curve)): " + parts.joined(separator: ", ")
    }
}
