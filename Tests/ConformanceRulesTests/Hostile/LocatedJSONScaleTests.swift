import Foundation
import Testing
@testable import ConformanceRules

/// The located JSON reader is linear in its input: wide arrays and objects, which the importers
/// meet in large dumps, no longer copy every element read so far on each append. Before, a flat
/// array of 80,000 numbers took a minute and 300,000 keys never finished; the hang guard turns
/// such a regression into a failure instead of a stuck run.
@Suite("Located JSON at scale")
struct LocatedJSONScaleTests {
    static let count = 300_000

    @Test("a flat array of 300,000 numbers")
    func wideArray() throws {
        let text = "[" + (0..<Self.count).map(String.init).joined(separator: ",") + "]"
        let parsed = try finishes("parsing 300,000 numbers") {
            var parser = LocatedJSONParser(Array(text.utf8))
            return try parser.parse()
        }
        let elements = try #require(parsed?.elements)
        #expect(elements.count == Self.count)
        #expect(elements.last?.scalarText == String(Self.count - 1))
        #expect(elements.last?.column == text.utf8.count - String(Self.count - 1).count)
    }

    @Test("an object of 300,000 keys")
    func wideObject() throws {
        let text = "{" + (0..<Self.count).map { "\"k\($0)\":\($0)" }.joined(separator: ",\n") + "}"
        let parsed = try finishes("parsing 300,000 keys") {
            var parser = LocatedJSONParser(Array(text.utf8))
            return try parser.parse()
        }
        let members = try #require(parsed?.members)
        #expect(members.count == Self.count)
        #expect(members.last?.key == "k\(Self.count - 1)")
        #expect(members.last?.value.line == Self.count)
    }

    @Test("siblings nested in siblings keep their order and lines")
    func nestedSiblings() throws {
        let text = "{\"children\": [\n" + (0..<50_000).map { "{\"children\": [{\"id\": \($0)}]}" }.joined(separator: ",\n") + "\n]}"
        let parsed = try finishes("parsing 50,000 nested siblings") {
            var parser = LocatedJSONParser(Array(text.utf8))
            return try parser.parse()
        }
        let children = try #require(parsed?["children"]?.elements)
        #expect(children.count == 50_000)
        let last = try #require(children.last?["children"]?.elements?.first?["id"])
        #expect(last.scalarText == "49999")
        #expect(last.line == 50_001)
    }

    @Test("a key quoted in an error is cut to an excerpt")
    func longKeyInMessage() {
        let key = String(repeating: "k", count: 1_000_000)
        var parser = LocatedJSONParser(Array("{\"\(key)\" 1}".utf8))
        #expect {
            _ = try parser.parse()
        } throws: { error in
            let message = (error as? LocatedJSONParser.Failure)?.message ?? ""
            return message.contains("expected ':' after the key") && message.utf8.count < 200
        }
    }
}
