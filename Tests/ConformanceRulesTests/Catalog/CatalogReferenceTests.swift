import Foundation
import Testing
@testable import ConformanceRules

/// `docs/rules.md` is the catalog as users read it; it must say what the code does. Re-record with
/// `MORPH_AUDIT_RECORD=1 swift test --filter CatalogReferenceTests`.
struct CatalogReferenceTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    @Test func docsRulesMatchesTheCatalog() throws {
        let rendered = CatalogReference.markdown(BuiltInRules.all.map(\.metadata))
        if ProcessInfo.processInfo.environment["MORPH_AUDIT_RECORD"] == "1" {
            try rendered.write(to: Self.document, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: Self.document, encoding: .utf8)
        #expect(stored == rendered, "docs/rules.md is stale; re-record with MORPH_AUDIT_RECORD=1")
    }

    @Test func everyRuleAndParameterIsDocumented() {
        let rendered = CatalogReference.markdown(BuiltInRules.all.map(\.metadata))
        for rule in BuiltInRules.all.map(\.metadata) {
            #expect(rendered.contains("### `\(rule.id)`"))
            let fragment = ProjectLinks.rule(rule.id).split(separator: "#").last.map(String.init) ?? ""
            #expect(fragment == rule.id)
            #expect(rendered.contains("<a id=\"\(fragment)\"></a>\n\n### `\(rule.id)`"), "SARIF's helpUri lands on the rule")
            for parameter in rule.parameters { #expect(rendered.contains("`\(parameter.name)`")) }
        }
    }
}
