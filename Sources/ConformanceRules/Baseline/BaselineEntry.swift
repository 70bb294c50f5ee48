/// One problem a baseline accepts. It is identified by its fingerprint (`ProblemFingerprint`); the
/// parts the fingerprint is made of are written out beside it so that a reviewer can read the
/// file, together with the worst value measured when the rule has a direction
/// (`RuleMeasurement`), the file it was found in and the day it was first recorded.
public struct BaselineEntry: Sendable, Hashable {
    public var fingerprint: String
    public var rule: String
    public var scenario: String
    public var state: StateKey
    /// The node id; nil when the problem is about the state or transition as a whole.
    public var element: String?
    /// `failed` or `cantTell`.
    public var outcome: Outcome
    /// The worst value measured over the problem's environments, as the rule printed it; only for
    /// rules with a direction.
    public var measured: String?
    /// The scenario file, relative to the source root (as SARIF names it): which run judges the
    /// entry (a shard judges the entries of its own files).
    public var file: String
    /// `YYYY-MM-DD`: when a baseline first recorded the problem; rewriting keeps it.
    public var since: String

    public init(fingerprint: String, rule: String, scenario: String, state: StateKey, element: String?, outcome: Outcome,
                measured: String?, file: String, since: String) {
        self.fingerprint = fingerprint
        self.rule = rule
        self.scenario = scenario
        self.state = state
        self.element = element
        self.outcome = outcome
        self.measured = measured
        self.file = file
        self.since = since
    }

    /// The entry for a problem found now.
    init(_ problem: Problem, scenarioID: String, file: String, since: String) {
        self.init(fingerprint: ProblemFingerprint.of(problem, scenarioID: scenarioID), rule: problem.ruleID,
                  scenario: scenarioID, state: problem.state, element: problem.element, outcome: problem.outcome,
                  measured: BaselineEntry.worstMeasured(problem), file: file, since: since)
    }

    /// The fingerprint its parts give: a hand-edited entry whose parts no longer match is refused.
    var expectedFingerprint: String {
        ProblemFingerprint.of(rule: rule, scenarioID: scenario, state: state, element: element, outcome: outcome,
                              suppressed: false)
    }

    /// The worst measured value of a problem, when its rule has a direction.
    static func worstMeasured(_ problem: Problem) -> String? {
        RuleMeasurement.quantity(of: problem.ruleID)?.worst(of: problem.occurrences.compactMap(\.measured))?.text
    }

    /// `handle-contrast on card-1-handle in presented`, for messages.
    public var summary: String {
        rule + (element.map { " on \($0)" } ?? "") + " in " + state.name
    }

    /// File by file, then state, rule and element: one file's entries are together in a diff.
    static func ordered(_ a: BaselineEntry, _ b: BaselineEntry) -> Bool {
        a.sortKey.lexicographicallyPrecedes(b.sortKey)
    }

    private var sortKey: [String] {
        [file, scenario, state.isTransition ? "1" : "0", state.state, rule, element ?? "", outcome.rawValue, fingerprint]
    }
}
