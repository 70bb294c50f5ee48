import A11yModel

/// One block of the motion chart: a transition recorded without Reduce Motion and, beside it, its
/// counterpart recorded with it, track by track. Tracks are paired by node and property (the
/// n-th `card-1 translationY` beside the n-th); a track without a partner is drawn beside an empty
/// panel that says so.
struct MotionChartSection {
    struct Row {
        var primary: TrackMotionRow?
        var counterpart: TrackMotionRow?
    }

    /// Shown on the left: the full-motion recording, or a Reduce Motion one that has no partner.
    let primary: TransitionMotion
    let counterpart: TransitionMotion?
    let rows: [Row]
    /// Seconds the time axis spans, shared by both panels.
    let duration: Double

    init(primary: TransitionMotion, counterpart: TransitionMotion?) {
        self.primary = primary
        self.counterpart = counterpart
        var remaining = counterpart?.tracks ?? []
        var rows: [Row] = []
        for track in primary.tracks {
            let partner = remaining.firstIndex { Self.pairs($0.track, track.track) }
            rows.append(Row(primary: track, counterpart: partner.map { remaining.remove(at: $0) }))
        }
        rows += remaining.map { Row(primary: nil, counterpart: $0) }
        self.rows = rows
        let tracks = primary.tracks + (counterpart?.tracks ?? [])
        duration = MotionChartLayout.axisDuration(for: tracks.map(Self.plottedEnd).max() ?? 0)
    }

    private static func pairs(_ a: AnimationTrack, _ b: AnimationTrack) -> Bool {
        a.node == b.node && a.property == b.property
    }

    /// How long a track needs to be shown: until it settles at the finest tolerance, or three
    /// cycles of a track that repeats forever.
    static func plottedEnd(_ row: TrackMotionRow) -> Double {
        if row.end.isFinite { return row.end }
        let cycle = row.analysis?.curve.cycleDuration ?? 1
        return row.track.delay + 3 * (cycle.isFinite && cycle > 0 ? cycle : 1)
    }

    /// The scenario's transitions as chart sections: each full-motion transition with its Reduce
    /// Motion counterpart, then every Reduce Motion transition that was not shown beside one.
    static func sections(_ summary: MotionSummary) -> [MotionChartSection] {
        var shown: Set<String> = []
        var sections: [MotionChartSection] = []
        for motion in summary.transitions where !motion.transition.environment.motionReduced {
            let counterpart = motion.counterpartID.flatMap(summary.transition).flatMap { shown.contains($0.transition.id) ? nil : $0 }
            sections.append(MotionChartSection(primary: motion, counterpart: counterpart))
            shown.insert(motion.transition.id)
            if let counterpart { shown.insert(counterpart.transition.id) }
        }
        for motion in summary.transitions where !shown.contains(motion.transition.id) {
            sections.append(MotionChartSection(primary: motion, counterpart: nil))
        }
        return sections
    }
}
