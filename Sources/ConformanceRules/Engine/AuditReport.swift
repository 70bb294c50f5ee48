import A11yModel

/// Everything one run produced, handed whole to every reporter: passes included, the inputs that
/// could not be used, the rules that ran and how long it took.
public struct AuditReport: Sendable {
    public var metadata: RunMetadata
    /// In input order (sorted paths), whatever `--jobs` was.
    public var scenarios: [ScenarioAudit]
    public var inputErrors: [InputError]
    /// Catalog metadata of the rules that ran, in catalog order.
    public var rules: [RuleDescription]
    public var configuration: AuditConfiguration
    /// The baseline the run was judged against (`--baseline`) and the entries it found fixed; nil
    /// without one, and then every report is exactly what it would be without the feature.
    public var baseline: BaselineSummary?
    /// Set when each file's results went to the reports as its audit ended and were dropped
    /// (`scenarios` is then empty): the numbers they added up to. Nil when `scenarios` holds every
    /// file's results.
    public var streamedTally: AuditTally?

    public init(metadata: RunMetadata, scenarios: [ScenarioAudit], inputErrors: [InputError],
                rules: [RuleDescription], configuration: AuditConfiguration, baseline: BaselineSummary? = nil) {
        self.metadata = metadata
        self.scenarios = scenarios
        self.inputErrors = inputErrors
        self.rules = rules
        self.configuration = configuration
        self.baseline = baseline
    }

    public var allResults: [RuleResult] { scenarios.flatMap(\.results) }
    public var allFindings: [Finding] { allResults.flatMap(\.findings) }
    public var allProblems: [Problem] { scenarios.flatMap(\.problems) }

    /// Whether a finding counts toward exit status 1 and fails its JUnit testcase: the one place
    /// that decides it (`AuditConfiguration.counts`: an unsuppressed failure at or above
    /// `--fail-on`, and under `--fail-on review` every "needs review"). Every reporter and the
    /// exit status ask here, so a change of threshold changes them all alike.
    public func counts(_ finding: Finding) -> Bool { configuration.counts(finding) }

    /// Whether a problem counts toward exit status 1 (its occurrences share rule, outcome and
    /// suppression, so they all count or none does).
    public func counts(_ problem: Problem) -> Bool { problem.occurrences.contains { counts($0) } }

    /// The findings that make the exit status 1.
    public var countedFailures: [Finding] { allFindings.filter { counts($0) } }

    /// Whether one environment's result contributes to a non-zero exit.
    public func fails(_ result: RuleResult) -> Bool { result.findings.contains { counts($0) } }

    /// Whether a check fails its JUnit testcase: exactly when it contributes to a non-zero exit.
    public func fails(_ check: RuleCheck) -> Bool { check.problems.contains { counts($0) } }

    public func rule(_ id: String) -> RuleDescription? { rules.first { $0.id == id } }

    /// Whether a problem is in the baseline (and so does not fail the run).
    public func isKnown(_ problem: Problem) -> Bool { problem.baseline?.isKnown == true }

    /// Whether the baseline is all that keeps a problem from failing the run.
    public func isKnownFailure(_ problem: Problem) -> Bool {
        isKnown(problem) && problem.occurrences.contains { configuration.countsWithoutBaseline($0) }
    }

    /// The run's numbers added up file by file: from `scenarios`, or, when the results went to
    /// the reports as each file's audit ended (`streamedTally`), as they went.
    public var tally: AuditTally {
        streamedTally ?? scenarios.reduce(into: AuditTally(hasBaseline: baseline != nil)) { $0.add($1, judgedBy: self) }
    }

    /// Rule × subject results: one per rule and environment.
    public var totals: Totals {
        var totals = tally.totals
        totals.inputErrors = inputErrors.count
        return totals
    }

    /// Rule × state checks: what the JUnit report counts as tests.
    public var checkTotals: Totals {
        var totals = tally.checkTotals
        totals.inputErrors = inputErrors.count
        return totals
    }

