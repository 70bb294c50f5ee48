import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

@Suite("Scenario loader")
struct ScenarioLoaderTests {
    static let json = #"{"id": "tiny", "snapshots": [{"id": "a", "root": {"id": "r"}}]}"#
    static let xml = "<scenario format-version=\"1\" id=\"tiny\"><snapshot id=\"a\"><node id=\"r\"/></snapshot></scenario>"

    @Test("the format comes from the first non-space byte, then the extension")
    func detection() {
        #expect(ScenarioLoader.detectFormat(of: Data("  \n{}".utf8), path: "x.xml") == .json)
        #expect(ScenarioLoader.detectFormat(of: Data([0xEF, 0xBB, 0xBF]) + Data("<a/>".utf8), path: "x.json") == .xml)
        #expect(ScenarioLoader.detectFormat(of: Data("???".utf8), path: "x.json") == .json)
        #expect(ScenarioLoader.detectFormat(of: Data("???".utf8), path: "x.txt") == nil)
    }

    @Test("both encodings load to the same scenario")
    func bothEncodings() throws {
        let fromJSON = try ScenarioLoader.decode(Data(Self.json.utf8), file: "t.json")
        let fromXML = try ScenarioLoader.decode(Data(Self.xml.utf8), file: "t.xml")
        #expect(fromJSON.scenario == fromXML.scenario)
        #expect(fromJSON.format == .json && fromXML.format == .xml)
        #expect(fromXML.sourceMap.snapshotLines["a"] == 1)
    }

    @Test("a forced format wins over detection")
    func forced() {
        let error = #expect(throws: LoadFailure.self) {
            _ = try ScenarioLoader.decode(Data(Self.xml.utf8), file: "t.xml", format: .json)
        }
        #expect(error?.errors.first?.location.file == "t.xml")
    }

    @Test("a forced dump format reads the file as that dump, and says what it is not")
    func foreign() {
        let error = #expect(throws: LoadFailure.self) {
            _ = try ScenarioLoader.decode(Data(Self.xml.utf8), file: "t.xml", format: .maestro)
        }
        #expect(error?.description == "t.xml:1:1: error: no line starts with '{': Maestro's hierarchy JSON was not found")
    }

    @Test("unreadable paths are input errors")
    func missing() {
        let error = #expect(throws: LoadFailure.self) { _ = try ScenarioLoader.load("/nonexistent/morph-audit/x.json") }
        #expect(error?.description == "/nonexistent/morph-audit/x.json: error: no such file")
    }

    @Test("folder expansion: recursive, sorted, packs told apart, non-scenarios skipped")
    func expansion() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("expansion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ name: String, _ text: String) throws {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("z.json", Self.json)
        try write("a/b.xml", Self.xml)
        try write("a.xml", "<!-- c --><?pi x?>\n<!DOCTYPE scenario>\n<scenario/>")
        try write("packs/core.xml", "<?xml version=\"1.0\"?>\n<pack id=\"core\"/>")
        try write("reports/junit.xml", "<testsuites/>")
        try write("other.json", #"[1, 2]"#)
        try write("broken.json", #"{"id": "#)
        try write(".git/x.xml", Self.xml)
        try write("notes.txt", "hello")
        let (files, errors) = InputExpansion.expand([root.path, root.appendingPathComponent("missing").path])
        let base = root.path + "/"
        #expect(files.map { String($0.path.dropFirst(base.count)) } == ["a.xml", "a/b.xml", "broken.json", "packs/core.xml", "z.json"])
        #expect(files.first { $0.path.hasSuffix("core.xml") }?.kind == .pack)
        #expect(errors.map(\.message) == ["no such file or folder"])
        let named = InputExpansion.expand([root.appendingPathComponent("notes.txt").path]).files
        #expect(named.map(\.kind) == [.scenario])
    }
}
