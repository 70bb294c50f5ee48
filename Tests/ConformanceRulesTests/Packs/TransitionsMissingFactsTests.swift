import A11yModel
import Testing
@testable import ConformanceRules

/// A transition whose snapshot is missing, or whose facts were not captured, never passes or fails.
struct TransitionsMissingFactsTests {
    static let kinds = TransitionKind.known

    @Test(arguments: kinds)
    func missingSnapshotIsCantTellNeverAVerdict(_ kind: TransitionKind) {
        let scenario = Scenario(id: "gap", snapshots: [
            Snapshot(id: "before", state: "before", root: TransitionScenes.screen(TransitionScenes.filtersSheet())),
        ], transitions: [Transition(id: "t", kind: kind, from: "before", to: "missing", interruptible: true)])
        let results = Auditor(rules: TransitionsPack.rules)
            .audit(LoadedScenario(scenario: scenario, file: "gap.json", format: .json)).results
            .filter { $0.subject.kind == .transition && $0.ruleID != "no-silent-drop" }
        for result in results {
            #expect(result.outcome == .cantTell || result.outcome == .inapplicable, "\(result.ruleID) on \(kind.token): \(result.outcome)")
        }
        #expect(results.contains { $0.outcome == .cantTell }, "no rule noticed the missing snapshot of a \(kind.token)")
    }

    @Test(arguments: [TransitionKind.present, .push, .pop, .replace])
    func uncapturedFocusAndNotificationsNeverPass(_ kind: TransitionKind) {
        let scenario = TransitionScenes.scenario(
            before: TransitionScenes.screen(TransitionScenes.checkout(step: 1)),
            after: TransitionScenes.screen(TransitionScenes.checkout(step: 2)),
            Transition(id: "t", kind: kind, from: "before", to: "after", outgoingHiddenAtStart: true,
                       unknown: [.focus, .notifications]))
        let results = Auditor(rules: TransitionsPack.rules)
            .audit(LoadedScenario(scenario: scenario, file: "unknown.json", format: .json)).results
        let focusRules: Set = ["focus-into-sheet", "focus-after-pop", "morph-focus-and-announce"]
        let judged = results.filter { focusRules.contains($0.ruleID) && $0.outcome != .inapplicable }
        #expect(judged.count == 1, "exactly one focus rule applies to a \(kind.token)")
        #expect(judged.allSatisfy { $0.outcome == .cantTell }, "\(judged.map { "\($0.ruleID): \($0.outcome)" })")
    }
}
