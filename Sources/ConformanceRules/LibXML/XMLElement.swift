/// An element of a parsed document as a plain Swift value: what leaves the libxml2 wrapper.
///
/// Namespaces are not modelled (the project's formats are namespace-free); comments and
/// processing instructions are dropped; `text` is the character data directly inside the element.
public struct XMLElement: Sendable, Hashable {
    public var name: String
    /// In document order.
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    public var text: String
    /// The line of the element's start tag as libxml2 records it: the line where the start tag
    /// *ends*, which differs from its first line when attributes span several lines.
    public var line: Int?
    /// 0-based position among the document's elements in document order (pre-order), which
    /// `XMLSourceText` uses to find the exact start tag and its attributes.
    public var documentOrder: Int?

    public init(name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [], text: String = "",
                line: Int? = nil, documentOrder: Int? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.documentOrder = documentOrder
    }

    /// The value of the attribute `name`, if present.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Child elements called `name`, in document order.
    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }
}

public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
