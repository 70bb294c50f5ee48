import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A control that takes no clicks inside a clickable view that covers it: the view around it is
/// the target (ATF's touch-target check judges clickable views only).
struct ClickableAncestorTapsTests {
    /// A 64 × 58 dp tool button (density 2) holding a focusable, unnamed 40 dp icon button, as
    /// YouTube's editor draws each tool; `aroundClickable` makes the tool button clickable.
    private func dump(iconClickable: Bool, aroundClickable: Bool = true) throws -> LoadedScenario {
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + #"<node index="0" class="android.widget.FrameLayout" package="com.example.v" clickable="false" enabled="true" bounds="[0,0][720,1600]">"#
            + #"<node index="0" class="android.widget.Button" package="com.example.v" resource-id="com.example.v:id/exit_editor" content-desc="Exit editor" clickable="\#(aroundClickable)" focusable="true" enabled="true" bounds="[0,60][128,176]">"#
            + #"<node index="0" class="android.widget.LinearLayout" package="com.example.v" clickable="false" enabled="true" bounds="[24,80][104,160]">"#
            + #"<node index="0" class="android.widget.ImageButton" package="com.example.v" resource-id="com.example.v:id/tool_icon" clickable="\#(iconClickable)" focusable="true" enabled="true" bounds="[24,80][104,160]"/>"#
            + "</node></node></node></hierarchy>"
        return try ScenarioLoader.decode(Data(text.utf8), file: "editor.xml", importOptions: ImportOptions(density: 2))
    }

    private func findings(_ loaded: LoadedScenario, _ rules: Set<String>) -> [String] {
        Auditor(rules: BuiltInRules.all).audit(loaded).results
            .filter { rules.contains($0.ruleID) }
            .flatMap(\.findings).filter { $0.outcome == .failed }.map(\.target)
    }

    @Test("an icon button that is not clickable, inside the clickable button around it, is no target; it keeps its focus stop")
    func passesTapsOn() throws {
        let loaded = try dump(iconClickable: false)
        let icon = try ImportFixtures.node(loaded, "tool_icon").node
        #expect(icon.has(.notHittable) && icon.isAccessibilityElement)
        #expect(ImportFixtures.hasNote(loaded, "neither clickable nor long-clickable inside a clickable view", "'tool_icon'"))
        #expect(findings(loaded, ["platform-target-size", "wcag-target-minimum"]).isEmpty, "the 64 dp button is the target")
        #expect(findings(loaded, ["control-name"]).contains { $0.hasSuffix("tool_icon") }, "a focus stop with no name")
    }

    @Test("a clickable icon button is a target of its own; a non-clickable one with nothing clickable around it may take raw touches",
          arguments: [(true, true), (false, false)])
    func staysATarget(_ iconClickable: Bool, _ aroundClickable: Bool) throws {
        let loaded = try dump(iconClickable: iconClickable, aroundClickable: aroundClickable)
        #expect(try !ImportFixtures.node(loaded, "tool_icon").node.has(.notHittable))
        #expect(findings(loaded, ["platform-target-size"]).contains { $0.hasSuffix("tool_icon") }, "40 dp, short of 48")
    }

    @Test("a described Button that takes no clicks around the clickable texts of a notice bar passes its taps on to them: they are the targets")
    func passesTapsIn() throws {
        let text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
            + #"<node index="0" class="android.widget.FrameLayout" package="com.example.chat" clickable="false" enabled="true" bounds="[0,0][1080,2400]">"#
            + #"<node index="0" class="android.widget.Button" package="com.example.chat" resource-id="com.example.chat:id/notice" content-desc="Notice: welcome to the room" clickable="false" focusable="true" enabled="true" bounds="[23,254][1057,367]">"#
            + #"<node index="0" class="android.widget.LinearLayout" package="com.example.chat" resource-id="com.example.chat:id/notice_text" clickable="true" long-clickable="true" focusable="true" enabled="true" bounds="[121,256][959,341]">"#
            + #"<node index="0" class="android.widget.TextView" package="com.example.chat" text="Welcome to the room" clickable="false" enabled="true" bounds="[121,256][948,335]"/>"#
            + "</node></node></node></hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "notice.xml", importOptions: ImportOptions(density: 2.625))
        #expect(try ImportFixtures.node(loaded, "notice").node.has(.notHittable))
        #expect(ImportFixtures.hasNote(loaded, "neither clickable nor long-clickable around clickable views", "'notice'"))
        let small = findings(loaded, ["platform-target-size"])
        #expect(small.contains { $0.hasSuffix("notice_text") } && !small.contains { $0.hasSuffix("notice") }, "\(small)")
    }
}
