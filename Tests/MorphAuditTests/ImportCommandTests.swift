import A11yModel
import ConformanceRules
import Foundation
import Testing

/// `morph-audit import` and dumps given to `validate`, run as the real executable.
@Suite("import and dumps on the command line")
struct ImportCommandTests {
    /// The importer fixtures of the ConformanceRules tests, read from the source tree.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ConformanceRulesTests/Fixtures/import/\(name)").path
    }

    @Test("import writes a JSON scenario to standard output and its notes to standard error")
    func importToStandardOutput() throws {
        let result = try ToolRunner.process(["import", "auto", Self.fixture("uia2-bottom-sheet.xml")])
        #expect(result.status == 0, "\(result.standardError)")
        let scenario = try ScenarioJSON.decode(Data(result.standardOutput.utf8))
        #expect(scenario.id == "uia2-bottom-sheet" && scenario.snapshots.count == 1)
        let snapshot = try #require(scenario.snapshots.first)
        #expect(snapshot.environment.platform == .android && !snapshot.knows(.modality))
        #expect(result.standardError.contains("uia2-bottom-sheet.xml: note: pixel bounds converted to points at density 2.625, assumed from the display's 1080×2400 px"))
        #expect(result.standardError.contains("note: inferred: 'design_bottom_sheet' is a modal sheet"))
    }

    @Test("system UI is left out and named in the notes; --include-system-ui keeps it")
    func systemUI() throws {
        let left = try ToolRunner.process(["import", "auto", Self.fixture("androidx-multiwindow.xml")])
        #expect(left.status == 0, "\(left.standardError)")
        #expect(!left.standardOutput.contains("\"9:41\""))
        #expect(left.standardError.contains("note: left out as system UI, not the app (--include-system-ui keeps it): com.android.systemui"))
        let kept = try ToolRunner.process(["import", "auto", Self.fixture("androidx-multiwindow.xml"), "--include-system-ui"])
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(kept.standardOutput.contains("\"9:41\""))
        #expect(kept.standardError.contains("note: system UI kept in the scenario (--include-system-ui)"))
    }

    @Test("a dump of system UI alone is an input error (exit 2) in every report; the other inputs are still audited")
    func nothingOfTheApp() throws {
        let folder = try Fixtures.Folder()
        try folder.write("dumps/permission.xml", try Data(contentsOf: URL(fileURLWithPath: Self.fixture("captures/permission-dialog-wrappers.xml"))))
        try folder.write("dumps/sheet.xml", try Data(contentsOf: URL(fileURLWithPath: Self.fixture("uia2-bottom-sheet.xml"))))
        let audited = try ToolRunner.process(["audit", folder.path("dumps"), "--report", "junit:" + folder.path("r.xml"),
                                              "--report", "json:" + folder.path("r.json")])
        #expect(audited.status == 2, "\(audited.standardError)")
        let output = audited.standardOutput + audited.standardError
        #expect(output.contains("permission.xml:1:57: error: nothing of the app is in this dump"), "\(output)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("r.json")))) as? [String: Any]
        #expect((report?["scenarios"] as? [Any])?.count == 1, "the sheet is still audited")
        #expect((report?["inputErrors"] as? [Any])?.count == 1)
        let junit = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path("r.xml"))), as: UTF8.self)
        #expect(junit.contains("<error message=") && junit.contains("nothing of the app is in this dump"))
        let kept = try ToolRunner.process(["audit", folder.path("dumps/permission.xml"), "--include-system-ui"])
        #expect(kept.status == 0, "kept, the prompt is judged: \(kept.standardError)")
    }

    @Test("-o with .xml writes XML; density and environment options reach the scenario")
    func importToXMLFile() throws {
        let folder = try Fixtures.Folder()
        let output = folder.path("sheet.xml")
        let result = try ToolRunner.process([
            "import", "uiautomator", Self.fixture("uia2-alert-dialog.xml"), "-o", output, "--density", "3",
            "--content-size", "AX5", "--color-scheme", "dark", "--reduce-motion", "--state", "discard-dialog",
            "--id", "notes-discard", "--title", "Discard dialog",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        let loaded = try ScenarioLoader.load(output)
        #expect(loaded.format == .xml)
        #expect(loaded.scenario.id == "notes-discard" && loaded.scenario.title == "Discard dialog")
        let snapshot = try #require(loaded.scenario.snapshots.first)
        #expect(snapshot.id == "discard-dialog" && snapshot.environment.contentSize == .ax5)
        #expect(snapshot.environment.colorScheme == .dark && snapshot.environment.reduceMotion)
        let panel = try #require(NodeWalker.walk(snapshot.root).first { $0.node.id == "parentPanel" })
        #expect(panel.node.frame == Rect(x: 21, y: 319, width: 318, height: 162))
        #expect(result.standardError.contains("density 3 (--density)"))
    }

    @Test("--to xml wins over the output name; every format imports by name", arguments: [
        ("appium-xcuitest", "appium-ios-sheet.xml"), ("appium-xcuitest-json", "wda-source.json"),
        ("uiautomator", "uiautomator-dump.xml"), ("xcuitest-description", "xcuitest-description.txt"),
        ("maestro", "maestro-ios.json"), ("compose-semantics", "semantics/compose-m3-sheet-partial.txt"),
        ("flutter-semantics", "semantics/flutter-m3-sheet.txt"),
    ])
    func namedFormats(_ format: String, _ file: String) throws {
        let folder = try Fixtures.Folder()
        let output = folder.path("out.json")
        let result = ToolRunner.inProcess(["import", format, Self.fixture(file), "--to", "xml", "-o", output])
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(try ScenarioLoader.load(output, format: .xml).scenario.snapshots.count == 1)
    }

    @Test("malformed dumps exit 2 with a located message", arguments: [
        ("malformed/truncated-page-source.xml", ":10:134: error:"), ("malformed/bad-bounds.xml", ":7:353: error:"),
        ("malformed/broken-maestro.txt", ":18:9: error: not valid JSON"), ("malformed/bad-frame-description.txt", ":16:33: error:"),
        ("malformed/bad-rect.json", ":53:34: error: at value.children[0].children[1].children[1].rect.x:"),
        ("malformed/compose-truncated.txt", ":50:13: error:"), ("malformed/compose-bad-indentation.txt", ":27:10: error:"),
        ("malformed/compose-unknown-property.txt", ":40:13: error:"), ("malformed/compose-broken-rectangle.txt", ":25:39: error:"),
        ("malformed/flutter-truncated.txt", ":41:17: error:"), ("malformed/flutter-bad-indentation.txt", ":27:11: error:"),
        ("malformed/flutter-unknown-property.txt", ":21:10: error:"), ("malformed/flutter-broken-rectangle.txt", ":19:24: error:"),
    ])
    func malformed(_ file: String, _ location: String) throws {
        let result = try ToolRunner.process(["import", "auto", Self.fixture(file)])
        #expect(result.status == 2)
        #expect(result.standardError.contains(Self.fixture(file) + location), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("a capture set imports as one scenario; validate checks it with every dump it names")
    func captureSet() throws {
        let set = Self.fixture("capture-sets/compose-share-sheet/capture-set.json")
        let imported = try ToolRunner.process(["import", "auto", set])
        #expect(imported.status == 0, "\(imported.standardError)")
        let scenario = try ScenarioJSON.decode(Data(imported.standardOutput.utf8))
        #expect(scenario.snapshots.count == 4 && scenario.transitions.count == 4)
        #expect(imported.standardError.contains("capture-set.json: note: sheet-ax5 (partial-ax5.txt): read as a Compose semantics printout"))
        let validated = try ToolRunner.process(["validate", set])
        #expect(validated.status == 0, "\(validated.standardError)")
        #expect(validated.standardOutput.contains("valid capture set, imported as scenario 'compose-share-sheet' (4 snapshots, 4 transitions)"))
    }

    @Test("a capture set with a missing dump: import writes the rest and exits 2; audit audits the rest and exits 2")
    func captureSetWithMissingDump() throws {
        let folder = try Fixtures.Folder()
        for name in ["closed.txt", "partial.txt"] {
            try folder.write("set/\(name)", try Data(contentsOf: URL(fileURLWithPath: Self.fixture("capture-sets/compose-share-sheet/\(name)"))))
        }
        let set = try folder.write("set/set.json", """
            {"captureSet": 1, "captures": [
              {"state": "closed", "file": "closed.txt"}, {"state": "sheet", "file": "partial.txt"},
              {"state": "sheet", "file": "partial-ax5.txt", "environment": {"contentSize": "ax5"}}],
             "transitions": [{"kind": "present", "from": "closed", "to": "sheet", "invoker": "share"}]}
            """)
        let imported = try ToolRunner.process(["import", "auto", set, "-o", folder.path("out.json")])
        #expect(imported.status == 2)
        #expect(imported.standardError.contains(set + ":3:30: error: at captures[2].file: 'partial-ax5.txt' no such file"), "\(imported.standardError)")
        #expect(try ScenarioLoader.load(folder.path("out.json")).scenario.snapshots.count == 2)
        let audited = try ToolRunner.process(["audit", folder.path("set"), "--report", "json:" + folder.path("r.json")])
        #expect(audited.status == 2)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path("r.json")))) as? [String: Any]
        #expect((report?["scenarios"] as? [Any])?.count == 1, "the set is one scenario; its dumps are not audited again alone")
        #expect((report?["inputErrors"] as? [Any])?.count == 1)
    }

    @Test("auto refuses a morph-audit scenario: detection never takes one for a dump")
    func scenarioIsNotADump() throws {
        let folder = try Fixtures.Folder()
        let scenario = try folder.write("scenario.xml", Fixtures.goodXML)
        let result = ToolRunner.inProcess(["import", "auto", scenario])
        #expect(result.status == 2)
        #expect(result.standardError.contains("is a morph-audit scenario (XML); use 'convert'"))
    }

    @Test("auto refuses a scenario too large to be read whole as dumps are, from its first bytes")
    func largeScenarioIsNotADump() throws {
        let folder = try Fixtures.Folder()
        // Trailing white space takes each past the 64 MiB that dumps are read whole within.
        let padding = Data(repeating: 0x20, count: ScenarioLoader.maximumFileSize)
        let json = try ScenarioJSON.encode(try ScenarioXML.decode(Data(Fixtures.goodXML.utf8), file: "good.xml").scenario)
        for (name, text, format) in [("large.xml", Data(Fixtures.goodXML.utf8), "XML"), ("large.json", json, "JSON")] {
            let path = try folder.write(name, text + padding)
            let result = ToolRunner.inProcess(["import", "auto", path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("is a morph-audit scenario (\(format)); use 'convert'"), "\(result.standardError)")
            #expect(!result.standardError.contains("the limit is"), "\(result.standardError)")
        }
    }

    @Test("usage errors exit 64", arguments: [
        ["import", "maestro"], ["import", "csv", "x"], ["import", "auto", "x", "--density", "0"],
        ["import", "auto", "x", "--density", "abc"], ["import", "auto", "x", "--content-size", "huge"],
        ["import", "auto", "x", "--platform", "windows"], ["import", "auto", "x", "--state", "two words"],
    ])
    func usage(_ arguments: [String]) {
        let result = ToolRunner.inProcess(arguments)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("Error: "))
    }

    @Test("validate reads dumps directly, in folders too, with notes; a bad dump among them exits 2")
    func validateDumps() throws {
        let folder = try Fixtures.Folder()
        for name in ["maestro-android.txt", "wda-source.json", "xcuitest-description.txt"] {
            try folder.write("dumps/\(name)", try Data(contentsOf: URL(fileURLWithPath: Self.fixture(name))))
        }
        try folder.write("dumps/notes.txt", "not a dump\n")
        let good = try ToolRunner.process(["validate", folder.path("dumps"), "--density", "3"])
        #expect(good.status == 0, "\(good.standardError)")
        #expect(good.standardOutput.contains("maestro-android.txt: valid maestro dump, imported as scenario 'maestro-android' (15 elements)"))
        #expect(good.standardOutput.contains("Validated 3 files: 3 valid, 0 invalid"))
        #expect(good.standardError.contains("maestro-android.txt: note: pixel bounds converted to points at density 3 (--density)"))
        try folder.write("dumps/broken.txt", try Data(contentsOf: URL(fileURLWithPath: Self.fixture("malformed/broken-maestro.txt"))))
        let bad = try ToolRunner.process(["validate", folder.path("dumps")])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains(folder.path("dumps/broken.txt") + ":18:9: error:"))
        #expect(bad.standardOutput.contains("Validated 4 files: 3 valid, 1 invalid"))
    }

    @Test("--format overrides detection in validate")
    func forcedFormat() throws {
        let folder = try Fixtures.Folder()
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Self.fixture("maestro-ios.json"))), as: UTF8.self)
        let file = try folder.write("hierarchy.log", text)
        let detected = ToolRunner.inProcess(["validate", file])
        #expect(detected.status == 0, "detected from content despite the name: \(detected.standardError)")
        let forced = ToolRunner.inProcess(["validate", "--format", "uiautomator", file])
        #expect(forced.status == 2)
        #expect(forced.standardError.contains("hierarchy.log:1:1: error:"), "\(forced.standardError)")
    }
}

