import A11yModel
import Testing
@testable import ConformanceRules
import ScenarioSynthesis

/// Work grows linearly with nodes × rules: on generated trees of 1k, 10k and 100k nodes, node
/// rules are called once per interested node (the same number per node at every size), and
/// subject-level rules once per subject, however many nodes there are. Counts, not time.
struct EvaluationScalingTests {
    struct Measured {
        var nodes: Int
        var nodeEvaluations: Int
        var subjectEvaluations: Int
        var expectedNodeEvaluations: Int
        var expectedSubjectEvaluations: Int
    }

    static func measure(nodes: Int) -> Measured {
        let scenario = SyntheticScenario.make(id: "scale", shape: SyntheticShape(nodes: nodes, snapshots: 4), seed: 11)
        let rules = RuleCatalog.builtIn.rules
        let audit = Auditor(rules: rules, clock: .frozen).audit(LoadedScenario(scenario: scenario, file: "scale.xml", format: .xml))
        let nodeRules = rules.compactMap { $0 as? any NodeRule }
        var interested = 0
        var walked = 0
        for snapshot in scenario.snapshots {
            NodeWalker.walk(snapshot.root) { node in
                walked += 1
                interested += nodeRules.filter { $0.interest.matches(node) }.count
            }
        }
        let snapshotRules = rules.filter { $0 is any SnapshotRule }.count
        let variantRules = rules.filter { $0 is any VariantSetRule }.count
        let transitionRules = rules.filter { $0 is any TransitionRule }.count
        let subjects = scenario.snapshots.count * snapshotRules + scenario.variantSets.count * variantRules
            + scenario.transitions.count * transitionRules
        return Measured(nodes: walked, nodeEvaluations: audit.nodeEvaluations,
                        subjectEvaluations: audit.evaluations - audit.nodeEvaluations,
                        expectedNodeEvaluations: interested, expectedSubjectEvaluations: subjects)
    }

    @Test func evaluationsPerNodeAreConstantAndSubjectCallsIndependentOfSize() throws {
        let sizes = [1_000, 10_000, 100_000].map(Self.measure)
        let nodeRuleCount = RuleCatalog.builtIn.rules.filter { $0 is any NodeRule }.count
        #expect(nodeRuleCount > 0)
        for size in sizes {
            #expect(size.nodeEvaluations == size.expectedNodeEvaluations, "one call per node rule and interested node")
            #expect(size.nodeEvaluations <= size.nodes * nodeRuleCount)
            #expect(size.subjectEvaluations == size.expectedSubjectEvaluations, "one call per subject-level rule and subject")
        }
        let perNode = sizes.map { Double($0.nodeEvaluations) / Double($0.nodes) }
        let first = try #require(perNode.first)
        #expect(first > 1, "the rules do real work on these trees")
        // The generator's mix of node kinds drifts a little between sizes (the share of controls
        // grows from 51 % to 56 % of nodes), so the rules interested in them see a few percent
        // more per node; growth with size would show as ×10 and ×100.
        #expect(perNode.allSatisfy { abs($0 - first) / first < 0.05 }, "evaluations per node: \(perNode)")
        #expect(Set(sizes.map(\.subjectEvaluations)).count == 1, "\(sizes.map(\.subjectEvaluations))")
        #expect(sizes.map(\.nodes) == [1_000, 10_000, 100_000])
    }
}
