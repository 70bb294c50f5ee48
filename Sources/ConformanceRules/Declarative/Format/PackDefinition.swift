/// A declarative rule pack as its file describes it: what `PackReader` produces and
/// `PackCompiler` turns into rules.
public struct PackDefinition: Sendable {
    public var id: String
    /// The pack's own version (the file format's is `format-version`).
    public var version: String
    public var title: String
    public var summary: String?
    public var file: String
    public var rules: [DeclarativeRuleDefinition]
    /// Where the pack's `id` attribute is, for messages about the id (a clash with another pack).
    public var idLocation: SourceLocation? = nil
}

/// Everything a declarative rule says: the metadata every rule has, and its XPath.
public struct DeclarativeRuleDefinition: Sendable {
    public var metadata: RuleDescription
    /// Selects the targets in the subject's document.
    public var applicability: PackExpression
    /// True for a target whose outcome cannot be told from the model (checked first).
    public var cantTell: PackExpression?
    /// True for a target that passes; evaluated with the target as context node.
    public var expectation: PackExpression
    public var message: MessageTemplate
    public var cantTellMessage: MessageTemplate?
    public var measured: MessageTemplate?
    public var threshold: MessageTemplate?

    /// Every expression, templates' included, in the order the file gives them.
    public var expressions: [PackExpression] {
        [applicability] + (cantTell.map { [$0] } ?? []) + [expectation]
            + [message, cantTellMessage, measured, threshold].compactMap { $0 }.flatMap(\.expressions)
    }
}

/// An XPath expression of a pack with where it is written.
public struct PackExpression: Sendable, Hashable {
    public var text: String
    /// What holds it: `applicability`, `expectation`, `cant-tell`, `message`, …
    public var origin: String
    /// The expression's first character in the pack file.
    public var location: SourceLocation
    /// The element text it was read from, to locate any of its characters.
    var anchor: Anchor?

    struct Anchor: Sendable, Hashable {
        var documentOrder: Int
        var textOffset: Int
    }

    public init(text: String, origin: String, location: SourceLocation) {
        self.text = text
        self.origin = origin
        self.location = location
    }
}

/// A message with `{expression}` placeholders, each replaced by the expression's string value
/// for the target (`{{` and `}}` stand for braces).
public struct MessageTemplate: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case text(String)
        case expression(PackExpression)
    }

    public var segments: [Segment]
    /// The template as written.
    public var source: String

    public var expressions: [PackExpression] {
        segments.compactMap { if case .expression(let expression) = $0 { expression } else { nil } }
    }
}
