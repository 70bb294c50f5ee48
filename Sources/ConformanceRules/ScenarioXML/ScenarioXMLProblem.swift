/// A problem found while reading a scenario element, located by the element (and attribute).
struct ScenarioXMLProblem: Error {
    var elementName: String
    var line: Int?
    var documentOrder: Int?
    var attribute: String?
    var message: String

    init(_ element: ElementMark, attribute: String? = nil, _ message: String) {
        elementName = element.name
        line = element.line
        documentOrder = element.documentOrder
        self.attribute = attribute
        self.message = message
    }

    init(_ element: XMLElement, attribute: String? = nil, _ message: String) {
        self.init(element.mark, attribute: attribute, message)
    }
}
