#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import CLibXML

/// Receives a document as libxml2 reads it: no tree is built, so a document of any size costs
/// only what the handler keeps. Element and attribute names arrive interned in the parser's
/// dictionary, so a handler that interned its names first (`XMLStreamParser.intern`) tells them
/// apart by pointer.
protocol XMLStreamHandler: AnyObject {
    func startElement(_ element: XMLStreamElement, parser: XMLStreamParser)
    func endElement(parser: XMLStreamParser)
    /// Character data directly inside the current element; `isCDATA` for a CDATA section.
    func characters(_ text: UnsafeBufferPointer<UInt8>, isCDATA: Bool, parser: XMLStreamParser)
    /// An entity reference the parser passed on instead of expanding (never a predefined one).
    func entityReference(parser: XMLStreamParser)
}

/// One start tag, valid only during the `startElement` call that receives it.
struct XMLStreamElement {
    let name: UnsafePointer<xmlChar>
    /// Nil for an element in no namespace.
    let namespace: UnsafePointer<xmlChar>?
    /// The line of the start tag's `>`, which libxml2's tree records for the element.
    let line: Int
    fileprivate let attributeFields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let attributeCount: Int

    func attributeName(_ index: Int) -> UnsafePointer<xmlChar>? { attributeFields?[5 * index] }
    func attributeNamespace(_ index: Int) -> UnsafePointer<xmlChar>? { attributeFields?[5 * index + 2] }

    /// The value's bytes, as libxml2 normalised them (line breaks and tabs become spaces).
    func attributeValue(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        guard let fields = attributeFields, let start = fields[5 * index + 3], let end = fields[5 * index + 4] else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: end - start)
    }

    /// The value as a string. libxml2 hands `&amp;` and `&#38;` on as `&#38;` when it does not
    /// substitute entities (its tree builder decodes them later); that is undone here.
    func attributeString(_ index: Int) -> String {
        let bytes = attributeValue(index)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self).replacing("&#38;", with: "&")
    }
}

/// The hardened libxml2 parser of `XMLDocumentParser` (no network, no entity declarations, no DTD
/// loading, no recovery, only encodings libxml2 reads natively, errors collected per call and
/// nothing printed) driving a handler instead of building a tree.
/// It reads a file through its descriptor in small pieces, or a buffer already in memory.
final class XMLStreamParser {
    private let context: xmlParserCtxtPtr
    private let sink = XMLDiagnosticSink()
    private var handler: (any XMLStreamHandler)?
    private(set) var isStopped = false

