import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// `adb shell uiautomator dump` writes the whole tree on one line, so a finding's line says
/// nothing: each element's column (its `<`, 1-based byte offset) points at it.
struct DumpColumnTests {
    static let unnamed = #"<node index="0" text="" resource-id="" class="android.widget.ImageView" package="com.example.app" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[40,200][120,280]" />"#
    static let named = #"<node index="1" text="Save" resource-id="com.example.app:id/save" class="android.widget.Button" package="com.example.app" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[600,200][1040,340]" />"#

    static func window(_ children: String) -> String {
        #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.app" content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,2400]">"# + children + "</node>"
    }

    @Test("a one-line dump: each finding points at its element's start tag by column")
    func oneLineDump() throws {
        let prefix = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"#
        let text = prefix + Self.window(Self.named + Self.unnamed) + "</hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "one-line.xml", importOptions: ImportOptions(density: 2.625))
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        let finding = try #require(audit.results.filter { $0.ruleID == "control-name" }.flatMap(\.findings).first { $0.outcome == .failed })
        let location = loaded.location(snapshot: "imported", node: finding.target)
        let offset = try #require(text.utf8.firstRange(of: "<node index=\"0\" text=\"\" resource-id=\"\" class=\"android.widget.ImageView\"".utf8))
        #expect(location.line == 1)
        #expect(location.column == text.utf8.distance(from: text.utf8.startIndex, to: offset.lowerBound) + 1)
        let save = loaded.location(snapshot: "imported", node: "save")
        #expect(save.column == prefix.utf8.count + Self.window("").utf8.count - "</node>".utf8.count + 1)
    }

    @Test("a dump with one element a line: the column is the indentation's end; a start tag over two lines has none")
    func prettyPrinted() throws {
        let split = Self.unnamed.replacingOccurrences(of: #" bounds="#, with: "\n      bounds=")
        let text = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n  "
            + Self.window("\n    " + Self.named + "\n    " + split + "\n  ") + "\n</hierarchy>\n"
        let loaded = try ScenarioLoader.decode(Data(text.utf8), file: "pretty.xml", importOptions: ImportOptions(density: 2.625))
        let save = loaded.location(snapshot: "imported", node: "save")
        #expect(save.line == 4 && save.column == 5)
        let unnamed = try #require(ImportFixtures.nodes(loaded).first { $0.node.role == .image || $0.node.role == .button && $0.node.id != "save" })
        let location = loaded.location(snapshot: "imported", node: unnamed.node.id)
        #expect(location.line == 6, "libxml2's line: where the start tag ends")
        #expect(location.column == nil)
    }
}
