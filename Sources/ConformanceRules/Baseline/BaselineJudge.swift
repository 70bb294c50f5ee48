/// Judges a run against a baseline (`audit --baseline FILE`), one scenario file at a time: each
/// unsuppressed problem is known (its fingerprint is in the baseline and its measured value is no
/// worse than recorded), worse, or new, and every finding of the problem carries that mark. What
/// is left over — the entries this run was responsible for and did not find — are the fixed ones,
/// decided at the end from nothing but the set of fingerprints seen (`fixedEntries`).
public struct BaselineJudge: Sendable {
    public let baseline: Baseline
    /// The baseline file as given, for messages and reports.
    public let path: String
    /// `--fail-on-stale-baseline`: fixed entries fail the run until the baseline is rewritten.
    public let failOnStale: Bool
    /// What entry files are relative to (SARIF's source root).
    public let sourceRoot: SourceRoot

    public init(baseline: Baseline, path: String, failOnStale: Bool, sourceRoot: SourceRoot) {
        self.baseline = baseline
        self.path = path
        self.failOnStale = failOnStale
        self.sourceRoot = sourceRoot
    }

    /// `scenario` with every finding marked by its problem's baseline state.
    public func marked(_ scenario: ScenarioAudit) -> ScenarioAudit {
        var marks: [String: BaselineMark] = [:]
        for problem in scenario.problems where problem.suppression == nil {
            let fingerprint = ProblemFingerprint.of(problem, scenarioID: scenario.scenarioID)
            marks[fingerprint] = mark(problem, entry: baseline.entry(fingerprint))
        }
        var marked = scenario
        marked.results = scenario.results.map { result in
            var result = result
            result.findings = result.findings.map { finding in
                var finding = finding
                if finding.suppression == nil {
                    finding.baseline = marks[ProblemFingerprint.of(finding, scenarioID: scenario.scenarioID)]
                }
                return finding
            }
            return result
        }
        return marked
    }

    /// Known, unless the rule measures a value and it got worse than the entry recorded.
    func mark(_ problem: Problem, entry: BaselineEntry?) -> BaselineMark {
        guard let entry else { return BaselineMark(.new) }
        if let quantity = RuleMeasurement.quantity(of: problem.ruleID), let recordedText = entry.measured,
           let recorded = quantity.value(of: recordedText),
           let now = quantity.worst(of: problem.occurrences.compactMap(\.measured)),
           quantity.isWorse(now.value, than: recorded) {
            return BaselineMark(.worse, since: entry.since, recorded: recordedText)
        }
        return BaselineMark(.known, since: entry.since, recorded: entry.measured)
    }

    /// The fingerprints of a scenario's problems that a baseline entry may match.
    public static func fingerprints(of scenario: ScenarioAudit) -> Set<String> {
        Set(scenario.problems.lazy.filter { $0.suppression == nil }.map { ProblemFingerprint.of($0, scenarioID: scenario.scenarioID) })
    }

    /// The entries this run judged and did not find, each with the file it is reported under.
    public func fixedEntries(seen: Set<String>, scope: BaselineScope) -> [FixedBaselineEntry] {
        baseline.entries.compactMap { entry in
            guard !seen.contains(entry.fingerprint), let file = scope.placement(of: entry) else { return nil }
            return FixedBaselineEntry(entry: entry, file: file)
        }
    }

    /// What the reports say about the baseline once the run is over.
    public func summary(seen: Set<String>, scope: BaselineScope) -> BaselineSummary {
        BaselineSummary(path: path, entries: baseline.entries.count, fixed: fixedEntries(seen: seen, scope: scope),
                        failOnStale: failOnStale)
    }
}

/// A baseline entry whose problem is gone, with the scenario file it belongs to as this run names
/// it (the audited file, or where a file that is gone would have been found).
public struct FixedBaselineEntry: Sendable, Hashable {
    public var entry: BaselineEntry
    public var file: String

    public init(entry: BaselineEntry, file: String) {
        self.entry = entry
        self.file = file
    }
}

/// The baseline as every report describes it.
public struct BaselineSummary: Sendable, Hashable {
    /// The baseline file as given.
    public var path: String
    /// Entries in the file, judged by this run or not.
    public var entries: Int
    /// In the baseline's order.
    public private(set) var fixed: [FixedBaselineEntry]
    /// Whether fixed entries fail the run (`--fail-on-stale-baseline`).
    public var failOnStale: Bool
    private var fixedByFile: [String: [FixedBaselineEntry]]

    public init(path: String, entries: Int, fixed: [FixedBaselineEntry], failOnStale: Bool) {
        self.path = path
        self.entries = entries
        self.fixed = fixed
        self.failOnStale = failOnStale
        fixedByFile = Dictionary(grouping: fixed, by: \.file)
    }

    /// The fixed entries reported under one scenario file.
    public func fixed(in file: String) -> [FixedBaselineEntry] { fixedByFile[file] ?? [] }

    /// Files with fixed entries that the run did not audit (they are gone), sorted.
    public func filesWithFixedEntries(besides audited: Set<String>) -> [String] {
        fixedByFile.keys.filter { !audited.contains($0) }.sorted()
    }

    /// Whether the fixed entries make the run fail.
    public var failsOnFixed: Bool { failOnStale && !fixed.isEmpty }

    /// `3 baseline entries are fixed: remove them with `baseline write``; nil when none is.
    public var fixedLine: String? {
        switch fixed.count {
        case 0: nil
        case 1: "1 baseline entry is fixed: remove it with `baseline write`"
        default: "\(fixed.count) baseline entries are fixed: remove them with `baseline write`"
        }
    }
}
