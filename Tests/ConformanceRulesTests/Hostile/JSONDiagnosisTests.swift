import Foundation
import Testing
@testable import ConformanceRules

/// What `JSONDecoder` only calls "not valid JSON" is located: syntax, and what is valid JSON
/// the decoder cannot hold.
@Suite("Located JSON diagnoses")
struct JSONDiagnosisTests {
    static let cases: [(text: String, line: Int, column: Int, message: String)] = [
        ("{\"a\": [\n" + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "]}", 2, 511,
         "nested deeper than 512 levels"),
        ("{\"a\":\n  1e309}", 2, 3, "'1e309' is too large for a number"),
        ("{\"formatVersion\": 18446744073709551616}", 1, 19, "outside the range of 64-bit integers"),
        ("{\"a\": \"x\\ud800y\"}", 1, 9, "half of a UTF-16 surrogate pair"),
        ("{\"a\": \"\\udc00\"}", 1, 8, "half of a UTF-16 surrogate pair"),
        ("{\"a\":\n nope}", 2, 2, "unexpected word"),
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
    ]

    @Test("located", arguments: cases)
    func located(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let hint = try #require(JSONSyntaxHint.locate(Data(text.utf8)))
        #expect(hint.line == line && hint.column == column, "\(hint)")
        #expect(hint.message.contains(message), "\(hint.message)")
    }

    @Test("valid JSON the decoder can hold has nothing to explain")
    func nothing() {
        #expect(JSONSyntaxHint.locate(Data("{\"a\": [1, 2.5, -9223372036854775808, \"\\ud83d\\ude00\"]}".utf8)) == nil)
    }

    @Test("a scenario the decoder refuses is located through the loader")
    func throughTheLoader() {
        #expect {
            _ = try ScenarioLoader.decode(Data("{\n\"formatVersion\": 1e309}".utf8), file: "s.json")
        } throws: { error in
            (error as? LoadFailure)?.errors.first?.description.hasPrefix("s.json:2:18: error: not valid JSON:") == true
        }
    }
}
