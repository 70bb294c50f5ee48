import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Scenario JSON ⇄ XML round trip")
struct ScenarioRoundTripTests {
    /// JSON → XML → JSON and XML → JSON → XML give equal values and identical bytes.
    static func assertLossless(_ scenario: Scenario, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let json = try ScenarioJSON.encode(scenario)
        let fromJSON = try ScenarioJSON.decode(json)
        #expect(fromJSON == scenario, "JSON alone must round-trip", sourceLocation: sourceLocation)

        let xml = try ScenarioXML.encode(fromJSON)
        let fromXML = try ScenarioXML.decode(xml, file: "generated.xml").scenario
        #expect(fromXML == scenario, sourceLocation: sourceLocation)
        #expect(try ScenarioJSON.encode(fromXML) == json, "JSON → XML → JSON bytes", sourceLocation: sourceLocation)

        let xmlAgain = try ScenarioXML.encode(try ScenarioJSON.decode(try ScenarioJSON.encode(fromXML)))
        #expect(xmlAgain == xml, "XML → JSON → XML bytes", sourceLocation: sourceLocation)

        let complete = try ScenarioXML.encode(scenario, includeDefaults: true)
        #expect(try ScenarioXML.decode(complete, file: "complete.xml").scenario == scenario,
                "the form with every default written reads back the same", sourceLocation: sourceLocation)
    }

    @Test("generated scenarios survive both round trips", arguments: 0..<40)
    func generated(batch: Int) throws {
        for seed in UInt64(batch * 10)..<UInt64(batch * 10 + 10) {
            var generator = ScenarioGenerator(seed: seed)
            try Self.assertLossless(generator.scenario())
        }
    }

    @Test("the generated cases cover every curve form and unknown tokens")
    func coverage() {
        var forms: Set<String> = []
        var sawOther = false
        for seed in UInt64(0)..<400 {
            var generator = ScenarioGenerator(seed: seed)
            let scenario = generator.scenario()
            for track in scenario.transitions.flatMap(\.tracks) {
                switch track.curve {
                case .none: forms.insert("none")
                case .timing(let timing):
                    if case .cubicBezier = timing.function { forms.insert("bezier") } else { forms.insert("timing") }
                case .spring(let spring):
                    switch spring.form {
                    case .response: forms.insert("response")
                    case .durationBounce: forms.insert("durationBounce")
                    case .physical: forms.insert("physical")
                    case .uikit: forms.insert("uikit")
                    }
                }
            }
            sawOther = sawOther || scenario.snapshots.contains { !$0.root.role.isKnown }
        }
        #expect(forms == ["none", "bezier", "timing", "response", "durationBounce", "physical", "uikit"])
        #expect(sawOther)
    }

    @Test("every example scenario survives both round trips")
    func examples() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
        guard FileManager.default.fileExists(atPath: examples) else { return }
        let (files, errors) = InputExpansion.expand([examples])
        #expect(errors.isEmpty)
        for file in files where file.kind == .scenario {
            let loaded = try ScenarioLoader.load(file.path)
            try Self.assertLossless(loaded.scenario)
        }
    }

    @Test("values XML cannot carry fail with their coding path instead of changing")
    func unrepresentable() {
        let control = Scenario(id: "s", snapshots: [Snapshot(id: "a", state: "a", root: Node(id: "r", label: "bell\u{7}"))])
        let error = #expect(throws: ModelIssue.self) { _ = try ScenarioXML.encode(control) }
        #expect(error?.codingPath == "snapshots[0].root.label")
        let spaced = Scenario(id: "s", snapshots: [Snapshot(id: "a", state: "a", root: Node(id: "r", traits: [.other("two words")]))])
        let tokenError = #expect(throws: ModelIssue.self) { _ = try ScenarioXML.encode(spaced) }
        #expect(tokenError?.codingPath == "snapshots[0].root.traits")
    }
}
