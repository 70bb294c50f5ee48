/// The enabled rules of a run sorted by kind once, with what every audit asks of each: its
/// description, resolved parameters and severity. Made when the auditor is made, so no scenario
/// pays for casting the catalog's rules to their kinds or resolving their parameters again.
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
    let transitionJudging: RuleJudging<TransitionContext>

    init(rules: [any Rule], configuration: AuditConfiguration) {
        func entries<R>(_ type: R.Type) -> [Entry<R>] {
            rules.compactMap { rule in
                (rule as? R).map { typed in
                    let description = rule.metadata
                    return Entry(rule: typed, description: description, parameters: configuration.parameters(for: description),
                                 severity: configuration.severity(of: description))
                }
            }
        }
        nodeRules = entries((any NodeRule).self)
        snapshotRules = entries((any SnapshotRule).self)
        variantRules = entries((any VariantSetRule).self)
        transitionRules = entries((any TransitionRule).self)
        snapshotJudging = RuleJudging(snapshotRules.map(\.rule))
        transitionJudging = RuleJudging(transitionRules.map(\.rule))
    }
}
