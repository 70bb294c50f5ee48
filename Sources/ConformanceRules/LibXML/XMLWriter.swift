#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CLibXML

/// Writes an XML document through libxml2's `xmlTextWriter` into memory.
///
/// Elements are closure-scoped, so start and end tags always pair; every libxml2 return code is
/// checked; every text and attribute value goes through `XMLText.cleaned` first, so whatever
/// strings come in, the output is well-formed XML 1.0 (names are the caller's and are trusted).
///
///     var writer = try XMLWriter()
///     try writer.element("testsuites", ["tests": "3"]) { writer in
///         try writer.element("testcase", ["name": "a<b"])
///     }
///     let data = try writer.finish()
public struct XMLWriter: ~Copyable {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr

    /// Starts a UTF-8 document; `indented` puts each element on its own line, two spaces deep.
    public init(indented: Bool = true) throws(XMLWriterError) {
        LibXML.initialized
        guard let buffer = xmlBufferCreate() else { throw XMLWriterError("libxml2 could not allocate a buffer") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw XMLWriterError("libxml2 could not create a text writer")
        }
        var started = xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        if started >= 0, indented {
            started = min(xmlTextWriterSetIndent(writer, 1), xmlTextWriterSetIndentString(writer, "  "))
        }
        guard started >= 0 else {
            xmlFreeTextWriter(writer)
            xmlBufferFree(buffer)
            throw XMLWriterError("libxml2 could not start the document")
        }
        self.buffer = buffer
        self.writer = writer
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    /// Writes `<name attributes…>`, then whatever `content` writes, then the end tag.
    public mutating func element(_ name: String, attributes: [XMLAttribute],
                                 _ content: (inout XMLWriter) throws -> Void = { _ in }) throws {
        try check(Self.withXMLChars(name) { xmlTextWriterStartElement(writer, $0) }, "start <\(name)>")
        for attribute in attributes {
            let written = Self.withXMLChars(attribute.name) { name in
                Self.withXMLChars(XMLText.cleaned(attribute.value)) { xmlTextWriterWriteAttribute(writer, name, $0) }
            }
            try check(written, "write attribute '\(attribute.name)' of <\(name)>")
        }
        try content(&self)
        try check(xmlTextWriterEndElement(writer), "end <\(name)>")
    }

    /// The same, with attributes written as a literal: `["name": "a", "time": "0.010"]`.
    public mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:],
                                 _ content: (inout XMLWriter) throws -> Void = { _ in }) throws {
        try element(name, attributes: attributes.map { XMLAttribute(name: $0.key, value: $0.value) }, content)
    }

    /// Character data inside the current element, escaped by libxml2.
    public mutating func text(_ text: String) throws {
        try check(Self.withXMLChars(XMLText.cleaned(text)) { xmlTextWriterWriteString(writer, $0) }, "write text")
    }

    /// A comment; `--` cannot occur inside one, so it is spaced apart.
    public mutating func comment(_ text: String) throws {
        var body = XMLText.cleaned(text)
        while body.contains("--") { body = body.replacing("--", with: "- -") }
        if body.hasSuffix("-") { body += " " }
        try check(Self.withXMLChars(body) { xmlTextWriterWriteComment(writer, $0) }, "write comment")
    }

    /// Hands the bytes written so far to `consume`, then empties the buffer, so a long document
    /// streams to its destination instead of being held whole in memory. Call it between
    /// elements; what it hands over is a prefix of the document, not well-formed on its own.
    public mutating func drain(into consume: (UnsafeRawBufferPointer) throws -> Void) throws {
        try check(xmlTextWriterFlush(writer), "flush the writer")
        if let content = xmlBufferContent(buffer) {
            try consume(UnsafeRawBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
        }
        xmlBufferEmpty(buffer)
    }

    /// Ends the document and hands what was not drained yet to `consume`.
    public consuming func finish(into consume: (UnsafeRawBufferPointer) throws -> Void) throws {
        let data = try finish()
        try data.withUnsafeBytes { try consume($0) }
    }

    /// Ends the document and returns its bytes (UTF-8, ending with a newline).
    public consuming func finish() throws(XMLWriterError) -> Data {
        let writer = self.writer, buffer = self.buffer
        discard self
        defer { xmlBufferFree(buffer) }
        let ended = xmlTextWriterEndDocument(writer)
        xmlFreeTextWriter(writer)  // flushes into the buffer
        guard ended >= 0 else { throw XMLWriterError("libxml2 could not end the document") }
        guard let content = xmlBufferContent(buffer) else { return Data() }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    /// `text` as the NUL-terminated UTF-8 libxml2 takes, in place when the string already is (a
    /// `String` passed straight to a C parameter is copied into a new array every time).
    private static func withXMLChars(_ text: String, _ body: (UnsafePointer<xmlChar>) -> Int32) -> Int32 {
        text.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
    }

    private func check(_ code: Int32, _ what: @autoclosure () -> String) throws(XMLWriterError) {
        if code < 0 { throw XMLWriterError("libxml2 could not \(what())") }
    }
}

@available(*, unavailable, message: "write a document inside one task")
extension XMLWriter: Sendable {}

public struct XMLWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
