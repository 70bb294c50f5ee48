import A11yModel

/// morph-audit's own report format, schema version 1 (`docs/report.schema.json`). Every rule ×
/// subject outcome is listed, passes and inapplicable ones included, and the problems they group
/// into (rule × element × state, with every environment's occurrence); optional values are left
/// out when absent. New fields may be added within version 1; renaming or removing one bumps it.
public struct JSONReportDocument: Codable, Sendable, Hashable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var tool: Tool
    public var run: Run
    /// The same numbers as the terminal summary.
    public var totals: Totals
    /// 0, 1 or 2: the exit status these results give (64, a usage error, never writes a report).
    public var exitStatus: Int
    public var rules: [Rule]
    public var scenarios: [Scenario]
    public var inputErrors: [InputErrorEntry]
    /// The baseline of `audit --baseline` and its fixed entries; absent without one.
    public var baseline: BaselineReport?

    public struct Tool: Codable, Sendable, Hashable {
        public var name: String
        public var version: String
        public var informationURI: String?
    }

    public struct Run: Codable, Sendable, Hashable {
        public var profile: String
        public var failOn: String
        public var packs: [String]
        public var timestamp: String?
        public var hostname: String?
        public var durationSeconds: Double
    }

    public struct Totals: Codable, Sendable, Hashable {
        /// Rule × subject results (one per rule and environment), all outcomes; the counts below
        /// are of these.
        public var results: Int
        public var passed: Int
        public var failed: Int
        public var belowThreshold: Int
        public var cantTell: Int
        public var inapplicable: Int
        public var inputErrors: Int
        public var scenarios: Int
        /// Rule × state checks: the JUnit report's testcases.
        public var checks: CheckTotals
        /// Rule × element × state problems.
        public var problems: ProblemTotals
        /// With a baseline: results that fail only with problems the baseline knows.
        public var known: Int?
    }

    public struct CheckTotals: Codable, Sendable, Hashable {
        public var checks: Int
        public var passed: Int
        public var failed: Int
        public var belowThreshold: Int
        public var cantTell: Int
        public var inapplicable: Int
        /// With a baseline: checks whose failures the baseline all knows.
        public var known: Int?
    }

    public struct ProblemTotals: Codable, Sendable, Hashable {
        public var problems: Int
        public var failing: Int
        public var belowThreshold: Int
        public var cantTell: Int
        public var suppressed: Int
        /// With a baseline: problems it knows (not failing).
        public var known: Int?
    }

    /// The baseline a run was judged against.
    public struct BaselineReport: Codable, Sendable, Hashable {
        /// The baseline file as given.
        public var file: String
        /// Entries in the file.
        public var entries: Int
        /// Whether fixed entries fail the run (`--fail-on-stale-baseline`).
        public var failOnStale: Bool
        /// Entries this run was responsible for and did not find, in the baseline's order.
        public var fixed: [FixedEntry]
    }

    /// A baseline entry whose problem is gone.
    public struct FixedEntry: Codable, Sendable, Hashable {
        public var fingerprint: String
        public var rule: String
        public var scenario: String
        public var state: String
        /// `state` or `transition`.
        public var stateKind: String
        public var element: String?
        public var outcome: String
        /// The value the baseline recorded.
        public var measured: String?
        /// The scenario file as this run names it (the file the baseline recorded may be written
        /// relative to the repository root instead).
        public var file: String
        public var since: String
    }

    /// What the baseline says about a problem.
    public struct ProblemBaseline: Codable, Sendable, Hashable {
        /// `known` (not failing), `new`, or `worse` (known, but measured worse than recorded: new again).
        public var state: String
        public var since: String?
        public var recorded: String?
    }

    public struct Rule: Codable, Sendable, Hashable {
        public var id: String
        public var pack: String
        public var title: String
        public var summary: String
        public var scope: String
        public var defaultSeverity: String
        /// After configuration overrides.
        public var severity: String
        /// The values the run used (profile, then overrides), by parameter name.
        public var parameters: [String: ParameterValue]
        public var references: [Reference]
    }

    public struct Reference: Codable, Sendable, Hashable {
        public var kind: String
        public var title: String
        public var level: String?
        public var url: String?
    }

    public struct Scenario: Codable, Sendable, Hashable {
        public var file: String
        public var id: String
        public var title: String?
        public var durationSeconds: Double
        public var notes: [String]
        public var subjects: [SubjectEntry]
        public var results: [Result]
        /// In the order the terminal lists them: state by state, rule by rule.
        public var problems: [ProblemEntry]
    }

    public struct SubjectEntry: Codable, Sendable, Hashable {
        public var kind: String
        public var id: String
        public var name: String
        /// The state (or, for a transition, `kind from → to`) findings are grouped by.
        public var state: String
        public var environment: Environment?
    }

    /// One rule failing or needing review on one element (or the subject itself) in one state.
    public struct ProblemEntry: Codable, Sendable, Hashable {
        /// Stable across runs (`partialFingerprints` in SARIF).
        public var fingerprint: String
        public var rule: String
        public var pack: String
        public var state: String
        /// `state` or `transition`.
        public var stateKind: String
        /// The node id; absent when the problem is about the subject itself.
        public var element: String?
        public var path: String?
        public var outcome: String
        public var severity: String
        /// Whether it makes the run fail under `--fail-on`.
        public var counted: Bool
        public var suppression: String?
        /// Where the terminal points (the first occurrence whose input kept a line).
        public var file: String
        public var line: Int?
        public var column: Int?
        /// The first occurrence's message, with measured values per environment where they differ.
        public var message: String
        /// Where it occurs among the environments judged ("in dark (4 of 8 environments)"); absent
        /// when only one was judged.
        public var environments: String?
        /// Every environment's finding, in subject order.
        public var occurrences: [Occurrence]
        /// With a baseline (and not suppressed): whether it knew the problem.
        public var baseline: ProblemBaseline?
    }

    public struct Occurrence: Codable, Sendable, Hashable {
        public var subject: String
        public var subjectKind: String
        /// The environment's variant name (`iOS, ax5, dark, reduce-motion`); the subject entry has it in full.
        public var environment: String?
        public var target: String
        public var line: Int?
        public var column: Int?
        public var message: String
        public var measured: String?
        public var threshold: String?
    }

    public struct Result: Codable, Sendable, Hashable {
        public var rule: String
        public var pack: String
        public var subjectKind: String
        public var subject: String
        public var outcome: String
        public var severity: String
        /// Whether this result makes the run fail under `--fail-on` (and its JUnit testcase fail).
        public var counted: Bool
        public var passedTargets: Int
        public var durationSeconds: Double
        public var findings: [FindingEntry]
    }

    public struct FindingEntry: Codable, Sendable, Hashable {
        public var outcome: String
        public var target: String
        public var path: String?
        public var file: String
        public var line: Int?
        public var column: Int?
        public var message: String
        public var measured: String?
        public var threshold: String?
        /// The configured reason, when the finding is suppressed.
        public var suppression: String?
    }

    public struct InputErrorEntry: Codable, Sendable, Hashable {
        public var file: String
        public var line: Int?
        public var column: Int?
        public var codingPath: String?
        public var message: String
    }
}
