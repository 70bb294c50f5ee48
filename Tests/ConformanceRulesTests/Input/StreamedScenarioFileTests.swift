import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Scenario XML is parsed from its file as it is read: the file's bytes are never held whole, so
/// what bounds a scenario is what its model holds, not its size in bytes.
@Suite("Scenario XML read from the file in pieces")
struct StreamedScenarioFileTests {
    static let scenario = "<scenario format-version=\"1\" id=\"tiny\">\n<snapshot id=\"a\"><node id=\"r\"/></snapshot>\n</scenario>"
    /// Past the limit on files read whole.
    static let padding = ScenarioLoader.maximumFileSize + 1

    /// A folder removed when the test ends.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        /// `text`, then at least `padding` bytes of empty comments, a line each (comments may
        /// follow the root element).
        func write(_ name: String, _ text: String, padding: Int = 0) throws -> String {
            let path = url.appendingPathComponent(name).path
            var data = Data(text.utf8)
            let block = Data(String(repeating: "\n<!---->", count: 8_192).utf8)
            for _ in 0..<((padding + block.count - 1) / block.count) { data.append(block) }
            try data.write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    @Test("a scenario larger than the whole-file limit loads, with its lines")
    func largerThanWholeFileLimit() throws {
        let folder = try Folder()
        let path = try folder.write("large.xml", Self.scenario, padding: Self.padding)
        let loaded = try ScenarioLoader.load(path)
        #expect(loaded.scenario.id == "tiny")
        #expect(loaded.sourceMap.snapshotLines["a"] == 2)
    }

    @Test("a named XML format is read in pieces too")
    func namedFormat() throws {
        let folder = try Folder()
        let path = try folder.write("large.data", Self.scenario, padding: Self.padding)
        #expect(try ScenarioLoader.load(path, format: .xml).scenario.id == "tiny")
    }

    @Test("a large file the scenario XSD refuses gets the reader's located error")
    func largeAndInvalid() throws {
        let folder = try Folder()
        let text = Self.scenario.replacingOccurrences(of: "<node id=\"r\"/>", with: "<node id=\"r\" colour=\"red\"/>")
        let path = try folder.write("invalid.xml", text, padding: Self.padding)
        let error = #expect(throws: LoadFailure.self) { _ = try ScenarioLoader.load(path) }
        #expect(error?.errors.count == 1)
        #expect(error?.errors.first?.location.file == path)
        #expect(error?.errors.first?.location.line == 2)
        #expect(error?.errors.first?.message.contains("colour") == true)
    }

    @Test("a large file whose model breaks a rule is located by a second read")
    func largeAndInconsistent() throws {
        let folder = try Folder()
        let text = Self.scenario.replacingOccurrences(of: "</snapshot>\n", with: "</snapshot>\n<snapshot id=\"a\"><node id=\"r\"/></snapshot>\n")
        let path = try folder.write("duplicate.xml", text, padding: Self.padding)
        let error = #expect(throws: LoadFailure.self) { _ = try ScenarioLoader.load(path) }
        #expect(error?.errors.first?.location.line == 3)
        #expect(error?.errors.first?.message.contains("duplicate") == true)
    }

    @Test("over the streamed limit, refused from the file's size before parsing")
    func overStreamedLimit() throws {
        let folder = try Folder()
        let path = try folder.write("huge.xml", Self.scenario)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(ScenarioXML.maximumStreamedFileSize + 1))
        try handle.close()
        let error = #expect(throws: LoadFailure.self) { _ = try ScenarioLoader.load(path) }
        #expect(error?.description == "\(path): error: file is \(ScenarioXML.maximumStreamedFileSize + 1) bytes; "
            + "the limit is \(ScenarioXML.maximumStreamedFileSize)")
    }

    @Test("what a scenario may hold is counted in elements, and the element past it is named")
    func elementBudget() {
        let text = Self.scenario.replacingOccurrences(of: "<node id=\"r\"/>", with: "<node id=\"r\"><node id=\"s\"/></node>")
        #expect(throws: Never.self) { _ = try ScenarioStreamReader.read(Data(text.utf8), maximumElements: 4) }
        do {
            _ = try ScenarioStreamReader.read(Data(text.utf8), maximumElements: 3)
            Issue.record("a fourth element was read")
        } catch {
            guard case .unreadable(let problem) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(problem.elementName == "node" && problem.line == 2)
            #expect(problem.message == "the scenario has more than 3 elements, the most one file may hold; split it into several files")
        }
    }

    @Test("from the file or from memory, the examples and their mutants read the same: scenario or errors")
    func sameAsWholeFile() throws {
        let folder = try Folder()
        var differences: [String] = []
        var documents: [(name: String, text: String)] = []
        for (seed, source) in ["Examples/morphing-sheet/morphing-sheet.xml", "Tests/ConformanceRulesTests/Fixtures/morphing-sheet.xml"].enumerated() {
            let text = try StreamReaderDifferentialTests.file(source)
            documents.append((source, text))
            documents += StreamReaderDifferentialTests.mutants(of: text, name: source, count: 150, seed: UInt64(seed + 40))
        }
        documents += [("empty", ""), ("spaces", "   \n"), ("EBCDIC", "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\n<scenario/>"),
                      ("not a scenario", "<pack id=\"x\"/>"), ("no root", "<?xml version=\"1.0\"?>")]
        for (index, document) in documents.enumerated() {
            let path = try folder.write("\(index).xml", document.text)
            let whole = Result { try ScenarioLoader.decode(Data(document.text.utf8), file: path) }
            let streamed = Result { try ScenarioLoader.load(path) }
            switch (whole, streamed) {
            case let (.success(a), .success(b)) where a.scenario == b.scenario && a.sourceMap == b.sourceMap: break
            case let (.failure(a as LoadFailure), .failure(b as LoadFailure)) where a.errors == b.errors: break
            default: differences.append("\(document.name): whole \(whole), streamed \(streamed)")
            }
        }
        #expect(differences.isEmpty, Comment(rawValue: "\(differences.count) of \(documents.count) differ:\n"
            + differences.prefix(5).joined(separator: "\n")))
    }
}
