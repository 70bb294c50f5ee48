/// Snapshot rules that are cheaper judged together. Instead of calling each rule's `evaluate`,
/// the engine hands every enabled rule of the same batched type to one `evaluate(batch:)` call
/// per snapshot. Declarative rules use it so that all of them — from every pack loaded — share
/// one XML document and one XPath context per snapshot.
public protocol BatchedSnapshotRule: SnapshotRule {
    /// Verdicts for each member, in the order given; each member's context carries its own
    /// parameters, and all share one index.
    static func evaluate(batch: [(rule: Self, context: SnapshotContext)]) -> [[Verdict]]
}

/// The same for transition rules: one call per transition for every rule of the type.
public protocol BatchedTransitionRule: TransitionRule {
    static func evaluate(batch: [(rule: Self, context: TransitionContext)]) -> [[Verdict]]
}

/// How the engine judges the rules of one batched type together: which type they share, and
/// the call that judges a batch of them (members of another type, which a plan never puts in the
/// batch, are judged one by one).
public struct RuleBatch<Member: Sendable, Context: Sendable>: Sendable {
    let type: ObjectIdentifier
    let judge: @Sendable ([Member], [Context]) -> [[Verdict]]
}

extension BatchedSnapshotRule {
    public func evaluate(_ context: SnapshotContext) -> [Verdict] {
        Self.evaluate(batch: [(self, context)]).first ?? []
    }

    public var batch: RuleBatch<any SnapshotRule, SnapshotContext>? {
        RuleBatch(type: ObjectIdentifier(Self.self)) { members, contexts in
            let typed = members.compactMap { $0 as? Self }
            guard typed.count == members.count else { return zip(members, contexts).map { $0.evaluate($1) } }
            return Self.evaluate(batch: zip(typed, contexts).map { (rule: $0, context: $1) })
        }
    }
}

extension BatchedTransitionRule {
    public func evaluate(_ context: TransitionContext) -> [Verdict] {
        Self.evaluate(batch: [(self, context)]).first ?? []
    }

    public var batch: RuleBatch<any TransitionRule, TransitionContext>? {
        RuleBatch(type: ObjectIdentifier(Self.self)) { members, contexts in
            let typed = members.compactMap { $0 as? Self }
            guard typed.count == members.count else { return zip(members, contexts).map { $0.evaluate($1) } }
            return Self.evaluate(batch: zip(typed, contexts).map { (rule: $0, context: $1) })
        }
    }
}

/// Which rules of a list are evaluated alone and which together: rules of one batched type form
/// one batch, batches in the order their first member appears.
struct BatchPlan {
    var singles: [Int] = []
    var batches: [[Int]] = []

    /// `types[i]` is the batched type of rule `i`, or nil when it is evaluated alone.
    init(_ types: [ObjectIdentifier?]) {
        var positions: [ObjectIdentifier: Int] = [:]
        for (index, type) in types.enumerated() {
            guard let type else {
                singles.append(index)
                continue
            }
            if let batch = positions[type] {
                batches[batch].append(index)
            } else {
                positions[type] = batches.count
                batches.append([index])
            }
        }
    }
}
