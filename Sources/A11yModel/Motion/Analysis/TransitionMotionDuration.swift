extension Transition {
    /// Seconds from the start of the transition until every track (or every track `including`
    /// accepts) stays within `tolerance` of its final value: the largest `motionDuration` —
    /// what WCAG 2.2.2's five seconds are measured against. 0 without tracks; `.infinity` when
    /// a track repeats forever; nil when a track's curve describes no motion.
    public func totalMotionDuration(tolerance: Double = CurveAnalysis.appleSettlingEpsilon,
                                    including: (AnimationTrack) -> Bool = { _ in true }) -> Double? {
        var longest = 0.0
        for track in tracks where including(track) {
            guard let analysis = TrackAnalysis(track, tolerances: [tolerance]) else { return nil }
            longest = max(longest, analysis.motionDuration(tolerance: tolerance))
        }
        return longest
    }
}
