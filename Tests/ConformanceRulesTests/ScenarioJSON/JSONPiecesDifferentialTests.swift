import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The located JSON reader fed in pieces gives what it gives fed the whole text: the same tree
/// with the same lines and columns, or the same error at the same place, wherever the pieces
/// break — inside a multi-byte character, between `\r` and `\n`, inside an escape, a number, a
/// literal or a byte-order mark.
@Suite("Located JSON read in pieces")
struct JSONPiecesDifferentialTests {
    typealias Outcome = Result<LocatedJSON, LoadFailure>

    static func whole(_ bytes: [UInt8]) -> Outcome {
        Result { () throws(LoadFailure) in try LocatedJSON.document(Data(bytes), file: "p.json") }
    }

    static func pieces(_ bytes: [UInt8], size: Int, maximumValues: Int = .max) -> Outcome {
        let reader = JSONPieceReader(.memory(Data(bytes)), pieceSize: size, limit: 1 << 30)
        return Result { () throws(LoadFailure) in try LocatedJSON.document(pieces: reader, file: "p.json", maximumValues: maximumValues) }
    }

    /// Nil when the two agree, else what differs.
    static func difference(_ a: Outcome, _ b: Outcome) -> String? {
        switch (a, b) {
        case let (.success(x), .success(y)): return render(x) == render(y) ? nil : "trees differ:\n\(render(x))\n\(render(y))"
        case let (.failure(x), .failure(y)): return x.errors == y.errors ? nil : "errors differ: \(x) / \(y)"
        default: return "one parsed, one failed: \(a) / \(b)"
        }
    }

    /// Every value with its place, in order.
    static func render(_ json: LocatedJSON) -> String {
        var text = "\(json.line):\(json.column) "
        switch json.value {
        case .object(let members): text += "{" + members.map { "\($0.key.debugDescription)=" + render($0.value) }.joined(separator: ",") + "}"
        case .array(let elements): text += "[" + elements.map(render).joined(separator: ",") + "]"
        case .string(let string): text += string.debugDescription
        case .number(let number): text += "\(number)"
        case .bool(let flag): text += "\(flag)"
        case .null: text += "null"
        }
        return text
    }

    static let samples: [String] = [
        "{\"a\": [1, -2.5e3, true, false, null], \"b\": {\"c\": \"d\"}}",
        "\u{FEFF}{\"bom\": 1}",
        "{\r\n  \"crlf\": \"é中😀\",\r\n  \"n\": [\r\n1,\r\n2]\r\n}\r\n",
        "{\"esc\": \"\\n\\t\\\"\\\\\\/\\u00e9\\ud83d\\ude00\\ud800x\\u12\"}",
        "[\"\\q\"]", "[\"\\é\"]", "[tru]", "[nul, 1]", "[1 2]", "{\"a\" 1}", "{\"a\": 1,}", "{1: 2}",
        "[\"unterminated", "[1e999]", "[-]", "[01.5.]", "   ", "", "\u{FEFF}", "\u{FEFF}\u{FEFF}{}",
        "{\"x\": é}", "{\"x\": 😀}", "[\"\u{1}\"]", "{} {}", "{}\r\n\r\n", "[[[[[]]]]]", "{\"k\":{\"k\":{}}}",
        "[\"a\",\r\"b\"\r]", "{\"emoji-key-😀-long-enough-to-intern\": 1, \"emoji-key-😀-long-enough-to-intern\": 2}",
    ]

