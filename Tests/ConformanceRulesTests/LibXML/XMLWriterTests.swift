import Foundation
import Testing
@testable import ConformanceRules

@Suite("XML writer")
struct XMLWriterTests {
    static let hostile: [(name: String, input: String, kept: String)] = [
        ("NUL", "a\u{0}b", "ab"),
        ("U+0001", "a\u{1}b", "ab"),
        ("ANSI colour codes", "\u{1B}[1;31merror\u{1B}[0m: bad", "error: bad"),
        ("OSC hyperlink", "\u{1B}]8;;https://example.invalid\u{07}link\u{1B}]8;;\u{1B}\\", "link"),
        ("U+FFFE and U+FFFF", "x\u{FFFE}y\u{FFFF}z", "xyz"),
        ("CDATA end", "a]]>b", "a]]>b"),
        ("markup characters", "<&>\"'", "<&>\"'"),
        ("right-to-left text", "\u{202B}שלום עולם\u{202C} مرحبا", "\u{202B}שלום עולם\u{202C} مرحبا"),
        ("emoji", "👩🏽‍💻 ok 🇫🇷", "👩🏽‍💻 ok 🇫🇷"),
        ("tab, newline, carriage return", "a\tb\nc\r\nd", "a\tb\nc\r\nd"),
    ]

    @Test("hostile strings come out well-formed, text kept where XML allows", arguments: 0..<hostile.count)
    func hostileString(index: Int) throws {
        let (_, input, kept) = Self.hostile[index]
        var writer = try XMLWriter()
        try writer.element("report", ["message": input]) { writer in
            try writer.element("detail") { try $0.text(input) }
            try writer.comment(input + "--")
        }
        let data = try writer.finish()
        let root = try XMLDocumentParser.parseTree(data)
        #expect(root[attribute: "message"] == kept)
        #expect(root.children.first?.text == kept)
    }

    @Test("a 1 MB string survives")
    func megabyte() throws {
        let chunk = "line <with> & \"quotes\" and ünïcödé 🙂\n"
        let big = String(repeating: chunk, count: 1_048_576 / chunk.utf8.count + 1)
        var writer = try XMLWriter(indented: false)
        try writer.element("big", ["value": big]) { try $0.text(big) }
        let root = try XMLDocumentParser.parseTree(try writer.finish())
        #expect(root.text == big)
        #expect(root[attribute: "value"] == big)
    }

    @Test("elements nest and indent")
    func layout() throws {
        var writer = try XMLWriter()
        try writer.element("a", ["x": "1"]) { writer in
            try writer.element("b")
            try writer.element("c", attributes: [XMLAttribute(name: "y", value: "é")])
        }
        let text = String(decoding: try writer.finish(), as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a x=\"1\">\n  <b/>\n  <c y="))
        #expect(text.hasSuffix("</a>\n"))
    }

    @Test("cleaning removes only what XML 1.0 forbids")
    func cleaning() {
        #expect(XMLText.cleaned("plain") == "plain")
        #expect(XMLText.cleaned("\u{7}bell\u{1F}") == "bell")
        #expect(XMLText.cleaned("\u{85}next line") == "\u{85}next line")
        #expect(XMLText.firstForbiddenScalar(in: "ok\u{B}") == "\u{B}")
        #expect(XMLText.firstForbiddenScalar(in: "ok\t") == nil)
    }

    /// The byte-level check must say exactly what a scalar-by-scalar reading says.
    @Test("the quick check on UTF-8 bytes agrees with reading every scalar")
    func quickCheckAgreesWithScalars() {
        func slow(_ text: String) -> Bool { text.unicodeScalars.contains { $0 == "\u{1B}" || !XMLText.isAllowed($0) } }
        let pieces: [String] = ["a", "é", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{FFBE}", "\u{EFBF}", "\u{BF}", "\u{FEFF}", "\u{1B}",
                                "\u{0}", "\t", "\n", "\r", "\u{1F}", "\u{20}", "\u{7F}", "\u{85}", "\u{10FFFF}", "👩🏽‍💻", "ש",
                                // Runs of printable ASCII, which the check skips eight bytes at a time.
                                "abcdefg", "0123456789 ", "~!@#$%^&*()_+{}|:<>?"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(XMLText.needsCleaning(text) == slow(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(!XMLText.needsCleaning("plain text, ÿ¿ and \u{FFFD}"))
        #expect(XMLText.needsCleaning("x\u{FFFF}"))
    }
}
