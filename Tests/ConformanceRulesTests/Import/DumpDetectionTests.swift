import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Dump detection")
struct DumpDetectionTests {
    static let expected: [(String, ScenarioFormat)] = [
        ("appium-ios-sheet.xml", .appiumXCUITest), ("wda-raw-alert.xml", .appiumXCUITest),
        ("wda-source.json", .appiumXCUITestJSON), ("uia2-bottom-sheet.xml", .uiAutomator),
        ("uia2-alert-dialog.xml", .uiAutomator), ("uiautomator-dump.xml", .uiAutomator),
        ("androidx-multiwindow.xml", .uiAutomator), ("xcuitest-description.txt", .xcuitestDescription),
        ("wda-description.txt", .xcuitestDescription), ("maestro-android.txt", .maestro), ("maestro-ios.json", .maestro),
        ("malformed/truncated-page-source.xml", .appiumXCUITest), ("malformed/broken-maestro.txt", .maestro),
        ("malformed/bad-frame-description.txt", .xcuitestDescription), ("malformed/bad-rect.json", .appiumXCUITestJSON),
        ("semantics/compose-m3-sheet-partial.txt", .composeSemantics), ("semantics/compose-m3-sheet-expanded.txt", .composeSemantics),
        ("captures/compose-rally-tabs.txt", .composeSemantics), ("semantics/flutter-m3-sheet.txt", .flutterSemantics),
        ("captures/flutter-counter.txt", .flutterSemantics), ("capture-sets/compose-share-sheet/capture-set.json", .captureSet),
        ("malformed/compose-truncated.txt", .composeSemantics), ("malformed/compose-obfuscated-bounds.txt", .composeSemantics),
        ("malformed/flutter-unknown-property.txt", .flutterSemantics),
    ]

    @Test("every fixture is recognised from its content, whatever its name", arguments: expected)
    func fixture(_ name: String, _ format: ScenarioFormat) throws {
        let data = try ImportFixtures.data(name)
        #expect(ScenarioLoader.detectFormat(of: data, path: "dump.bin") == format)
        if name.hasPrefix("malformed/") {
            #expect(try ImportFixtures.failure(name) != nil)
        } else if format == .captureSet {
            // A capture set names its dumps by path, so it is loaded from where it lies.
            let path = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/import")).path
            #expect(try ScenarioLoader.load(path).format == format)
        } else {
            #expect(try ImportFixtures.load(name).format == format)
        }
    }

    @Test("scenarios stay scenarios: XML by root, JSON by its keys even with node keys that dumps use")
    func scenariosAreNotDumps() throws {
        let xmlURL = try #require(Bundle.module.url(forResource: "morphing-sheet", withExtension: "xml", subdirectory: "Fixtures"))
        let xml = try Data(contentsOf: xmlURL)
        #expect(ScenarioLoader.detectFormat(of: xml, path: "x.xml") == .xml)
        let scenario = try ScenarioLoader.decode(xml, file: "morphing-sheet.xml").scenario
        let json = try ScenarioJSON.encode(scenario)
        #expect(ScenarioLoader.detectFormat(of: json, path: "x") == .json)
        let withDumpishKeys = #"{"id": "s", "type": "Button", "attributes": {}, "snapshots": [{"id": "a", "root": {"id": "r", "label": "x"}}]}"#
        #expect(ScenarioLoader.detectFormat(of: Data(withDumpishKeys.utf8), path: "x") == .json)
        // An imported dump written out is a scenario, not a dump.
        let imported = try ImportFixtures.load("maestro-android.txt").scenario
        #expect(ScenarioLoader.detectFormat(of: try ScenarioJSON.encode(imported), path: "x") == .json)
        #expect(ScenarioLoader.detectFormat(of: try ScenarioXML.encode(imported), path: "x") == .xml)
    }

    @Test("variants: Maestro without its console lines, WDA JSON without the response wrapper, other documents")
    func variants() throws {
        let maestro = String(decoding: try ImportFixtures.data("maestro-android.txt"), as: UTF8.self)
        let bare = maestro.drop { $0 != "{" }
        #expect(ScenarioLoader.detectFormat(of: Data(bare.utf8), path: "x") == .maestro)
        let wda = #"{"type": "Application", "rect": {"x": 0, "y": 0, "width": 390, "height": 844}, "children": []}"#
        #expect(ScenarioLoader.detectFormat(of: Data(wda.utf8), path: "x") == .appiumXCUITestJSON)
        #expect(ScenarioLoader.detectFormat(of: Data("<testsuites/>".utf8), path: "x") == .xml)
        #expect(ScenarioLoader.detectFormat(of: Data("just some notes\n{ not json".utf8), path: "x.txt") == nil)
        #expect(ScenarioLoader.detectFormat(of: Data(#"{"name": "x"}"#.utf8), path: "x") == .json)
    }

    @Test("folders: dumps are found (text ones too), other text files and documents are skipped")
    func folders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dumps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["xcuitest-description.txt", "uiautomator-dump.xml", "wda-source.json"] {
            try ImportFixtures.data(name).write(to: root.appendingPathComponent(name))
        }
        try Data("build log\n".utf8).write(to: root.appendingPathComponent("log.txt"))
        try Data("<testsuites/>".utf8).write(to: root.appendingPathComponent("report.xml"))
        let (files, errors) = InputExpansion.expand([root.path])
        #expect(errors.isEmpty)
        #expect(files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
            == ["uiautomator-dump.xml", "wda-source.json", "xcuitest-description.txt"])
        #expect(files.allSatisfy { $0.kind == .scenario })
    }
}
