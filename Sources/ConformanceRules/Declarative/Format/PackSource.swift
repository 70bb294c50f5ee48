import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A pack file being read: turns elements, attributes and offsets into the expression text into
/// located errors.
struct PackSource {
    let file: String
    let text: XMLSourceText
    private let locator: ScenarioXMLLocator

    init(data: Data, file: String) {
        self.file = file
        self.text = XMLSourceText(data)
        self.locator = ScenarioXMLLocator(data: data, file: file)
    }

    func error(_ element: XMLElement, attribute: String? = nil, _ message: String) -> InputError {
        locator.error(for: ScenarioXMLProblem(element, attribute: attribute, message))
    }

    func error(_ diagnostic: XMLDiagnostic) -> InputError { locator.error(for: diagnostic) }

    func error(_ problem: ScenarioXMLProblem) -> InputError { locator.error(for: problem) }

    func error(_ issue: ModelIssue, elements: [String: ElementMark]) -> InputError {
        locator.error(for: issue, elements: elements)
    }

    /// Where an element (or one of its attributes) starts.
    func location(of element: XMLElement, attribute: String? = nil) -> SourceLocation {
        let position = element.documentOrder.flatMap { text.position(documentOrder: $0, attribute: attribute) }
        return SourceLocation(file: file, line: position?.line ?? element.line, column: position?.column)
    }

    /// Where the character `offset` bytes into an element's text sits.
    func location(ofText element: XMLElement, offset: Int) -> SourceLocation {
        guard let order = element.documentOrder, let position = text.position(documentOrder: order, textOffset: offset) else {
            return location(of: element)
        }
        return SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// An expression that is `element`'s text from `offset` on, located at its first visible
    /// character; `anchor` keeps what is needed to locate any later character.
    func expression(_ text: String, in element: XMLElement, offset: Int = 0, origin: String) -> PackExpression {
        let leading = text.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
        var expression = PackExpression(text: text, origin: origin, location: location(ofText: element, offset: offset + leading))
        expression.anchor = element.documentOrder.map { PackExpression.Anchor(documentOrder: $0, textOffset: offset) }
        return expression
    }

    /// Where the character `offset` bytes into `expression` sits.
    func location(in expression: PackExpression, offset: Int) -> SourceLocation {
        guard let anchor = expression.anchor,
              let position = text.position(documentOrder: anchor.documentOrder, textOffset: anchor.textOffset + offset) else {
            return expression.location
        }
        return SourceLocation(file: file, line: position.line, column: position.column)
    }
}