    /// Problems by what becomes of them.
    public var problemTotals: ProblemTotals { tally.problemTotals }

    /// What becomes of a problem: it fails the run, or it is suppressed, or the baseline knows it,
    /// or it needs review, or it is a failure below `--fail-on` — in that order, so each problem has
    /// exactly one standing.
    public func standing(of problem: Problem) -> ProblemStanding {
        if counts(problem) { return .failing }
        if problem.suppression != nil { return .suppressed }
        if isKnown(problem) { return .known }
        return problem.outcome == .cantTell ? .needsReview : .belowThreshold
    }

    /// The standings this run's problems can have: `known` only with a baseline.
    public var standings: [ProblemStanding] {
        baseline == nil ? ProblemStanding.allCases.filter { $0 != .known } : ProblemStanding.allCases
    }

    /// Counts of results or checks by outcome, the numbers the terminal summary and every report
    /// agree on.
    public struct Totals: Sendable, Hashable {
        public var passed = 0
        /// Failed and counting toward the exit status.
        public var failed = 0
        /// Failed below `--fail-on`, or suppressed.
        public var belowThreshold = 0
        public var cantTell = 0
        public var inapplicable = 0
        public var inputErrors = 0
        /// Would fail the run but for the baseline, which knows the problems that would fail it;
        /// nil when the run had no baseline.
        public var known: Int?

        /// Every result or check, input errors aside.
        public var all: Int { passed + failed + belowThreshold + cantTell + inapplicable + (known ?? 0) }

        mutating func add(_ outcome: Outcome, fails: Bool, known isKnown: Bool = false) {
            switch outcome {
            case .passed: passed += 1
            case .inapplicable: inapplicable += 1
            case .cantTell, .failed:
                if fails {
                    failed += 1
                } else if isKnown, let count = known {
                    known = count + 1
                } else if outcome == .cantTell {
                    cantTell += 1
                } else {
                    belowThreshold += 1
                }
            }
        }
    }

    /// Problems (rule × element × state) by what becomes of them; each is in exactly one count.
    public struct ProblemTotals: Sendable, Hashable {
        /// Count toward exit status 1.
        public var failing = 0
        /// Failed below `--fail-on`.
        public var belowThreshold = 0
        /// Need review (cantTell) and do not count.
        public var cantTell = 0
        /// Suppressed by the configuration.
        public var suppressed = 0
        /// In the baseline, and so not failing; nil when the run had no baseline.
        public var known: Int?

        public var all: Int { failing + belowThreshold + cantTell + suppressed + (known ?? 0) }
    }
}

/// What becomes of a problem (`AuditReport.standing(of:)`).
public enum ProblemStanding: String, Sendable, Hashable, CaseIterable {
    /// Counts toward exit status 1.
    case failing
    /// Failed below `--fail-on`.
    case belowThreshold
    /// Needs review (cantTell) and does not count.
    case needsReview
    /// Suppressed by the configuration.
    case suppressed
    /// In the baseline of `audit --baseline`, and so not failing.
    case known
}

/// Facts about the run itself.
public struct RunMetadata: Sendable, Hashable {
    public var toolVersion: String
    public var profile: Profile
    public var packs: [String]
    /// UTC, `YYYY-MM-DDTHH:MM:SS`; injectable so golden files are stable.
    public var timestamp: String?
    public var hostname: String?
    /// Wall-clock seconds for the whole run: loading, auditing (reports excluded).
    public var duration: Double
    /// Where the tool is documented (SARIF `tool.driver.informationUri`); an absolute URI.
    public var informationURI: String?

    public init(toolVersion: String, profile: Profile, packs: [String], timestamp: String? = nil,
                hostname: String? = nil, duration: Double = 0, informationURI: String? = nil) {
        self.toolVersion = toolVersion
        self.profile = profile
        self.packs = packs
        self.timestamp = timestamp
        self.hostname = hostname
        self.duration = duration
        self.informationURI = informationURI
    }
}
