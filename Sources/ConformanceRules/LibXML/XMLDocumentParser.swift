#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CLibXML

/// Parses untrusted XML with libxml2, hardened.
///
/// - No network (`XML_PARSE_NONET`), no entity substitution (`NOENT` off), no DTD loading, no
///   error recovery (`RECOVER` off): malformed input fails instead of "succeeding".
/// - A DOCTYPE may name the root element but may not declare entities: the first entity
///   declaration stops the parser. That refuses external entities (XXE) and entity-expansion
///   bombs ("billion laughs") before anything is expanded or read.
/// - libxml2's own limits stay on (no `XML_PARSE_HUGE`): 256 levels of elements, 10 MB per
///   text node. Documents larger than `maximumDocumentSize` are refused before parsing, and the
///   conversion to Swift values checks `maximumDepth` itself.
/// - Errors are collected per call through the parser context's structured-error hook, with
///   line and column; libxml2 prints nothing (its generic error function is silenced).
/// - Only encodings libxml2 reads natively are accepted (`XMLDeclaredEncoding`).
public enum XMLDocumentParser {
    /// 64 MiB, the same bound as the JSON decoder.
    public static let maximumDocumentSize = 64 * 1024 * 1024
    /// Element nesting accepted, the root being level 1; equal to libxml2's default limit.
    public static let maximumDepth = 256

    private static let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
        | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)

    /// Parses a whole document; the result owns the libxml2 tree and frees it when it goes away.
    public static func parse(_ data: Data) throws(XMLDocumentError) -> OwnedXMLDocument {
        LibXML.initialized
        guard data.count <= maximumDocumentSize else {
            throw XMLDocumentError(line: nil, message: "document is \(data.count) bytes; the limit is \(maximumDocumentSize)")
        }
        guard !data.isEmpty else { throw XMLDocumentError(line: 1, column: 1, message: "document is empty") }
        if let problem = XMLDeclaredEncoding.problem(in: data) { throw XMLDocumentError([problem]) }
        LibXML.silenceThisThread()
        guard let context = xmlNewParserCtxt() else {
            throw XMLDocumentError(line: nil, message: "libxml2 could not create a parser context")
        }
        defer { xmlFreeParserCtxt(context) }
        guard let sax = context.pointee.sax else {
            throw XMLDocumentError(line: nil, message: "libxml2 parser context has no SAX handler")
        }
        let sink = XMLDiagnosticSink()
        context.pointee._private = sink.opaque
        sax.pointee.serror = recordParserError
        sax.pointee.entityDecl = refuseEntityDeclaration
        let parsed: xmlDocPtr? = withExtendedLifetime(sink) {
            data.withUnsafeBytes { raw in
                raw.withMemoryRebound(to: CChar.self) { bytes in
                    xmlCtxtReadMemory(context, bytes.baseAddress, Int32(bytes.count), nil, nil, options)
                }
            }
        }
        context.pointee._private = nil
        let errors = sink.errors
        guard let parsed, errors.isEmpty else {
            if let parsed { xmlFreeDoc(parsed) }
            throw XMLDocumentError(errors.isEmpty
                ? [XMLDiagnostic(line: nil, message: "the document could not be parsed")]
                : errors.map(explainingLimits))
        }
        return OwnedXMLDocument(taking: parsed)
    }

    public static func parse(_ text: String) throws(XMLDocumentError) -> OwnedXMLDocument {
        try parse(Data(text.utf8))
    }

    /// Parses and converts to Swift values in one step.
    public static func parseTree(_ data: Data) throws(XMLDocumentError) -> XMLElement {
        let document = try parse(data)
        return try document.rootElement()
    }

    /// libxml2's wording suggests an option this parser deliberately never sets.
    static func explainingLimits(_ diagnostic: XMLDiagnostic) -> XMLDiagnostic {
        var copy = diagnostic
        if copy.message.hasPrefix("Excessive depth in document") {
            copy.message = "elements are nested deeper than \(maximumDepth) levels, the limit"
        }
        return copy
    }
}

/// The parser context's structured-error hook. libxml2 passes the context (its SAX user data);
/// the sink sits in `_private`, the field libxml2 leaves to applications. `userData` must not be
/// replaced: libxml2's tree builder uses it as the context itself.
private let recordParserError: xmlStructuredErrorFunc = { userData, error in
    guard let error else { return }
    let contextPointer = error.pointee.ctxt ?? userData
    guard let context = contextPointer?.assumingMemoryBound(to: xmlParserCtxt.self),
          let sink = XMLDiagnosticSink.from(context.pointee._private) else { return }
    sink.record(error.pointee)
}

/// Replaces libxml2's entity-declaration handler: records a located error and stops parsing.
private let refuseEntityDeclaration: entityDeclSAXFunc = { userData, name, _, _, systemID, _ in
    guard let userData else { return }
    let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
    XMLDiagnosticSink.from(context.pointee._private)?.append(entityRefusal(name, isExternal: systemID != nil, userData: userData))
    xmlStopParser(context)
}

/// Why an entity declaration stops the parse, located where the parser stands.
func entityRefusal(_ name: UnsafePointer<xmlChar>?, isExternal: Bool, userData: UnsafeMutableRawPointer) -> XMLDiagnostic {
    XMLDiagnostic(
        line: Int(xmlSAX2GetLineNumber(userData)), column: Int(xmlSAX2GetColumnNumber(userData)),
        message: "the DOCTYPE declares the \(isExternal ? "external " : "")entity '\(LibXML.string(name) ?? "?")'; "
            + "entity declarations are refused (they allow reading local files and entity-expansion attacks)")
}
