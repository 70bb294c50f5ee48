import A11yModel
import Testing
@testable import ConformanceRules

/// What the actions pack finds in the bundled examples (`Examples/README.md` lists the facts).
@Suite("Actions pack on the bundled examples")
struct ActionsExpectationTests {
    let rules = ActionsPack.rules

    @Test("MorphModalKit as it ships: no escape, morph cards close only by drag or scrim, drags cancel on release")
    func morphModalKitDefault() throws {
        let path = try #require(BundledExamples.path(named: "morphmodalkit-default"))
        let scenario = try BundledExampleFiles.scenario(path)
        let audit = try BundledExamples.audit(path, rules: rules)
        let withCards = Set(scenario.snapshots.map(\.id)).subtracting(scenario.snapshotIDs(inStates: ["closed"]))
        let morphCards = scenario.snapshotIDs(inStates: ["morphing-scale", "replaced-scale", "morphing-slide", "replaced-slide"])
        #expect(!withCards.isEmpty && !morphCards.isEmpty)

        #expect(audit.failedSubjects(of: "escape-action") == withCards)
        #expect(audit.results(of: "escape-action").values.allSatisfy { $0.severity == .error })
        // Menu cards have the example's CLOSE tile; morph cards have only the drag and the scrim.
        #expect(audit.failedSubjects(of: "non-gesture-dismiss") == morphCards)
        for subject in morphCards {
            #expect(audit.failedTargets("non-gesture-dismiss", in: subject) == ["card-1"])
        }
        let menuCards = withCards.subtracting(morphCards)
        #expect(menuCards.allSatisfy { audit.results(of: "non-gesture-dismiss")[$0]?.outcome == .passed })
        // The pan decides on release.
        #expect(audit.failedSubjects(of: "pointer-cancellation").isEmpty)
        #expect(withCards.allSatisfy { audit.results(of: "pointer-cancellation")[$0]?.outcome == .passed })
    }

    @Test("the corrected variants have no error-severity failure from the actions pack", arguments: BundledExamples.corrected)
    func correctedVariants(_ path: String) throws {
        let audit = try BundledExamples.audit(path, rules: rules)
        #expect(audit.errors.isEmpty, "\(audit.errors.prefix(10).map { "\($0.ruleID) @ \($0.subject.id): \($0.target)" })")
        #expect(audit.failingRules.isEmpty)
    }

    @Test("the morphing sheet resizes without dragging; escape and dismissal do not apply to an inline surface")
    func morphingSheet() throws {
        let path = try #require(BundledExamples.path(named: "morphing-sheet"))
        let scenario = try BundledExampleFiles.scenario(path)
        let audit = try BundledExamples.audit(path, rules: rules)
        let resize = audit.results(of: "resize-without-drag")
        #expect(resize.count == scenario.snapshots.count)
        #expect(resize.values.allSatisfy { $0.outcome == .passed })
        #expect(audit.results(of: "state-dependent-at-actions").values.allSatisfy { $0.outcome == .passed })
        for rule in ["escape-action", "non-gesture-dismiss", "non-dismissable-escape-fails"] {
            #expect(audit.results(of: rule).values.allSatisfy { $0.outcome == .inapplicable }, "\(rule)")
        }
    }
}
