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
        #expect(ImportFixtures.hasNote(loaded, "reading order taken as TalkBack's, by place on screen"))
        #expect(!loaded.notes.contains { $0.hasPrefix("not in this format") && $0.contains("screen reader reads in") })

        var ordered = loaded
        ordered.scenario.snapshots[0].unknown.removeAll { $0 == .readingOrder }
        let asListed = try #require(try Self.readingOrder(ordered).findings.first)
        #expect(asListed.outcome == .failed && asListed.target == "Close", "read in the dump's order, it would fail")
        #expect(asListed.measured == "56.4 pt above", "offsets are rounded for the message")
    }

    @Test("Android dumps and Compose printouts leave the reading order unknown; iOS and Flutter keep theirs", arguments: [
        ("uia2-bottom-sheet.xml", false), ("maestro-android.txt", false), ("semantics/compose-m3-sheet-expanded.txt", false),
        ("appium-ios-sheet.xml", true), ("semantics/flutter-m3-sheet.txt", true),
    ])
    func whoKnows(_ name: String, _ knows: Bool) throws {
        #expect(try ImportFixtures.snapshot(try ImportFixtures.load(name)).knows(.readingOrder) == knows)
    }
}