    /// Generated documents: nesting, strings with multi-byte characters and escapes, every kind of
    /// white space, numbers of every form.
    static func generated(count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        let strings = ["", "a", "é", "中文", "😀x", "\\u00e9", "\\ud83d\\ude00", "\\n\\r\\t", "\\\"q\\\"", "long-key-with-ü-past-15-bytes"]
        let spaces = ["", " ", "\n", "\r\n", "\t", "  \r\n  "]
        let numbers = ["0", "-1", "3.25", "1e10", "-2.5E-3", "123456789012345678"]
        func space() -> String { spaces.randomElement(using: &random)! }
        func value(_ depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random) {
            case 0: return "\"" + strings.randomElement(using: &random)! + "\""
            case 1: return numbers.randomElement(using: &random)!
            case 2: return ["true", "false", "null"].randomElement(using: &random)!
            case 3: return "\"" + strings.randomElement(using: &random)! + strings.randomElement(using: &random)! + "\""
            case 4:
                let members = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    space() + "\"" + strings.randomElement(using: &random)! + "\"" + space() + ":" + space() + value(depth + 1)
                }
                return "{" + members.joined(separator: "," + space()) + space() + "}"
            default:
                return "[" + (0..<Int.random(in: 0...4, using: &random)).map { _ in space() + value(depth + 1) }.joined(separator: ",") + space() + "]"
            }
        }
        return (0..<count).map { index in
            Array(((index % 5 == 0 ? "\u{FEFF}" : "") + space() + value(0) + space()).utf8)
        }
    }

    static let mutator = ByteMutator(tokens: ["{", "}", "[", "]", "\"", ":", ",", "\\", "\\u", "\r", "\n", "\u{FEFF}", "é", "😀",
                                              "\u{FF}", "\u{80}"])

    /// Mutants, with bytes that are not UTF-8 among them (a lone lead byte, a stray continuation).
    static func mutated(_ documents: [[UInt8]], count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            var bytes = mutator.mutate(documents[index % documents.count], using: &random)
            if index % 7 == 0, !bytes.isEmpty {
                bytes.insert([0xFF, 0xC3, 0x80, 0xE2, 0xF0].randomElement(using: &random)!, at: Int.random(in: 0..<bytes.count, using: &random))
            }
            return bytes
        }
    }

    static var corpus: [[UInt8]] {
        let generated = generated(count: 300, seed: 21)
        return samples.map { Array($0.utf8) } + generated + mutated(generated + samples.map { Array($0.utf8) }, count: 500, seed: 22)
    }

    @Test("pieces of 1 to 7 bytes read as the whole text does, errors included")
    func smallPieces() {
        var differences: [String] = []
        var failures = 0
        let corpus = Self.corpus
        for bytes in corpus {
            let whole = Self.whole(bytes)
            if case .failure = whole { failures += 1 }
            for size in 1...7 {
                if let difference = Self.difference(whole, Self.pieces(bytes, size: size)) {
                    differences.append("\(String(decoding: bytes, as: UTF8.self).debugDescription) in pieces of \(size): \(difference)")
                }
            }
        }
        #expect(failures > 200 && failures < corpus.count - 200, "the corpus has both valid and broken documents")
        #expect(differences.isEmpty, Comment(rawValue: "\(differences.count) differ:\n" + differences.prefix(5).joined(separator: "\n")))
    }

    @Test("one break at every position: the parser keeps what it is reading across it")
    func everyBreak() {
        var differences: [String] = []
        for bytes in Self.samples.map({ Array($0.utf8) }) + Self.generated(count: 40, seed: 23) {
            var whole = LocatedJSONParser(bytes)
            let expected = Result { () throws(LocatedJSONParser.Failure) in try whole.parse() }
            for split in 0...bytes.count {
                var pieces = [Array(bytes[..<split]), Array(bytes[split...])].makeIterator()
                var parser = LocatedJSONParser { buffer in
                    guard let piece = pieces.next() else { return false }
                    buffer += piece
                    return true
                }
                let parsed = Result { () throws(LocatedJSONParser.Failure) in try parser.parse() }
                let same = switch (expected, parsed) {
                case let (.success(a), .success(b)): Self.render(a) == Self.render(b)
                case let (.failure(a), .failure(b)): a == b
                default: false
                }
                if !same { differences.append("\(String(decoding: bytes, as: UTF8.self).debugDescription) split at \(split)") }
            }
        }
        #expect(differences.isEmpty, Comment(rawValue: differences.prefix(5).joined(separator: "\n")))
    }

    @Test("a byte that is not UTF-8 is the error wherever it is, also after a syntax error")
    func encodingFirst() throws {
        let bytes = Array("{\"a\": ]}   \"".utf8) + [0xC3, 0x28]
        let whole = Self.whole(bytes)
        for size in 1...7 { #expect(Self.difference(whole, Self.pieces(bytes, size: size)) == nil) }
        guard case .failure(let failure) = whole else { throw Failure("parsed") }
        #expect(failure.errors.map(\.message) == ["file is not valid UTF-8 (at byte 12)"])
    }

    @Test("the value past the limit is named at its line and column")
    func valueLimit() throws {
        let bytes = Array("{\"a\": [1,\n 2, {\"b\": 3}]}".utf8)
        #expect(throws: Never.self) { try Self.pieces(bytes, size: 3, maximumValues: 6).get() }
        guard case .failure(let failure) = Self.pieces(bytes, size: 3, maximumValues: 5) else { throw Failure("no limit") }
        let error = try #require(failure.errors.first)
        #expect(error.location.line == 2 && error.location.column == 11)
        #expect(error.message == "the scenario has more than 5 JSON values, the most one file may hold; split it into several files")
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
