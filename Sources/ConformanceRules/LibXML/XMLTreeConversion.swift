internal import CLibXML

/// libxml2 nodes → `XMLElement` values, iteratively, so depth costs heap rather than stack.
enum XMLTreeConversion {
    private struct Frame {
        var element: XMLElement
        var nextChild: xmlNodePtr?
    }

    static func convert(_ root: xmlNodePtr, maximumDepth: Int) throws(XMLDocumentError) -> XMLElement {
        var order = 0
        var stack = [Frame(element: element(root, order: order), nextChild: root.pointee.children)]
        while let last = stack.indices.last {
            guard let child = stack[last].nextChild else {
                let finished = stack.removeLast().element
                guard let parent = stack.indices.last else { return finished }
                stack[parent].element.children.append(finished)
                continue
            }
            stack[last].nextChild = child.pointee.next
            switch child.pointee.type {
            case XML_ELEMENT_NODE:
                order += 1
                let converted = element(child, order: order)
                guard stack.count < maximumDepth else {
                    throw XMLDocumentError([XMLDiagnostic(
                        line: converted.line, message: "elements are nested deeper than \(maximumDepth) levels, the limit",
                        element: converted.name)])
                }
                stack.append(Frame(element: converted, nextChild: child.pointee.children))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                stack[last].element.text += LibXML.string(child.pointee.content) ?? ""
            case XML_ENTITY_REF_NODE:
                let name = LibXML.string(child.pointee.name) ?? "?"
                throw XMLDocumentError([XMLDiagnostic(
                    line: stack[last].element.line, message: "entity reference '&\(name);' is not allowed",
                    element: stack[last].element.name)])
            default:
                continue  // comments and processing instructions carry no data
            }
        }
        throw XMLDocumentError(line: nil, message: "the document has no root element")
    }

    private static func element(_ node: xmlNodePtr, order: Int) -> XMLElement {
        var attributes: [XMLAttribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            var value = ""
            var part = attribute.pointee.children
            while let text = part {
                value += LibXML.string(text.pointee.content) ?? ""
                part = text.pointee.next
            }
            attributes.append(XMLAttribute(name: LibXML.string(attribute.pointee.name) ?? "", value: value))
            property = attribute.pointee.next
        }
        let line = xmlGetLineNo(node)
        return XMLElement(name: LibXML.string(node.pointee.name) ?? "", attributes: attributes,
                          line: line > 0 ? Int(line) : nil, documentOrder: order)
    }
}
