import A11yModel

/// What a node or snapshot rule sees.
public struct SnapshotContext: Sendable {
    public let index: SnapshotIndex
    public let scenario: Scenario
    public let parameters: ResolvedParameters
    public let profile: Profile
    /// Whether a pass carries what was measured. An audit only counts passes, so rules may leave
    /// a pass's texts unmade; `VerdictProbe`, which lists passes, asks for them.
    public var describesPasses = false

    public var snapshot: Snapshot { index.snapshot }
    public var environment: Environment { index.snapshot.environment }

    /// A pass of `target`, with what was measured and held to only when passes are described:
    /// most nodes pass, and an audit would throw those texts away.
    public func passed(_ target: String, measured: @autoclosure () -> String?,
                       threshold: @autoclosure () -> String?) -> Verdict {
        describesPasses ? .passed(target, measured: measured(), threshold: threshold()) : .passed(target)
    }
}

/// What a variant-set rule sees: every snapshot of one state.
public struct VariantSetContext: Sendable {
    public let state: String
    public let snapshots: [SnapshotIndex]
    public let scenario: Scenario
    public let parameters: ResolvedParameters
    public let profile: Profile
}

/// What a transition rule sees.
public struct TransitionContext: Sendable {
    public let transition: Transition
    public let from: SnapshotIndex?
    public let to: SnapshotIndex?
    public let scenario: Scenario
    public let parameters: ResolvedParameters
    public let profile: Profile

    /// Transitions of the same kind between the same states under another environment — how a
    /// rule finds the Reduce Motion counterpart of a transition.
    public func counterparts(where predicate: (Environment) -> Bool) -> [Transition] {
        let fromState = scenario.snapshot(transition.from)?.state
        let toState = scenario.snapshot(transition.to)?.state
        return scenario.transitions.filter { other in
            other.id != transition.id && other.kind == transition.kind
                && scenario.snapshot(other.from)?.state == fromState
                && scenario.snapshot(other.to)?.state == toState
                && predicate(other.environment)
        }
    }
}
