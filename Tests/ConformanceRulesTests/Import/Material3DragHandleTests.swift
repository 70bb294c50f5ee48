import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Material 3's default drag handle, a 32 × 4 dp bar centred in a 48 dp box, shows the density a
/// dump was taken at, and marks a modal sheet as ModalBottomSheet's.
struct Material3DragHandleTests {
    private func read(_ nodes: String, shortSide: Int? = 1080) throws -> Material3DragHandle? {
        Material3DragHandle.read(hierarchy: try XMLDocumentParser.parseTree(Data("<hierarchy>\(nodes)</hierarchy>".utf8)),
                                 displayShortSide: shortSide)
    }

    /// The box the sheet wraps around the described bar, as uiautomator lists Compose nodes.
    private func handle(box: String, bar: String, description: String = "Drag handle", barClass: String = "android.view.View",
                        clickable: Bool = false) -> String {
        #"<node class="android.view.View" clickable="\#(clickable)" content-desc="" bounds="\#(box)">"#
            + #"<node class="\#(barClass)" content-desc="\#(description)" bounds="\#(bar)"/></node>"#
    }

    @Test("a 96 × 12 px bar centred in a 96 × 144 px box is the 32 × 4 dp bar in its 48 dp box at 3; a clickable 48 dp wide box too")
    func reads() throws {
        let plain = try #require(try read(handle(box: "[492,618][588,762]", bar: "[492,684][588,696]")))
        #expect(plain.density == 3)
        #expect(plain.evidence == "Material 3's default drag handle, a 32 × 4 dp bar (96 × 12 px) centred in a 48 dp tall box (144 px)")
        let clickable = try #require(try read(handle(box: "[474,136][606,269]", bar: "[496,197][584,208]", clickable: true)))
        #expect(abs(clickable.density - 133.0 / 48) < 0.001, "88 × 11 px in 133 px: 2.75 within a pixel")
        let described = try read(handle(box: "[492,618][588,762]", bar: "[492,684][588,696]", description: "Ziehpunkt"))
        #expect(described?.density == 3, "the description is localised; the geometry is the library's")
    }

    @Test("not the library's handle: other proportions, off centre, no description, a view of another class, a display too narrow")
    func rejects() throws {
        #expect(try read(handle(box: "[492,618][588,762]", bar: "[480,684][600,696]")) == nil, "a 40 dp bar")
        #expect(try read(handle(box: "[492,618][588,762]", bar: "[492,684][588,702]")) == nil, "a 6 dp bar")
        #expect(try read(handle(box: "[492,618][588,762]", bar: "[492,650][588,662]")) == nil, "nearer the top than the bottom")
        #expect(try read(handle(box: "[492,618][588,720]", bar: "[492,663][588,675]")) == nil, "a box 34 dp tall")
        #expect(try read(handle(box: "[492,618][588,762]", bar: "[492,684][588,696]", description: "")) == nil)
        #expect(try read(handle(box: "[492,618][588,762]", bar: "[492,684][588,696]", barClass: "android.widget.ImageView")) == nil)
        #expect(try read(handle(box: "[492,618][588,762]", bar: "[492,684][588,696]"), shortSide: 900) == nil,
                "3 would make a 900 px display 300 dp across")
    }

    @Test("the handle's density is known and wins over the display's size; Compose's touch areas come first, a short status bar sets it aside")
    func chosen() throws {
        let handle = try #require(try read(handle(box: "[492,618][588,762]", bar: "[492,684][588,696]")))
        let display = DisplayExtent.Shown.size(DisplayExtent.Size(width: 1080, height: 2376))
        let density = AndroidDensity.choose(given: nil, display: display, statusBar: nil, dragHandle: handle)
        #expect(density.value == 3 && !density.isAssumed)
        #expect(density.note.contains("read from Material 3's default drag handle") && density.note.contains("the display's size alone suggested 2.625"))
        let touch = ComposeTouchSize(density: 3.5, pairs: 1, example: .init(name: nil, wrapperHeight: 168, buttonHeight: 140))
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: nil, touchSize: touch, dragHandle: handle).value == 3.5)
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: .bar(63), dragHandle: handle).value == 2.625,
                "a 63 px status bar is 21 dp at 3")
        #expect(AndroidDensity.choose(given: 2, display: display, statusBar: nil, dragHandle: handle).value == 2)
    }

    @Test("a modal Compose sheet holding the handle is ModalBottomSheet's; one without a scrim only shows the density")
    func recognised() throws {
        let modal = try ImportFixtures.load("captures/compose-m3-sheet-drag-handle.xml")
        let sheet = try ImportFixtures.node(modal, "sheet")
        #expect(sheet.node.sheet?.component == .material3ModalBottomSheet)
        #expect(ImportFixtures.hasNote(modal, "'sheet' is run by Material 3's ModalBottomSheet"))
        let scaffold = try ImportFixtures.load("captures/compose-sheet-handle-box.xml")
        let snapshot = try ImportFixtures.snapshot(scaffold)
        #expect(snapshot.environment.scale == 133.0 / 48 && snapshot.knows(.density))
        #expect(ImportFixtures.nodes(scaffold).allSatisfy { $0.node.sheet?.component == nil })
    }

    /// A sheet with Material 3's handle in a Compose window of its own (`ModalBottomSheetWindow`,
    /// whose root is a `ViewGroup` with the id `android:id/content`), or in an activity's window.
    private func sheetDump(root rootClass: String, rootID: String) -> String {
        func node(_ className: String, _ bounds: String, id: String = "", description: String = "", text: String = "",
                  clickable: Bool = false, _ children: String = "") -> String {
            #"<node index="0" text="\#(text)" resource-id="\#(id)" class="\#(className)" package="com.example.tasks" content-desc="\#(description)" "#
                + #"checkable="false" checked="false" clickable="\#(clickable)" enabled="true" focusable="\#(clickable)" focused="false" "#
                + #"scrollable="false" long-clickable="false" password="false" selected="false" bounds="\#(bounds)">\#(children)</node>"#
        }
        let handle = node("android.view.View", "[492,1200][588,1344]",
                          node("android.view.View", "[492,1266][588,1278]", description: "Drag handle"))
        let sheet = node("android.view.View", "[0,1200][1080,2376]", handle
                         + node("android.widget.TextView", "[72,1416][615,1488]", text: "Add task")
                         + node("android.view.View", "[72,2160][1008,2304]", clickable: true,
                                node("android.widget.TextView", "[405,2202][675,2262]", text: "Add")))
        return #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node(rootClass, "[0,0][1080,2376]", id: rootID, node("android.view.View", "[0,0][1080,2376]", sheet)) + "</hierarchy>"
    }

    @Test("a sheet holding the handle in a Compose window of its own is ModalBottomSheet's; in an activity's window it may be a scaffold's")
    func ownWindow() throws {
        let own = try ScenarioLoader.decode(Data(sheetDump(root: "android.view.ViewGroup", rootID: "android:id/content").utf8), file: "sheet.xml")
        #expect(ImportFixtures.nodes(own).contains { $0.node.sheet?.component == .material3ModalBottomSheet })
        #expect(ImportFixtures.hasNote(own, "a sheet in a Compose window of its own"))
        #expect(try ImportFixtures.snapshot(own).environment.scale == 3)
        let activity = try ScenarioLoader.decode(Data(sheetDump(root: "android.widget.FrameLayout", rootID: "").utf8), file: "sheet.xml")
        #expect(ImportFixtures.nodes(activity).contains { $0.node.sheet != nil })
        #expect(ImportFixtures.nodes(activity).allSatisfy { $0.node.sheet?.component == nil })
    }
}
