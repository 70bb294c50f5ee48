import Foundation
import Testing
@testable import ConformanceRules

/// Parts written apart (`XMLWriter.fragment`, `XMLWriter.tag`) must be exactly the bytes a single
/// writer puts at that place in the whole document.
struct XMLFragmentTests {
    /// `<a><b x="1"><c y="&lt;"/><d>text &amp; more</d></b><e/></a>`, indented, written whole.
    private static func whole() throws -> String {
        var writer = try XMLWriter(indented: true)
        try writer.element("a", ["k": "v"]) { writer in
            try writer.element("b", ["x": "1"]) { writer in
                try writer.element("c", ["y": "<\"\n"])
                try writer.element("d") { try $0.text("text & more") }
            }
            try writer.element("e")
        }
        return String(decoding: try writer.finish(), as: UTF8.self)
    }

    @Test func aFragmentIsTheDocumentsBytesAtItsDepth() throws {
        var bytes: [UInt8] = []
        var drains = 0
        try XMLWriter.fragment(depth: 2, into: { bytes += $0; drains += 1 }) { writer, drain in
            try writer.element("c", ["y": "<\"\n"])
            try drain(&writer)
            try writer.element("d") { try $0.text("text & more") }
        }
        let fragment = String(decoding: bytes, as: UTF8.self)
        #expect(drains == 2)
        #expect(fragment.hasPrefix("    <c "))
        #expect(try Self.whole().contains(fragment))
    }

    @Test func tagsAreTheDocumentsStartTags() throws {
        let whole = try Self.whole()
        let open = String(decoding: try XMLWriter.tag("b", attributes: [XMLAttribute(name: "x", value: "1")], depth: 1, open: true),
                          as: UTF8.self)
        #expect(open == "  <b x=\"1\">\n")
        #expect(whole.contains(open))
        let empty = String(decoding: try XMLWriter.tag("e", attributes: [], depth: 1, open: false), as: UTF8.self)
        #expect(empty == "  <e/>\n")
        #expect(whole.contains(empty))
        let head = String(decoding: try XMLWriter.tag("a", attributes: [XMLAttribute(name: "k", value: "v")], depth: 0, open: true),
                          as: UTF8.self)
        #expect(whole.hasPrefix(head))
        #expect(head.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a "))
    }

    @Test func anEmptyFragmentHandsNothingOver() throws {
        var bytes: [UInt8] = []
        try XMLWriter.fragment(depth: 3, into: { bytes += $0 }) { _, _ in }
        #expect(bytes.isEmpty)
    }
}
