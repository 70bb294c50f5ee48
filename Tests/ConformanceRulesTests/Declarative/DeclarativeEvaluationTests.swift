import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Declarative rules inside the engine: batched per snapshot, deterministic, safe in parallel,
/// configured like built-in rules.
struct DeclarativeEvaluationTests {
    static let acme: LoadedPack? = try? PackLoader.load(ExamplePacks.folder.appendingPathComponent("acme-sheets.xml").path).get()
    static let fixture: LoadedPack? = try? PackFixtures.load(PackFixtures.closeButtonPack()).get()

    /// A sheet with close buttons of every size, so that rules find passes and failures.
    static func scenario(closeButtons count: Int, id: String = "many") -> Scenario {
        let buttons = (0..<count).map { (i: Int) -> Node in
            let side = Double(20 + i % 40)
            let label = i % 4 == 0 ? "CLOSE" : "Close"
            return Node(id: "close-\(i)", role: .button, part: .closeButton, label: label, traits: [.button],
                        frame: Rect(x: 0, y: Double(i) * 50, width: side, height: side))
        }
        let sheet = Node(id: "sheet", role: .sheet, part: .sheet, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                         background: .white, sheet: SheetFacts(), children: buttons + [
                             Node(id: "handle", role: .none, part: .handle, frame: Rect(x: 170, y: 5, width: 52, height: 4)),
                         ])
        return Scenario(id: id, snapshots: [
            Snapshot(id: "light", state: "open", root: sheet),
            Snapshot(id: "dark", state: "open", environment: Environment(colorScheme: .dark), root: sheet),
        ])
    }

    private func audit(_ rules: [any Rule], _ scenario: Scenario, configuration: AuditConfiguration = AuditConfiguration(failOn: .info))
        -> ScenarioAudit {
        Auditor(rules: rules, configuration: configuration).audit(LoadedScenario(scenario: scenario, file: "s.json", format: .json))
    }

    /// Results as comparable text, in report order.
    private func summary(_ audit: ScenarioAudit) -> [String] {
        audit.results.map { result in
            "\(result.subject.id) \(result.ruleID) \(result.outcome.rawValue) passed=\(result.passedTargets) "
                + result.findings.map { "\($0.target):\($0.outcome.rawValue):\($0.detail)" }.joined(separator: "|")
        }
    }

    @Test func rulesJudgedTogetherAgreeWithRulesJudgedAlone() throws {
        let pack = try #require(Self.acme)
        let scenario = Self.scenario(closeButtons: 30)
        let together = summary(audit(pack.rules, scenario))
        let alone = pack.rules.flatMap { rule in summary(audit([rule], scenario)) }
        #expect(Set(together) == Set(alone))
        #expect(together.count == alone.count)
        #expect(together.contains { $0.contains("acme-close-button-size failed") })
    }

    @Test func findingsNameTheirTargetsWithMeasuredAndThreshold() throws {
        let pack = try #require(Self.fixture)
        let result = audit(pack.rules, Self.scenario(closeButtons: 3)).results.first { $0.subject.id == "light" }
        let findings = try #require(result?.findings)
        #expect(findings.map(\.target) == ["close-0", "close-1", "close-2"])
        #expect(findings.first?.message == "close button 'CLOSE' is 20 pt")
        #expect(findings.first?.measured == "20×20 pt")
        #expect(findings.first?.threshold == "44×44 pt")
        #expect(findings.first?.path == "/sheet#sheet/closeButton#close-0")
    }

