import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// UiAutomator2's `drawing-order` says which sibling is drawn on top: siblings are placed in that
/// order (ids and lines still follow the listing), and the stacking is known where it tells every
/// two overlapping siblings apart.
struct DrawingOrderTests {
    private func node(_ bounds: String, order: Int?, _ extra: String = "", children: String = "") -> String {
        let drawing = order.map { #" drawing-order="\#($0)""# } ?? ""
        return #"<node class="android.view.ViewGroup" package="com.example.login" bounds="\#(bounds)"\#(drawing) \#(extra)>\#(children)</node>"#
    }

    /// What the import learns of the stacking: the root's windows, then every element as it reads it.
    private func settles(_ root: XMLElement) -> Bool {
        var facts = AndroidFacts()
        facts.stacking = DrawingOrder.canSettleStacking(root)
        var pending = root.children
        while let element = pending.popLast() {
            facts.record(element)
            pending += element.children
        }
        return facts.stacking
    }

    private func hierarchy(_ children: String...) throws -> XMLElement {
        try XMLDocumentParser.parseTree(Data("<hierarchy>\(node("[0,0][1080,2400]", order: 1, children: children.joined()))</hierarchy>".utf8))
    }

    @Test("overlapping siblings told apart by their drawing orders settle the stacking of a window; a 0 or a tie does not")
    func settles() throws {
        #expect(settles(try hierarchy(node("[0,0][1080,2400]", order: 1), node("[0,1600][1080,2400]", order: 2))))
        #expect(settles(try hierarchy(node("[0,0][1080,2400]", order: 2), node("[0,1600][1080,2400]", order: 1))),
                "drawn in another order than listed, but told apart")
        #expect(!settles(try hierarchy(node("[0,0][1080,2400]", order: 0), node("[0,1600][1080,2400]", order: 1))),
                "0 is no drawing order (Compose sets none)")
        #expect(!settles(try hierarchy(node("[0,0][1080,2400]", order: 1), node("[0,1600][1080,2400]", order: 1))))
        #expect(settles(try hierarchy(node("[0,0][540,200]", order: 0), node("[540,0][1080,200]", order: 0))),
                "siblings side by side need no order")
        let twoWindows = try XMLDocumentParser.parseTree(Data(
            "<hierarchy>\(node("[0,0][1080,2400]", order: 1))\(node("[0,0][1080,100]", order: 1))</hierarchy>".utf8))
        #expect(settles(twoWindows), "each window's views are stacked by their drawing orders; DumpAssembler settles the windows")
        #expect(!settles(try XMLDocumentParser.parseTree(Data(#"<hierarchy><node bounds="[0,0][10,10]"/></hierarchy>"#.utf8))),
                "a dump without drawing orders")
    }

    /// A UiAutomator2 page source of the app's window and `second`, both with drawing orders.
    private func windows(second: String, options: ImportOptions = ImportOptions(density: 2.625)) throws -> Snapshot {
        let document = """
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">\
            <android.widget.FrameLayout index="0" package="com.example.shop" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]" displayed="true" drawing-order="1">\
            <android.widget.Button index="0" package="com.example.shop" class="android.widget.Button" text="Buy" clickable="true" enabled="true" bounds="[60,1300][1020,1450]" displayed="true" drawing-order="1"/>\
            </android.widget.FrameLayout>\
            <android.widget.FrameLayout index="1" package="\(second)" class="android.widget.FrameLayout" bounds="[0,0][1080,100]" displayed="true" drawing-order="1">\
            <android.widget.TextView index="0" package="\(second)" class="android.widget.TextView" text="9:41" bounds="[20,0][200,100]" displayed="true" drawing-order="1"/>\
            </android.widget.FrameLayout></hierarchy>
            """
        return try ImportFixtures.snapshot(ScenarioLoader.decode(Data(document.utf8), file: "shop.xml", importOptions: options))
    }

    @Test("a dump lists its windows in no order it states: the stacking is known where the app's window is the one left once system UI is left out")
    func stackingOfWindows() throws {
        #expect(try windows(second: "com.android.systemui").knows(.stacking), "the status bar's window is left out")
        #expect(try !windows(second: "com.example.shop").knows(.stacking), "a second window of the app: which is on top is not stated")
        #expect(try !windows(second: "com.android.systemui", options: ImportOptions(density: 2.625, includeSystemUI: true)).knows(.stacking),
                "kept with --include-system-ui")
    }

    /// Expo Go's developer menu, listed before the login screen it is drawn over.
    private let menuOverLogin = #"""
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">\#
        <android.widget.FrameLayout index="0" package="com.example.login" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true" drawing-order="1">\#
        <android.view.ViewGroup index="0" package="com.example.login" class="android.view.ViewGroup" text="" resource-id="com.example.login:id/dev_menu" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,1200][1080,2400]" displayed="true" drawing-order="3">\#
        <android.widget.Button index="0" package="com.example.login" class="android.widget.Button" text="Reload" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[60,1300][1020,1450]" displayed="true" drawing-order="1"/>\#
        </android.view.ViewGroup>\#
        <android.view.ViewGroup index="1" package="com.example.login" class="android.view.ViewGroup" text="" resource-id="com.example.login:id/login" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true" drawing-order="1">\#
        <android.widget.Button index="0" package="com.example.login" class="android.widget.Button" text="Sign in" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[60,1320][1020,1420]" displayed="true" drawing-order="1"/>\#
        </android.view.ViewGroup>\#
        </android.widget.FrameLayout></hierarchy>
        """#

    @Test("a menu listed before the screen it is drawn over is placed after it: its button over the screen's is whole; ids follow the listing")
    func placedAsDrawn() throws {
        let loaded = try ScenarioLoader.decode(Data(menuOverLogin.utf8), file: "menu.xml", importOptions: ImportOptions(density: 2.625))
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.knows(.stacking))
        #expect(ImportFixtures.hasNote(loaded, "stacking read from 'drawing-order'"))
        let windowChildren = try #require(snapshot.root.children.first?.children.map(\.id))
        #expect(windowChildren == ["login", "dev_menu"], "drawn first, placed first")
        func wcag(_ loaded: LoadedScenario) -> [String: Outcome] {
            let findings = Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "wcag-target-minimum" }.flatMap(\.findings)
            return Dictionary(findings.map { ($0.target, $0.outcome) }, uniquingKeysWith: { first, _ in first })
        }
        #expect(wcag(loaded)["Reload"] != .cantTell && wcag(loaded)["Reload"] != .failed,
                "Reload is drawn over Sign in, whole: 57 dp")
        // Without drawing orders the dump reads as listed, the screen over the menu, and says the stacking is unknown.
        let listed = try ScenarioLoader.decode(Data(menuOverLogin.replacingOccurrences(of: #" drawing-order="3""#, with: "").utf8),
                                               file: "listed.xml", importOptions: ImportOptions(density: 2.625))
        #expect(try !ImportFixtures.snapshot(listed).knows(.stacking))
        #expect(try ImportFixtures.snapshot(listed).root.children.first?.children.map(\.id) == ["dev_menu", "login"])
        #expect(wcag(listed)["Reload"] == .cantTell, "the part of Reload not under Sign in is 11 dp, if Sign in is on top")
    }
}
