import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A SearchView's query field takes touches over the search view's height (its touch delegate),
/// which no dump records: the import sets that touch area, and the target rules judge it.
struct SearchViewTouchAreaTests {
    /// AppCompat's SearchView in an app bar, 48 dp tall at density 2 (96 px), its query field
    /// 36 dp tall (72 px) inside `search_bar` › `search_edit_frame` › `search_plate`.
    /// `barName` renames `search_bar`, `fieldName` the field.
    private func dump(barName: String = "search_bar", fieldName: String = "search_src_text") throws -> LoadedScenario {
        func view(_ cls: String, _ id: String, _ bounds: String, _ extra: String = "") -> String {
            #"<node index="0" class="\#(cls)" package="com.example.s" resource-id="com.example.s:id/\#(id)" \#(extra) enabled="true" bounds="\#(bounds)">"#
        }
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + #"<node index="0" class="android.widget.FrameLayout" package="com.example.s" clickable="false" enabled="true" bounds="[0,0][720,1600]">"#
            + view("androidx.appcompat.widget.LinearLayoutCompat", "action_search", "[120,48][720,144]")
            + view("android.widget.LinearLayout", barName, "[120,48][720,144]")
            + view("android.widget.LinearLayout", "search_edit_frame", "[120,60][720,132]")
            + view("android.widget.LinearLayout", "search_plate", "[120,60][720,132]")
            + view("android.widget.AutoCompleteTextView", fieldName, "[130,60][640,132]", #"text="" hint="Search" clickable="true" focusable="true" long-clickable="true""#)
            + "</node></node></node></node></node></node></hierarchy>"
        return try ScenarioLoader.decode(Data(text.utf8), file: "search.xml", importOptions: ImportOptions(density: 2))
    }

    private func findings(_ loaded: LoadedScenario) -> [String] {
        Auditor(rules: BuiltInRules.all).audit(loaded).results
            .filter { $0.ruleID == "platform-target-size" }
            .flatMap(\.findings).filter { $0.outcome == .failed || $0.outcome == .cantTell }.map(\.target)
    }

    @Test("the query field's touch area is the search view's height across the field's width, and it meets 48 dp")
    func stretchesTheField() throws {
        let loaded = try dump()
        let field = try ImportFixtures.node(loaded, "search_src_text").node
        #expect(field.hitFrame == Rect(x: 65, y: 24, width: 255, height: 48))
        #expect(ImportFixtures.hasNote(loaded, "touch delegate stretches their touch area", "'search_src_text'"))
        #expect(findings(loaded).isEmpty)
    }

    @Test("a field of another name, or not inside a search bar, keeps its bounds: 36 dp, short of 48",
          arguments: [("search_bar", "query"), ("toolbar_row", "search_src_text")])
    func leavesOthers(_ barName: String, _ fieldName: String) throws {
        let loaded = try dump(barName: barName, fieldName: fieldName)
        #expect(try ImportFixtures.node(loaded, fieldName).node.hitFrame == nil)
        #expect(findings(loaded).contains { $0.hasSuffix(fieldName) })
    }
}
