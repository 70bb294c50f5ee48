/// Everything a catalog, a report or `rules show` says about a rule. Built-in and declarative
/// rules share this type, so configuration and reports treat them alike.
public struct RuleDescription: Sendable, Hashable {
    /// Kebab-case, unique across the catalog: `handle-contrast`.
    public var id: String
    /// The pack it belongs to: `structure`, `motion`, or a declarative pack's id.
    public var pack: String
    public var title: String
    /// Why the rule exists, and where it is known to be wrong.
    public var summary: String
    public var defaultSeverity: Severity
    public var references: [RuleReference]
    public var scope: RuleScope
    public var parameters: [RuleParameter]
    /// Built when first read: each is a small scenario, and an audit never reads them (`rules
    /// test`, `rules show` and the test suite do), so making a catalog does not build them.
    public var examples: [RuleExample] {
        get { makeExamples() }
        set { makeExamples = { newValue } }
    }
    private var makeExamples: @Sendable () -> [RuleExample]
    /// The file a declarative rule was loaded from; nil for built-in rules.
    public var definedIn: SourceLocation?

    public init(id: String, pack: String, title: String, summary: String, severity: Severity,
                references: [RuleReference], scope: RuleScope, parameters: [RuleParameter] = [],
                examples: @autoclosure @escaping @Sendable () -> [RuleExample], definedIn: SourceLocation? = nil) {
        self.id = id
        self.pack = pack
        self.title = title
        self.summary = summary
        self.defaultSeverity = severity
        self.references = references
        self.scope = scope
        self.parameters = parameters
        makeExamples = examples
        self.definedIn = definedIn
    }

    public func parameter(_ name: String) -> RuleParameter? { parameters.first { $0.name == name } }

    /// `pack.rule-id`, the form reports use as a class name.
    public var qualifiedID: String { "\(pack).\(id)" }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.pack == rhs.pack }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(pack)
    }
}
