import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The rows of a focusable list are TalkBack's stops, not one long name of the list.
struct ScrollItemsTests {
    static func node(_ attributes: String, _ bounds: String, _ children: String = "") -> String {
        #"<node index="0" package="com.example.app" enabled="true" \#(attributes) bounds="\#(bounds)">\#(children)</node>"#
    }

    /// A comment list: a focusable, scrollable RecyclerView of rows that take no tap, each an
    /// author's name and their comment.
    static func comments(listAttributes: String) -> String {
        let rows = [("litaftya", "So good"), ("litaftya", "Again!")].enumerated().map { offset, row in
            let top = 300 + 200 * offset
            return node(#"class="android.view.ViewGroup""#, "[0,\(top)][1080,\(top + 200)]",
                        node(#"class="android.widget.TextView" text="\#(row.0)""#, "[40,\(top + 20)][400,\(top + 80)]")
                            + node(#"class="android.widget.TextView" text="\#(row.1)""#, "[40,\(top + 100)][1000,\(top + 160)]"))
        }.joined()
        return node(#"class="android.widget.FrameLayout""#, "[0,0][1080,2400]",
                    node(#"class="androidx.recyclerview.widget.RecyclerView" resource-id="com.example.app:id/comments" \#(listAttributes)"#,
                         "[0,300][1080,700]", rows))
    }

    @Test("a focusable list's rows that take no tap are stops of their own; the list says nothing and is passed over",
          arguments: [#"focusable="true" scrollable="true""#, #"focusable="true" long-clickable="true""#])
    func rowsAreStops(listAttributes: String) throws {
        let loaded = try ImportFixtures.uiautomatorDump(Self.comments(listAttributes: listAttributes))
        let nodes = ImportFixtures.nodes(loaded)
        let rows = nodes.filter { $0.node.role == .group && $0.node.isAccessibilityElement }
        #expect(rows.count == 2)
        #expect(nodes.first { $0.node.role == .list }?.node.isAccessibilityElement == false)
        #expect(ImportFixtures.hasNote(loaded, ScrollItems.separated))
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let problems = audit.results.flatMap(\.findings).filter { $0.outcome == .failed }
        #expect(!problems.contains { $0.ruleID == "name-read-twice" || $0.ruleID == "control-name" }, "\(problems.map(\.message))")
    }

    @Test("a list that takes a tap of its own keeps its stop, its rows beside it")
    func clickableListKeepsItsStop() throws {
        let loaded = try ImportFixtures.uiautomatorDump(Self.comments(listAttributes: #"focusable="true" clickable="true""#))
        let nodes = ImportFixtures.nodes(loaded)
        #expect(nodes.first { $0.node.role == .list }?.node.isAccessibilityElement == true)
        #expect(nodes.filter { $0.node.role == .group && $0.node.isAccessibilityElement }.count == 2)
    }
}
