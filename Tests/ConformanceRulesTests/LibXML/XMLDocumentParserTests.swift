import Foundation
import Testing
@testable import ConformanceRules

@Suite("Hardened XML parser")
struct XMLDocumentParserTests {
    @Test("a well-formed document becomes Swift values with lines")
    func parsesTree() throws {
        let text = """
            <?xml version="1.0"?>
            <root a="1" b="x &amp; y">
              <!-- ignored -->
              <child
                 name="first">hello <![CDATA[<world>]]></child>
              <child name="second"/>
            </root>
            """
        let root = try XMLDocumentParser.parseTree(Data(text.utf8))
        #expect(root.name == "root")
        #expect(root.attributes == [XMLAttribute(name: "a", value: "1"), XMLAttribute(name: "b", value: "x & y")])
        #expect(root.line == 2)
        let children = root.children(named: "child")
        #expect(children.count == 2)
        #expect(children[0].text == "hello <world>")
        #expect(children[0][attribute: "name"] == "first")
        #expect(children[0].line == 5, "libxml2 records the line where the start tag ends")
        #expect(children[1].line == 6)
    }

    @Test("malformed XML fails with line and column")
    func malformed() {
        let error = #expect(throws: XMLDocumentError.self) {
            _ = try XMLDocumentParser.parse("<a>\n  <b></a>\n")
        }
        let first = error?.diagnostics.first
        #expect(first?.line == 2)
        #expect(first?.column != nil)
        #expect(first?.message.contains("mismatch") == true)
    }

    @Test("an empty document is refused")
    func empty() {
        #expect(throws: XMLDocumentError.self) { _ = try XMLDocumentParser.parse("") }
    }

    @Test("an external entity pointing at a local file is refused and the file is never read")
    func externalEntity() throws {
        let secret = "morph-audit-secret-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xxe-\(UUID().uuidString).txt")
        try secret.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE root [
              <!ENTITY xxe SYSTEM "\(url.absoluteString)">
            ]>
            <root>&xxe;</root>
            """
        let error = #expect(throws: XMLDocumentError.self) { _ = try XMLDocumentParser.parseTree(Data(text.utf8)) }
        let description = error?.description ?? ""
        #expect(description.contains("entity 'xxe'"))
        #expect(error?.diagnostics.first?.line == 3)
        #expect(!description.contains(secret))
    }

    @Test("a billion-laughs document fails at its first entity declaration")
    func billionLaughs() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>\n"
        let error = #expect(throws: XMLDocumentError.self) { _ = try XMLDocumentParser.parseTree(Data(text.utf8)) }
        #expect(error?.diagnostics.count == 1)
        #expect(error?.diagnostics.first?.message.contains("entity 'lol'") == true)
        #expect(error?.diagnostics.first?.line == 3)
    }

    @Test("a DOCTYPE without entity declarations is accepted")
    func plainDoctype() throws {
        let root = try XMLDocumentParser.parseTree(Data("<!DOCTYPE root>\n<root/>".utf8))
        #expect(root.name == "root")
    }

    @Test("an undeclared entity is an error, not an empty string")
    func undeclaredEntity() {
        #expect(throws: XMLDocumentError.self) { _ = try XMLDocumentParser.parse("<root>&nope;</root>") }
    }

    @Test("nesting beyond libxml2's limit fails with the documented message")
    func deepNesting() {
        let depth = 10_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = #expect(throws: XMLDocumentError.self) { _ = try XMLDocumentParser.parse(text) }
        #expect(error?.diagnostics.first?.message == "elements are nested deeper than 256 levels, the limit")
    }

    @Test("the conversion checks depth itself, iteratively")
    func conversionDepth() throws {
        let text = String(repeating: "<a>\n", count: 50) + String(repeating: "</a>", count: 50)
        let document = try XMLDocumentParser.parse(text)
        let error = #expect(throws: XMLDocumentError.self) { _ = try document.rootElement(maximumDepth: 40) }
        #expect(error?.diagnostics.first?.line == 41)
        let full = try document.rootElement(maximumDepth: 50)
        var depth = 1
        var element = full
        while let child = element.children.first {
            depth += 1
            element = child
        }
        #expect(depth == 50)
    }

    @Test("invalid UTF-8 is located")
    func invalidUTF8() {
        var bytes = Array("<root>\n<a name=\"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"/></root>".utf8)
        let error = #expect(throws: XMLDocumentError.self) { _ = try XMLDocumentParser.parse(Data(bytes)) }
        #expect(error?.diagnostics.first?.line == 2)
        #expect(error?.diagnostics.first?.message.contains("UTF-8") == true)
    }

    @Test("documents over the size limit are refused before parsing")
    func sizeLimit() {
        let data = Data(count: XMLDocumentParser.maximumDocumentSize + 1)
        let error = #expect(throws: XMLDocumentError.self) { _ = try XMLDocumentParser.parse(data) }
        #expect(error?.description.contains("limit") == true)
    }
}
