import A11yModel
@testable import ConformanceRules

/// Queries the structure and actions expectation tests ask of an audit, and the node mutations the
/// morphing-sheet test applies.
extension ScenarioAudit {
    /// Results of one rule, by subject id.
    func results(of rule: String) -> [String: RuleResult] {
        Dictionary(results.filter { $0.ruleID == rule }.map { ($0.subject.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Subjects on which the rule failed.
    func failedSubjects(of rule: String) -> Set<String> {
        Set(results.filter { $0.ruleID == rule && $0.outcome == .failed }.map(\.subject.id))
    }

    /// Ids of the rules that failed anywhere.
    var failingRules: Set<String> { Set(results.filter { $0.outcome == .failed }.map(\.ruleID)) }
}

extension Scenario {
    /// Snapshot ids whose state is one of `states`.
    func snapshotIDs(inStates states: Set<String>) -> Set<String> {
        Set(snapshots.filter { states.contains($0.state) }.map(\.id))
    }

    /// The same scenario with `change` applied to the node `id` in every snapshot.
    func changingNode(_ id: String, _ change: (inout Node) -> Void) -> Scenario {
        var copy = self
        copy.snapshots = snapshots.map { snapshot in
            var snapshot = snapshot
            snapshot.root = snapshot.root.changing(id, change)
            return snapshot
        }
        return copy
    }
}

extension Node {
    func changing(_ id: String, _ change: (inout Node) -> Void) -> Node {
        var copy = self
        if copy.id == id { change(&copy) }
        copy.children = children.map { $0.changing(id, change) }
        return copy
    }
}

extension BundledExamples {
    /// Audits a scenario that is not a file (a mutated example) with the given rules.
    static func audit(_ scenario: Scenario, rules: [any Rule]) -> ScenarioAudit {
        Auditor(rules: rules, configuration: AuditConfiguration(failOn: .info))
            .audit(LoadedScenario(scenario: scenario, file: scenario.id, format: .json))
    }
}
