import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The transitions pack against the bundled examples: MorphModalKit as it behaves today moves no
/// focus and posts nothing after present, push, replace and pop,; the corrected variants leave no error-severity failure.
@Suite("Transitions pack on the bundled examples")
struct TransitionsExpectationTests {
    static let defaultMorphModalKit = "morphmodalkit/morphmodalkit-default.json"

    static func audit(_ path: String) throws -> (scenario: Scenario, audit: ScenarioAudit) {
        let loaded = try BundledExampleFiles.loaded(path)
        return (loaded.scenario, Auditor(rules: TransitionsPack.rules).audit(loaded))
    }

    /// The outcome of `rule` on the transition or snapshot `subject`.
    static func outcome(_ rule: String, on subject: String, in audit: ScenarioAudit) -> Outcome? {
        audit.results.first { $0.ruleID == rule && $0.subject.id == subject }?.outcome
    }

    @Test
    func morphModalKitMovesNoFocusAfterPresentPushReplaceOrPop() throws {
        let (scenario, audit) = try Self.audit(Self.defaultMorphModalKit)
        let expected: [(kinds: [TransitionKind], rule: String)] = [
            ([.present, .push], "focus-into-sheet"),
            ([.replace], "morph-focus-and-announce"),
            ([.pop], "focus-after-pop"),
        ]
        for (kinds, rule) in expected {
            let judged = scenario.transitions.filter { kinds.contains($0.kind) }
            #expect(!judged.isEmpty, "the default example has no \(kinds.map(\.token)) transition")
            for transition in judged {
                #expect(Self.outcome(rule, on: transition.id, in: audit) == .failed,
                        "\(rule) on \(transition.id): \(String(describing: Self.outcome(rule, on: transition.id, in: audit)))")
            }
        }
    }

    /// The morphing sheet's drag changes the detent with focus elsewhere and nothing announced;
    /// VoiceOver's increment and decrement on the focused handle read the new value themselves.
    @Test
    func morphingSheetDragChangesTheDetentSilently() throws {
        let (scenario, audit) = try Self.audit("morphing-sheet/morphing-sheet.xml")
        let drags = scenario.transitions.filter { $0.kind == .dragSettle }
        #expect(!drags.isEmpty)
        for transition in scenario.transitions where transition.kind.isDetentChange {
            let outcome = Self.outcome("detent-change-announced", on: transition.id, in: audit)
            #expect(outcome == (transition.kind == .dragSettle ? .failed : .passed), "\(transition.id): \(String(describing: outcome))")
        }
    }

    @Test func correctedVariantsHaveNoErrorFromThisPack() throws {
        let corrected = BundledExampleFiles.scenarioPaths.filter { $0.contains("-corrected.") }
        #expect(corrected.count == 2)
        for path in corrected {
            let (_, audit) = try Self.audit(path)
            let errors = audit.results.filter { $0.severity == .error }.flatMap(\.activeFailures)
            #expect(errors.isEmpty, "\(path): \(errors.map { "\($0.ruleID) \($0.subject.id) \($0.target): \($0.message)" })")
            #expect(audit.results.contains { $0.outcome == .passed }, "\(path): no transitions rule applied")
        }
    }
}
