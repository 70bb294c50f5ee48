import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// What a `control-name` failure on an Android dump says is inside the control: nothing, or what
/// it reads that says nothing (a symbol drawn as text, an icon font's glyph).
@Suite("control-name messages on Android dumps")
struct ControlNameMessageTests {
    static func messages(button: String, inner: String) throws -> [String] {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example" content-desc="" \
            clickable="false" focusable="false" enabled="true" bounds="[0,0][1080,2400]">
                <node index="0" text="" resource-id="com.example:id/menu" class="android.widget.FrameLayout" package="com.example" \
            \(button) clickable="true" focusable="true" enabled="true" bounds="[900,100][1044,244]">\(inner)</node>
              </node>
            </hierarchy>
            """
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "menu.xml", format: nil, importOptions: ImportOptions())
        return Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings)
            .filter { $0.ruleID == "control-name" && $0.outcome == .failed }.map(\.message)
    }

    static func text(_ text: String) -> String {
        #"<node index="0" text="\#(text)" resource-id="" class="android.widget.TextView" package="com.example" content-desc="" clickable="false" focusable="false" enabled="true" bounds="[940,140][1004,204]"/>"#
    }

    @Test("a symbol drawn as the button's only text is named in the failure")
    func symbolInside() throws {
        let found = try Self.messages(button: #"content-desc="""#, inner: Self.text("▤"))
        #expect(found == ["menu (button) has no speakable name: it has no label and what it reads from inside it is only punctuation or symbols ('▤', read out by the symbols' names, if at all)"])
    }

    @Test("a label that is the glyph it holds says so once")
    func labelIsItsText() throws {
        let found = try Self.messages(button: #"content-desc="&#xE68E;""#, inner: Self.text("&#xE68E;"))
        #expect(found == ["menu (button) has no speakable name: its label is only private-use icon-font glyphs (U+E68E) and the same inside it"])
    }

    @Test("a button with nothing inside says nothing is there")
    func nothingInside() throws {
        let found = try Self.messages(button: #"content-desc="""#, inner: "")
        #expect(found == ["menu (button) has no speakable name: it has no label and nothing inside it to read"])
    }

    @Test("a card cut by its list's edge, holding a layout cut as flat as a line, is cut content to review, not text an app draws")
    func cardCutByTheListEdge() throws {
        func node(_ bounds: String, class className: String, text: String = "", clickable: Bool = false, _ inner: String = "") -> String {
            #"<node index="0" text="\#(text)" resource-id="" class="\#(className)" package="com.example" content-desc="" "#
                + #"clickable="\#(clickable)" focusable="\#(clickable)" enabled="true" bounds="\#(bounds)">\#(inner)</node>"#
        }
        func card(_ top: Int, _ bottom: Int, title: String?) -> String {
            node("[0,\(top)][1080,\(bottom)]", class: "androidx.cardview.widget.CardView", clickable: true,
                 node("[40,\(top + 10)][1040,\(bottom)]", class: "android.view.ViewGroup",
                      title.map { node("[60,\(top + 20)][1000,\(top + 80)]", class: "android.widget.TextView", text: $0) } ?? ""))
        }
        let list = node("[0,200][1080,1000]", class: "androidx.recyclerview.widget.RecyclerView",
                        card(200, 550, title: "Night Drive") + card(560, 910, title: "Morning Run") + card(960, 1000, title: nil))
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + node("[0,0][1080,2400]", class: "android.widget.FrameLayout", list) + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "songs.xml", format: nil, importOptions: ImportOptions(density: 2.625))
        let findings = Auditor(rules: BuiltInRules.all).audit(loaded).results.flatMap(\.findings).filter { $0.ruleID == "control-name" }
        let reviews = findings.filter { $0.outcome == .cantTell }
        #expect(reviews.count == 1)
        #expect(reviews.allSatisfy { $0.message.contains("cut by the edge of the list or screen") && !$0.message.contains("Litho") },
                "\(reviews.map(\.message))")
        #expect(!findings.contains { $0.outcome == .failed })
    }

    @Test("a long-pressed view that says nothing, around a clickable text: the failure says TalkBack reads the text and the long press is lost")
    func longPressLostToTheTextInside() throws {
        let inner = #"<node index="0" text="Hello there" resource-id="" class="android.widget.TextView" package="com.example" content-desc="" "#
            + #"clickable="true" focusable="true" enabled="true" bounds="[900,100][1044,244]"/>"#
        let found = try Self.messages(button: #"content-desc="" long-clickable="true""#, inner: inner)
        #expect(found == ["menu (button) has no speakable name, so TalkBack passes over it for what is inside it ('Hello there'), which does not offer its long press: the long press is lost to TalkBack, and Switch Access offers it with no name; name menu, or offer the long press on what is inside it"],
                "\(found)")
    }
}
