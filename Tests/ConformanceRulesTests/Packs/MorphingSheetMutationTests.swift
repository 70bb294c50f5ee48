import A11yModel
import Testing
@testable import ConformanceRules

/// Breaking the morphing sheet's handle must fail exactly the rules about it, across the whole
/// built-in catalog: nothing else gets better or worse.
@Suite("Morphing sheet handle mutations")
struct MorphingSheetMutationTests {
    static let handle = "sheet-handle"

    func failingRules(_ scenario: Scenario) -> Set<String> {
        BundledExamples.audit(scenario, rules: BuiltInRules.all).failingRules
    }

    @Test("the example passes the handle rules as bundled")
    func bundledPasses() throws {
        let path = try #require(BundledExamples.path(named: "morphing-sheet"))
        let scenario = try BundledExampleFiles.scenario(path)
        #expect(scenario.snapshots.allSatisfy { $0.root.find(Self.handle) != nil })
        let failing = failingRules(scenario)
        #expect(failing.isDisjoint(with: ["handle-name-role-value", "adjustable-implements-steps", "resize-without-drag"]))
    }

    @Test("an unlabelled handle fails handle-name-role-value and nothing else")
    func unlabelledHandle() throws {
        let path = try #require(BundledExamples.path(named: "morphing-sheet"))
        let scenario = try BundledExampleFiles.scenario(path)
        let mutated = scenario.changingNode(Self.handle) { $0.label = nil }
        let added = failingRules(mutated).subtracting(failingRules(scenario))
        #expect(added == ["handle-name-role-value"])
        #expect(failingRules(scenario).isSubset(of: failingRules(mutated)))
    }

    @Test("a handle without decrement fails adjustable-implements-steps and nothing else")
    func handleWithoutDecrement() throws {
        let path = try #require(BundledExamples.path(named: "morphing-sheet"))
        let scenario = try BundledExampleFiles.scenario(path)
        let mutated = scenario.changingNode(Self.handle) { $0.actions.removeAll { $0.kind == .decrement } }
        let added = failingRules(mutated).subtracting(failingRules(scenario))
        #expect(added == ["adjustable-implements-steps"])
        #expect(failingRules(scenario).isSubset(of: failingRules(mutated)))
    }

    @Test("a drag-only handle fails resize-without-drag and adjustable-implements-steps")
    func dragOnlyHandle() throws {
        let path = try #require(BundledExamples.path(named: "morphing-sheet"))
        let scenario = try BundledExampleFiles.scenario(path)
        let mutated = scenario.changingNode(Self.handle) { handle in
            handle.actions = []
            handle.gestures.removeAll { !$0.kind.isPathBased }
        }
        let added = failingRules(mutated).subtracting(failingRules(scenario))
        #expect(added == ["resize-without-drag", "adjustable-implements-steps"])
    }
}
