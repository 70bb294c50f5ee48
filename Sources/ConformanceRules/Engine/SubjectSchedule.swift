import A11yModel

/// The order in which one scenario's subjects are judged, so that indexes are built as few times
/// as `IndexCache` allows.
///
/// Reports list subjects in their own order (snapshots, then variant sets, then transitions, each
/// as the scenario gives them), and that is the order used whenever every index fits the cache.
/// When they do not, judging in that order builds most indexes again: the variant sets and
/// transitions come after every snapshot, when only the last ones are kept. Then the next subject
/// is the one needing the fewest indexes that are not kept, the first in report order among
/// equals: a transition runs right after the snapshots at its two ends, while both are kept. The
/// engine puts the results back in report order, so the schedule changes no output.
struct SubjectSchedule {
    /// Compared in report order: by kind in the order of its cases, then by position.
    enum Step: Hashable, Comparable {
        case snapshot(Int)
        case variantSet(Int)
        case transition(Int)
    }

    /// Above this many subjects the choice, which looks at every pending subject each time, could
    /// cost more than the builds it saves; they are judged in report order. Scenarios large
    /// enough to outgrow the cache have a few big snapshots, not hundreds.
    static let largestScheduled = 256

    /// The steps in report order, with the snapshots each needs.
    private var pending: [(step: Step, needs: [String])]
    /// Whether steps come in report order (then nothing needs putting back).
    let isInReportOrder: Bool
    /// The next step in report order, when that is the order.
    private var cursor = 0

    /// `snapshots`, `variantSets` and `transitions` say which kinds of subject have rules to run;
    /// `fits`, whether every snapshot's index fits the cache at once.
    init(_ scenario: Scenario, snapshots: Bool, variantSets: Bool, transitions: Bool, fits: Bool) {
        var pending: [(step: Step, needs: [String])] = []
        if snapshots {
            pending += scenario.snapshots.indices.map { (.snapshot($0), [scenario.snapshots[$0].id]) }
        }
        if variantSets {
            pending += scenario.variantSets.enumerated().map { (.variantSet($0.offset), $0.element.snapshots.map(\.id)) }
        }
        if transitions {
            pending += scenario.transitions.enumerated().map { (.transition($0.offset), [$0.element.from, $0.element.to]) }
        }
        self.pending = pending
        isInReportOrder = fits || pending.count > Self.largestScheduled
    }

    /// The subject to judge next, given which snapshots' indexes would have to be built; nil when
    /// all were judged.
    mutating func next(wouldBuild: (String) -> Bool) -> Step? {
        if isInReportOrder {
            guard cursor < pending.count else { return nil }
            defer { cursor += 1 }
            return pending[cursor].step
        }
        guard !pending.isEmpty else { return nil }
        var best = 0, fewest = Int.max
        for (position, candidate) in pending.enumerated() {
            let missing = candidate.needs.reduce(0) { $0 + (wouldBuild($1) ? 1 : 0) }
            if missing < fewest { (best, fewest) = (position, missing) }
            if missing == 0 { break }
        }
        return pending.remove(at: best).step
    }
}