/// Dumps given to `audit` as they are.
@Suite("audit on hierarchy dumps")
struct AuditDumpTests {
    @Test("audit imports dumps on the fly: notes in the reports, what the dump shows judged, the rest needs review, options applied")
    func auditDumps() throws {
        let folder = try Fixtures.Folder()
        let junit = folder.path("reports/dumps.junit.xml"), json = folder.path("reports/dumps.json")
        let result = try ToolRunner.process([
            "audit", ImportCommandTests.fixture("uia2-bottom-sheet.xml"), ImportCommandTests.fixture("xcuitest-description.txt"),
            "--density", "3", "--content-size", "ax5", "--report", "junit:\(junit)", "--report", "json:\(json)",
        ])
        #expect(result.status == 1, "unnamed controls in the bottom sheet: \(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("share_more (button) has no speakable name: it has no label"))
        #expect(result.standardOutput.contains("uia2-bottom-sheet.xml: note: pixel bounds converted to points at density 3 (--density)"))
        #expect(result.standardOutput.contains("xcuitest-description.txt: note: inferred: 'route-options' is a modal sheet"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let scenarios = try #require(report?["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 2)
        let results = scenarios.flatMap { ($0["results"] as? [[String: Any]]) ?? [] }
        let modal = results.filter { $0["rule"] as? String == "modal-containment" }.compactMap { $0["outcome"] as? String }
        #expect(modal == ["passed", "cantTell"], "the Android sheet is alone in its dialog window; iOS records no modal flag")
        let junitText = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(junitText.contains("pixel bounds converted to points at density 3"))
    }

    @Test("a forced format that does not fit is an input error; the other file is still audited")
    func forcedFormat() throws {
        let folder = try Fixtures.Folder()
        let result = try ToolRunner.process([
            "audit", ImportCommandTests.fixture("maestro-ios.json"), ImportCommandTests.fixture("uiautomator-dump.xml"),
            "--format", "uiautomator", "--report", "json:\(folder.path("r.json"))",
        ])
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("maestro-ios.json:1:1: error:"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("uiautomator-dump.xml: note: read as a uiautomator dump"))
    }
}
