import A11yModel
import Testing
@testable import ConformanceRules

/// The verdict list the axe-core differential test compares node by node: passes are listed by
/// target, not only counted, for node and snapshot rules alike.
struct VerdictProbeTests {
    private let scenario = Scenario(id: "probe", snapshots: [
        Snapshot(id: "front", state: "front", root:
            Node(id: "card", part: .card, label: "Choose a plan", frame: Rect(x: 0, y: 0, width: 300, height: 200),
                 background: .white, sheet: SheetFacts(), children: [
                Node(id: "dark", role: .staticText, label: "Plans", frame: Rect(x: 16, y: 16, width: 80, height: 20),
                     text: TextFacts(pointSize: 17), foreground: .black),
                Node(id: "faint", role: .staticText, label: "Terms", frame: Rect(x: 16, y: 40, width: 80, height: 20),
                     text: TextFacts(pointSize: 17), foreground: Color(hex: "#C7C7CC")),
                Node(id: "ok", role: .button, label: "OK", frame: Rect(x: 16, y: 80, width: 44, height: 44)),
            ])),
    ])

    @Test func listsPassesAndFailuresPerTargetForNodeAndSnapshotRules() {
        let rules = BuiltInRules.all.filter { ["text-contrast", "wcag-target-minimum", "sheet-title"].contains($0.metadata.id) }
        let found = Set(VerdictProbe.verdicts(of: rules, in: scenario).map { "\($0.snapshotID) \($0.ruleID) \($0.verdict.target) \($0.verdict.outcome)" })
        #expect(found == [
            "front text-contrast dark passed", "front text-contrast faint failed",
            "front wcag-target-minimum ok passed", "front sheet-title card passed",
        ])
    }

    /// The axe-core differential reads what morph-audit measured on a pass it disagrees about, so
    /// a pass keeps its measurement even though the audit only counts passes.
    @Test func passesKeepWhatWasMeasured() {
        let rules = BuiltInRules.all.filter { $0.metadata.id == "text-contrast" }
        let pass = VerdictProbe.verdicts(of: rules, in: scenario).first { $0.verdict.target == "dark" }?.verdict
        #expect(pass?.outcome == .passed)
        #expect(pass?.measured == "21.00:1")
        #expect(pass?.threshold == "4.50:1")
    }

    /// Target rules leave a pass's texts unmade in an audit; the probe still gets them.
    @Test(arguments: ["wcag-target-minimum", "platform-target-size"])
    func targetPassesKeepWhatWasMeasured(rule: String) {
        let rules = BuiltInRules.all.filter { $0.metadata.id == rule }
        let pass = VerdictProbe.verdicts(of: rules, in: scenario).first { $0.verdict.target == "ok" }?.verdict
        #expect(pass?.outcome == .passed)
        #expect(pass?.measured == "44×44 pt")
        #expect(pass?.threshold?.isEmpty == false)
    }

    @Test func namePassesKeepTheNameRead() {
        let rules = BuiltInRules.all.filter { $0.metadata.id == "control-name" }
        let pass = VerdictProbe.verdicts(of: rules, in: scenario).first { $0.verdict.target == "ok" }?.verdict
        #expect(pass?.outcome == .passed)
        #expect(pass?.measured == "'OK'")
    }

    @Test func rulesOfOtherScopesGiveNothing() {
        let transitionRules = BuiltInRules.all.filter { $0 is any TransitionRule }
        #expect(!transitionRules.isEmpty)
        #expect(VerdictProbe.verdicts(of: transitionRules, in: scenario).isEmpty)
    }
}
