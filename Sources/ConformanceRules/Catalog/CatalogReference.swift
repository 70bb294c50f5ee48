/// The rule catalog as a Markdown reference (`docs/rules.md`): every rule with why it exists,
/// its sources and its parameters per profile. A test keeps the checked-in copy current.
public enum CatalogReference {
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var lines = [
            "# Rule reference",
            "",
            "Generated from the catalog (`morph-audit rules show ID` prints the same facts with each rule's examples).",
            "Severities are defaults; a configuration can override them and any parameter (`docs/configuration.md`).",
            "Parameter values are listed per profile: \(Profile.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")).",
            "",
        ]
        var packs: [String] = []
        for rule in rules where !packs.contains(rule.pack) { packs.append(rule.pack) }
        for pack in packs {
            let members = rules.filter { $0.pack == pack }
            lines.append("- [\(pack)](#pack-\(pack)): " + members.map { "`\($0.id)`" }.joined(separator: ", "))
        }
        for pack in packs {
            lines += ["", "## Pack `\(pack)`"]
            for rule in rules where rule.pack == pack { lines += section(rule) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(_ rule: RuleDescription) -> [String] {
        // The anchor is the rule id itself, which SARIF's helpUri links to (`ProjectLinks.rule`);
        // the heading's own slug would change with the title.
        var lines = [
            "",
            "<a id=\"\(rule.id)\"></a>",
            "",
            "### `\(rule.id)` — \(rule.title)",
            "",
            "Severity **\(rule.defaultSeverity.rawValue)**, scope \(rule.scope.rawValue), "
                + "\(rule.examples.count) example\(rule.examples.count == 1 ? "" : "s").",
            "",
            rule.summary.split(whereSeparator: \.isNewline).joined(separator: " "),
            "",
            "Sources: " + rule.references.map { reference in
                reference.url.map { "[\(reference)](\($0))" } ?? reference.description
            }.joined(separator: "; ") + ".",
        ]
        guard !rule.parameters.isEmpty else { return lines }
        lines += ["", "| parameter | " + Profile.allCases.map(\.rawValue).joined(separator: " | ") + " | meaning | source |"]
        lines.append("|" + String(repeating: " --- |", count: Profile.allCases.count + 3))
        for parameter in rule.parameters {
            let values = Profile.allCases.map { parameter.value(for: $0).description }
            lines.append("| `\(parameter.name)` | " + values.joined(separator: " | ")
                + " | \(cell(parameter.summary)) | \(cell(parameter.source)) |")
        }
        return lines
    }

    private static func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
}
