import A11yModel

/// Motion analysis of a transition's animation tracks (`A11yModel`'s spring and curve solvers).
enum MotionFunctions {
    static let all: [ModelFunction] = [
        .ofTrack("settle-time", returns: .number,
                 "Seconds until the track's curve stays within 0.1 % of its travel (Apple's settling epsilon), "
                    + "without its delay; 0 for a jump, NaN for a curve that describes no motion.",
                 example: "ma:settle-time() <= $maximumSettle") { track, _ in
            .number(TrackAnalysis(track)?.curve.settleTime(tolerance: CurveAnalysis.appleSettlingEpsilon) ?? .nan)
        },
        .ofTrack("motion-duration", returns: .number,
                 "Seconds from the start of the transition until the track settles: delay, repeats and settle time; "
                    + "Infinity when it repeats forever.",
                 example: "ma:motion-duration() <= 5") { track, _ in
            .number(TrackAnalysis(track)?.motionDuration() ?? .nan)
        },
        .ofTrack("overshoot", returns: .number,
                 "How far the track goes past its target, in the property's units (points for a translation).",
                 example: "ma:overshoot() <= $maximumOvershoot") { track, _ in
            .number(TrackAnalysis(track)?.overshoot ?? .nan)
        },
        .ofTrack("overshoot-fraction", returns: .number,
                 "The overshoot as a fraction of the travel (0.05 is 5 %).",
                 example: "ma:overshoot-fraction() < 0.02") { track, _ in
            .number(TrackAnalysis(track)?.curve.overshoot ?? .nan)
        },
        .ofTrack("peak-velocity", returns: .number,
                 "The track's largest speed, property units per second (pt/s for translations).",
                 example: "ma:peak-velocity() <= 3000") { track, _ in
            .number(TrackAnalysis(track)?.peakVelocity ?? .nan)
        },
        .ofTrack("travel", returns: .number, "|to − from|, in the property's units.",
                 example: "ma:travel() > 0") { track, _ in
            .number(Swift.abs(track.delta))
        },
        .ofTrack("viewport-fraction", returns: .number,
                 "The travel as a fraction of the viewport side it runs along (translations and height); NaN otherwise.",
                 example: "ma:viewport-fraction() <= 0.33") { track, call in
            .number(TrackAnalysis(track)?.viewportFraction(of: call.document.environment.viewport) ?? .nan)
        },
        ModelFunction(name: "is-spatial", forms: [[], [.nodes]], signature: "ma:is-spatial([track]) → boolean",
                      summary: "Whether the track changes position, size or depth (translation, scale, height, rotation) "
                          + "— WCAG 2.3.3's motion — rather than opacity, blur or corner radius.",
                      example: "track[ma:is-spatial()]") { call in
            .boolean(call.subjectTrack?.property.isSpatial ?? false)
        },
        ModelFunction(name: "transition-duration", forms: [[]], signature: "ma:transition-duration() → number",
                      summary: "Seconds until every track of the transition has settled (the longest motion duration); "
                          + "NaN outside a transition or when a curve describes no motion.",
                      example: "ma:transition-duration() <= 0.5") { call in
            .number(call.document.transition?.totalMotionDuration() ?? .nan)
        },
    ]
}
