/// Where morph-audit is published: SARIF's `informationUri`, and the documentation anchor each
/// built-in rule's `helpUri` points at (docs/rules.md has an anchor per rule id).
public enum ProjectLinks {
    public static let repository = "https://github.com/morph-audit/morph-audit"
    /// The documentation of the main branch.
    public static let documentation = repository + "/blob/main/docs/"

    /// `…/docs/rules.md#handle-contrast`.
    public static func rule(_ id: String) -> String { documentation + "rules.md#" + id }

    /// Where a rule is explained: a built-in rule's anchor in docs/rules.md, a declarative pack's
    /// rule's first reference with a URL (SARIF's `helpUri`, the HTML report's rule links).
    public static func documentation(of rule: RuleDescription) -> String? {
        rule.definedIn == nil ? self.rule(rule.id) : rule.references.lazy.compactMap(\.url).first
    }
}
