import A11yModel
import Testing
@testable import ConformanceRules

/// field-label says what an unlabelled field lacks: an Android hint that is there but says nothing
/// (bullets in a password field) is named, not reported missing.
struct FieldLabelWordingTests {
    private func message(hint: String?) -> String? {
        let root = Node(id: "window", role: .window, children: [
            Node(id: "form", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "password", role: .textField, hint: hint, frame: Rect(x: 16, y: 480, width: 361, height: 56)),
            ]),
        ])
        let snapshot = Snapshot(id: "open", state: "open", environment: Environment(platform: .android), root: root)
        let loaded = LoadedScenario(scenario: Scenario(id: "dump", snapshots: [snapshot]), file: "dump.json", format: .json)
        return Auditor(rules: ElementsPack.rules).audit(loaded).results.filter { $0.ruleID == "field-label" }
            .flatMap(\.findings).first { $0.outcome == .failed }?.message
    }

    @Test func aHintOfBulletsIsNamedAsUnspeakable() {
        #expect(message(hint: "••••••••")?.hasSuffix("and its hint '••••••••' is not speakable either") == true)
        #expect(message(hint: nil)?.hasSuffix("and no hint") == true)
        #expect(message(hint: "Password") == nil, "a speakable hint labels the field")
    }
}
