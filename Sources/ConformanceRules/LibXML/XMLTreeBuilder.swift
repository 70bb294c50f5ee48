internal import CLibXML

/// Builds a libxml2 tree in memory, element by element, without serialising and re-parsing.
///
/// Every element is numbered in document order (its *ordinal*, 0 for the root) and carries that
/// number in libxml2's application field `_private`, so a node that an XPath expression returns
/// maps back to its ordinal — and from there to the model value it was written from — without
/// reading any attribute. Element and attribute names are interned in the document's dictionary.
final class XMLTreeBuilder: XMLElementSink {
    private var document: xmlDocPtr?
    private var parent: xmlNodePtr?
    private var trackedNames: [String]
    private(set) var elements: [xmlNodePtr] = []
    private(set) var parents: [Int32] = []
    private(set) var kinds: [UInt8] = []
    private var openOrdinals: [Int32] = []

    /// `tracking` names the elements callers want to find again: `kinds[ordinal]` is the position
    /// of the element's name in that list plus one, or 0 for other elements.
    init(tracking trackedNames: [String]) throws(XMLWriterError) {
        LibXML.initialized
        guard let document = xmlNewDoc("1.0") else { throw XMLWriterError("libxml2 could not create a document") }
        document.pointee.dict = xmlDictCreate()
        self.document = document
        self.trackedNames = trackedNames
    }

    deinit {
        if let document { xmlFreeDoc(document) }
    }

    func element(_ name: String, attributes: [XMLAttribute], _ content: (inout XMLTreeBuilder) throws -> Void) throws {
        guard let document, let node = xmlNewDocNode(document, nil, name, nil) else {
            throw XMLWriterError("libxml2 could not create <\(name)>")
        }
        if let parent {
            guard xmlAddChild(parent, node) != nil else {
                xmlFreeNode(node)
                throw XMLWriterError("libxml2 could not add <\(name)>")
            }
        } else {
            guard xmlDocGetRootElement(document) == nil else {
                xmlFreeNode(node)
                throw XMLWriterError("a document has one root element; <\(name)> would be a second")
            }
            xmlDocSetRootElement(document, node)
        }
        let ordinal = Int32(elements.count)
        node.pointee._private = UnsafeMutableRawPointer(bitPattern: Int(ordinal) + 1)
        elements.append(node)
        parents.append(openOrdinals.last ?? -1)
        kinds.append(trackedNames.firstIndex(of: name).map { UInt8(truncatingIfNeeded: $0 + 1) } ?? 0)
        for attribute in attributes {
            guard xmlNewProp(node, attribute.name, attribute.value) != nil else {
                throw XMLWriterError("libxml2 could not set attribute '\(attribute.name)' of <\(name)>")
            }
        }
        let saved = parent
        parent = node
        openOrdinals.append(ordinal)
        defer {
            parent = saved
            openOrdinals.removeLast()
        }
        var builder = self
        try content(&builder)
    }

    /// Hands the finished tree over; the builder is empty afterwards.
    func finish() throws(XMLWriterError) -> BuiltXMLTree {
        guard let document, xmlDocGetRootElement(document) != nil else {
            throw XMLWriterError("the document has no root element")
        }
        self.document = nil
        return BuiltXMLTree(document: OwnedXMLDocument(taking: document), elements: elements, parents: parents,
                            kinds: kinds)
    }
}

@available(*, unavailable, message: "build a tree inside one task")
extension XMLTreeBuilder: Sendable {}

/// A tree made by `XMLTreeBuilder`: the document, and for every element (by ordinal) its node,
/// its parent's ordinal (-1 for the root) and its tracked kind.
struct BuiltXMLTree: ~Copyable {
    let document: OwnedXMLDocument
    let elements: [xmlNodePtr]
    let parents: [Int32]
    let kinds: [UInt8]

    var elementCount: Int { elements.count }
}
