/// The enabled rules of a run sorted by kind once (through `Rule.kind`, without runtime casts),
/// with what every audit asks of each: its description, resolved parameters and severity. Made
/// when the auditor is made, so no scenario pays for sorting the catalog or resolving parameters.
struct AuditPlan: Sendable {
    struct Entry<Rule: Sendable>: Sendable {
        let rule: Rule
        let description: RuleDescription
        let parameters: ResolvedParameters
        let severity: Severity
    }

    let nodeRules: [Entry<any NodeRule>]
    let snapshotRules: [Entry<any SnapshotRule>]
    let variantRules: [Entry<any VariantSetRule>]
    let transitionRules: [Entry<any TransitionRule>]
    let snapshotJudging: RuleJudging<SnapshotContext>
    let variantJudging: RuleJudging<VariantSetContext>
    let transitionJudging: RuleJudging<TransitionContext>

    init(rules: [any Rule], configuration: AuditConfiguration) {
        var nodeRules: [Entry<any NodeRule>] = [], snapshotRules: [Entry<any SnapshotRule>] = []
        var variantRules: [Entry<any VariantSetRule>] = [], transitionRules: [Entry<any TransitionRule>] = []
        for rule in rules {
            let description = rule.metadata
            func entry<R>(_ typed: R) -> Entry<R> {
                Entry(rule: typed, description: description, parameters: configuration.parameters(for: description),
                      severity: configuration.severity(of: description))
            }
            switch rule.kind {
            case .node(let typed): nodeRules.append(entry(typed))
            case .snapshot(let typed): snapshotRules.append(entry(typed))
            case .variantSet(let typed): variantRules.append(entry(typed))
            case .transition(let typed): transitionRules.append(entry(typed))
            }
        }
        self.nodeRules = nodeRules
        self.snapshotRules = snapshotRules
        self.variantRules = variantRules
        self.transitionRules = transitionRules
        snapshotJudging = RuleJudging(snapshotRules.map(\.rule))
        variantJudging = RuleJudging(variantRules.map(\.rule))
        transitionJudging = RuleJudging(transitionRules.map(\.rule))
    }
}
