import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A View lists its children by place on screen, not in drawing order, so a sheet's container can
/// come before the screen it is shown over: that screen is placed under it, smaller views listed
/// after it stay over it, and ids follow the listing.
struct SurfaceStackingTests {
    private func element(_ id: String, _ bounds: String, clickable: Bool = false, text: String = "", description: String = "",
                         children: String = "") -> String {
        #"<node index="0" text="\#(text)" resource-id="com.example.feed:id/\#(id)" class="android.widget.FrameLayout" package="com.example.feed" "#
            + #"content-desc="\#(description)" checkable="false" checked="false" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" "#
            + #"focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(bounds)">\#(children)</node>"#
    }

    /// A comments sheet (known by its drag handle) in a container as large as the screen, listed
    /// before the feed it covers, and a search box listed after it, over its top.
    private func dump(searchBox: Bool = false) -> String {
        let sheet = element("sheet_container", "[0,91][1080,2301]", children:
            element("bottom_sheet", "[0,91][1080,2301]", children:
                element("drag_handle", "[498,91][582,128]")
                + element("post", "[900,1200][1044,1344]", clickable: true, description: "Post comment")))
        let feed = element("feed", "[0,91][1080,2301]", children:
            element("count", "[255,1147][271,1268]", clickable: true, text: "1")
            + element("comment", "[181,1147][244,1268]", clickable: true, description: "Comment"))
        let search = searchBox ? element("search", "[0,0][1080,200]", children: element("clear", "[1000,60][1040,100]", clickable: true, description: "Clear")) : ""
        return #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + element("screen", "[0,0][1080,2340]", children: sheet + feed + search) + "</hierarchy>"
    }

    private func load(_ text: String) throws -> LoadedScenario {
        try ScenarioLoader.decode(Data(text.utf8), file: "sheet.xml", importOptions: ImportOptions(density: 2.625))
    }

    private func targetFindings(_ loaded: LoadedScenario) -> [String: Outcome] {
        let rules = ["wcag-target-minimum", "platform-target-size"]
        let findings = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { rules.contains($0.ruleID) }.flatMap(\.findings)
        return Dictionary(findings.map { ($0.target, $0.outcome) }, uniquingKeysWith: { first, second in first == .failed ? first : second })
    }

    @Test("the screen listed after a sheet's container is placed under it, and its targets behind the sheet are not judged")
    func screenUnderSheet() throws {
        let loaded = try load(dump())
        let snapshot = try ImportFixtures.snapshot(loaded)
        let screen = try #require(snapshot.root.children.first)
        #expect(screen.children.map(\.id) == ["feed", "sheet_container"], "the feed is drawn first, under the sheet")
        #expect(ImportFixtures.hasNote(loaded, "inferred: 'feed' is drawn under the sheet or dialog listed before it"))
        let findings = targetFindings(loaded)
        #expect(findings["count"] == nil && findings["comment"] == nil, "the feed's 6 dp count is behind the sheet: \(findings)")
        #expect(findings["post"] == nil, "the sheet's own 55 dp button is on top and passes")
    }

    @Test("a smaller view listed after the sheet keeps its place over it")
    func smallerViewStaysOver() throws {
        let loaded = try load(dump(searchBox: true))
        let screen = try #require(try ImportFixtures.snapshot(loaded).root.children.first)
        #expect(screen.children.map(\.id) == ["feed", "sheet_container", "search"])
        #expect(targetFindings(loaded)["clear"] == .failed, "the 15 dp clear button over the sheet is judged")
    }

    @Test("ids follow the listing: the placement changes no id")
    func idsFollowTheListing() throws {
        let placed = try ImportFixtures.snapshot(try load(dump()))
        let withoutHandle = try ImportFixtures.snapshot(try load(dump().replacingOccurrences(of: "drag_handle", with: "stripe")))
        #expect(try #require(withoutHandle.root.children.first).children.map(\.id) == ["sheet_container", "feed"],
                "no sheet is recognised without its handle, so the listing stands")
        func ids(_ node: Node) -> Set<String> { [node.id].reduce(into: Set(node.children.flatMap(ids))) { $0.insert($1) } }
        #expect(ids(placed.root).subtracting(["stripe", "drag_handle"]) == ids(withoutHandle.root).subtracting(["stripe", "drag_handle"]))
    }

    @Test("drawing orders, where the dump has them, decide instead")
    func drawingOrdersDecide() throws {
        var text = dump()
        text = text.replacingOccurrences(of: #"id/sheet_container" class="android.widget.FrameLayout""#,
                                         with: #"id/sheet_container" drawing-order="1" class="android.widget.FrameLayout""#)
        text = text.replacingOccurrences(of: #"id/feed" class="android.widget.FrameLayout""#,
                                         with: #"id/feed" drawing-order="2" class="android.widget.FrameLayout""#)
        let screen = try #require(try ImportFixtures.snapshot(try load(text)).root.children.first)
        #expect(screen.children.map(\.id) == ["sheet_container", "feed"], "drawn as the dump says: the feed over the sheet")
    }

    @Test("windows come in no order: a window smaller than the display is placed over the one that spans it")
    func windowsSpanningFirst() throws {
        let dialog = #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.feed" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[90,900][990,1500]">"#
            + element("ok", "[700,1380][760,1420]", clickable: true, text: "OK") + "</node>"
        let screen = element("screen", "[0,0][1080,2340]", children: element("row", "[0,1300][1080,1500]", clickable: true, text: "Row"))
        let loaded = try load(#"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"# + dialog + screen + "</hierarchy>")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.root.children.map(\.id) == ["screen", "frameLayout"], "the dialog's window, listed first, is drawn last")
        #expect(ImportFixtures.hasNote(loaded, "is a window that does not span the display"))
        #expect(targetFindings(loaded)["ok"] != nil, "the dialog's 15 dp OK button is on top, judged whole")
    }
}
