import A11yModel

/// A rule of the catalog. The engine calls the protocol matching its scope; the description
/// carries everything else (id, pack, severity, references, parameters, examples).
public protocol Rule: Sendable {
    var metadata: RuleDescription { get }
    /// The rule as the protocol of its scope, which the engine calls. Each scope protocol's
    /// extension gives it, so no rule writes it, and the engine sorts a catalog without casting
    /// (a runtime protocol cast searches every conformance of the program the first time).
    var kind: RuleKind { get }
}

/// A rule by scope.
public enum RuleKind: Sendable {
    case node(any NodeRule)
    case snapshot(any SnapshotRule)
    case variantSet(any VariantSetRule)
    case transition(any TransitionRule)
}

/// Judges single nodes. The engine walks each snapshot once and hands every node that matches
/// `interest` to every interested rule, so no rule walks the tree on its own.
public protocol NodeRule: Rule {
    var interest: NodeInterest { get }
    /// The verdict for this node, or nil when the rule does not apply to it.
    func evaluate(_ node: VisitedNode, in context: SnapshotContext) -> Verdict?
}

/// Judges a snapshot as a whole, using the index built by the engine's single walk.
public protocol SnapshotRule: Rule {
    /// Verdicts for the snapshot's targets; empty when the rule does not apply.
    func evaluate(_ context: SnapshotContext) -> [Verdict]
    /// How rules of its type are judged together, when they are (`BatchedSnapshotRule` gives
    /// it); nil otherwise.
    var batch: RuleBatch<any SnapshotRule, SnapshotContext>? { get }
}

/// Compares the snapshots of one state under different environments.
public protocol VariantSetRule: Rule {
    func evaluate(_ context: VariantSetContext) -> [Verdict]
}

/// Judges one transition with its from and to snapshots.
public protocol TransitionRule: Rule {
    func evaluate(_ context: TransitionContext) -> [Verdict]
    /// How rules of its type are judged together, when they are (`BatchedTransitionRule`); nil otherwise.
    var batch: RuleBatch<any TransitionRule, TransitionContext>? { get }
}

extension NodeRule {
    public var kind: RuleKind { .node(self) }
}

extension SnapshotRule {
    public var kind: RuleKind { .snapshot(self) }
    public var batch: RuleBatch<any SnapshotRule, SnapshotContext>? { nil }
}

extension VariantSetRule {
    public var kind: RuleKind { .variantSet(self) }
}

extension TransitionRule {
    public var kind: RuleKind { .transition(self) }
    public var batch: RuleBatch<any TransitionRule, TransitionContext>? { nil }
}

/// Which nodes a node rule wants to see; checked by the engine before `evaluate`.
public struct NodeInterest: Sendable {
    private let accepts: @Sendable (VisitedNode) -> Bool

    public init(_ accepts: @escaping @Sendable (VisitedNode) -> Bool) { self.accepts = accepts }

    public func matches(_ node: VisitedNode) -> Bool { accepts(node) }

    public static let all = NodeInterest { _ in true }

    public static func parts(_ parts: Part...) -> NodeInterest {
        NodeInterest { node in node.node.part.map(parts.contains) ?? false }
    }

    public static func roles(_ roles: Role...) -> NodeInterest {
        NodeInterest { node in roles.contains(node.node.role) }
    }

    /// Elements a person operates, exposed to assistive technology or not.
    public static let interactive = NodeInterest { $0.node.isInteractive }

    /// Nodes that render text.
    public static let text = NodeInterest { $0.node.text != nil }

    /// Nodes carrying sheet facts (sheets and stacked cards).
    public static let sheets = NodeInterest { $0.node.sheet != nil }
}
