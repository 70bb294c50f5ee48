/// The numbers every report's summary shows, added up one scenario file at a time, so they can
/// be kept while each file's results are handed to the reports and dropped as its audit ends.
public struct AuditTally: Sendable, Hashable {
    /// Scenario files audited.
    public var scenarios = 0
    /// Rule × subject results.
    public var results = 0
    /// Results by outcome (`inputErrors` left at 0: `AuditReport.totals` adds them).
    public var totals = AuditReport.Totals()
    /// Rule × state checks by outcome, as JUnit counts them.
    public var checkTotals = AuditReport.Totals()
    public var problemTotals = AuditReport.ProblemTotals()
    /// Some result counts toward exit status 1.
    public var fails = false

    /// `hasBaseline`: the run was judged against a baseline, so the known counts are present.
    public init(hasBaseline: Bool) {
        if hasBaseline {
            totals.known = 0
            checkTotals.known = 0
            problemTotals.known = 0
        }
    }

    /// Adds a scenario's results, judged by `report`'s configuration (and baseline marks).
    public mutating func add(_ scenario: ScenarioAudit, judgedBy report: AuditReport) {
        scenarios += 1
        results += scenario.results.count
        for result in scenario.results {
            let known = result.findings.contains {
                $0.baseline?.isKnown == true && report.configuration.countsWithoutBaseline($0)
            }
            let failing = report.fails(result)
            fails = fails || failing
            totals.add(result.outcome, fails: failing, known: known)
        }
        for check in scenario.checks {
            checkTotals.add(check.outcome, fails: report.fails(check), known: check.problems.contains { report.isKnownFailure($0) })
            for problem in check.problems {
                switch report.standing(of: problem) {
                case .failing: problemTotals.failing += 1
                case .suppressed: problemTotals.suppressed += 1
                case .known: problemTotals.known = (problemTotals.known ?? 0) + 1
                case .needsReview: problemTotals.cantTell += 1
                case .belowThreshold: problemTotals.belowThreshold += 1
                }
            }
        }
    }
}
