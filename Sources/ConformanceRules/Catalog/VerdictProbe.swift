import A11yModel

/// Every verdict of some snapshot-scoped rules on a scenario, passes included and listed by
/// target. An audit counts passes rather than listing them; a differential test against another
/// engine compares node by node and needs them (Differential/, docs/axe-agreement.md).
public enum VerdictProbe {
    public struct Entry: Sendable, Hashable {
        public var snapshotID: String
        public var ruleID: String
        public var verdict: Verdict
    }

    /// The verdicts of the node and snapshot rules among `rules` on each snapshot, under `profile`
    /// with each rule's default parameters, in snapshot order.
    public static func verdicts(of rules: [any Rule], in scenario: Scenario, profile: Profile = .default) -> [Entry] {
        var entries: [Entry] = []
        for snapshot in scenario.snapshots {
            let index = SnapshotIndex(snapshot)
            for rule in rules {
                let parameters = ResolvedParameters(parameters: rule.metadata.parameters, profile: profile)
                let context = SnapshotContext(index: index, scenario: scenario, parameters: parameters, profile: profile,
                                              describesPasses: true)
                var found: [Verdict] = []
                switch rule.kind {
                case .node(let nodeRule):
                    for node in index.nodes where nodeRule.interest.matches(node) {
                        if let verdict = nodeRule.evaluate(node, in: context) { found.append(verdict) }
                    }
                case .snapshot(let snapshotRule):
                    found = snapshotRule.evaluate(context)
                case .variantSet, .transition:
                    break
                }
                entries += found.map { Entry(snapshotID: snapshot.id, ruleID: rule.metadata.id, verdict: $0) }
            }
        }
        return entries
    }
}
