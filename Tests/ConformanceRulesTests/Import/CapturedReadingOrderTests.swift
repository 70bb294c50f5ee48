import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Android dumps do not list elements in the order TalkBack reads them: Compose nodes come as
/// they were composed, while TalkBack reads Views and Compose by their place on screen.
struct CapturedReadingOrderTests {
    /// A Compose bottom sheet seen through UiAutomator2: the close button is composed last but
    /// drawn at the top, beside the title.
    static let composeSheet = #"""
<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
  <android.widget.FrameLayout index="0" package="com.example.app" class="android.widget.FrameLayout" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true">
    <androidx.compose.ui.platform.ComposeView index="0" package="com.example.app" class="androidx.compose.ui.platform.ComposeView" text="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,2400]" displayed="true">
      <android.view.View index="0" package="com.example.app" class="android.view.View" text="" content-desc="Scrim" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,0][1080,1200]" displayed="true" />
      <android.view.View index="1" package="com.example.app" class="android.view.View" text="" pane-title="Bottom Sheet" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[0,1200][1080,2400]" displayed="true">
        <android.widget.TextView index="0" package="com.example.app" class="android.widget.TextView" text="Filter trails" heading="true" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[42,1290][700,1380]" displayed="true" />
        <android.widget.TextView index="1" package="com.example.app" class="android.widget.TextView" text="Choose the difficulty of the trails to show." checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[42,1420][1038,1540]" displayed="true" />
        <android.widget.Button index="2" package="com.example.app" class="android.widget.Button" text="Apply" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[42,2100][1038,2226]" displayed="true" />
        <android.widget.Button index="3" package="com.example.app" class="android.widget.Button" text="" content-desc="Close" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" long-clickable="false" password="false" scrollable="false" selected="false" bounds="[912,1272][1038,1398]" displayed="true" />
      </android.view.View>
    </androidx.compose.ui.platform.ComposeView>
  </android.widget.FrameLayout>
