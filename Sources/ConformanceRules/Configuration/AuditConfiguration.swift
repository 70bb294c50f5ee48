/// How an audit runs: which rules, which thresholds, what fails the run, what is accepted.
public struct AuditConfiguration: Sendable, Hashable {
    public var profile: Profile
    /// The lowest severity that makes the run fail (exit 1) and a JUnit testcase fail.
    public var failOn: Severity
    /// `--fail-on review`: every "needs review" fails the run too, as does every failure
    /// whatever its severity (failOn is then info).
    public var failOnReview: Bool
    /// Packs to run; nil runs every pack.
    public var packs: Set<String>?
    public var disabledRules: Set<String>
    public var severityOverrides: [String: Severity]
    /// Per rule id, parameter values that replace the profile's.
    public var parameterOverrides: [String: [String: ParameterValue]]
    public var suppressions: [Suppression]

    public init(profile: Profile = .default, failOn: Severity = .error, failOnReview: Bool = false, packs: Set<String>? = nil,
                disabledRules: Set<String> = [], severityOverrides: [String: Severity] = [:],
                parameterOverrides: [String: [String: ParameterValue]] = [:], suppressions: [Suppression] = []) {
        self.profile = profile
        self.failOn = failOnReview ? .info : failOn
        self.failOnReview = failOnReview
        self.packs = packs
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
        self.parameterOverrides = parameterOverrides
        self.suppressions = suppressions
    }

    public func isEnabled(_ rule: RuleDescription) -> Bool {
        !disabledRules.contains(rule.id) && (packs?.contains(rule.pack) ?? true)
    }

    public func severity(of rule: RuleDescription) -> Severity {
        severityOverrides[rule.id] ?? rule.defaultSeverity
    }

    public func parameters(for rule: RuleDescription) -> ResolvedParameters {
        ResolvedParameters(parameters: rule.parameters, profile: profile, overrides: parameterOverrides[rule.id] ?? [:])
    }

    /// Whether a failure of this severity counts toward a non-zero exit.
    public func counts(_ severity: Severity) -> Bool { severity >= failOn }

    /// The one place that decides whether a finding makes the run fail (exit 1) and its JUnit
    /// testcase and SARIF result fail: an unsuppressed failure at or above `failOn`, or, under
    /// `--fail-on review`, an unsuppressed "needs review" too — unless the baseline knows it.
    public func counts(_ finding: Finding) -> Bool {
        finding.baseline?.isKnown != true && countsWithoutBaseline(finding)
    }

    /// Whether the finding would count if no baseline knew it.
    public func countsWithoutBaseline(_ finding: Finding) -> Bool {
        guard finding.suppression == nil else { return false }
        switch finding.outcome {
        case .failed: return counts(finding.severity)
        case .cantTell: return failOnReview
        case .passed, .inapplicable: return false
        }
    }

    /// `error`, `warning`, `info`, or `review`: what `--fail-on` was given.
    public var failOnName: String { failOnReview ? "review" : failOn.rawValue }

    /// Sets the threshold from `--fail-on` or a configuration file's `failOn`: a severity or
    /// `review`; false when the name is neither.
    public mutating func setFailOn(_ name: String) -> Bool {
        if name == "review" {
            failOn = .info
            failOnReview = true
            return true
        }
        guard let severity = Severity(rawValue: name) else { return false }
        failOn = severity
        failOnReview = false
        return true
    }

    /// The names `--fail-on` accepts, strictest last.
    public static let failOnNames = Severity.allCases.reversed().map(\.rawValue) + ["review"]
}

/// An accepted finding: matched by rule id and, optionally, scenario, subject and node
/// (`*` wildcards allowed). The reason is required so that every exception is explained.
public struct Suppression: Sendable, Hashable, Codable {
    public var rule: String
    public var scenario: String?
    public var subject: String?
    public var node: String?
    public var reason: String

    public init(rule: String, scenario: String? = nil, subject: String? = nil, node: String? = nil, reason: String) {
        self.rule = rule
        self.scenario = scenario
        self.subject = subject
        self.node = node
        self.reason = reason
    }

    public func matches(rule: String, scenario: String, subject: String, node: String) -> Bool {
        Glob.matches(self.rule, rule) && Glob.matches(self.scenario ?? "*", scenario)
            && Glob.matches(self.subject ?? "*", subject) && Glob.matches(self.node ?? "*", node)
    }
}
