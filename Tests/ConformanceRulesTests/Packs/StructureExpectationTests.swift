import A11yModel
import Testing
@testable import ConformanceRules

/// What the structure pack finds in the bundled examples (`Examples/README.md` lists the facts).
@Suite("Structure pack on the bundled examples")
struct StructureExpectationTests {
    let rules = StructurePack.rules

    @Test("MorphModalKit as it ships: no containment, covered cards and faded views exposed, two live trees")
    func morphModalKitDefault() throws {
        let path = try #require(BundledExamples.path(named: "morphmodalkit-default"))
        let scenario = try BundledExampleFiles.scenario(path)
        let audit = try BundledExamples.audit(path, rules: rules)
        let withCards = Set(scenario.snapshots.map(\.id)).subtracting(scenario.snapshotIDs(inStates: ["closed"]))
        let stacked = scenario.snapshotIDs(inStates: ["pushed", "pushed-twice"])
        let morphing = scenario.snapshotIDs(inStates: ["morphing-scale", "morphing-slide"])
        #expect(!withCards.isEmpty && !stacked.isEmpty && !morphing.isEmpty)

        #expect(audit.failedSubjects(of: "modal-containment") == withCards)
        #expect(audit.failedSubjects(of: "stack-background-hidden") == stacked)
        for snapshot in scenario.snapshots where snapshot.state == "pushed" {
            #expect(audit.failedTargets("stack-background-hidden", in: snapshot.id)
                        == ["card-1-back", "card-1-sticky-title", "card-1-next"])
        }
        #expect(audit.failedSubjects(of: "one-live-tree-after-morph") == morphing)
        #expect(audit.failedSubjects(of: "invisible-means-hidden").isSuperset(of: morphing))
        for snapshot in scenario.snapshots where snapshot.state == "presented" {
            #expect(audit.failedTargets("invisible-means-hidden", in: snapshot.id).contains("card-1-back"))
        }
        #expect(audit.failedSubjects(of: "single-visible-sheet") == stacked)
        #expect(audit.results(of: "single-visible-sheet").values.allSatisfy { $0.severity == .warning })
        #expect(!audit.failedSubjects(of: "reading-order").isEmpty)
        #expect(audit.failedSubjects(of: "sheet-title") == withCards)
        // The library's handle is decorative: not a failure of this rule by itself.
        #expect(audit.failedSubjects(of: "handle-name-role-value").isEmpty)
    }

    @Test("the corrected variants have no error-severity failure from the structure pack", arguments: BundledExamples.corrected)
    func correctedVariants(_ path: String) throws {
        let audit = try BundledExamples.audit(path, rules: rules)
        #expect(audit.errors.isEmpty, "\(audit.errors.prefix(10).map { "\($0.ruleID) @ \($0.subject.id): \($0.target)" })")
    }

    @Test("corrected MorphModalKit only warns about its peeking stack without Reduce Motion")
    func correctedPeekingStack() throws {
        let path = try #require(BundledExamples.path(named: "morphmodalkit-corrected"))
        let scenario = try BundledExampleFiles.scenario(path)
        let audit = try BundledExamples.audit(path, rules: rules)
        let peeking = Set(scenario.snapshots.filter { ["pushed", "pushed-twice"].contains($0.state) && !$0.environment.reduceMotion }.map(\.id))
        #expect(!peeking.isEmpty)
        #expect(audit.failedSubjects(of: "single-visible-sheet") == peeking)
        #expect(audit.failingRules == ["single-visible-sheet"])
    }

    @Test("the morphing sheet's handle has a name, a role, a value and both steps")
    func morphingSheetHandle() throws {
        let path = try #require(BundledExamples.path(named: "morphing-sheet"))
        let scenario = try BundledExampleFiles.scenario(path)
        let audit = try BundledExamples.audit(path, rules: rules)
        for rule in ["handle-name-role-value", "adjustable-implements-steps"] {
            let results = audit.results(of: rule)
            #expect(results.count == scenario.snapshots.count)
            #expect(results.values.allSatisfy { $0.outcome == .passed }, "\(rule)")
        }
        // A nonmodal inline surface: containment is the host app's business.
        #expect(audit.results(of: "modal-containment").values.allSatisfy { $0.outcome == .inapplicable })
        // Its headline is set with a font, not as a heading.
        #expect(audit.failedSubjects(of: "sheet-title") == Set(scenario.snapshots.map(\.id)))
    }
}
