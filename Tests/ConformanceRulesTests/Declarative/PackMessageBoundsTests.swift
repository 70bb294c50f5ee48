import A11yModel
import Testing
@testable import ConformanceRules

/// A pack rule's message is repeated in every finding of the rule: a template longer than a
/// message may be is refused where it is written, and a rendered message is cut as an input
/// error's is, whatever the expressions in it give.
struct PackMessageBoundsTests {
    @Test func aTemplateLongerThanAMessageIsRefusedWhereItIsWritten() {
        let long = String(repeating: "M", count: 3_000)
        let pack = PackFixtures.closeButtonPack(replacing: "<message>close button", with: "<message>\(long) close button")
        guard case .failure(let failure) = PackFixtures.load(pack) else {
            Issue.record("a 3 KB message template was accepted")
            return
        }
        #expect(failure.errors.map(\.message) == ["the message is 3063 bytes long; a template is at most 2000"])
        #expect(failure.errors.first?.location.line == 15)
    }

    @Test func aRenderedMessageIsCutAsAnInputErrorsIs() throws {
        // Twenty copies of a label of 60 KB: 1.2 MB for each finding had it not been cut.
        let label = "{@label}"
        let pack = try PackFixtures.load(PackFixtures.closeButtonPack(
            replacing: "<message>close button '{@label}' is", with: "<message>" + String(repeating: label, count: 20) + " is")).get()
        let buttons = (0..<50).map { i in
            Node(id: "close\(i)", role: .button, part: .closeButton, label: String(repeating: "l", count: 60_000), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let scenario = Scenario(id: "cut", snapshots: [Snapshot(id: "s", state: "s", root: Node(id: "sheet", part: .sheet, children: buttons))])
        let findings = Auditor(rules: pack.rules).audit(LoadedScenario(scenario: scenario, file: "cut.json", format: .json))
            .results.flatMap(\.findings)
        #expect(findings.count == 50)
        #expect(findings.allSatisfy {
            $0.message == String(repeating: "l", count: InputError.maximumMessageLength) + "… (1200009 bytes)"
        })
    }
}
