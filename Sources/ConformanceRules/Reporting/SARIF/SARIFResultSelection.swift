/// The results of a SARIF run, in report order (every problem, then the baseline's fixed entries),
/// and which of them are written when there are more than the consumer accepts.
///
/// GitHub code scanning rejects a run with more than 25,000 results and shows the 5,000 most
/// severe (docs.github.com, "Results exceed limit"), so a larger run keeps the most important:
/// what fails the run before what does not, failures before what needs review before fixed
/// baseline entries, then by severity, then in report order. The kept results stay in report
/// order; the run says how many were left out.
struct SARIFResultSelection {
    /// One result's source.
    enum Source {
        case problem(Problem, ScenarioAudit)
        case fixed(FixedBaselineEntry)
    }

    /// GitHub's maximum number of results per run.
    static let gitHubLimit = 25_000

    let report: AuditReport
    let count: Int
    /// Whether each result (by its place in report order) is written; nil when all are.
    private let kept: [Bool]?

    init(_ report: AuditReport, limit: Int) {
        self.report = report
        count = Self.count(report)
        guard count > limit else {
            kept = nil
            return
        }
        var ranked: [(rank: Int, index: Int)] = []
        ranked.reserveCapacity(count)
        for (index, source) in Self.sources(of: report).enumerated() {
            ranked.append((Self.rank(source, in: report), index))
        }
        ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.index < $1.index }
        var kept = [Bool](repeating: false, count: count)
        for entry in ranked.prefix(max(limit, 0)) { kept[entry.index] = true }
        self.kept = kept
    }

    /// Results in the report, written or not.
    static func count(_ report: AuditReport) -> Int {
        report.scenarios.reduce(0) { $0 + $1.checks.reduce(0) { $0 + $1.problems.count } } + (report.baseline?.fixed.count ?? 0)
    }

    /// Results left out.
    var omitted: Int {
        kept.map { $0.count { !$0 } } ?? 0
    }

    /// The results written, in report order.
    var written: some Sequence<Source> {
        Self.sources(of: report).enumerated().lazy.filter { kept?[$0.offset] ?? true }.map(\.element)
    }

    private static func sources(of report: AuditReport) -> some Sequence<Source> {
        let problems = report.scenarios.lazy.flatMap { scenario in scenario.checks.lazy.flatMap(\.problems).map { Source.problem($0, scenario) } }
        let fixed = (report.baseline?.fixed ?? []).lazy.map(Source.fixed)
        return [AnySequence(problems), AnySequence(fixed)].lazy.flatMap { $0 }
    }

    /// Smaller is more important: counted toward the exit status, then the kind of result
    /// (failure, needs review, fixed), then severity.
    private static func rank(_ source: Source, in report: AuditReport) -> Int {
        let counted: Bool, kind: Int, severity: Severity
        switch source {
        case .problem(let problem, _):
            counted = report.counts(problem)
            kind = problem.outcome == .cantTell && !counted ? 1 : 0
            severity = problem.severity
        case .fixed(let fixed):
            counted = report.baseline?.failOnStale == true
            kind = 2
            severity = report.rule(fixed.entry.rule).map(report.configuration.severity(of:)) ?? .error
        }
        let severityRank = Severity.allCases.count - 1 - (Severity.allCases.firstIndex(of: severity) ?? 0)
        return (counted ? 0 : 100) + kind * 10 + severityRank
    }
}