    @Test func sameInputSameOutput() throws {
        let pack = try #require(Self.acme)
        let scenario = Self.scenario(closeButtons: 200)
        let first = summary(audit(pack.rules, scenario))
        for _ in 0..<3 { #expect(summary(audit(pack.rules, scenario)) == first) }
    }

    @Test func manySnapshotsInParallelGiveTheSerialAnswers() async throws {
        let pack = try #require(Self.acme)
        let rules = pack.rules + BuiltInRules.all
        let scenarios = (0..<24).map { Self.scenario(closeButtons: 20 + $0 * 3, id: "s\($0)") }
        let serial = scenarios.map { summary(audit(rules, $0)) }
        let parallel = await withTaskGroup(of: (Int, [String]).self) { group in
            for (position, scenario) in scenarios.enumerated() {
                group.addTask {
                    let audited = Auditor(rules: rules, configuration: AuditConfiguration(failOn: .info))
                        .audit(LoadedScenario(scenario: scenario, file: "s.json", format: .json))
                    return (position, audited.results.map { result in
                        "\(result.subject.id) \(result.ruleID) \(result.outcome.rawValue) passed=\(result.passedTargets) "
                            + result.findings.map { "\($0.target):\($0.outcome.rawValue):\($0.detail)" }.joined(separator: "|")
                    })
                }
            }
            var collected = [[String]](repeating: [], count: scenarios.count)
            for await (position, lines) in group { collected[position] = lines }
            return collected
        }
        #expect(parallel == serial)
    }

    @Test func parametersFollowProfilesAndConfiguration() throws {
        let pack = try #require(Self.fixture)
        let scenario = Scenario(id: "one", snapshots: [Snapshot(id: "s", state: "s", root:
            Node(id: "sheet", part: .sheet, children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 0, y: 0, width: 46, height: 46)),
            ]))])
        func outcome(_ configuration: AuditConfiguration) -> Outcome? { audit(pack.rules, scenario, configuration: configuration).results.first?.outcome }
        #expect(outcome(AuditConfiguration()) == .passed)
        #expect(outcome(AuditConfiguration(profile: .material)) == .failed)
        #expect(outcome(AuditConfiguration(parameterOverrides: ["close-button-size": ["minimumSize": .number(50)]])) == .failed)
        // A value of the wrong type is never used silently: the rule says so and judges nothing.
        let wrong = audit(pack.rules, scenario,
                          configuration: AuditConfiguration(parameterOverrides: ["close-button-size": ["minimumSize": .bool(true)]]))
        #expect(wrong.results.first?.outcome == .cantTell)
        #expect(wrong.results.first?.findings.first?.message
            == "parameter 'minimumSize' is configured as a boolean (true), but the rule declares a number")
    }

    @Test func disabledAndSuppressedLikeBuiltInRules() throws {
        let pack = try #require(Self.fixture)
        let scenario = Self.scenario(closeButtons: 2)
        #expect(audit(pack.rules, scenario, configuration: AuditConfiguration(disabledRules: ["close-button-size"])).results.isEmpty)
        let suppressed = audit(pack.rules, scenario, configuration: AuditConfiguration(
            suppressions: [Suppression(rule: "close-button-size", node: "close-0", reason: "legacy screen")]))
        let findings = suppressed.results.flatMap(\.findings)
        #expect(findings.first { $0.target == "close-0" }?.suppression == "legacy screen")
        #expect(findings.first { $0.target == "close-1" }?.suppression == nil)
        #expect(audit(pack.rules, scenario, configuration: AuditConfiguration(packs: ["contrast"])).results.isEmpty)
    }

    @Test func transitionRulesNameTheTransition() throws {
        let pack = try #require(Self.acme)
        let rule = try #require(pack.rules.first { $0.metadata.id == "acme-reduce-motion-no-bounce" })
        let example = try #require(rule.metadata.examples.first { $0.expected == .failed })
        let results = audit([rule], example.scenario).results
        #expect(results.map(\.subject.kind) == [.transition])
        let finding = try #require(results.first?.findings.first)
        #expect(finding.target == "present-rm")
        #expect(finding.message.hasPrefix("under Reduce Motion the translationY track of 'card-1' overshoots by "))
        #expect(finding.threshold == "0 % overshoot, 0.25 s")
    }

    @Test func aRuleSelectingChildElementsJudgesEachNodeOnce() throws {
        let text = PackFixtures.closeButtonPack(
            replacing: "<applicability>//node[@part='closeButton']</applicability>",
            with: "<applicability>//node[@part='closeButton']/@* | //node[@part='closeButton']</applicability>")
        let pack = try PackFixtures.load(text).get()
        let result = try #require(audit(pack.rules, Self.scenario(closeButtons: 3)).results.first)
        #expect(result.findings.map(\.target) == ["close-0", "close-1", "close-2"])
    }

    @Test func anEvaluationErrorIsReportedAsCantTellOnTheSubject() throws {
        let text = PackFixtures.closeButtonPack(replacing: "ma:target-size() &gt;=", with: "ma:target-sise() &gt;=")
        let pack = try PackFixtures.decode(text, checksNames: false).get()
        let result = try #require(audit(pack.rules, Self.scenario(closeButtons: 1)).results.first)
        #expect(result.outcome == .cantTell)
        #expect(result.findings.first?.target == "light")
        #expect(result.findings.first?.message
            == "could not evaluate the expectation: unknown function 'target-sise()' (test-pack.xml:14:18)")
    }

    @Test func aSnapshotXMLCannotCarryIsCantTellWithTheCodingPath() throws {
        let pack = try #require(Self.fixture)
        let scenario = Scenario(id: "bad", snapshots: [Snapshot(id: "s", state: "s", root: Node(id: "sheet", children: [
            Node(id: "close", role: .button, part: .closeButton, label: "Close\u{1}"),
        ]))])
        let result = try #require(audit(pack.rules, scenario).results.first)
        #expect(result.outcome == .cantTell)
        #expect(result.findings.first?.target == "s")
        #expect(result.findings.first?.message.hasPrefix("the subject cannot be written as XML: ") == true)
        #expect(result.findings.first?.message.contains(".root.children[0].label") == true)
        #expect(result.findings.first?.message.contains("U+1") == true)
    }
}
