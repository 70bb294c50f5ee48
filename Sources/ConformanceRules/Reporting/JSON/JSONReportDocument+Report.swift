import A11yModel

/// The JSON report's entries built from an audit report: whole, or piece by piece for `JSONReporter`.
extension JSONReportDocument {
    public init(_ report: AuditReport) {
        self.init(report, scenarios: report.scenarios.map { scenario in
            Scenario(scenario, subjects: scenario.subjects.map(SubjectEntry.init),
                     results: scenario.results.map { Self.result($0, report: report) },
                     problems: scenario.problems.map { Self.problem($0, in: scenario, report: report) })
        })
    }

    /// The document with the scenario entries given (none, for the head a streamed report starts from).
    init(_ report: AuditReport, scenarios: [Scenario]) {
        let totals = report.totals
        let configuration = report.configuration
        schemaVersion = Self.currentSchemaVersion
        tool = Tool(name: "morph-audit", version: report.metadata.toolVersion, informationURI: report.metadata.informationURI)
        run = Run(profile: configuration.profile.rawValue, failOn: configuration.failOnName,
                  packs: report.metadata.packs, timestamp: report.metadata.timestamp,
                  hostname: report.metadata.hostname, durationSeconds: Self.rounded(report.metadata.duration))
        let checks = report.checkTotals
        let problems = report.problemTotals
        self.totals = Totals(results: report.tally.results,
                             passed: totals.passed, failed: totals.failed, belowThreshold: totals.belowThreshold,
                             cantTell: totals.cantTell, inapplicable: totals.inapplicable,
                             inputErrors: totals.inputErrors, scenarios: report.tally.scenarios,
                             checks: CheckTotals(checks: checks.all, passed: checks.passed, failed: checks.failed,
                                                 belowThreshold: checks.belowThreshold, cantTell: checks.cantTell,
                                                 inapplicable: checks.inapplicable, known: checks.known),
                             problems: ProblemTotals(problems: problems.all, failing: problems.failing,
                                                     belowThreshold: problems.belowThreshold, cantTell: problems.cantTell,
                                                     suppressed: problems.suppressed, known: problems.known),
                             known: totals.known)
        exitStatus = Int(report.status.exitCode)
        rules = report.rules.map { rule in
            Rule(id: rule.id, pack: rule.pack, title: rule.title, summary: rule.summary, scope: rule.scope.rawValue,
                 defaultSeverity: rule.defaultSeverity.rawValue, severity: configuration.severity(of: rule).rawValue,
                 parameters: configuration.parameters(for: rule).values,
                 references: rule.references.map {
                     Reference(kind: $0.kind.rawValue, title: $0.title, level: $0.level, url: $0.url)
                 })
        }
        self.scenarios = scenarios
        inputErrors = report.inputErrors.map {
            InputErrorEntry(file: $0.location.file, line: $0.location.line, column: $0.location.column,
                            codingPath: $0.codingPath, message: $0.message)
        }
        baseline = report.baseline.map { summary in
            BaselineReport(file: summary.path, entries: summary.entries, failOnStale: summary.failOnStale,
                           fixed: summary.fixed.map { fixed in
                               let entry = fixed.entry
                               return FixedEntry(fingerprint: entry.fingerprint, rule: entry.rule, scenario: entry.scenario,
                                                 state: entry.state.state, stateKind: entry.state.isTransition ? "transition" : "state",
                                                 element: entry.element, outcome: entry.outcome.rawValue, measured: entry.measured,
                                                 file: fixed.file, since: entry.since)
                           })
        }
    }

    static func result(_ result: RuleResult, report: AuditReport) -> Result {
        Self.result(result, report: report, findings: result.findings.map(FindingEntry.init))
    }

    static func result(_ result: RuleResult, report: AuditReport, findings: [FindingEntry]) -> Result {
        Result(rule: result.ruleID, pack: result.pack, subjectKind: result.subject.kind.rawValue,
               subject: result.subject.id, outcome: result.outcome.rawValue, severity: result.severity.rawValue,
               counted: report.fails(result), passedTargets: result.passedTargets,
               durationSeconds: rounded(result.duration), findings: findings)
    }

    static func problem(_ problem: Problem, in scenario: ScenarioAudit, report: AuditReport) -> ProblemEntry {
        let location = problem.location
        return ProblemEntry(
            fingerprint: ProblemFingerprint.of(problem, scenarioID: scenario.scenarioID), rule: problem.ruleID,
            pack: problem.pack, state: problem.state.state, stateKind: problem.state.isTransition ? "transition" : "state",
            element: problem.element, path: problem.path, outcome: problem.outcome.rawValue,
            severity: problem.severity.rawValue, counted: report.counts(problem), suppression: problem.suppression,
            file: location.file, line: location.line, column: location.column, message: ProblemText.detail(problem),
            environments: ProblemText.occurrence(problem),
            occurrences: problem.occurrences.map { finding in
                Occurrence(subject: finding.subject.id, subjectKind: finding.subject.kind.rawValue,
                           environment: finding.subject.environment?.variantName, target: finding.target,
                           line: finding.location.line, column: finding.location.column, message: finding.message,
                           measured: finding.measured, threshold: finding.threshold)
            },
            baseline: problem.baseline.map { ProblemBaseline(state: $0.state.rawValue, since: $0.since, recorded: $0.recorded) })
    }

    /// Microsecond resolution: more would be noise, and it keeps the numbers short.
    static func rounded(_ seconds: Double) -> Double {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return (seconds * 1_000_000).rounded() / 1_000_000
    }
}

extension JSONReportDocument.Scenario {
    init(_ scenario: ScenarioAudit, subjects: [JSONReportDocument.SubjectEntry], results: [JSONReportDocument.Result],
         problems: [JSONReportDocument.ProblemEntry]) {
        self.init(file: scenario.file, id: scenario.scenarioID, title: scenario.title,
                  durationSeconds: JSONReportDocument.rounded(scenario.duration), notes: scenario.notes,
                  subjects: subjects, results: results, problems: problems)
    }
}

extension JSONReportDocument.SubjectEntry {
    init(_ subject: Subject) {
        self.init(kind: subject.kind.rawValue, id: subject.id, name: subject.displayName, state: subject.state,
                  environment: subject.environment)
    }
}

extension JSONReportDocument.FindingEntry {
    init(_ finding: Finding) {
        self.init(outcome: finding.outcome.rawValue, target: finding.target, path: finding.path,
                  file: finding.location.file, line: finding.location.line, column: finding.location.column,
                  message: finding.message, measured: finding.measured, threshold: finding.threshold,
                  suppression: finding.suppression)
    }
}
