import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Every malformed dump is refused with a located message — file:line:column for XML and text,
/// line:column plus coding path for JSON — and nothing traps.
@Suite("Malformed dumps")
struct MalformedDumpTests {
    static let fixtures: [(name: String, location: String, message: String)] = [
        ("malformed/truncated-page-source.xml", "malformed/truncated-page-source.xml:10:134: error:", "Premature end of data"),
        ("malformed/bad-bounds.xml", "malformed/bad-bounds.xml:7:353: error:", "'[135,1137][945,11O1]' is not bounds"),
        ("malformed/broken-maestro.txt", "malformed/broken-maestro.txt:18:9: error:", "expected ',' or '}'"),
        ("malformed/bad-frame-description.txt", "malformed/bad-frame-description.txt:16:33: error:", "is not a frame"),
        ("malformed/bad-rect.json", "malformed/bad-rect.json:53:34: error: at value.children[0].children[1].children[1].rect.x:",
         "expected a number, found \"left\""),
        ("malformed/compose-truncated.txt", "malformed/compose-truncated.txt:50:13: error:", "is not closed with ' (the printout is truncated)"),
        ("malformed/compose-bad-indentation.txt", "malformed/compose-bad-indentation.txt:27:10: error:", "bad indentation"),
        ("malformed/compose-unknown-property.txt", "malformed/compose-unknown-property.txt:40:13: error:",
         "unknown property 'Rolle': not a semantics key androidx ui-test prints; did you mean 'Role'?"),
        ("malformed/compose-broken-rectangle.txt", "malformed/compose-broken-rectangle.txt:25:39: error:", "broken rectangle"),
        ("malformed/compose-obfuscated-bounds.txt", "malformed/compose-obfuscated-bounds.txt:2:7: error:", "expected the node's number"),
        ("malformed/flutter-truncated.txt", "malformed/flutter-truncated.txt:41:17: error:", "the printout may be truncated"),
        ("malformed/flutter-bad-indentation.txt", "malformed/flutter-bad-indentation.txt:27:11: error:", "bad indentation"),
        ("malformed/flutter-unknown-property.txt", "malformed/flutter-unknown-property.txt:21:10: error:",
         "unknown property 'lable': not one SemanticsNode.debugFillProperties prints; did you mean 'label'?"),
        ("malformed/flutter-broken-rectangle.txt", "malformed/flutter-broken-rectangle.txt:19:24: error:", "broken rectangle"),
    ]

    @Test("fixture dumps: located errors", arguments: fixtures)
    func fixture(_ name: String, _ location: String, _ message: String) throws {
        let failure = try #require(try ImportFixtures.failure(name))
        let first = try #require(failure.errors.first)
        #expect(first.description.hasPrefix(location), "\(failure)")
        #expect(failure.description.contains(message), "\(failure)")
    }

