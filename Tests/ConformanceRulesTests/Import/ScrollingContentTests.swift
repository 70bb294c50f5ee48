import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A dump that shows a sheet's content in a vertical scroller settles fixed-detent-heights and
/// layout-at-ax5 without sheet facts; a scroller that may go sideways, or holds too little of the
/// sheet, settles nothing.
@Suite("Scrolling content in dumps")
struct ScrollingContentTests {
    static func sheet(_ loaded: LoadedScenario) throws -> Node {
        try #require(ImportFixtures.nestedNodes(loaded).first { $0.sheet != nil })
    }

    static func outcome(_ rule: String, _ loaded: LoadedScenario) -> [Outcome] {
        Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == rule }.map(\.outcome)
    }

    /// Whether `rule` leaves the sheet itself for review.
    static func sheetNeedsReview(_ rule: String, _ loaded: LoadedScenario) throws -> Bool {
        let id = try sheet(loaded).id
        return Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == rule }.flatMap(\.findings)
            .contains { $0.target == id && $0.outcome == .cantTell }
    }

    @Test("UiAutomator: a NestedScrollView filling the sheet's lower part scrolls it; a RecyclerView may go sideways")
    func android() throws {
        // A sheet known by its pane title: a BottomSheetDialog's would pass by BottomSheetBehavior alone.
        let text = String(decoding: try ImportFixtures.data("uiautomator-dump.xml"), as: UTF8.self).replacingOccurrences(
            of: "resource-id=\"com.example.maps:id/design_bottom_sheet\"",
            with: "resource-id=\"com.example.maps:id/place_sheet\" pane-title=\"Place sheet\"")
        let recycler = try ScenarioLoader.decode(Data(text.utf8), file: "recycler.xml")
        #expect(try Self.sheet(recycler).sheet?.scrollsContent == false)
        #expect(try Self.sheet(recycler).sheet?.component == nil)
        #expect(Self.outcome("fixed-detent-heights", recycler) == [.cantTell])
        let nested = try ScenarioLoader.decode(Data(text.replacingOccurrences(
            of: "androidx.recyclerview.widget.RecyclerView", with: "androidx.core.widget.NestedScrollView").utf8), file: "nested.xml")
        #expect(try Self.sheet(nested).sheet?.scrollsContent == true)
        #expect(Self.outcome("fixed-detent-heights", nested) == [.passed])
        #expect(nested.notes.contains { $0.contains("scrolls its content: a vertical scroller (androidx.core.widget.NestedScrollView)") })
    }

    static func description(scroller: String, top: Double) -> String {
        """
        Attributes: Application, 0x1, pid: 1, label: 'Trails'
        Element subtree:
         →Application, 0x1, pid: 1, label: 'Trails'
            Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
              Other, 0x3, {{0.0, 400.0}, {393.0, 452.0}}, identifier: 'filters'
                Button, 0x4, {{178.0, 405.0}, {36.0, 5.0}}, label: 'Sheet Grabber', value: Half screen
                \(scroller), 0x5, {{0.0, \(top)}, {393.0, \(852 - top)}}
                  Cell, 0x6, {{0.0, \(top)}, {393.0, 44.0}}, label: 'Dogs allowed'
        """
    }

    @Test("iOS: a table (vertical only) filling the sheet's lower part scrolls it; a collection view or a short table does not",
          arguments: [("Table", 450.0, true), ("CollectionView", 450.0, false), ("Table", 700.0, false)])
    func iOS(_ scroller: String, _ top: Double, _ scrolls: Bool) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.description(scroller: scroller, top: top).utf8), file: "sheet.txt")
        #expect(try Self.sheet(loaded).sheet?.scrollsContent == scrolls)
        #expect(Self.outcome("fixed-detent-heights", loaded) == [scrolls ? .passed : .cantTell])
    }

    static func printout(axis: String) -> String {
        """
        Printing with useUnmergedTree = 'false'
        Node #1 at (l=0.0, t=0.0, r=1000.0, b=2000.0)px
         |-Node #2 at (l=0.0, t=1000.0, r=1000.0, b=2000.0)px
           PaneTitle = 'Filters'
           Actions = [Dismiss]
            |-Node #3 at (l=0.0, t=1000.0, r=1000.0, b=1100.0)px
            | Text = '[Filters]'
            | [Heading]
            |-Node #4 at (l=0.0, t=1100.0, r=1000.0, b=2000.0)px
              \(axis)ScrollAxisRange = 'ScrollAxisRange(value=0.0, maxValue=1200.0, reverseScrolling=false)'
              Actions = [ScrollBy, ScrollByOffset]
        """
    }

    @Test("Compose: a vertical scroll range scrolls the sheet at AX5; a horizontal one does not",
          arguments: [("Vertical", true), ("Horizontal", false)])
    func compose(_ axis: String, _ scrolls: Bool) throws {
        let loaded = try ScenarioLoader.decode(Data(Self.printout(axis: axis).utf8), file: "compose.txt", format: .composeSemantics,
                                               importOptions: ImportOptions(environment: EnvironmentOverrides(contentSize: .ax5)))
        #expect(try Self.sheet(loaded).sheet?.scrollsContent == scrolls)
        #expect(try Self.sheetNeedsReview("layout-at-ax5", loaded) == !scrolls)
    }
}

/// A scroll view that scrolls one way only says so in its scroll action's name, and its edge then
/// cuts what it holds only that way.
@Suite("Scroll axes in Android dumps")
struct ScrollAxisTests {
    private func dump(scroller className: String) -> Data {
        let node = #"checkable="false" checked="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" selected="false""#
        return Data("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.chart" content-desc="" \
            clickable="false" scrollable="false" \(node) bounds="[0,0][1080,2400]">\
            <node index="0" text="" resource-id="com.example.chart:id/intervals" class="\(className)" package="com.example.chart" \
            content-desc="" clickable="false" scrollable="true" \(node) bounds="[21,354][1059,459]">\
            <node index="0" text="1m" resource-id="com.example.chart:id/one_minute" class="android.widget.Button" \
            package="com.example.chart" content-desc="" clickable="true" scrollable="false" \(node) bounds="[42,354][180,459]" />\
            </node></node></hierarchy>
            """.utf8)
    }

    private func outcome(_ className: String) throws -> (action: AccessibilityAction?, outcome: Outcome?) {
        let loaded = try UiAutomatorImporter.load(dump(scroller: className), file: "chart.xml", options: ImportOptions(density: 2.625))
        let scroll = ImportFixtures.nestedNodes(loaded).lazy.compactMap { $0.actions.first { $0.kind == .scroll } }.first
        let result = Auditor(rules: BuiltInRules.all).audit(loaded).results.first { $0.ruleID == "platform-target-size" }
        return (scroll, result?.findings.first?.outcome)
    }

    @Test("a HorizontalScrollView's 53×40 dp button, as tall as the row, is judged; in a RecyclerView, which may scroll either way, it needs review")
    func sideways() throws {
        let sideways = try outcome("android.widget.HorizontalScrollView")
        #expect(sideways.action?.name == ScrollAxis.horizontal)
        #expect(sideways.outcome == .failed, "105 px is 40 dp: a row that scrolls sideways does not cut its buttons' height")
        let either = try outcome("androidx.recyclerview.widget.RecyclerView")
        #expect(either.action != nil && either.action?.name == nil)
        #expect(either.outcome == .cantTell)
        #expect(try outcome("android.widget.ScrollView").action?.name == ScrollAxis.vertical)
        #expect(try outcome("android.widget.ScrollView").outcome == .cantTell, "a vertical scroller's top and bottom edges cut heights")
    }
}
