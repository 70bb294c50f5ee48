import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// AbsListView marks every enabled item clickable: an empty row between groups is no pointer
/// target, though TalkBack still stops on it.
struct ListSpacerRowsTests {
    private func dump() throws -> LoadedScenario {
        typealias E = ImportFixtures
        let rows = E.androidElement("moments", "[0,200][1080,344]", class: "android.widget.LinearLayout", clickable: true,
                                    children: E.androidElement("", "[200,240][600,300]", class: "android.widget.TextView", text: "Moments"))
            + E.androidElement("gap", "[0,344][1080,366]", class: "android.widget.TextView", clickable: true)
            + E.androidElement("scan", "[0,366][1080,510]", class: "android.widget.LinearLayout", clickable: true,
                               children: E.androidElement("", "[200,406][600,466]", class: "android.widget.TextView", text: "Scan"))
            + E.androidElement("edge", "[0,510][1080,532]", class: "android.widget.TextView", clickable: true)
        return try E.uiautomatorDump(E.androidElement("list", "[0,200][1080,532]", class: "android.widget.ListView", children: rows))
    }

    @Test("an empty row inside a ListView takes no tap and is a plain view; a row with content, or one on the list's edge, keeps its tap")
    func spacers() throws {
        let loaded = try dump()
        let gap = try ImportFixtures.node(loaded, "gap").node
        #expect(!gap.has(.activate) && !gap.has(.longPress) && gap.role == .group)
        #expect(try ImportFixtures.node(loaded, "moments").node.has(.activate))
        #expect(try ImportFixtures.node(loaded, "edge").node.has(.activate), "on the list's edge it may be cut, its content left out")
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let targetFindings = audit.results.filter { $0.ruleID == "wcag-target-minimum" }.flatMap(\.findings)
        #expect(!targetFindings.contains { $0.target == "gap" })
        let name = try #require(audit.results.filter { $0.ruleID == "control-name" }.flatMap(\.findings).first { $0.target == "gap" })
        #expect(name.outcome == .failed && name.message.contains("empty stop for the screen reader"))
    }
}
