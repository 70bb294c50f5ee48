internal import CLibXML

/// Validates documents against a W3C XML Schema (XSD 1.0) given as text.
///
/// The schema is compiled for each call: compiled schemas are libxml2 pointers, and keeping one
/// alive across calls would need shared mutable state. Compiling the project's schemas takes well
/// under a millisecond. Errors are collected per call with line numbers, never printed.
public enum XMLSchemaValidator {
    /// The problems of `document` against `schema`; empty when it is valid. Throws when the
    /// schema itself does not compile.
    public static func validate(_ document: borrowing OwnedXMLDocument, against schema: String)
        throws(XMLDocumentError) -> [XMLDiagnostic]
    {
        LibXML.initialized
        let sink = XMLDiagnosticSink()
        return try withExtendedLifetime(sink) { () throws(XMLDocumentError) -> [XMLDiagnostic] in
            let compiled = try compile(schema, sink: sink)
            defer { xmlSchemaFree(compiled) }
            guard let context = xmlSchemaNewValidCtxt(compiled) else {
                throw XMLDocumentError(line: nil, message: "libxml2 could not create a schema validation context")
            }
            defer { xmlSchemaFreeValidCtxt(context) }
            xmlSchemaSetValidStructuredErrors(context, recordSchemaError, sink.opaque)
            let result = document.withRaw { xmlSchemaValidateDoc(context, $0) }
            let errors = sink.errors
            if result != 0, errors.isEmpty {
                return [XMLDiagnostic(line: nil, message: "the document does not match the schema (libxml2 code \(result))")]
            }
            return errors
        }
    }

    /// Validates `text` after parsing it with the hardened parser.
    public static func validate(_ text: String, against schema: String) throws(XMLDocumentError) -> [XMLDiagnostic] {
        let document = try XMLDocumentParser.parse(text)
        return try validate(document, against: schema)
    }

    private static func compile(_ schema: String, sink: XMLDiagnosticSink) throws(XMLDocumentError) -> xmlSchemaPtr {
        // libxml2 keeps the buffer's address in the parser context and reads it while parsing, so
        // creating the context and parsing must both happen while the buffer is pinned.
        let bytes = Array(schema.utf8)
        var created = false
        let compiled: xmlSchemaPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> xmlSchemaPtr? in
                guard let parserContext = xmlSchemaNewMemParserCtxt(characters.baseAddress, Int32(characters.count)) else {
                    return nil
                }
                created = true
                defer { xmlSchemaFreeParserCtxt(parserContext) }
                xmlSchemaSetParserStructuredErrors(parserContext, recordSchemaError, sink.opaque)
                return xmlSchemaParse(parserContext)
            }
        }
        guard created else {
            throw XMLDocumentError(line: nil, message: "libxml2 could not create a schema parser")
        }
        guard let compiled else {
            let problems = sink.errors.isEmpty ? [XMLDiagnostic(line: nil, message: "the schema does not compile")] : sink.errors
            throw XMLDocumentError(problems.map { problem in
                var copy = problem
                copy.message = "schema: " + copy.message
                return copy
            })
        }
        return compiled
    }
}

/// Schema contexts take a plain user pointer, so the sink travels there directly.
private let recordSchemaError: xmlStructuredErrorFunc = { userData, error in
    guard let error, let sink = XMLDiagnosticSink.from(userData) else { return }
    sink.record(error.pointee)
}
