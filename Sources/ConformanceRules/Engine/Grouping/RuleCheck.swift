import A11yModel

/// One rule judged in one state across every environment captured for it: what a JUnit testcase
/// reports. Its results keep every per-environment outcome; its problems group their findings.
public struct RuleCheck: Sendable, Hashable {
    public var ruleID: String
    public var pack: String
    public var severity: Severity
    public var state: StateKey
    /// The rule's result on each subject of the state, in subject order.
    public internal(set) var results: [RuleResult]
    /// In order of first occurrence.
    public internal(set) var problems: [Problem]

    init(_ result: RuleResult) {
        ruleID = result.ruleID
        pack = result.pack
        severity = result.severity
        state = result.subject.stateKey
        results = []
        problems = []
    }

    /// Any failure fails it, then any doubt makes it need review, then any pass passes it.
    public var outcome: Outcome { Outcome.combined(results.lazy.map(\.outcome)) }

    /// Seconds the rule spent on this state, over every environment.
    public var duration: Double {
        results.reduce(0) { total, result in result.duration.isFinite && result.duration > 0 ? total + result.duration : total }
    }

    /// The environments judged, each once, in subject order.
    public var environments: [Environment] {
        results.lazy.compactMap { $0.subject.environment }.distinctInOrder()
    }
}
