import A11yModel
import Testing
@testable import ConformanceRules

/// Whom a `label-in-name` failure names: speech input acts on controls, so a text people only
/// read loses its words to screen readers alone, while a button loses them to both.
struct LabelInNameMessageTests {
    private func message(role: Role, actions: [AccessibilityAction]) -> String? {
        let scenario = Scenario(id: "described", snapshots: [
            Snapshot(id: "form", state: "form", environment: Environment(platform: .android), root:
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
                    Node(id: "heading", role: .header, label: "Settings"),
                    Node(id: "switch-text", role: role, label: "switch-text", visibleText: "Click to turn the switch ON",
                         actions: actions, isAccessibilityElement: true),
                ])),
        ])
        let rules = BuiltInRules.all.filter { $0.metadata.id == "label-in-name" }
        return VerdictProbe.verdicts(of: rules, in: scenario).first { $0.verdict.outcome == .failed }?.verdict.message
    }

    @Test func aTextLosesItsWordsToScreenReaders() {
        let found = message(role: .staticText, actions: [])
        #expect(found == "switch-text shows 'Click to turn the switch ON' but is spoken as 'switch-text': a screen reader never reads the words on screen; "
                + "keep the shown text in the name, or drop the description")
    }

    @Test func aButtonAlsoFailsSpeechInput() {
        let found = message(role: .button, actions: [AccessibilityAction(.activate)])
        #expect(found?.contains("people who say what they see are not understood, and a screen reader never reads the words on screen") == true, "\(found ?? "none")")
    }
}