</hierarchy>
"""#

    static func readingOrder(_ loaded: LoadedScenario) throws -> RuleResult {
        try #require(Auditor(rules: BuiltInRules.all).audit(loaded).results.first { $0.ruleID == "reading-order" })
    }

    @Test("a close button composed last but drawn at the top passes: TalkBack reads it by its place on screen")
    func composedLast() throws {
        let loaded = try ScenarioLoader.decode(Data(Self.composeSheet.utf8), file: "sheet.xml", importOptions: ImportOptions())
        #expect(try !ImportFixtures.snapshot(loaded).knows(.readingOrder))
        #expect(try Self.readingOrder(loaded).outcome == .passed)
        #expect(ImportFixtures.hasNote(loaded, "reading order taken as TalkBack's: depth first, each element's children by place on screen"))
        #expect(!loaded.notes.contains { $0.hasPrefix("not in this format") && $0.contains("screen reader reads in") })

        var ordered = loaded
        ordered.scenario.snapshots[0].unknown.removeAll { $0 == .readingOrder }
        let asListed = try #require(try Self.readingOrder(ordered).findings.first)
        #expect(asListed.outcome == .failed && asListed.target == "Close", "read in the dump's order, it would fail")
        #expect(asListed.measured == "56.4 pt above", "offsets are rounded for the message")
    }

    @Test("a View's children are read before its next sibling: a close button after the content's layout is read last")
    func laterSibling() throws {
        let views = Self.composeSheet
            .replacingOccurrences(of: #"<android.widget.TextView index="0""#, with:
                #"<android.widget.LinearLayout index="0" class="android.widget.LinearLayout" package="com.example.app" text="" clickable="false" enabled="true" focusable="false" bounds="[0,1200][1080,2400]" displayed="true"><android.widget.TextView index="0""#)
            .replacingOccurrences(of: #"<android.widget.Button index="3""#, with: #"</android.widget.LinearLayout><android.widget.Button index="1""#)
        let loaded = try ScenarioLoader.decode(Data(views.utf8), file: "sheet.xml", importOptions: ImportOptions())
        let result = try Self.readingOrder(loaded)
        #expect(result.outcome == .failed && result.findings.map(\.target) == ["Close"])
        #expect(result.findings.first?.message.contains("'Close' is read after") == true)
    }

    @Test("siblings as Android sorts them: wholly above first, else further left, then higher; unframed ones keep their place")
    func stripes() {
        let title = Rect(x: 16, y: 24, width: 200, height: 24), close = Rect(x: 340, y: 12, width: 48, height: 48)
        let row = Rect(x: 0, y: 80, width: 393, height: 44)
        #expect(TalkBackOrder.precedes(title, close) && !TalkBackOrder.precedes(close, title), "one row: left first")
        #expect(TalkBackOrder.precedes(close, row) && !TalkBackOrder.precedes(row, close), "wholly above first")
        #expect(TalkBackOrder.precedes(Rect(x: 0, y: 10, width: 50, height: 50), Rect(x: 0, y: 20, width: 50, height: 50)))
        #expect(!TalkBackOrder.precedes(nil, row) && !TalkBackOrder.precedes(row, nil) && !TalkBackOrder.precedes(row, row))
        let above = Rect(x: 90, y: 1728 / 2.625, width: 230, height: (1767 - 1728) / 2.625)
        let below = Rect(x: 16, y: 1767 / 2.625, width: 378, height: 241)
        #expect(TalkBackOrder.precedes(above, below), "edges that meet in pixels meet after the division into points")
    }

    @Test("many siblings: rows in any listed order come out top to bottom, rows at one height as listed")
    func manySiblings() {
        var generator = SystemRandomNumberGenerator()
        let tops = (0..<20_000).map { _ in Double(Int.random(in: 0..<5_000, using: &generator)) * 10 }
        let rows = tops.enumerated().map { Node(id: "row-\($0.offset)", frame: Rect(x: 0, y: $0.element, width: 393, height: 10)) }
        let index = SnapshotIndex(Snapshot(id: "s", state: "s", root: Node(id: "sheet", children: rows)))
        let sorted = TalkBackOrder.sortedByPlace(Array(1...rows.count), in: index)
        let expected = (1...rows.count).sorted { (tops[$0 - 1], $0) < (tops[$1 - 1], $1) }
        #expect(sorted == expected)
    }

    @Test("an iOS capture listing the close button last needs review: VoiceOver may read it by place; listed in place, it passes")
    func iOSListedOrder() throws {
        let text = String(decoding: try ImportFixtures.data("appium-ios-sheet.xml"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let close = try #require(lines.firstIndex { $0.contains(#"name="closeButton""#) })
        let last = try #require(lines.firstIndex { $0.contains(#"name="Show 12 trails""#) })
        var moved = lines
        moved.insert(moved.remove(at: close), at: last)
        let listedLast = try ScenarioLoader.decode(Data(moved.joined(separator: "\n").utf8), file: "sheet.xml", importOptions: ImportOptions())
        let review = try Self.readingOrder(listedLast)
        #expect(review.outcome == .cantTell)
        #expect(review.findings.first?.message.contains("in the order the capture lists them, closeButton is read after") == true)
        #expect(review.findings.first?.message.contains("(1 element out of place)") == true)
        #expect(try Self.readingOrder(try ImportFixtures.load("appium-ios-sheet.xml")).outcome == .passed)
    }

    @Test("view dumps and Compose printouts leave the reading order unknown; Flutter's traversal order is known", arguments: [
        ("uia2-bottom-sheet.xml", false), ("maestro-android.txt", false), ("semantics/compose-m3-sheet-expanded.txt", false),
        ("appium-ios-sheet.xml", false), ("wda-source.json", false), ("xcuitest-description.txt", false),
        ("maestro-ios.json", false), ("semantics/flutter-m3-sheet.txt", true),
    ])
    func whoKnows(_ name: String, _ knows: Bool) throws {
        #expect(try ImportFixtures.snapshot(try ImportFixtures.load(name)).knows(.readingOrder) == knows)
    }
}
