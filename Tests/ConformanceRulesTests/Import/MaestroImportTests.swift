import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Maestro import")
struct MaestroImportTests {
    @Test("Android flavour: console line skipped, wrappers dropped, Compose scrim and sheet, pixels to points")
    func android() throws {
        let loaded = try ImportFixtures.load("maestro-android.txt")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(loaded.format == .maestro && snapshot.environment.platform == .android)
        #expect(snapshot.root.children.count == 1, "the app window; the status bar window is system UI, left out")
        #expect(ImportFixtures.hasNote(loaded, "left out as system UI", "com.android.systemui"), "known by its resource ids: Maestro drops package")
        #expect(snapshot.environment.viewport == Size(width: 1080 / 2.625, height: 2400 / 2.625))
        let scrim = try ImportFixtures.node(loaded, "scrim").node
        #expect(scrim.label == "Scrim" && scrim.part == .scrim)
        let sheet = try ImportFixtures.node(loaded, "sheet").node
        #expect(sheet.sheet?.modality == .modal && sheet.frame == Rect(x: 0, y: 1103 / 2.625, width: 1080 / 2.625, height: 1297 / 2.625))
        let handle = try ImportFixtures.node(loaded, "handle")
        #expect(handle.node.label == "Drag handle" && handle.enclosingSheetID == "sheet" && handle.node.role == .button)
        let radio = try #require(ImportFixtures.nodes(loaded).first { $0.node.role == .toggle }).node
        #expect(radio.value == "1")
        let row = try #require(ImportFixtures.nestedNodes(loaded).first { $0.children.contains { $0.label == "Title" } })
        #expect(row.role == .button && row.isAccessibilityElement)
        let rowText = try #require(row.children.first { $0.label == "Title" })
        #expect(!rowText.isAccessibilityElement, "the clickable row speaks for its text")
        #expect(loaded.sourceMap.line(snapshot: "imported", node: "scrim") != nil)
        #expect(ImportFixtures.hasNote(loaded, "skipped 1 line of console output"))
        #expect(ImportFixtures.hasNote(loaded, "private-use", "U+E5CD"))
    }

    @Test("iOS flavour: no element types, so roles are unknown; switches, text fields and containers are still told")
    func iOS() throws {
        let loaded = try ImportFixtures.load("maestro-ios.json")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.environment.platform == .iOS)
        #expect(!snapshot.knows(.traits) && !snapshot.knows(ModelFact.roles))
        let sync = try ImportFixtures.node(loaded, "wifi-sync").node
        #expect(sync.role == .toggle && sync.label == "Wi\u{2011}Fi sync" && sync.frame == Rect(x: 16, y: 180, width: 361, height: 31))
        let title = try #require(ImportFixtures.nodes(loaded).first { $0.node.label == "Settings" }).node
        #expect(title.role == .other("x-unknown") && title.isAccessibilityElement)
        let name = try ImportFixtures.node(loaded, "display-name").node
        #expect(name.role == .textField && name.isAccessibilityElement && name.label == "",
                "a placeholder (XCTest's placeholderValue) is what only text entry has")
        #expect(snapshot.root.role == .group && !snapshot.root.isAccessibilityElement)
        #expect(try ImportFixtures.node(loaded, "handle").node.label == "Sheet Grabber")
        #expect(ImportFixtures.hasNote(loaded, "skipped 2 lines"))
        #expect(ImportFixtures.hasNote(loaded, "no element types"))
        #expect(ImportFixtures.hasNote(loaded, "can't tell", "element roles"))
    }

    @Test("the same JSON without console lines imports the same tree; --platform forces a flavour")
    func withoutPreambleAndForced() throws {
        let text = String(decoding: try ImportFixtures.data("maestro-android.txt"), as: UTF8.self)
        let bare = Data(text.drop { $0 != "{" }.utf8)
        let withPreamble = try ImportFixtures.load("maestro-android.txt").scenario.snapshots.first?.root
        let without = try ScenarioLoader.decode(bare, file: "bare.json").scenario.snapshots.first?.root
        #expect(withPreamble == without)
        let forced = try ImportFixtures.load("maestro-android.txt",
                                             options: ImportOptions(environment: EnvironmentOverrides(platform: .iOS)))
        #expect(try ImportFixtures.snapshot(forced).environment.platform == .iOS)
        #expect(ImportFixtures.hasNote(forced, "no element types"))
    }

    @Test("console output after the JSON is ignored and noted")
    func trailingOutput() throws {
        var data = try ImportFixtures.data("maestro-ios.json")
        data.append(Data("\nWARNING: driver closed\n".utf8))
        let loaded = try ScenarioLoader.decode(data, file: "tail.txt")
        #expect(ImportFixtures.hasNote(loaded, "ignored console output after the JSON"))
    }
}
