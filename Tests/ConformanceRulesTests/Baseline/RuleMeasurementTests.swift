import Foundation
import A11yModel
import Testing
@testable import ConformanceRules

/// The one table of measurement directions reads what the rules actually print, and says "worse"
/// the way each rule's numbers go: contrast lower, targets smaller, motion longer or larger.
@Suite("Rule measurement directions")
struct RuleMeasurementTests {
    @Test("every rule with a direction is a built-in rule")
    func tableNamesRealRules() {
        let ids = Set(BuiltInRules.all.map(\.metadata.id))
        #expect(Set(RuleMeasurement.byRule.keys).subtracting(ids).isEmpty)
    }

    /// Each rule's failing examples, as the rule measures them: the quantity reads a number from
    /// every measured text, so a change of wording cannot silently stop "worse" from working.
    @Test("the quantity reads every value the rule's failing examples print",
          arguments: RuleMeasurement.byRule.keys.sorted())
    func readsWhatTheRulePrints(_ id: String) throws {
        let rule = try #require(BuiltInRules.all.first { $0.metadata.id == id })
        let quantity = try #require(RuleMeasurement.quantity(of: id))
        var measured: [String] = []
        for example in rule.metadata.examples where example.expected == .failed {
            let configuration = AuditConfiguration(profile: example.profile, failOn: .info,
                                                   parameterOverrides: [id: example.parameters])
            let audit = Auditor(rules: [rule], configuration: configuration)
                .audit(LoadedScenario(scenario: example.scenario, file: example.location.file, format: .json))
            measured += audit.results.flatMap(\.findings).filter { $0.outcome == .failed }.compactMap(\.measured)
        }
        #expect(!measured.isEmpty, "\(id)'s failing examples measure something")
        for text in measured {
            #expect(quantity.value(of: text) != nil, "\(id) printed '\(text)', which \(quantity.name) cannot read")
        }
    }

    @Test("worse follows each rule's direction; equal is not worse")
    func directions() throws {
        let contrast = try #require(RuleMeasurement.quantity(of: "handle-contrast"))
        #expect(contrast.isWorse(try #require(contrast.value(of: "1.5:1")), than: try #require(contrast.value(of: "2.1:1"))))
        #expect(!contrast.isWorse(2.1, than: 2.1))
        #expect(contrast.value(of: "2.995:1") == 2.995)

        let target = try #require(RuleMeasurement.quantity(of: "platform-target-size"))
        #expect(target.value(of: "36×21 pt") == 21)
        #expect(target.value(of: "48×48 dp") == 48)
        #expect(target.isWorse(try #require(target.value(of: "20×44 pt")), than: try #require(target.value(of: "30×44 pt"))))

        let duration = try #require(RuleMeasurement.quantity(of: "pause-stop-hide"))
        #expect(duration.isWorse(try #require(duration.value(of: "forever")), than: try #require(duration.value(of: "6.000 s"))))

        let travel = try #require(RuleMeasurement.quantity(of: "large-motion-metric"))
        #expect(travel.value(of: "translationY 248 pt = 29.1 % of the viewport height, scale Δ 12 %") == 29.1)

        let visible = try #require(RuleMeasurement.quantity(of: "focus-not-obscured"))
        #expect(visible.isWorse(10, than: 36.4), "less of the focused element visible is worse")

        #expect(RuleMeasurement.quantity(of: "fixed-detent-heights") == nil, "a fixed height is neither better nor worse")
        #expect(contrast.value(of: "not measured") == nil)
    }

    @Test("the worst of a problem's environments is what a baseline records")
    func worstOfEnvironments() throws {
        let contrast = try #require(RuleMeasurement.quantity(of: "text-contrast"))
        #expect(contrast.worst(of: ["2.92:1", "4.27:1", "not captured"])?.text == "2.92:1")
        let overshoot = try #require(RuleMeasurement.quantity(of: "rm-no-overshoot"))
        #expect(overshoot.worst(of: ["0.1 % (spring)", "0.503 % (spring uikit 0.4 s ζ 0.86 v0 0.8)"])?.value == 0.503)
    }
}

/// `docs/baselines.md` prints the table of directions; it must be the table the code uses.
struct RuleMeasurementDocumentationTests {
    @Test func theDocumentedTableIsTheCodesTable() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/baselines.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "| rule | measured-value class | better |"))
        var documented: [String: String] = [:]
        for line in text[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("| `") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let rules = cells[0].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            for rule in rules { documented[rule] = cells[2] }
        }
        #expect(Set(documented.keys) == Set(RuleMeasurement.byRule.keys))
        for (rule, better) in documented {
            #expect(RuleMeasurement.quantity(of: rule)?.better.rawValue == better, "\(rule)")
        }
    }
}
