/// The rules a run can use: the built-in packs plus any declarative packs loaded, treated alike.
public struct RuleCatalog: Sendable {
    public private(set) var rules: [any Rule]

    public init(rules: [any Rule]) { self.rules = rules }

    /// The built-in packs alone.
    public static var builtIn: RuleCatalog { RuleCatalog(rules: BuiltInRules.all) }

    public var descriptions: [RuleDescription] { rules.map(\.metadata) }

    public var packs: [String] {
        var seen: [String] = []
        for rule in rules where !seen.contains(rule.metadata.pack) { seen.append(rule.metadata.pack) }
        return seen
    }

    public func rule(_ id: String) -> (any Rule)? { rules.first { $0.metadata.id == id } }

    /// Adds rules; a rule whose id is already taken is returned instead of added.
    @discardableResult
    public mutating func add(_ more: [any Rule]) -> [any Rule] {
        var rejected: [any Rule] = []
        for rule in more {
            if self.rule(rule.metadata.id) != nil { rejected.append(rule) } else { rules.append(rule) }
        }
        return rejected
    }
}
