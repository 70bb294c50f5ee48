/// How much a failed rule matters. `--fail-on` picks the lowest severity that fails the run.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case info, warning, error

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// W3C ACT / EARL outcomes, per rule × target × subject.
public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
    case passed, failed, inapplicable, cantTell

    /// Combines the outcomes of the targets of one rule on one subject: any failure fails it, then
    /// any doubt makes it need review, then any pass passes it; with no target it is inapplicable.
    public static func combined(_ outcomes: some Sequence<Outcome>) -> Outcome {
        var combined = Outcome.inapplicable
        for outcome in outcomes {
            switch outcome {
            case .failed: return .failed
            case .cantTell: combined = .cantTell
            case .passed where combined == .inapplicable: combined = .passed
            case .passed, .inapplicable: break
            }
        }
        return combined
    }
}

/// What a rule looks at.
public enum RuleScope: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each matching node of each snapshot.
    case node
    /// Each snapshot as a whole.
    case snapshot
    /// The snapshots of one state under different environments.
    case variantSet
    /// Each transition with its from and to snapshots.
    case transition
}
