import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A Compose dropdown menu dumped alone is a popup, not a dialog, and its rows' 48 dp and its
/// 8 dp inset show the density it was taken at.
struct DropdownMenuRowsTests {
    private func menu(root: String = "android.view.ViewGroup", id: String = "android:id/content", scroller: String = "android.widget.ScrollView",
                      top: Int = 978, rowHeight: Int = 144, rows: Int = 4, scrollable: Bool = false, cutLast: Int? = nil,
                      inset: Int = 24) -> String {
        var body = "", y = top
        for index in 0..<rows {
            let height = index == rows - 1 ? cutLast ?? rowHeight : rowHeight
            body += #"<node class="android.view.View" clickable="true" bounds="[48,\#(y)][1008,\#(y + height)]"><node class="android.widget.TextView" text="Row \#(index)" bounds="[84,\#(y + 44)][181,\#(y + 101)]"/></node>"#
            y += height
        }
        let scrollerBottom = cutLast == nil ? y : y - (rowHeight - (cutLast ?? rowHeight))
        return #"<hierarchy rotation="0"><node class="\#(root)" resource-id="\#(id)" package="com.example.budget" bounds="[48,\#(top - inset)][1008,\#(scrollerBottom + inset)]">"#
            + #"<node class="\#(scroller)" scrollable="\#(scrollable)" bounds="[48,\#(top)][1008,\#(scrollerBottom)]">\#(body)</node></node></hierarchy>"#
    }

    private func read(_ dump: String, shortSide: Int? = nil) throws -> DropdownMenuRows? {
        DropdownMenuRows.read(hierarchy: try XMLDocumentParser.parseTree(Data(dump.utf8)), displayShortSide: shortSide)
    }

    @Test("144 px rows inset 24 px in Compose's popup are 48 dp and 8 dp at 3; a scrolling menu's cut last row is left out")
    func reads() throws {
        let rows = try #require(try read(menu()))
        #expect(rows.density == 3 && rows.rows == 4)
        #expect(rows.evidence == "the 4 rows of a Compose dropdown menu, 144 px each and inset 24 px in their popup, its 48 dp items and 8 dp padding")
        let cut = try #require(try read(menu(rowHeight: 192, rows: 5, scrollable: true, cutLast: 128, inset: 32)))
        #expect(cut.density == 4 && cut.rows == 4)
        let disagreeing: DropdownMenuRows? = try read(menu(rowHeight: 192, rows: 5, scrollable: true, cutLast: 128))
        #expect(disagreeing == nil, "an inset of 24 px is 6 dp at 4")
    }

    @Test("no reading: rows taller than the inset allows, a view's ListView, no popup root, one row, uneven rows, too narrow a display")
    func rejects() throws {
        #expect(try read(menu(rowHeight: 168)) == nil, "56 dp rows (two lines) disagree with an 8 dp inset at 3")
        #expect(try read(menu(scroller: "android.widget.ListView")) == nil)
        #expect(try read(menu(id: "com.example.budget:id/menu")) == nil, "a window whose root is not Compose's popup view")
        #expect(try read(menu(rows: 1)) == nil)
        #expect(try read(menu(rows: 3, cutLast: 100)) == nil, "a row of another height in a menu that does not scroll")
        #expect(try read(menu(), shortSide: 900) == nil, "300 dp across: narrower than any phone")
    }

    @Test("the captured menu is read at 3 and is no dialog: no title is asked of it")
    func capture() throws {
        let loaded = try ImportFixtures.load("captures/compose-dropdown-menu.xml")
        #expect(ImportFixtures.hasNote(loaded, "density 3, read from the 8 rows of a Compose dropdown menu"))
        #expect(!ImportFixtures.nodes(loaded).contains { $0.node.role == .dialog || $0.node.part == .card })
        #expect(!Auditor(rules: BuiltInRules.all).audit(loaded).results.contains { $0.ruleID == "sheet-title" && $0.outcome != .inapplicable })
    }

    @Test("a window laid out in its own content frame, its list filling it, is a dialog; a popup's is a menu")
    func dialogOrMenu() throws {
        func dialogNote(_ dump: String) throws -> Bool {
            let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "window.xml", importOptions: ImportOptions())
            return ImportFixtures.hasNote(loaded, "is a modal dialog")
        }
        let list = #"<node class="androidx.recyclerview.widget.RecyclerView" bounds="[40,496][680,1196]"><node class="android.widget.TextView" text="Any" clickable="true" bounds="[40,496][680,600]"/></node>"#
        #expect(try dialogNote(#"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.example.chat" bounds="[40,398][680,1198]"><node class="android.widget.FrameLayout" resource-id="android:id/content" bounds="[40,398][680,1198]">\#(list)</node></node></hierarchy>"#))
        #expect(try !dialogNote(#"<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.example.chat" bounds="[40,398][680,1198]">\#(list)</node></hierarchy>"#))
        #expect(try !dialogNote(menu()))
    }
}
