import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Which Android views TalkBack stops on (`shouldFocusNode`, `isActionableForAccessibility`): a
/// view that is only focusable, says nothing and holds elements is no stop, nor is a checkable
/// view its row toggles; one that speaks, a leaf, or a clickable view keeps its stop.
@Suite("Android focus stops")
struct AndroidFocusStopTests {
    static func dump(root: String, children: String) -> Data {
        Data("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" resource-id="com.example:id/root" \
            clickable="false" focusable="false" enabled="true" displayed="true" bounds="[0,0][1080,2400]">
                <android.widget.FrameLayout index="0" class="android.widget.FrameLayout" text="" resource-id="com.example:id/holder" \
            \(root) enabled="true" displayed="true" bounds="[0,0][1080,2400]">
            \(children)
                </android.widget.FrameLayout>
              </android.widget.FrameLayout>
            </hierarchy>
            """.utf8)
    }

    static let button = """
        <android.widget.Button index="0" class="android.widget.Button" text="Continue" resource-id="com.example:id/go" \
        clickable="true" focusable="true" enabled="true" displayed="true" bounds="[40,2000][1040,2144]" />
        """
    static let plainText = """
        <android.widget.TextView index="1" class="android.widget.TextView" text="Your code was sent" resource-id="com.example:id/sent" \
        clickable="false" focusable="false" enabled="true" displayed="true" bounds="[40,900][1040,980]" />
        """

    static func load(_ data: Data) throws -> LoadedScenario {
        try ScenarioLoader.decode(data, file: "holder.xml", format: nil, importOptions: ImportOptions())
    }

    static func failures(_ loaded: LoadedScenario, rule: String) -> [String] {
        Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings)
            .filter { $0.ruleID == rule && $0.outcome == .failed }.map(\.target)
    }

    @Test("a view focusable only for the keyboard, silent, holding a button: TalkBack passes over it, and the notes say so")
    func silentHolderIsPassedOver() throws {
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="true" focused="true""#, children: Self.button))
        #expect(!(try ImportFixtures.node(loaded, "holder").node.isAccessibilityElement))
        #expect(try ImportFixtures.node(loaded, "go").node.isAccessibilityElement)
        #expect(ImportFixtures.hasNote(loaded, "TalkBack passes over", "'holder'"))
        #expect(Self.failures(loaded, rule: "control-name").isEmpty)
        #expect(Self.failures(loaded, rule: "nested-controls").isEmpty)
    }

    @Test("a view focusable only for the keyboard holding only empty views (a Flutter screen dumped before its semantics were built) is passed over too")
    func silentHolderOfEmptyViewsIsPassedOver() throws {
        let empty = """
            <android.view.View index="0" class="android.view.View" text="" resource-id="" clickable="false" focusable="false" \
            enabled="true" displayed="true" bounds="[0,0][1080,2400]" />
            """
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="true""#, children: empty))
        #expect(!(try ImportFixtures.node(loaded, "holder").node.isAccessibilityElement))
        #expect(Self.failures(loaded, rule: "control-name").isEmpty)
    }

    @Test("a control whose click is off keeps its stop over empty views, and fails unnamed: a slider, a current tab, a button while it loads",
          arguments: [
              #"class="android.widget.SeekBar" clickable="false" focusable="true" enabled="true""#,
              #"class="android.widget.LinearLayout" clickable="false" focusable="true" selected="true" enabled="true""#,
              #"class="android.view.ViewGroup" clickable="false" focusable="true" enabled="false""#,
          ])
    func controlWithItsClickOffKeepsItsStop(_ attributes: String) throws {
        let control = """
            <android.view.View index="0" \(attributes) text="" resource-id="com.example:id/control" displayed="true" bounds="[100,80][290,192]">
              <android.widget.ImageView index="0" class="android.widget.ImageView" text="" resource-id="" clickable="false" \
            focusable="false" enabled="true" displayed="true" bounds="[160,100][230,170]" />
            </android.view.View>
            """
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="false""#, children: control))
        #expect(try ImportFixtures.node(loaded, "control").node.isAccessibilityElement)
        #expect(Self.failures(loaded, rule: "control-name") == ["control"])
    }

    @Test("the same view with plain text inside speaks it, so it stays a stop named by its content")
    func speakingHolderKeepsItsStop() throws {
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="true""#, children: Self.button + "\n" + Self.plainText))
        let holder = try ImportFixtures.node(loaded, "holder")
        #expect(holder.node.isAccessibilityElement)
        #expect(SpokenName(of: holder, in: SnapshotIndex(loaded.scenario.snapshots[0])).text == "Your code was sent")
        #expect(!ImportFixtures.hasNote(loaded, "TalkBack passes over"))
    }

    @Test("a clickable holder keeps its stop, and its missing name is still reported")
    func clickableHolderIsJudged() throws {
        let loaded = try Self.load(Self.dump(root: #"clickable="true" focusable="true""#, children: Self.button))
        #expect(try ImportFixtures.node(loaded, "holder").node.isAccessibilityElement)
        #expect(Self.failures(loaded, rule: "control-name") == ["holder"])
    }

    @Test("a focusable leaf with nothing to read is a stop TalkBack lands on, and fails control-name")
    func silentFocusableLeafFails() throws {
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="true""#, children: ""))
        #expect(try ImportFixtures.node(loaded, "holder").node.isAccessibilityElement)
        #expect(Self.failures(loaded, rule: "control-name") == ["holder"])
    }

    @Test("Compose's radio-button node inside a selectable option, not checkable, has no state and is no stop; the option is named by its text")
    func roleOnlyRadioButtonIsNoStop() throws {
        let option = """
            <android.view.View index="0" class="android.view.View" text="" resource-id="" checkable="true" checked="true" \
            clickable="true" focusable="true" enabled="true" displayed="true" bounds="[40,263][400,320]">
              <android.widget.RadioButton index="0" class="android.widget.RadioButton" text="" resource-id="com.example:id/radio" \
            checkable="false" checked="false" clickable="false" focusable="false" enabled="true" displayed="true" bounds="[40,263][100,320]" />
              <android.widget.TextView index="1" class="android.widget.TextView" text="Voice 1" resource-id="" clickable="false" \
            focusable="false" enabled="true" displayed="true" bounds="[110,278][300,306]" />
            </android.view.View>
            """
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="false""#, children: option))
        let radio = try ImportFixtures.node(loaded, "radio").node
        #expect(radio.value == nil && !radio.isAccessibilityElement)
        #expect(Self.failures(loaded, rule: "control-name").isEmpty)
    }

    @Test("a Compose option checkable but neither clickable nor focusable, saying nothing itself, is no stop; its text is read on its own")
    func unclickableOptionIsNoStop() throws {
        let option = """
            <android.view.View index="0" class="android.view.View" text="" resource-id="com.example:id/option" checkable="true" \
            checked="true" clickable="false" focusable="false" enabled="false" displayed="true" bounds="[40,263][400,320]">
              <android.widget.RadioButton index="0" class="android.widget.RadioButton" text="" resource-id="" checkable="false" \
            checked="false" clickable="false" focusable="false" enabled="false" displayed="true" bounds="[40,263][100,320]" />
              <android.widget.TextView index="1" class="android.widget.TextView" text="Voice 1" resource-id="com.example:id/caption" \
            clickable="false" focusable="false" enabled="false" displayed="true" bounds="[110,278][300,306]" />
            </android.view.View>
            """
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="false""#, children: option))
        let node = try ImportFixtures.node(loaded, "option").node
        #expect(node.role == .toggle && node.value == "1" && !node.isAccessibilityElement)
        #expect(try ImportFixtures.node(loaded, "caption").node.isAccessibilityElement)
        #expect(Self.failures(loaded, rule: "control-name").isEmpty)
    }

    @Test("a preference row's switch, checkable but neither clickable nor focusable, is toggled and spoken by its row")
    func rowSwitchIsNoStop() throws {
        let row = """
            <android.widget.LinearLayout index="0" class="android.widget.LinearLayout" text="" resource-id="com.example:id/row" \
            clickable="true" focusable="true" enabled="true" displayed="true" bounds="[0,200][1080,420]">
              <android.widget.TextView index="0" class="android.widget.TextView" text="Dark theme" resource-id="android:id/title" \
            clickable="false" focusable="false" enabled="true" displayed="true" bounds="[63,242][360,299]" />
              <android.widget.LinearLayout index="1" class="android.widget.LinearLayout" text="" resource-id="android:id/widget_frame" \
            clickable="false" focusable="false" enabled="true" displayed="true" bounds="[876,263][1038,357]">
                <androidx.appcompat.widget.SwitchCompat index="0" class="androidx.appcompat.widget.SwitchCompat" text="" \
            resource-id="com.example:id/switchWidget" checkable="true" checked="true" clickable="false" focusable="false" \
            enabled="true" displayed="true" bounds="[918,263][1038,357]" />
              </android.widget.LinearLayout>
            </android.widget.LinearLayout>
            """
        let loaded = try Self.load(Self.dump(root: #"clickable="false" focusable="false""#, children: row))
        let toggle = try ImportFixtures.node(loaded, "switchWidget").node
        #expect(toggle.role == .toggle && toggle.value == "1" && !toggle.isAccessibilityElement)
        #expect(try ImportFixtures.node(loaded, "row").node.isAccessibilityElement)
        #expect(Self.failures(loaded, rule: "control-name").isEmpty)
        #expect(Self.failures(loaded, rule: "platform-target-size").isEmpty, "the row, 84 dp tall, is the target")
    }
}
