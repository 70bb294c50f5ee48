import Foundation
import Testing

/// The bad inputs of the project's "Done when" list: each, given to `validate` together with a
/// good file, exits 2, names the bad file with line:column (XML) or coding path (JSON), and the
/// good file is still reported valid. These run the real executable.
@Suite("validate on bad inputs, end to end")
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var contents: @Sendable () -> Data
        /// What stderr must contain: the file with its location, and part of the message.
        var location: String
        var message: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "malformed XML", file: "malformed.xml",
             contents: { Data(Fixtures.edited("    </node>\n  </snapshot>\n  <snapshot id=\"expanded-large\"", "  </snapshot>\n  <snapshot id=\"expanded-large\"").utf8) },
             location: "malformed.xml:22:", message: "mismatch"),
        Case(name: "truncated JSON", file: "truncated.json",
             contents: { Data("{\n  \"formatVersion\" : 1,\n  \"id\" : \"x\",\n  \"snapshots\" : [\n    {\n      \"id\" : \"a\",".utf8) },
             location: "truncated.json:6:", message: "truncated"),
        Case(name: "a wrong attribute type", file: "wrong-type.xml",
             contents: { Data(Fixtures.edited("label=\"Details\"", "label=\"Details\" opacity=\"abc\"").utf8) },
             location: "wrong-type.xml:18:56:", message: "'abc'"),
        Case(name: "a duplicate node id", file: "duplicate-id.xml",
             contents: { Data(Fixtures.edited("<node id=\"title\"", "<node id=\"handle\"").utf8) },
             location: "duplicate-id.xml:18:15:", message: "duplicate node id 'handle'"),
        Case(name: "a dangling transition reference", file: "dangling.xml",
             contents: { Data(Fixtures.edited("to=\"expanded-large\"", "to=\"nowhere\"").utf8) },
             location: "dangling.xml:36:62:", message: "unknown snapshot 'nowhere'"),
        Case(name: "a billion-laughs document", file: "laughs.xml",
             contents: { Data(Fixtures.billionLaughs().utf8) },
             location: "laughs.xml:3:", message: "entity 'lol'"),
        Case(name: "nesting deeper than libxml2's limit", file: "deep.xml",
             contents: { Data(Fixtures.nested(depth: 5_000).utf8) },
             location: "deep.xml:", message: "nested deeper than 256 levels"),
        Case(name: "nesting deeper than the tree limit", file: "deep-tree.xml",
             contents: { Data(Fixtures.nested(depth: 230).utf8) },
             location: "deep-tree.xml:203:1:", message: "nested deeper than 200 levels"),
        Case(name: "invalid UTF-8 in XML", file: "bad-utf8.xml",
             contents: { Data(Fixtures.goodXML.utf8.prefix(200)) + Data([0xC3, 0x28]) + Data(Fixtures.goodXML.utf8.dropFirst(200)) },
             location: "bad-utf8.xml:3:", message: "UTF-8"),
        Case(name: "invalid UTF-8 in JSON", file: "bad-utf8.json",
             contents: { Data("{\"id\": \"".utf8) + Data([0xFF, 0xFE]) + Data("\"}".utf8) },
             location: "bad-utf8.json: error:", message: "not valid UTF-8"),
        Case(name: "a wrong JSON type, located by coding path", file: "wrong-type.json",
             contents: { Data(#"{"id": "x", "snapshots": [{"id": "a", "root": {"id": "r", "opacity": "abc"}}]}"#.utf8) },
             location: "wrong-type.json:1:70: error: at snapshots[0].root.opacity:", message: "expected a number: found a string"),
        Case(name: "a misspelt JSON key, with the key it was meant to be", file: "misspelt-key.json",
             contents: { Data(#"{"id": "x", "snapshots": [{"id": "a", "root": {"id": "r", "lable": "Close"}}]}"#.utf8) },
             location: "misspelt-key.json:1:68: error: at snapshots[0].root.lable:",
             message: "unknown key 'lable'; did you mean 'label'?"),
    ]

    @Test("validate exits 2, locates the bad file and still reports the good one", arguments: cases)
    func badInput(_ testCase: Case) throws {
        let folder = try Fixtures.Folder()
        let good = try folder.write("good.xml", Fixtures.goodXML)
        let bad = try folder.write(testCase.file, testCase.contents())
        let result = try ToolRunner.process(["validate", bad, good])
        #expect(result.status == 2)
        let errorLine = result.standardError.split(separator: "\n").first { $0.contains(testCase.file) } ?? ""
        #expect(errorLine.contains(folder.path(testCase.location)), "stderr: \(result.standardError)")
        #expect(errorLine.contains(testCase.message), "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("\(good): valid XML scenario 'morphing-sheet'"))
        #expect(result.standardOutput.contains("Validated 2 files: 1 valid, 1 invalid"))
    }

    @Test("an external entity pointing at a local file is refused and its content never appears")
    func externalEntity() throws {
        let folder = try Fixtures.Folder()
        let secret = "secret-\(UUID().uuidString)"
        let secretFile = try folder.write("secret.txt", secret)
        let xxe = Fixtures.goodXML
            .replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
                                  with: "<?xml version=\"1.0\"?>\n<!DOCTYPE scenario [\n  <!ENTITY xxe SYSTEM \"file://\(secretFile)\">\n]>\n")
            .replacingOccurrences(of: "title=\"Morphing sheet, compact to expanded\"", with: "title=\"&xxe;\"")
        let bad = try folder.write("xxe.xml", xxe)
        let good = try folder.write("good.xml", Fixtures.goodXML)
        for arguments in [["validate", bad, good], ["convert", bad, "--to", "json"]] {
            let result = try ToolRunner.process(arguments)
            #expect(result.status == 2)
            #expect(result.standardError.contains("\(bad):3:"))
            #expect(result.standardError.contains("external entity 'xxe'"))
            #expect(!result.standardError.contains(secret) && !result.standardOutput.contains(secret))
        }
    }

    @Test("libxml2 itself prints nothing: stderr holds only the tool's diagnostics")
    func noLibXMLNoise() throws {
        let folder = try Fixtures.Folder()
        let bad = try folder.write("bad.xml", "<scenario>\n<oops></scenario>")
        let result = try ToolRunner.process(["validate", bad])
        #expect(result.status == 2)
        let lines = result.standardError.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(bad + ":") }, "stderr: \(result.standardError)")
    }
}
