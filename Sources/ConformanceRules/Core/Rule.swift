import A11yModel

/// A rule of the catalog. The engine calls the protocol matching its scope; the description
/// carries everything else (id, pack, severity, references, parameters, examples).
public protocol Rule: Sendable {
    var metadata: RuleDescription { get }
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
}

/// Compares the snapshots of one state under different environments.
public protocol VariantSetRule: Rule {
    func evaluate(_ context: VariantSetContext) -> [Verdict]
}

/// Judges one transition with its from and to snapshots.
public protocol TransitionRule: Rule {
    func evaluate(_ context: TransitionContext) -> [Verdict]
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
