/// What `morph-audit baseline write` records: every unsuppressed problem the run found (failed or
/// needing review, whatever `--fail-on`, so raising the threshold later does not turn old warnings
/// into new failures), each keeping the day an earlier baseline first recorded it, plus the
/// earlier entries the run was not responsible for (another pack, a file it could not read, a
/// folder it did not search). Entries the run judged fixed are dropped: the baseline shrinks.
public struct BaselineUpdate: Sendable {
    public var baseline: Baseline
    /// Problems not in the earlier baseline.
    public var added: Int
    /// Earlier entries whose problem is gone.
    public var removed: Int
    /// Earlier entries found again.
    public var kept: Int
    /// Earlier entries the run did not judge, kept as they were.
    public var carried: Int

    /// - Parameters:
    ///   - report: a run judged against `previous` (so its problems carry their marks and its
    ///     summary lists the fixed entries).
    ///   - today: `YYYY-MM-DD`, the `since` of new entries.
    public init(report: AuditReport, previous: Baseline, sourceRoot: SourceRoot, today: String) {
        var entries: [BaselineEntry] = []
        var seen: Set<String> = []
        var kept = 0
        for scenario in report.scenarios {
            let file = BaselineScope.relative(scenario.file, to: sourceRoot)
            for problem in scenario.problems where problem.suppression == nil {
                let entry = BaselineEntry(problem, scenarioID: scenario.scenarioID, file: file,
                                          since: problem.baseline?.since ?? today)
                guard seen.insert(entry.fingerprint).inserted else { continue }
                if previous.entry(entry.fingerprint) != nil { kept += 1 }
                entries.append(entry)
            }
        }
        let fixed = Set(report.baseline?.fixed.map(\.entry.fingerprint) ?? [])
        let carried = previous.entries.filter { !seen.contains($0.fingerprint) && !fixed.contains($0.fingerprint) }
        baseline = Baseline(entries + carried)
        added = entries.count - kept
        removed = fixed.count
        self.kept = kept
        self.carried = carried.count
    }

    /// `YYYY-MM-DD` of a run's timestamp (`2026-11-01T09:30:00`).
    public static func day(of timestamp: String?) -> String? {
        guard let timestamp, timestamp.count >= 10 else { return nil }
        let day = String(timestamp.prefix(10))
        return BaselineTreeReader.isDay(day) ? day : nil
    }
}
