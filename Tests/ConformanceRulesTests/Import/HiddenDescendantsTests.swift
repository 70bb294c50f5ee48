import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A subtree hidden from TalkBack (`noHideDescendants`) hides the virtual nodes of a Compose host
/// inside it, which report `a11y-important="true"` on their own (`HiddenDescendants`).
@Suite("Virtual nodes inside a subtree hidden from TalkBack")
struct HiddenDescendantsTests {
    /// A UiAutomator2 `<node>`: `important` is its `a11y-important`.
    static func node(_ attributes: String, important: Bool, _ bounds: String, _ children: String = "") -> String {
        #"<node index="0" package="com.example.app" enabled="true" a11y-important="\#(important)" \#(attributes) bounds="\#(bounds)">\#(children)</node>"#
    }

    /// A Compose bio: a host reporting `false` whose clickable node and text report `true`.
    static let composeBio = node(#"class="androidx.compose.ui.platform.ComposeView" resource-id="com.example.app:id/bio""#, important: false,
                                 "[0,300][1080,400]",
        node(#"class="android.view.View""#, important: false, "[0,300][1080,400]",
             node(#"class="android.view.View" clickable="true" focusable="true""#, important: true, "[0,300][1080,400]",
                  node(#"class="android.widget.TextView" text="Bold ideas""#, important: true, "[0,300][600,400]"))))

    static func tab(_ name: String, important: Bool) -> String {
        node(#"class="android.widget.FrameLayout" content-desc="\#(name)" clickable="true" focusable="true""#, important: important,
             "[0,2000][540,2100]")
    }

    /// The bio's clickable node, from a window whose background holds `background`.
    static func bio(besides background: String) throws -> VisitedNode {
        let window = node(#"class="android.widget.FrameLayout""#, important: true, "[0,0][1080,2200]",
            node(#"class="android.widget.FrameLayout" resource-id="com.example.app:id/background""#, important: false, "[0,0][1080,2200]",
                 composeBio + background))
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0" width="1080" height="2200">"#
            + window + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "dump.xml", importOptions: ImportOptions(density: 2.625))
        return try #require(ImportFixtures.nodes(loaded).first { $0.node.role == .button && $0.node.frame?.minY ?? 0 > 100 && $0.node.frame?.maxY ?? 0 < 200 })
    }

    @Test("controls beside it that report false show the subtree hidden: the Compose nodes are no elements")
    func hiddenByControls() throws {
        #expect(try !Self.bio(besides: Self.tab("Home", important: false) + Self.tab("Reels", important: false)).node.isAccessibilityElement)
    }

    @Test("one control reporting false may have been set so alone (touch_outside): the Compose nodes stay elements")
    func oneControlIsNoProof() throws {
        #expect(try Self.bio(besides: Self.tab("Home", important: false)).node.isAccessibilityElement)
    }

    @Test("a view reporting true shows the subtree is not hidden: the Compose nodes stay elements")
    func viewReportingTrue() throws {
        let background = Self.tab("Home", important: false) + Self.tab("Reels", important: false) + Self.tab("Profile", important: true)
        #expect(try Self.bio(besides: background).node.isAccessibilityElement)
    }
}
