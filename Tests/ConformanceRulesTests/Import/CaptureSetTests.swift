import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Capture sets")
struct CaptureSetTests {
    static let shareSheet = "capture-sets/compose-share-sheet/capture-set.json"

    static func fixturePath(_ name: String) throws -> String {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/import")).path
    }

    /// A folder with `files`, for capture sets that name missing or broken dumps.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("capture-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test("the share sheet at two content sizes and two states becomes one scenario with paired transitions")
    func assembled() throws {
        let loaded = try ScenarioLoader.load(try Self.fixturePath(Self.shareSheet))
        let scenario = loaded.scenario
        #expect(loaded.format == .captureSet && scenario.id == "compose-share-sheet" && loaded.problems.isEmpty)
        #expect(scenario.snapshots.map(\.id) == ["closed-large", "closed-ax5", "sheet-large", "sheet-ax5"])
        #expect(scenario.variantSets.map(\.state) == ["closed", "sheet"])
        #expect(scenario.snapshots.map(\.environment.contentSize) == [.large, .ax5, .large, .ax5])
        #expect(scenario.transitions.map(\.id) == ["present-closed-sheet-large", "present-closed-sheet-ax5",
                                                   "dismiss-sheet-closed-large", "dismiss-sheet-closed-ax5"])
        let present = try #require(scenario.transitions.first)
        #expect(present.from == "closed-large" && present.to == "sheet-large" && present.invoker == "share")
        #expect(present.focusBefore == "share" && present.focusAfter == "Copy-link", "focus from the captures")
        #expect(present.knows(.focus) && !present.knows(.notifications) && !present.knows(.tracks))
        let sheetFile = try #require(loaded.sourceMap.snapshotFiles["sheet-large"])
        #expect(sheetFile.hasSuffix("compose-share-sheet/partial.txt"))
        #expect(loaded.location(snapshot: "sheet-large", node: "handle").file == sheetFile)
        #expect(loaded.location(transition: "dismiss-sheet-closed-ax5").line == 15)
    }

    @Test("the variant-set and transition rules judge the real captures")
    func judged() throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ScenarioLoader.load(try Self.fixturePath(Self.shareSheet)))
        func outcomes(_ rule: String) -> [String: Outcome] {
            Dictionary(audit.results.filter { $0.ruleID == rule && $0.outcome != .inapplicable }.map { ($0.subject.id, $0.outcome) }, uniquingKeysWith: { first, _ in first })
        }
        #expect(outcomes("text-grows-with-content-size") == ["closed": .passed, "sheet": .passed])
        #expect(outcomes("focus-return-on-dismiss") == ["dismiss-sheet-closed-large": .passed, "dismiss-sheet-closed-ax5": .passed])
        #expect(outcomes("focus-into-sheet") == ["present-closed-sheet-large": .cantTell, "present-closed-sheet-ax5": .cantTell],
                "focus lands in the sheet; the notifications were not recorded")
        #expect(outcomes("layout-at-ax5") == ["sheet-ax5": .cantTell])
        let grows = audit.results.first { $0.ruleID == "text-grows-with-content-size" && $0.subject.id == "sheet" }
        #expect(grows?.passedTargets == 1, "the sheet's heading, taller at AX5; the app's, behind the dialog window, is not judged")
    }

    @Test("a missing dump is an error at its entry; the rest is imported and a transition without a capture is left out")
    func missingDump() throws {
        let folder = try Self.folder([
            "set.json": """
                {
                  "captureSet": 1,
                  "captures": [
                    { "state": "closed", "file": "closed.txt" },
                    { "state": "sheet", "file": "gone.txt" }
                  ],
                  "transitions": [ { "kind": "present", "from": "closed", "to": "sheet" } ]
                }
                """,
            "closed.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("set.json").path
        let loaded = try ScenarioLoader.load(path)
        #expect(loaded.scenario.snapshots.map(\.id) == ["closed"] && loaded.scenario.transitions.isEmpty)
        let messages = loaded.problems.map(\.description)
        #expect(messages.first == "\(path):5:33: error: at captures[1].file: 'gone.txt' no such file")
        #expect(messages.last?.contains("\(path):7:20: error: at transitions[0]: left out: no capture of state 'sheet'") == true)
        let report = Auditor(rules: BuiltInRules.all).audit(loaded)
        #expect(!report.results.isEmpty, "the dumps that could be read are audited")
    }

    @Test("a dump that does not import carries its own errors after the capture set's")
    func brokenDump() throws {
        let folder = try Self.folder([
            "set.json": "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"}, {\"state\": \"b\", \"file\": \"b.txt\"}]}",
            "a.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n",
            "b.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0)px\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try ScenarioLoader.load(folder.appendingPathComponent("set.json").path)
        #expect(loaded.problems.count == 2)
        #expect(loaded.problems.first?.message == "'b.txt' could not be imported:")
        #expect(loaded.problems.last?.description.contains("b.txt:2:27: error: broken rectangle") == true)
    }

    static let invalid: [(name: String, json: String, location: String, message: String)] = [
        ("version", "{\"captures\": []}", "x.json:1:1: error:", "required key 'captureSet'"),
        ("key", "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"fiel\": \"a.txt\"}]}", "x.json:1:55: error: at captures[0].fiel:",
         "unknown key 'fiel'; did you mean 'file'?"),
        ("size", "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\", \"environment\": {\"contentSize\": \"huge\"}}]}",
         "x.json:1:95: error: at captures[0].environment.contentSize:", "'huge' is not a content size"),
        ("state", "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"}], \"transitions\": [{\"kind\": \"present\", \"from\": \"a\", \"to\": \"b\"}]}",
         "x.json:1:121: error: at transitions[0].to:", "no capture shows state 'b'"),
        ("kind", "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"}], \"transitions\": [{\"kind\": \"presnt\", \"from\": \"a\", \"to\": \"a\"}]}",
         "x.json:1:91: error: at transitions[0].kind:", "did you mean 'present'?"),
        ("format", "{\"captureSet\": 1, \"format\": \"json\", \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"}]}", "x.json:1:29: error: at format:",
         "'json' is not a dump format"),
        ("density", "{\"captureSet\": 1, \"environment\": {\"density\": 40}, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"}]}",
         "x.json:1:46: error: at environment.density:", "expected a density from 0.5 to 8"),
        ("syntax", "{\"captureSet\": 1, \"captures\": [", "x.json:1:32: error:", "not valid JSON"),
        ("long", "{\"captureSet\": 1, \"captures\": [{\"state\": \"" + String(repeating: "s", count: 65) + "\", \"file\": \"a.txt\"}]}",
         "x.json:1:42: error: at captures[0].state:", "is 65 bytes long; at most 64"),
    ]

    @Test("the capture set itself is read strictly, every error located", arguments: invalid)
    func strict(_ name: String, _ json: String, _ location: String, _ message: String) throws {
        let failure = #expect(throws: LoadFailure.self) { try ScenarioLoader.decode(Data(json.utf8), file: "x.json", format: .captureSet) }
        let first = try #require(failure?.errors.first)
        #expect(first.description.hasPrefix(location), "\(name): \(failure?.description ?? "")")
        #expect(failure?.description.contains(message) == true, "\(name): \(failure?.description ?? "")")
    }

    @Test("a set names at most 1000 captures and 1000 transitions")
    func boundedCounts() throws {
        let capture = "{\"state\": \"a\", \"file\": \"a.txt\"}"
        let transition = "{\"kind\": \"present\", \"from\": \"a\", \"to\": \"a\"}"
        for (captures, transitions, message) in [(1_001, 0, "1001 captures; a capture set names at most 1000"),
                                                 (1, 1_001, "1001 transitions; a capture set names at most 1000")] {
            let json = "{\"captureSet\": 1, \"captures\": [" + Array(repeating: capture, count: captures).joined(separator: ",")
                + "], \"transitions\": [" + Array(repeating: transition, count: transitions).joined(separator: ",") + "]}"
            let failure = #expect(throws: LoadFailure.self) { try ScenarioLoader.decode(Data(json.utf8), file: "x.json", format: .captureSet) }
            #expect(failure?.errors.count == 1 && failure?.description.contains(message) == true, "\(failure?.description ?? "")")
        }
    }

    @Test("the transitions a set's pairs of captures make are bounded too; the one past the bound is left out where it is written")
    func boundedPairs() throws {
        let sizes = ContentSizeCategory.allCases.prefix(10).map(\.rawValue)
        let settings = sizes.flatMap { size in ["light", "dark"].flatMap { scheme in [true, false].map { (size, scheme, $0) } } }
        let captures = ["a", "b"].flatMap { state in
            settings.map { "{\"state\": \"\(state)\", \"file\": \"d.txt\", \"environment\": {\"contentSize\": \"\($0.0)\", \"colorScheme\": \"\($0.1)\", \"reduceMotion\": \($0.2)}}" }
        }
        let transitions = (1...26).map { "{\"id\": \"t\($0)\", \"kind\": \"present\", \"from\": \"a\", \"to\": \"b\"}" }
        let folder = try Self.folder([
            "set.json": "{\"captureSet\": 1, \"captures\": [\n" + captures.joined(separator: ",\n") + "],\n\"transitions\": [\n"
                + transitions.joined(separator: ",\n") + "]}",
            "d.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try ScenarioLoader.load(folder.appendingPathComponent("set.json").path)
        #expect(settings.count == 40 && loaded.scenario.snapshots.count == 80)
        #expect(loaded.scenario.transitions.count == 1_000, "25 transitions of 40 pairs each")
        #expect(loaded.problems.map(\.codingPath) == ["transitions[25]"])
        #expect(loaded.problems.first?.message == "left out: its 40 pairs of captures would make more than 1000 transitions, the limit")
    }

    @Test("the dumps of one set are read up to a byte budget; those past it are errors at their entries, not read")
    func boundedBytes() throws {
        let dump = "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n"
        let folder = try Self.folder([
            "set.json": "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"}, {\"state\": \"b\", \"file\": \"a.txt\"}, {\"state\": \"c\", \"file\": \"a.txt\"}]}",
            "a.txt": dump,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("set.json").path
        let loaded = try CaptureSetImport.load(try ScenarioLoader.readFile(path), file: path, options: ImportOptions(),
                                               dumpBytes: dump.utf8.count + 10)
        #expect(loaded.scenario.snapshots.map(\.id) == ["a"])
        #expect(loaded.problems.map(\.codingPath) == ["captures[1].file", "captures[2].file"])
        #expect(loaded.problems.allSatisfy { $0.message.contains("is not imported: the set's dumps together pass the limit") })
    }

    @Test("the errors of a set that is still audited are capped per file like any input's")
    func cappedProblems() throws {
        let missing = (1...30).map { "{\"state\": \"s\($0)\", \"file\": \"gone-\($0).txt\"}" }
        let folder = try Self.folder([
            "set.json": "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"},\n" + missing.joined(separator: ",\n") + "]}",
            "a.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try ScenarioLoader.load(folder.appendingPathComponent("set.json").path)
        #expect(loaded.scenario.snapshots.count == 1 && loaded.problems.count == LoadFailure.maximumErrorsPerFile + 1)
        #expect(loaded.problems.last?.message == "and 10 more errors in this file (the first 20 are listed)")
    }

    @Test("keys starting x- are a team's own and skipped")
    func extensionKeys() throws {
        let json = "{\"captureSet\": 1, \"x-ticket\": \"A11Y-12\", \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\", \"x-device\": {\"model\": \"Pixel 8\"}}]}"
        var reader = CaptureSetReader(file: "x.json")
        let set = reader.read(try DumpJSON.parse(Data(json.utf8), file: "x.json").value)
        #expect(reader.errors.isEmpty && set?.captures.map(\.file) == ["a.txt"])
    }

    @Test("a transition naming a node the captures do not hold is left out with the ids that are there")
    func unknownInvoker() throws {
        let folder = try Self.folder([
            "set.json": """
                {"captureSet": 1, "captures": [{"state": "a", "file": "a.txt"}, {"state": "b", "file": "a.txt"}],
                 "transitions": [{"kind": "present", "from": "a", "to": "b", "invoker": "shar"}]}
                """,
            "a.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px, Tag: 'share'\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loaded = try ScenarioLoader.load(folder.appendingPathComponent("set.json").path)
        #expect(loaded.scenario.transitions.isEmpty)
        #expect(loaded.problems.first?.message.contains("invoker 'shar' is not a node of 'a' or 'b'; did you mean 'share'?") == true)
    }

    @Test("detected by its keys before a scenario's, though both have transitions")
    func detection() {
        let text = "{\"captureSet\": 1, \"captures\": [], \"transitions\": []}"
        #expect(ScenarioLoader.detectFormat(of: Data(text.utf8), path: "set.json") == .captureSet)
    }

    @Test("a folder's dumps that a capture set names are audited with the set, not again alone")
    func folderExpansion() throws {
        let folder = try Self.folder([
            "set.json": "{\"captureSet\": 1, \"captures\": [{\"state\": \"a\", \"file\": \"a.txt\"}]}",
            "a.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n",
            "b.txt": "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = InputExpansion.expand([folder.path]).files.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        #expect(found == ["b.txt", "set.json"])
        let named = InputExpansion.expand([folder.path, folder.appendingPathComponent("a.txt").path]).files.count
        #expect(named == 3, "a dump named on the command line is audited as asked")
    }
}
