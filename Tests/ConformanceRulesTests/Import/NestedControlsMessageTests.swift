import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// What a `nested-controls` failure on an Android dump says about who meets the two stops: a
/// wrapper that takes focus but no tap is a second TalkBack stop and one target; a clickable
/// wrapper that says nothing is passed over by TalkBack but scanned by Switch Access; a named
/// clickable wrapper is met by all of them.
@Suite("nested-controls messages on Android dumps")
struct NestedControlsMessageTests {
    static func dump(wrapper: String, inner: String, innerBounds: String = "[32,1014][352,1270]") -> Data {
        Data("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" \
            clickable="false" focusable="false" enabled="true" bounds="[0,0][720,1444]">
                <node index="0" text="" resource-id="com.example:id/wrapper" package="com.example" \(wrapper) enabled="true" \
            bounds="[32,1014][352,1270]">
                  <node index="0" text="" resource-id="com.example:id/inner" package="com.example" \(inner) enabled="true" \
            bounds="\(innerBounds)" />
                </node>
              </node>
            </hierarchy>
            """.utf8)
    }

    static func messages(wrapper: String, inner: String, innerBounds: String = "[32,1014][352,1270]") throws -> [String] {
        let loaded = try ScenarioLoader.decode(dump(wrapper: wrapper, inner: inner, innerBounds: innerBounds), file: "wrapper.xml", format: nil,
                                               importOptions: ImportOptions())
        return Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings)
            .filter { $0.ruleID == "nested-controls" && $0.outcome == .failed }.map(\.message)
    }

    static let namedInner = #"class="android.view.View" content-desc="New Sale&#10;Create a new transaction" clickable="true" focusable="true""#

    @Test("a Flutter Semantics button that takes focus but no tap, around the view that takes it: two TalkBack stops, one target")
    func focusOnlyWrapper() throws {
        let found = try Self.messages(
            wrapper: #"class="android.widget.Button" content-desc="New Sale" clickable="false" focusable="true""#, inner: Self.namedInner)
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("two TalkBack stops for one action") && $0.contains("takes focus but no tap") })
        #expect(found.allSatisfy { !$0.contains("says nothing") && !$0.contains("Switch Access scans both") })
    }

    @Test("a clickable wrapper that says nothing, of the same bounds: TalkBack passes over it, ATF flags the pair, Switch Access offers the tap twice")
    func silentClickableWrapper() throws {
        let found = try Self.messages(
            wrapper: #"class="android.widget.FrameLayout" content-desc="" clickable="true" focusable="true""#, inner: Self.namedInner)
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("ATF's DuplicateClickableBoundsCheck flags the pair") && $0.contains("says nothing") })
        #expect(found.allSatisfy { $0.contains("Switch Access, which makes them one item, offers its tap twice") && !$0.contains("scans both") })
    }

    @Test("a clickable wrapper that says nothing around a clickable icon that says nothing either: TalkBack's one stop is unnamed too")
    func silentWrapperAroundSilentIcon() throws {
        let found = try Self.messages(
            wrapper: #"class="android.widget.LinearLayout" content-desc="" clickable="true" focusable="true""#,
            inner: #"class="android.widget.ImageView" content-desc="" clickable="true" focusable="true""#)
        #expect(found.count == 1 && found[0].hasSuffix("though TalkBack stops on inner only (unnamed too), as wrapper says nothing; make wrapper not clickable"),
                "\(found)")
    }

    @Test("ATF's DuplicateClickableBoundsCheck is named only for identical bounds")
    func duplicateBoundsOnlyWhenIdentical() throws {
        let found = try Self.messages(
            wrapper: #"class="android.widget.FrameLayout" content-desc="" clickable="true" focusable="true""#, inner: Self.namedInner,
            innerBounds: "[40,1022][344,1262]")
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("Switch Access scans both") && !$0.contains("DuplicateClickableBoundsCheck") })
    }

    static let focusOnlyPlay = #"class="android.widget.ImageButton" content-desc="Play" clickable="false" focusable="true""#

    @Test("a frame that says nothing, taking the tap for the named icon inside that takes focus only: one TalkBack stop, one target")
    func silentFrameAroundFocusOnlyIcon() throws {
        let found = try Self.messages(
            wrapper: #"class="android.widget.FrameLayout" content-desc="" clickable="true" focusable="true""#, inner: Self.focusOnlyPlay,
            innerBounds: "[70,1052][314,1232]")
        #expect(found.isEmpty)
    }

    @Test("a named frame taking the tap for the named icon inside that takes focus only: two TalkBack stops, one target")
    func namedFrameAroundFocusOnlyIcon() throws {
        let found = try Self.messages(
            wrapper: #"class="android.widget.FrameLayout" content-desc="Player" clickable="true" focusable="true""#, inner: Self.focusOnlyPlay)
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("inside takes focus but no tap") && !$0.contains("Switch Access scans both") })
    }

    @Test("a clickable wrapper with a name of its own is no silent wrapper: everyone meets both stops")
    func namedClickableWrapper() throws {
        let found = try Self.messages(
            wrapper: #"class="android.widget.FrameLayout" content-desc="New Sale" clickable="true" focusable="true""#, inner: Self.namedInner)
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.contains("two focus stops") && !$0.contains("says nothing") })
    }

    /// A row, a silent clickable frame of its bounds inside it, and in that a named button and
    /// `middleText` (none when empty) that the frame gathers.
    static func threeDeep(middleText: String) throws -> [String] {
        func node(_ id: String, _ className: String, _ bounds: String, text: String = "", clickable: Bool, _ children: String = "") -> String {
            #"<node index="0" text="\#(text)" resource-id="com.example:id/\#(id)" class="\#(className)" package="com.example" content-desc="" "#
                + #"clickable="\#(clickable)" focusable="\#(clickable)" enabled="true" bounds="\#(bounds)">\#(children)</node>"#
        }
        let reply = node("reply", "android.widget.Button", "[40,240][400,360]", text: "Reply", clickable: true)
        let label = middleText.isEmpty ? "" : node("label", "android.widget.TextView", "[440,240][1000,360]", text: middleText, clickable: false)
        let middle = node("middle", "android.widget.FrameLayout", "[0,200][1080,400]", clickable: true, reply + label)
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node("root", "android.widget.FrameLayout", "[0,0][1080,2400]", clickable: false,
                   node("row", "android.widget.FrameLayout", "[0,200][1080,400]", clickable: true, middle))
            + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "thread.xml", importOptions: ImportOptions(density: 2.625))
        return Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings)
            .filter { $0.ruleID == "nested-controls" && $0.outcome == .failed }.map(\.message)
    }

    @Test("a silent clickable wrapper around one that says nothing either: TalkBack stops on the element inside them, not on the inner one")
    func bothSilent() throws {
        let found = try Self.threeDeep(middleText: "")
        #expect(found.count == 1 && found[0].hasSuffix("though TalkBack stops on neither, as both say nothing, but on 'Reply' inside them; make row not clickable"),
                "\(found)")
    }

    @Test("the inner one reads a text it gathers: TalkBack stops on it")
    func innerSpeaks() throws {
        let found = try Self.threeDeep(middleText: "Ana: see you at six")
        #expect(found.count == 1 && found[0].hasSuffix("though TalkBack stops on middle only, as row says nothing; make row not clickable"), "\(found)")
    }
}
