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

    public init(metadata: RunMetadata, scenarios: [ScenarioAudit], inputErrors: [InputError],
                rules: [RuleDescription], configuration: AuditConfiguration) {
        self.metadata = metadata
        self.scenarios = scenarios
        self.inputErrors = inputErrors
        self.rules = rules
        self.configuration = configuration
    }

    public var allResults: [RuleResult] { scenarios.flatMap(\.results) }
    public var allFindings: [Finding] { allResults.flatMap(\.findings) }

    /// Findings that make the exit status 1 (`AuditConfiguration.counts`): unsuppressed failures
    /// at or above `--fail-on`, and under `--fail-on review` every "needs review".
    public var countedFailures: [Finding] {
        allFindings.filter(configuration.counts)
    }

    /// Whether a result fails its JUnit testcase: exactly when it contributes to a non-zero exit.
    public func fails(_ result: RuleResult) -> Bool {
        result.findings.contains(where: configuration.counts)
    }

    public func rule(_ id: String) -> RuleDescription? { rules.first { $0.id == id } }

    public var totals: Totals {
        var totals = Totals()
        for result in allResults {
            switch result.outcome {
            case .passed: totals.passed += 1
            case .inapplicable: totals.inapplicable += 1
            case .cantTell: fails(result) ? (totals.failed += 1) : (totals.cantTell += 1)
            case .failed: fails(result) ? (totals.failed += 1) : (totals.belowThreshold += 1)
            }
        }
        totals.inputErrors = inputErrors.count
        return totals
    }

    /// Rule × subject counts, the numbers the terminal summary and every report agree on.
    public struct Totals: Sendable, Hashable {
        public var passed = 0
        /// Failed and counting toward the exit status.
        public var failed = 0
        /// Failed below `--fail-on`, or suppressed.
        public var belowThreshold = 0
        public var cantTell = 0
        public var inapplicable = 0
        public var inputErrors = 0
    }
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
