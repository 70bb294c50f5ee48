import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Scenario JSON is parsed from its file as it is read, like XML: what bounds it is how many
/// values it holds, with 1 GiB as a bound on bytes, and every scenario or error is the one the
/// whole-file reader gives. (The limits are lowered here so no test writes 64 MiB.)
@Suite("Scenario JSON read from the file in pieces")
struct StreamedScenarioJSONTests {
    typealias Folder = StreamedScenarioFileTests.Folder

    static let scenario = """
        {"formatVersion": 1, "id": "tiny",
         "snapshots": [{"id": "a", "root": {"id": "r", "role": "sheet"}}]}
        """

    /// `text`, then `padding` spaces.
    static func write(_ folder: Folder, _ name: String, _ text: String, padding: Int = 0) throws -> String {
        try folder.write(name, text + String(repeating: " ", count: padding))
    }

    static func load(_ path: String, format: ScenarioFormat? = nil, wholeFileLimit: Int = ScenarioLoader.maximumFileSize,
                     limits: ScenarioJSONReader.Limits = .init()) throws(LoadFailure) -> LoadedScenario {
        try ScenarioLoader.load(path, format: format, importOptions: ImportOptions(), wholeFileLimit: wholeFileLimit, jsonLimits: limits)
    }

    @Test("a scenario larger than the whole-file limit loads, with its lines; a dump that large is still refused")
    func largerThanWholeFileLimit() throws {
        let folder = try Folder()
        let path = try Self.write(folder, "large.json", Self.scenario, padding: 5_000)
        let loaded = try Self.load(path, wholeFileLimit: 1_000)
        #expect(loaded.scenario.id == "tiny")
        #expect(loaded.sourceMap.snapshotLines["a"] == 2)
        #expect(try Self.load(path, format: .json, wholeFileLimit: 1_000).scenario.id == "tiny")
        let dump = try folder.write("dump.json", "{\"attributes\": {}}" + String(repeating: " ", count: 5_000))
        let error = #expect(throws: LoadFailure.self) { _ = try Self.load(dump, wholeFileLimit: 1_000) }
        #expect(error?.errors.first?.message == "file is 5018 bytes; the limit is 1000")
    }

    @Test("over the byte bound, refused from the file's size before parsing")
    func overByteBound() throws {
        let folder = try Folder()
        let path = try Self.write(folder, "huge.json", Self.scenario, padding: 5_000)
        let size = Self.scenario.utf8.count + 5_000
        let error = #expect(throws: LoadFailure.self) { _ = try Self.load(path, limits: .init(bytes: 4_000)) }
        #expect(error?.description == "\(path): error: file is \(size) bytes; the limit is 4000")
    }

    @Test("what a scenario may hold is counted in values, and the value past it is located")
    func valueLimit() throws {
        let folder = try Folder()
        let path = try Self.write(folder, "values.json", Self.scenario, padding: 5_000)
        // The top object and its 3 values, the snapshot and its 2, the root node's 2: 9.
        #expect(throws: Never.self) { _ = try Self.load(path, wholeFileLimit: 1_000, limits: .init(values: 9)) }
        let error = #expect(throws: LoadFailure.self) { _ = try Self.load(path, wholeFileLimit: 1_000, limits: .init(values: 8)) }
        #expect(error?.description == "\(path):2:56: error: the scenario has more than 8 JSON values, the most one file may hold; "
            + "split it into several files")
    }

    @Test("a file that grows past the byte bound while it is read is refused")
    func grownFile() {
        let reader = JSONPieceReader(.memory(Data((Self.scenario + "   ").utf8)), pieceSize: 16, limit: 40)
        #expect(throws: LoadFailure.self) { _ = try LocatedJSON.document(pieces: reader, file: "g.json", maximumValues: 100) }
        #expect(reader.problem == .unreadable(FileReadError(size: 41, limit: 40, atLeast: true)))
    }

    @Test("from the file or from memory, the examples and their mutants read the same: scenario or errors")
    func sameAsWholeFile() throws {
        let folder = try Folder()
        var documents: [(name: String, bytes: [UInt8])] = []
        var random = SeededGenerator(seed: 31)
        for source in ["Examples/morphmodalkit/morphmodalkit-default.json", "Fuzz/seeds/scenario-json/small-sheet.json"] {
            let bytes = Array(try StreamReaderDifferentialTests.file(source).utf8)
            documents.append((source, bytes))
            for index in 0..<(source.hasPrefix("Examples") ? 6 : 150) {
                documents.append(("\(source) mutant \(index)", ScenarioJSONReaderFuzzTests.mutator.mutate(bytes, using: &random)))
            }
        }
        documents += [("typos", Array(ScenarioJSONReaderTests.typos.utf8)), ("empty", []), ("spaces", Array("  \n".utf8)),
                      ("array", Array("[1]".utf8)), ("bom", [0xEF, 0xBB, 0xBF] + Array(Self.scenario.utf8)),
                      ("not UTF-8 late", Array("{\"formatVersion\": 1, \"id\": ]".utf8) + [0xFF])]
        var differences: [String] = []
        for (index, document) in documents.enumerated() {
            let path = try folder.write("\(index).json", String(decoding: document.bytes, as: UTF8.self))
            try Data(document.bytes).write(to: URL(fileURLWithPath: path))
            let whole = Result { try ScenarioLoader.decode(Data(document.bytes), file: path) }
            var others = [("file", Result { try ScenarioLoader.load(path) }), ("named", Result { try ScenarioLoader.load(path, format: .json) })]
            // Pieces of one byte through a large example take long in a debug build.
            for size in document.bytes.count > 100_000 ? [7, 4_096] : [1, 3, 7, 4_096] {
                others.append(("pieces of \(size)", Result { try ScenarioLoader.decodeJSON(Data(document.bytes), file: path, pieceSize: size) }))
            }
            for (how, other) in others {
                switch (whole, other) {
                case let (.success(a), .success(b)) where a.scenario == b.scenario && a.sourceMap == b.sourceMap: break
                case let (.failure(a as LoadFailure), .failure(b as LoadFailure)) where a.errors == b.errors: break
                default: differences.append("\(document.name), \(how): whole \(whole), streamed \(other)")
                }
            }
        }
        #expect(differences.isEmpty, Comment(rawValue: "\(differences.count) differ:\n" + differences.prefix(5).joined(separator: "\n")))
    }
}
