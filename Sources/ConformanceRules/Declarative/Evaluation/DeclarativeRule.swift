/// A rule from a declarative pack. It sits in the same catalog as the built-in rules, so
/// configuration, suppressions, reports and `rules list/show` treat it alike.
public protocol DeclarativeRule: Rule {
    var definition: DeclarativeRuleDefinition { get }
}

/// What both scopes of declarative rule carry: the definition and the pack's compiled program.
struct DeclarativeRuleCore: Sendable {
    let definition: DeclarativeRuleDefinition
    let program: PackProgram
    let layout: PackProgram.Layout
    /// Shared by every copy of the rule: one overrun stops it for the rest of the run.
    let budget = RuleBudget()
}

/// The declarative rules' shared state, for the pipeline to collect budget overruns.
protocol DeclarativeRuleCoreHolder {
    var core: DeclarativeRuleCore { get }
}

extension DeclarativeSnapshotRule: DeclarativeRuleCoreHolder {}
extension DeclarativeTransitionRule: DeclarativeRuleCoreHolder {}

extension RuleBudget {
    /// One located error per rule of `rules` that ran out of its XPath budget.
    static func overrunErrors(in rules: [any Rule]) -> [InputError] {
        // Only loaded rules have a budget; a protocol cast of each built-in rule's type would search
        // every conformance of the program the first time, which a small audit notices.
        Array(rules.lazy.filter { $0.metadata.definedIn != nil }.compactMap { rule in
            (rule as? any DeclarativeRuleCoreHolder).flatMap { $0.core.budget.error(rule: rule.metadata.id) }
        })
    }
}

/// A node- or snapshot-scoped declarative rule. All such rules of a run are judged together per
/// snapshot: one XML document and one XPath context serve every rule of every pack.
public struct DeclarativeSnapshotRule: DeclarativeRule, BatchedSnapshotRule {
    let core: DeclarativeRuleCore

    public var metadata: RuleDescription { core.definition.metadata }
    public var definition: DeclarativeRuleDefinition { core.definition }

    public static func evaluate(batch: [(rule: Self, context: SnapshotContext)]) -> [[Verdict]] {
        guard let index = batch.first?.context.index else { return [] }
        return DeclarativeEvaluation.snapshot(index, batch.map { ($0.rule.core, $0.context.parameters) })
    }
}

/// A transition-scoped declarative rule, judged per transition over a document holding the
/// transition and its two snapshots.
public struct DeclarativeTransitionRule: DeclarativeRule, BatchedTransitionRule {
    let core: DeclarativeRuleCore

    public var metadata: RuleDescription { core.definition.metadata }
    public var definition: DeclarativeRuleDefinition { core.definition }

    public static func evaluate(batch: [(rule: Self, context: TransitionContext)]) -> [[Verdict]] {
        guard let context = batch.first?.context else { return [] }
        return DeclarativeEvaluation.transition(context, batch.map { ($0.rule.core, $0.context.parameters) })
    }
}