    private static let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
        | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)

    init() throws(XMLDocumentError) {
        LibXML.initialized
        guard let context = xmlNewParserCtxt(), let sax = context.pointee.sax else {
            throw XMLDocumentError(line: nil, message: "libxml2 could not create a parser context")
        }
        self.context = context
        // No tree: the document, DTD and node callbacks of the default handler are switched off,
        // and only what a handler needs is set. Errors and entity declarations are handled as in
        // XMLDocumentParser.
        sax.pointee.startDocument = nil
        sax.pointee.endDocument = nil
        sax.pointee.internalSubset = nil
        sax.pointee.externalSubset = nil
        sax.pointee.attributeDecl = nil
        sax.pointee.elementDecl = nil
        sax.pointee.notationDecl = nil
        sax.pointee.unparsedEntityDecl = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.comment = nil
        sax.pointee.setDocumentLocator = nil
        sax.pointee.startElement = nil
        sax.pointee.endElement = nil
        sax.pointee.startElementNs = streamStartElement
        sax.pointee.endElementNs = streamEndElement
        sax.pointee.characters = streamCharacters
        sax.pointee.ignorableWhitespace = streamCharacters
        sax.pointee.cdataBlock = streamCDATA
        sax.pointee.reference = streamReference
        sax.pointee.serror = streamError
        sax.pointee.entityDecl = streamRefuseEntityDeclaration
    }

    deinit { xmlFreeParserCtxt(context) }

    /// The parser's interned copy of `name`: the pointer element and attribute names will have.
    func intern(_ name: String) -> UnsafePointer<xmlChar>? {
        name.withCString { xmlDictLookup(context.pointee.dict, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self), -1) }
    }

    /// Ends the parse after the current callback; the errors recorded so far stay.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        xmlStopParser(context)
    }

    /// Parses `data`; returns the parser's errors (empty when the document is well-formed or the
    /// handler stopped the parse before any error).
    func parse(_ data: Data, handler: any XMLStreamHandler) -> [XMLDiagnostic] {
        guard !data.isEmpty else { return [XMLDiagnostic(line: 1, column: 1, message: "document is empty")] }
        if let problem = XMLDeclaredEncoding.problem(in: data) { return [problem] }
        return run(handler) { context in
            data.withUnsafeBytes { raw in
                raw.withMemoryRebound(to: CChar.self) { bytes in
                    xmlCtxtReadMemory(context, bytes.baseAddress, Int32(bytes.count), nil, nil, Self.options)
                }
            }
        }
    }

    /// Parses the file open on `descriptor`, read in pieces as the parser needs them.
    func parse(fileDescriptor descriptor: Int32, handler: any XMLStreamHandler) -> [XMLDiagnostic] {
        run(handler) { context in xmlCtxtReadFd(context, descriptor, nil, nil, Self.options) }
    }

    private func run(_ handler: any XMLStreamHandler, _ read: (xmlParserCtxtPtr) -> xmlDocPtr?) -> [XMLDiagnostic] {
        LibXML.silenceThisThread()
        self.handler = handler
        isStopped = false
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        let document = withExtendedLifetime(handler) { read(context) }
        context.pointee._private = nil
        // No startDocument callback means no document, but free one should libxml2 make it anyway.
        if let document { xmlFreeDoc(document) }
        self.handler = nil
        return sink.errors.map(XMLDocumentParser.explainingLimits)
    }

    fileprivate static func from(_ userData: UnsafeMutableRawPointer?) -> XMLStreamParser? {
        guard let context = userData?.assumingMemoryBound(to: xmlParserCtxt.self),
              let opaque = context.pointee._private else { return nil }
        return Unmanaged<XMLStreamParser>.fromOpaque(opaque).takeUnretainedValue()
    }

    fileprivate func startElement(_ name: UnsafePointer<xmlChar>?, _ namespace: UnsafePointer<xmlChar>?, _ count: Int32,
                                  _ defaulted: Int32, _ fields: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard let name, let handler else { return }
        // Attributes defaulted by an ATTLIST in the DOCTYPE come last; libxml2's tree builder
        // drops them unless asked to complete attributes, and so does this parser.
        let element = XMLStreamElement(name: name, namespace: namespace, line: Int(context.pointee.input?.pointee.line ?? 0),
                                       attributeFields: fields, attributeCount: Int(max(0, count - defaulted)))
        handler.startElement(element, parser: self)
    }

    fileprivate func endElement() { handler?.endElement(parser: self) }

    fileprivate func characters(_ text: UnsafePointer<xmlChar>?, _ length: Int32, isCDATA: Bool) {
        let bytes = UnsafeBufferPointer(start: text.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) },
                                        count: Int(max(0, length)))
        handler?.characters(bytes, isCDATA: isCDATA, parser: self)
    }

    fileprivate func entityReference() { handler?.entityReference(parser: self) }

    fileprivate func record(_ error: xmlError) { sink.record(error) }

    fileprivate func refuse(_ diagnostic: XMLDiagnostic) {
        sink.append(diagnostic)
        stop()
    }
}

@available(*, unavailable, message: "parse inside one task")
extension XMLStreamParser: Sendable {}

private let streamStartElement: startElementNsSAX2Func = { userData, name, _, namespace, _, _, count, defaulted, fields in
    XMLStreamParser.from(userData)?.startElement(name, namespace, count, defaulted, fields)
}

private let streamEndElement: endElementNsSAX2Func = { userData, _, _, _ in
    XMLStreamParser.from(userData)?.endElement()
}

private let streamCharacters: charactersSAXFunc = { userData, text, length in
    XMLStreamParser.from(userData)?.characters(text, length, isCDATA: false)
}

private let streamCDATA: cdataBlockSAXFunc = { userData, text, length in
    XMLStreamParser.from(userData)?.characters(text, length, isCDATA: true)
}

private let streamReference: referenceSAXFunc = { userData, _ in
    XMLStreamParser.from(userData)?.entityReference()
}

private let streamError: xmlStructuredErrorFunc = { userData, error in
    guard let error else { return }
    XMLStreamParser.from(error.pointee.ctxt ?? userData)?.record(error.pointee)
}

/// As in `XMLDocumentParser`: the first entity declaration is an error and stops the parse.
private let streamRefuseEntityDeclaration: entityDeclSAXFunc = { userData, name, _, _, systemID, _ in
    guard let userData else { return }
    XMLStreamParser.from(userData)?.refuse(entityRefusal(name, isExternal: systemID != nil, userData: userData))
}
