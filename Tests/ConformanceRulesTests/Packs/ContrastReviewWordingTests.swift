import A11yModel
import Testing
@testable import ConformanceRules

/// When a capture has no colours (a UI-test dump), the contrast rules ask for what is missing in
/// words that fit each element, and leave out what draws nothing of its own (a scrim).
struct ContrastReviewWordingTests {
    static func audit(_ root: Node, unknown: [ModelFact]) -> ScenarioAudit {
        let snapshot = Snapshot(id: "open", state: "open", unknown: unknown, root: root)
        let loaded = LoadedScenario(scenario: Scenario(id: "dump", snapshots: [snapshot]), file: "dump.json", format: .json)
        return Auditor(rules: ContrastPack.rules).audit(loaded)
    }

    static let sheet = Node(id: "window", role: .window, children: [
        Node(id: "scrim", role: .button, part: .scrim, label: "Dismiss", frame: Rect(x: 0, y: 0, width: 393, height: 852)),
        Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
            Node(id: "handle", part: .handle, frame: Rect(x: 170, y: 405, width: 52, height: 5)),
            Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 340, y: 410, width: 44, height: 44)),
            Node(id: "title", role: .header, label: "Share", frame: Rect(x: 16, y: 420, width: 200, height: 22),
                 text: TextFacts(style: .headline, pointSize: 17)),
        ]),
    ])

    @Test func withoutColoursEachElementIsAskedForWhatItPaints() {
        let audit = Self.audit(Self.sheet, unknown: [.colors])
        var reviews: [String: String] = [:]
        for finding in audit.results.flatMap(\.findings) where finding.outcome == .cantTell {
            reviews[finding.ruleID + "/" + finding.target] = finding.message
        }
        #expect(reviews["text-contrast/title"] == "colours were not captured in light, so title's text cannot be compared with what is behind it")
        #expect(reviews["handle-contrast/handle"] == "colours were not captured in light, so the handle cannot be compared with what is behind it")
        // Glyph controls of a capture without colours are asked about once, by name; a scrim draws no glyph.
        let controls = reviews["nontext-ui-contrast/window"] ?? ""
        #expect(controls.contains("'Close'") || controls.contains("close"), "\(reviews)")
        #expect(!controls.contains("Dismiss") && !controls.contains("scrim"), "\(controls)")
        #expect(!reviews.values.contains { $0.contains("glyph") && $0.contains("scrim") })
    }

    @Test func withColoursTheMissingOneIsNamed() {
        var root = Self.sheet
        root.background = .white
        root.children[1].background = .white
        let audit = Self.audit(root, unknown: [])
        let close = audit.results.flatMap(\.findings).first { $0.target == "close" }
        #expect(close?.outcome == .cantTell)
        #expect(close?.message == "the colour of close's glyph was not captured in light")
    }
}
