import A11yModel

/// One problem a person fixes: one rule failing (or needing review) on one element, or on a
/// snapshot, state or transition as a whole, in one state of the component, with every
/// environment it was found in. The same defect seen in light and dark, at Large and AX5, with
/// Reduce Motion on and off is one problem with eight occurrences, not eight findings.
///
/// Problems are built once per scenario (`ScenarioAudit.checks`) and every reporter reads the
/// same ones; each occurrence keeps its own measured value and location.
public struct Problem: Sendable, Hashable {
    public var ruleID: String
    public var pack: String
    public var state: StateKey
    /// The node id; nil when the finding is about the subject as a whole.
    public var element: String?
    public var outcome: Outcome
    public var severity: Severity
    /// The configured reason when it is suppressed (a suppression may name one environment's
    /// snapshot, so the suppressed and the active environments of one defect are two problems).
    public var suppression: String?
    /// The finding of each subject where it occurs, in subject order; never empty.
    public private(set) var occurrences: [Finding]
    /// The environments the rule judged in this state (the occurrences' environments are among
    /// them), in subject order: what "in every environment" means for this problem.
    public internal(set) var checkedEnvironments: [Environment]

    init(_ first: Finding, element: String?, pack: String) {
        ruleID = first.ruleID
        self.pack = pack
        state = first.subject.stateKey
        self.element = element
        outcome = first.outcome
        severity = first.severity
        suppression = first.suppression
        occurrences = [first]
        checkedEnvironments = []
    }

    mutating func add(_ finding: Finding) { occurrences.append(finding) }

    /// What the baseline says about it (`audit --baseline`); every occurrence carries the same.
    public var baseline: BaselineMark? { first.baseline }

    /// The first occurrence, whose message stands for the problem.
    public var first: Finding { occurrences[occurrences.startIndex] }

    /// Where to point: the first occurrence whose input kept a line, else the first one.
    public var location: SourceLocation {
        occurrences.first { $0.location.line != nil }?.location ?? first.location
    }

    /// `/sheet#card/handle#handle`, when the problem is about a node.
    public var path: String? { occurrences.lazy.compactMap(\.path).first }

    /// The distinct environments it occurs in, in subject order (none for a variant set, which
    /// spans several).
    public var environments: [Environment] {
        occurrences.lazy.compactMap { $0.subject.environment }.distinctInOrder()
    }

    /// Whether it occurs in every environment the rule judged in its state.
    public var occursEverywhere: Bool { Set(environments) == Set(checkedEnvironments) }
}

/// The grouping key of a problem within its rule and state.
struct ProblemKey: Hashable {
    var element: String?
    var outcome: Outcome
    var suppression: String?

    init(_ finding: Finding) {
        element = ProblemKey.element(of: finding)
        outcome = finding.outcome
        suppression = finding.suppression
    }

    /// A finding whose target is its own subject (and names no node) is about the subject as a
    /// whole; its target id (a snapshot or transition id) differs per environment and must not
    /// split the problem.
    static func element(of finding: Finding) -> String? {
        finding.path == nil && finding.target == finding.subject.id ? nil : finding.target
    }
}
