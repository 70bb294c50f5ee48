import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// However large the input, the HTML report stays a page a browser opens: drawings keep at most
/// `WireframeCapture.maximumItems` nodes and `HTMLBudget.marksPerDrawing` outlines, a state lists
/// `HTMLBudget.problemsPerSubject` problems in full, a scenario draws `ScenarioPictures.maximumStates`
/// states and the page `HTMLBudget().wireframeStates`; each limit is said on the page, and the
/// counts at the top stay exact.
struct HTMLBoundsTests {
    static let rules = RuleCatalog.builtIn.rules.filter { $0.metadata.id == "control-name" }

    /// `count` unnamed buttons in a sheet: each fails control-name.
    static func crowded(_ count: Int) -> Node {
        let buttons = (0..<count).map { index in
            Node(id: "button-\(index)", role: .button, label: "",
                 frame: Rect(x: Double(index % 40) * 9, y: 100 + Double(index / 40) * 9, width: 8, height: 8))
        }
        return Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 80, width: 393, height: 772), sheet: SheetFacts(),
                 children: buttons),
        ])
    }

    @Test func aCrowdedStateIsDrawnAndListedWithinBounds() throws {
        let scenario = Scenario(id: "crowded", snapshots: [Snapshot(id: "full", state: "full", root: Self.crowded(2_000))])
        let report = HTMLReportSupport.audit(scenario, rules: Self.rules)
        #expect(report.allProblems.count == 2_000)
        let bytes = try HTMLReporter().render(report)
        #expect(bytes.count < 1_500_000, "\(bytes.count) bytes")
        let root = try XMLDocumentParser.parseTree(Data(bytes))
        #expect(root.all("li", class: "problem").count == HTMLBudget.problemsPerSubject)
        let drawing = try #require(root.all("svg", class: "wireframe").first)
        #expect(drawing.all("g", class: "node").count == WireframeCapture.maximumItems)
        #expect(drawing.all("g", class: "mark").count == HTMLBudget.marksPerDrawing)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("1700 more problems here are counted above but not written out"))
        #expect(text.contains("1602 more nodes not drawn"), "2,002 nodes, 400 drawn")
        #expect(text.contains("<td class=\"count\">2000</td>"), "the counts stay exact")
    }

    @Test func aScenarioDrawsAtMostItsShareOfStates() throws {
        let report = Self.manyStates(files: 1, states: ScenarioPictures.maximumStates + 6)
        let root = try XMLDocumentParser.parseTree(Data(try HTMLReporter().render(report)))
        #expect(root.all("svg", class: "wireframe").count == ScenarioPictures.maximumStates)
        #expect(root.allText.contains("6 more states with problems are listed without a wireframe"))
        #expect(root.all("li", class: "problem").count == ScenarioPictures.maximumStates + 6)
    }

    @Test func thePageDrawsAtMostItsBudgetOfStates() throws {
        let budget = HTMLBudget().wireframeStates
        let report = Self.manyStates(files: 3, states: ScenarioPictures.maximumStates)
        let root = try XMLDocumentParser.parseTree(Data(try HTMLReporter().render(report)))
        #expect(root.all("svg", class: "wireframe").count == budget)
        let notDrawn = root.all("p", class: "note").filter { $0.text.hasPrefix("Not drawn: this page draws at most") }
        #expect(notDrawn.count == 3 * ScenarioPictures.maximumStates - budget)
    }

    /// `files` scenario files of `states` states, each state one snapshot with one unnamed button.
    static func manyStates(files: Int, states: Int) -> AuditReport {
        let configuration = AuditConfiguration()
        let audits = (0..<files).map { file in
            let snapshots = (0..<states).map { index in
                Snapshot(id: "s\(index)", state: "state-\(index)", root: Self.crowded(1))
            }
            return Auditor(rules: rules, configuration: configuration, keepsPictures: true)
                .audit(LoadedScenario(scenario: Scenario(id: "file-\(file)", snapshots: snapshots), file: "f\(file).json", format: .json))
        }
        return AuditReport(metadata: RunMetadata(toolVersion: "0.1.0", profile: .default, packs: []), scenarios: audits,
                           inputErrors: [], rules: rules.map(\.metadata), configuration: configuration)
    }
}
