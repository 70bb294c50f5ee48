import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Focus read from every format that records it: the focused element when one is, and "nothing is
/// focused" as a captured fact when the format records focus and no element has it.
@Suite("Focus from captures")
struct CapturedFocusTests {
    static func snapshot(_ text: String, _ format: ScenarioFormat) throws -> Snapshot {
        try ImportFixtures.snapshot(try ScenarioLoader.decode(Data(text.utf8), file: "dump", format: format))
    }

    static func uia2(_ first: String, _ second: String) -> String {
        """
        <hierarchy rotation="0">
          <node class="android.widget.Button" text="Cancel" clickable="true" bounds="[0,0][300,126]" \(first)/>
          <node class="android.widget.Button" text="Save" clickable="true" bounds="[300,0][600,126]" \(second)/>
        </hierarchy>
        """
    }

    @Test("UiAutomator2: accessibility focus wins; input focus ('focused') when the dump has no a11y-focused")
    func uiAutomator() throws {
        let both = try Self.snapshot(Self.uia2("focused=\"true\" a11y-focused=\"false\"", "focused=\"false\" a11y-focused=\"true\""), .uiAutomator)
        #expect(both.knows(.focus) && both.focusedNode == "Save")
        let input = try Self.snapshot(Self.uia2("focused=\"true\"", "focused=\"false\""), .uiAutomator)
        #expect(input.knows(.focus) && input.focusedNode == "Cancel")
        let none = try Self.snapshot(Self.uia2("focused=\"false\"", "focused=\"false\""), .uiAutomator)
        #expect(none.knows(.focus) && none.focusedNode == nil, "nothing focused is what the dump records")
        let unrecorded = try Self.snapshot(Self.uia2("", ""), .uiAutomator)
        #expect(!unrecorded.knows(.focus))
    }

    @Test("WebDriverAgent: isFocused in the JSON source, focused in the XML")
    func webDriverAgent() throws {
        let json = """
            {"type": "Application", "label": "Trails", "rect": {"x": 0, "y": 0, "width": 393, "height": 852}, "isFocused": "0",
             "children": [{"type": "TextField", "label": "Search", "rect": {"x": 16, "y": 60, "width": 300, "height": 44}, "isFocused": "1"}]}
            """
        let fromJSON = try Self.snapshot(json, .appiumXCUITestJSON)
        #expect(fromJSON.knows(.focus) && fromJSON.focusedNode == "Search")
        let xml = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="TV" label="TV" x="0" y="0" width="1920" height="1080" focused="false">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Play" label="Play" x="10" y="10" width="200" height="80" focused="true"/>
            </XCUIElementTypeApplication>
            """
        let fromXML = try Self.snapshot(xml, .appiumXCUITest)
        #expect(fromXML.knows(.focus) && fromXML.focusedNode == "Play")
    }

    @Test("Maestro: the focused flag of its TreeNode")
    func maestro() throws {
        let text = """
            {"attributes": {"class": "android.widget.FrameLayout", "bounds": "[0,0][1080,2400]"}, "focused": false,
             "children": [{"attributes": {"class": "android.widget.EditText", "text": "Lisbon", "bounds": "[0,0][1080,126]"}, "focused": true,
                           "clickable": true}]}
            """
        let snapshot = try Self.snapshot(text, .maestro)
        #expect(snapshot.knows(.focus) && snapshot.focusedNode != nil)
    }

    @Test("Compose and Flutter printouts without a focused node record that nothing is focused")
    func printouts() throws {
        let compose = try Self.snapshot("Node #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n |-Node #2 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n   Focused = 'false'\n   Actions = [OnClick]\n", .composeSemantics)
        #expect(compose.knows(.focus) && compose.focusedNode == nil)
        let noFocusable = try Self.snapshot("Node #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n", .composeSemantics)
        #expect(!noFocusable.knows(.focus), "no node printed its Focused key")
    }
}
