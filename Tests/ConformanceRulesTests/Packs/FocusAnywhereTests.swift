import A11yModel
import Testing
@testable import ConformanceRules

/// focus-not-obscured on captures that did not record focus: every element people can reach is
/// tried as the focused one, within a bound.
struct FocusAnywhereTests {
    private static func result(_ loaded: LoadedScenario) throws -> RuleResult {
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        return try #require(audit.results.first { $0.ruleID == "focus-not-obscured" })
    }

    @Test("an iOS dump in which no reachable element can be hidden passes wherever focus is",
          arguments: ["captures/ios-alert.xml", "wda-raw-alert.xml", "wda-source.json"])
    func passesWhenNothingCanBeHidden(_ name: String) throws {
        let loaded = try ImportFixtures.load(name)
        #expect(!(try ImportFixtures.snapshot(loaded)).knows(.focus), "\(name) records focus")
        #expect(try Self.result(loaded).outcome == .passed)
    }

    @Test("a non-modal iOS sheet over reachable rows needs review, naming the row it would hide")
    func namesWhatWouldBeHidden() throws {
        let result = try Self.result(try ImportFixtures.load("appium-ios-sheet.xml"))
        #expect(result.outcome == .cantTell)
        let message = try #require(result.findings.first?.message)
        #expect(message.hasPrefix("where focus is in 'imported' was not captured, and some elements it can reach"))
        #expect(message.contains("'trail-row-9' is entirely hidden by sheet 'filters-sheet'"), "\(message)")
    }

    @Test("past the budget of elements × nodes the rule asks for review without trying every element")
    func boundedOnLargeCaptures() throws {
        let count = 2_500
        #expect(count * (count + 1) > FocusNotObscuredRule.anywhereBudget)
        let rows = (0..<count).map { index in
            Node(id: "row-\(index)", role: .button, label: "Row \(index)",
                 frame: Rect(x: 0, y: Double(index) * 44, width: 393, height: 44))
        }
        let scenario = Scenario(id: "long", snapshots: [
            Snapshot(id: "list", state: "list", unknown: [.focus], root: Node(id: "screen", role: .window, children: rows)),
        ])
        let loaded = LoadedScenario(scenario: scenario, file: "long.json", format: .json)
        let result = try finishes("focus-not-obscured over 2,500 reachable elements") {
            Auditor(rules: TransitionsPack.rules).audit(loaded).results.first { $0.ruleID == "focus-not-obscured" }
        }
        let judged = try #require(result.flatMap { $0 })
        #expect(judged.outcome == .cantTell)
        #expect(judged.findings.map(\.message) == ["where focus is in 'list' was not captured"])
    }
}
