#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit rules list`: the catalog as an aligned table, a Markdown table or JSON. Built-in
/// and declarative rules appear alike; declarative ones also say where they are defined.
public enum CatalogListing {
    public enum Format: String, Sendable, CaseIterable {
        case table, markdown, json
    }

    public static func render(_ rules: [RuleDescription], as format: Format) -> String {
        switch format {
        case .table: table(rules)
        case .markdown: markdown(rules)
        case .json: json(rules)
        }
    }

    private static func row(_ rule: RuleDescription) -> [String] {
        [rule.id, rule.pack, rule.defaultSeverity.rawValue, rule.scope.rawValue, rule.title]
    }

    private static let headers = ["ID", "PACK", "SEVERITY", "SCOPE", "TITLE"]

    static func table(_ rules: [RuleDescription]) -> String {
        let rows = [headers] + rules.map(row)
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padded(toLength: widths[column])
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func markdown(_ rules: [RuleDescription]) -> String {
        func cells(_ values: [String]) -> String {
            "| " + values.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        let lines = [cells(headers.map { $0.lowercased() }), cells(headers.map { _ in "---" })]
            + rules.map { rule in cells(["`\(rule.id)`"] + row(rule).dropFirst()) }
        return lines.joined(separator: "\n")
    }

    static func json(_ rules: [RuleDescription]) -> String {
        let entries = rules.map(Entry.init)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(entries) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    private struct Entry: Encodable {
        struct Parameter: Encodable {
            var name: String
            var type: String
            var `default`: ParameterValue
            var profiles: [String: ParameterValue]
            var source: String
        }

        var id: String
        var pack: String
        var severity: String
        var scope: String
        var title: String
        var summary: String
        var references: [String]
        var parameters: [Parameter]
        var examples: Int
        /// `file:line:column` of a declarative rule's definition.
        var definedIn: String?

        init(_ rule: RuleDescription) {
            id = rule.id
            pack = rule.pack
            severity = rule.defaultSeverity.rawValue
            scope = rule.scope.rawValue
            title = rule.title
            summary = rule.summary
            references = rule.references.map(\.description)
            parameters = rule.parameters.map { parameter in
                Parameter(name: parameter.name, type: parameter.defaultValue.typeName, default: parameter.defaultValue,
                          profiles: Dictionary(uniqueKeysWithValues: parameter.profileValues.map { ($0.key.rawValue, $0.value) }),
                          source: parameter.source)
            }
            examples = rule.examples.count
            definedIn = rule.definedIn?.description
        }
    }
}
