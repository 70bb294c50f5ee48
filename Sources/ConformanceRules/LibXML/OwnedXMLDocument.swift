internal import CLibXML

/// A parsed libxml2 document, freed exactly once when this value goes away.
///
/// It cannot be copied, only borrowed or moved, and it never hands out its pointer: callers get
/// Swift values (`rootElement()`) or borrow it for validation inside this folder. It is not
/// `Sendable`: parse and use it inside one task.
public struct OwnedXMLDocument: ~Copyable {
    private let raw: xmlDocPtr

    init(taking raw: xmlDocPtr) {
        self.raw = raw
    }

    deinit { xmlFreeDoc(raw) }

    /// Runs `body` with the document pointer; the pointer must not escape.
    borrowing func withRaw<Result>(_ body: (xmlDocPtr) throws -> Result) rethrows -> Result {
        try body(raw)
    }

    /// Converts the tree to Swift values with an explicit stack, refusing nesting deeper than
    /// `maximumDepth` (the root is level 1).
    public borrowing func rootElement(maximumDepth: Int = XMLDocumentParser.maximumDepth)
        throws(XMLDocumentError) -> XMLElement
    {
        guard let root = xmlDocGetRootElement(raw) else {
            throw XMLDocumentError(line: nil, message: "the document has no root element")
        }
        return try XMLTreeConversion.convert(root, maximumDepth: maximumDepth)
    }
}

@available(*, unavailable, message: "parse and use a document inside one task")
extension OwnedXMLDocument: Sendable {}
