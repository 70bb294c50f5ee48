/// Where morph-audit is published: SARIF's `informationUri`, and the documentation anchor each
/// built-in rule's `helpUri` points at (docs/rules.md has an anchor per rule id).
public enum ProjectLinks {
    public static let repository = "https://github.com/morph-audit/morph-audit"
    /// The documentation of the main branch.
    public static let documentation = repository + "/blob/main/docs/"

    /// `…/docs/rules.md#handle-contrast`.
    public static func rule(_ id: String) -> String { documentation + "rules.md#" + id }
}