    static let inlineCases: [(name: String, format: ScenarioFormat, text: String, location: String, message: String)] = [
        ("truncated.json", .appiumXCUITestJSON, "{\n  \"type\" : \"Application\",\n  \"children\" : [ {\n    \"type\" : \"Win",
         "truncated.json:4:", "ends inside a string"),
        ("open.json", .appiumXCUITestJSON, "{\n  \"type\" : \"Application\",\n  \"children\" : [ {\n    \"type\" : \"Window\"\n",
         "open.json:5:1:", "still open: it is truncated"),
        ("untyped.json", .appiumXCUITestJSON, "{\"type\": \"Application\", \"children\": [{\"label\": \"x\"}]}",
         "untyped.json:1:38: error: at children[0]:", "no \"type\""),
        ("negative.json", .appiumXCUITestJSON, "{\"type\": \"Button\", \"rect\": {\"x\": 0, \"y\": 0, \"width\": -4, \"height\": 4}}",
         "negative.json:1:28: error: at rect:", "negative size"),
        ("unbounded.xml", .uiAutomator, "<hierarchy rotation=\"0\">\n  <node class=\"android.view.View\" bounds=\"[10,10][5]\"/>\n</hierarchy>",
         "unbounded.xml:2:35: error:", "not bounds of the form"),
        ("flag.xml", .uiAutomator, "<hierarchy>\n<node class=\"android.view.View\" clickable=\"maybe\" bounds=\"[0,0][1,1]\"/>\n</hierarchy>",
         "flag.xml:2:33: error:", "'maybe', not true or false"),
        ("frame.xml", .appiumXCUITest, "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"\n  x=\"0\" y=\"zero\" width=\"1\" height=\"1\"/>",
         "frame.xml:2:9: error:", "'zero', not a number"),
        ("scenario.xml", .appiumXCUITest, "<scenario format-version=\"1\" id=\"x\"/>", "scenario.xml:1:1: error:",
         "not an Appium XCUITest page source"),
        ("dump.xml", .uiAutomator, "<AppiumAUT/>", "dump.xml:1:1: error:", "not a UiAutomator dump"),
        ("empty.xml", .appiumXCUITest, "<AppiumAUT>\n</AppiumAUT>", "empty.xml:1:1: error:", "holds no elements"),
        ("nojson.txt", .maestro, "Running on emulator-5554\nNone: \n", "nojson.txt:1:1: error:", "Maestro's hierarchy JSON was not found"),
        ("garbage.txt", .xcuitestDescription, "Element subtree:\n →Window, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n    oops\n",
         "garbage.txt:3:5: error:", "expected an element line"),
        ("quote.txt", .xcuitestDescription, "Element subtree:\n →Button, 0x1, {{0.0, 0.0}, {1.0, 1.0}}, label: 'open\n",
         "quote.txt:2:49: error:", "not closed"),
        ("address.txt", .xcuitestDescription, "Element subtree:\n →Button, {{0.0, 0.0}, {1.0, 1.0}}\n",
         "address.txt:2:11: error:", "address"),
        ("huge.txt", .composeSemantics, "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\n |-Node #2 at (l=-1.0E308, t=0.0, r=1.0E308, b=9.0)px\n",
         "huge.txt:2:16: error:", "'l=-1.0E308' lies outside the 32-bit coordinates screens have"),
        ("scaled.txt", .flutterSemantics, "SemanticsNode#0\n │ Rect.fromLTRB(0.0, 0.0, 1170.0, 2532.0) scaled by 3.0x\n │\n └─SemanticsNode#1\n"
            + "     Rect.fromLTRB(0.0, 0.0, 10.0, 10.0) with transform [1e300,0.0,0.0,0.0; 0.0,1e300,0.0,0.0; 0.0,0.0,1.0,0.0; 0.0,0.0,0.0,1.0]\n",
         "scaled.txt:4:1: error:", "SemanticsNode#1 lies outside the 32-bit coordinates screens have once the transforms above it are applied"),
    ]

    @Test("inline dumps: located errors", arguments: inlineCases)
    func inline(_ name: String, _ format: ScenarioFormat, _ text: String, _ location: String, _ message: String) throws {
        let error = #expect(throws: LoadFailure.self) {
            _ = try ScenarioLoader.decode(Data(text.utf8), file: name, format: format)
        }
        let description = error?.description ?? ""
        #expect(description.hasPrefix(location), "\(description)")
        #expect(description.contains(message), "\(description)")
    }

    @Test("invalid UTF-8 is located in text and JSON dumps")
    func invalidUTF8() throws {
        let text = Data("Element subtree:\n →Button, 0x1, {{0.0, 0.0}, {1.0, 1.0}}, label: '".utf8) + Data([0xC3, 0x28]) + Data("'\n".utf8)
        let error = #expect(throws: LoadFailure.self) { _ = try ScenarioLoader.decode(text, file: "t.txt", format: .xcuitestDescription) }
        #expect(error?.description.hasPrefix("t.txt:2:50: error: the file is not valid UTF-8") == true, "\(String(describing: error))")
        let json = Data("Running\n{\"attributes\": {\"text\": \"".utf8) + Data([0xFF]) + Data("\"}}".utf8)
        let jsonError = #expect(throws: LoadFailure.self) { _ = try ScenarioLoader.decode(json, file: "m.txt", format: .maestro) }
        #expect(jsonError?.description.hasPrefix("m.txt:2:26: error:") == true, "\(String(describing: jsonError))")
    }
}
