import ConformanceRules
import Foundation
import Testing

/// `rules list/show/test/functions/document`, `schema pack`, `validate` on packs and
/// `audit --rules`, in process and end to end.
struct RulesCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let acme = root.appendingPathComponent("Examples/packs/acme-sheets.xml").path
    static var shippedPacks: [String] {
        let folder = root.appendingPathComponent("Examples/packs")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xml") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The Acme pack with one fragment replaced.
    static func acme(replacing original: String, with replacement: String) throws -> String {
        let text = try String(contentsOfFile: acme, encoding: .utf8)
        #expect(text.contains(original), "the Acme pack no longer contains \(original)")
        return text.replacingOccurrences(of: original, with: replacement)
    }

    @Test func rulesTestPassesOnEveryShippedPack() {
        let run = ToolRunner.inProcess(["rules", "test"] + Self.shippedPacks)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.hasPrefix("PASS  acme-sheets/acme-close-button-size (5 examples)") })
        #expect(lines.contains { $0.hasPrefix("PASS  contrast/handle-contrast") })
        let total = BuiltInRules.all.count + 10
        #expect(lines.dropLast().last == "\(total) passed, 0 failed")
        #expect(run.standardError.isEmpty)
    }

    @Test func aFailingExampleFailsTheTestRunWithItsLocation() throws {
        let folder = try Fixtures.Folder()
        let pack = try folder.write("acme.xml", try Self.acme(replacing: #"frame="347 420 24 24" hit-frame="337 410 44 44""#,
                                                               with: #"frame="347 420 24 24""#))
        let run = ToolRunner.inProcess(["rules", "test", pack])
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("FAIL  acme-sheets/acme-close-button-size (1 of 5 examples failed)\n"
            + "      \(pack):165:5: example 'a 24 pt glyph with a 44 pt hit frame' (passed): expected a pass, got failed: "
            + "close (close button 'Close' accepts touches over 24×24 pt); cantTell: none\n"))
        #expect(run.standardOutput.hasSuffix("passed, 1 failed\n"))
    }

    @Test func anUnusablePackIsExitTwoAndTheRestIsStillTested() throws {
        let folder = try Fixtures.Folder()
        let broken = try folder.write("broken.xml", try Self.acme(replacing: #"<rule id="acme-close-button-size" severity="error""#,
                                                                  with: #"<rule id="acme-close-button-size" severity="fatal""#))
        let run = ToolRunner.inProcess(["rules", "test", broken, Self.root.appendingPathComponent("Benchmarks/packs/benchmark-20.xml").path])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("\(broken):145:37: error: Element 'rule', attribute 'severity': [facet 'enumeration'] "
            + "The value 'fatal' is not an element of the set {'error', 'warning', 'info'}."))
        #expect(run.standardOutput.contains("PASS  benchmark/bench-button-label"))
        #expect(!run.standardOutput.contains("acme-sheets/"))
    }

    @Test func brokenXPathAndUnknownFunctionsAreLocatedByValidate() throws {
        let folder = try Fixtures.Folder()
        let syntax = try folder.write("syntax.xml", try Self.acme(
            replacing: "<expectation>ma:target-size() >= $minimumSize</expectation>",
            with: "<expectation>ma:target-size() >= and $minimumSize</expectation>"))
        let unknown = try folder.write("unknown.xml", try Self.acme(
            replacing: "<expectation>ma:target-size() >= $minimumSize</expectation>",
            with: "<expectation>ma:target-sise() >= $minimumSize</expectation>"))
        let run = ToolRunner.inProcess(["validate", syntax, unknown, Self.acme])
        #expect(run.status == 2)
        #expect(run.standardError.contains("""
            \(syntax):160:42: error: rule 'acme-close-button-size', expectation: XPath syntax error: invalid expression
                ma:target-size() >= and $minimumSize
                                        ^
            """))
        #expect(run.standardError.contains("\(unknown):160:18: error: rule 'acme-close-button-size', expectation: "
            + "unknown function 'ma:target-sise()'; did you mean 'ma:target-size()'?"))
        #expect(run.standardOutput.contains("\(Self.acme): valid rule pack 'acme-sheets' 1.0.0 (10 rules, 38 examples passing)"))
        #expect(run.standardOutput.contains("Validated 3 files: 1 valid, 2 invalid"))
    }

    @Test func listShowsBuiltInAndPackRulesAlike() throws {
        let table = ToolRunner.inProcess(["rules", "list", "--rules", Self.acme])
        #expect(table.status == 0)
        let lines = table.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ID") == true && lines.first?.contains("PACK") == true)
        #expect(lines.contains { $0.hasPrefix("acme-close-button-size") && $0.contains("acme-sheets") && $0.contains("error")
            && $0.contains("node") && $0.hasSuffix("Close buttons have a 44 pt touch target") })
        #expect(lines.contains { $0.hasPrefix("handle-contrast ") })

        let json = ToolRunner.inProcess(["rules", "list", "--format", "json", "--rules", Self.acme])
        let entries = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        let acme = entries?.first { $0["id"] as? String == "acme-close-button-size" }
        #expect(acme?["pack"] as? String == "acme-sheets")
        #expect((acme?["definedIn"] as? String)?.hasSuffix("acme-sheets.xml:145:3") == true)
        let parameters = acme?["parameters"] as? [[String: Any]]
        #expect(parameters?.first?["name"] as? String == "minimumSize")
        #expect((parameters?.first?["profiles"] as? [String: Any])?["material"] as? Double == 48)

        let markdown = ToolRunner.inProcess(["rules", "list", "--format", "markdown"])
        #expect(markdown.standardOutput.hasPrefix("| id | pack | severity | scope | title |\n| --- | --- | --- | --- | --- |\n"))
    }

    @Test func showDescribesEverything() {
        let run = ToolRunner.inProcess(["rules", "show", "acme-close-button-size", "--rules", Self.acme])
        #expect(run.status == 0)
        for expected in [
            "acme-close-button-size: Close buttons have a 44 pt touch target",
            "  severity: error    scope: node",
            "  - WCAG 2.2 2.5.8 Target Size (Minimum) (AA) <https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html>",
            "  - minimumSize (number) = 44 — Shorter side of the close button's touch frame, in points",
            "      profiles: wcag22-aa 44, apple-hig 44, material 48, strict 44",
            "  expectation: ma:target-size() >= $minimumSize",
            "  failed: 44 pt is not enough under the Material profile — targets: close — profile material",
            "      └─ close (button, closeButton) \"Close\"",
        ] {
            #expect(run.standardOutput.contains(expected), "missing: \(expected)")
        }
        let builtIn = ToolRunner.inProcess(["rules", "show", "handle-contrast"])
        #expect(builtIn.standardOutput.contains("pack: contrast (built-in)"))
        let unknown = ToolRunner.inProcess(["rules", "show", "handle-contrats"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.hasPrefix("Error: Unknown rule 'handle-contrats'. Did you mean 'handle-contrast'?"))
    }

    @Test func schemaPackIsTheSchemaPacksAreCheckedAgainst() throws {
        let run = ToolRunner.inProcess(["schema", "pack"])
        #expect(run.status == 0)
        #expect(run.standardOutput == PackSchema.xsd + "\n")
        let text = try String(contentsOfFile: Self.acme, encoding: .utf8)
        #expect(try XMLSchemaValidator.validate(text, against: run.standardOutput).isEmpty)
    }

    @Test func functionsAndDocumentsHelpAuthors() throws {
        let functions = ToolRunner.inProcess(["rules", "functions"])
        #expect(functions.standardOutput.contains("  ma:contrast-ratio([node]) → number\n"))
        let folder = try Fixtures.Folder()
        let scenario = try folder.write("s.xml", Fixtures.goodXML)
        let document = ToolRunner.inProcess(["rules", "document", scenario, "--subject", "compact-large"])
        #expect(document.status == 0)
        #expect(document.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<snapshot id=\"compact-large\""))
        #expect(document.standardOutput.contains(#"is-hidden="false" opacity="1""#))
        let missing = ToolRunner.inProcess(["rules", "document", scenario, "--subject", "nope"])
        #expect(missing.status == 64)
    }

    /// The real executable, a good pack and a broken one, a scenario folder: the good pack's findings
    /// are in every report, the broken pack is an input error, and the run still audits everything.
    @Test func auditWithRulesEndToEnd() throws {
        let folder = try Fixtures.Folder()
        try folder.write("scenarios/mmk.json", Data(contentsOf: Self.root.appendingPathComponent("Examples/morphmodalkit/morphmodalkit-default.json")))
        let broken = try folder.write("broken.xml", try Self.acme(replacing: "ma:target-size() >= $minimumSize", with: "ma:target-size( >= $minimumSize"))
        let out = folder.url.appendingPathComponent("out").path
        let run = try ToolRunner.process(["audit", folder.path("scenarios"), "--rules", Self.acme, "--rules", broken,
                                          "--report", "json:\(out)/r.json", "--report", "junit:\(out)/r.xml",
                                          "--report", "sarif:\(out)/r.sarif"])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardOutput.contains("\(broken):160:"))
        #expect(run.standardOutput.contains("menu-1-close: close button is labelled 'CLOSE' in light and dark, large and ax5, "
                                            + "Reduce Motion on and off (all 8 environments) [acme-close-button-label]"))
        let json = try String(contentsOfFile: "\(out)/r.json", encoding: .utf8)
        let junit = try String(contentsOfFile: "\(out)/r.xml", encoding: .utf8)
        let sarif = try String(contentsOfFile: "\(out)/r.sarif", encoding: .utf8)
        for report in [json, junit, sarif] {
            #expect(report.contains("acme-close-button-label"))
            #expect(report.contains("close button is labelled 'CLOSE'"))
        }
        #expect(junit.contains("broken.xml"))
    }
}
