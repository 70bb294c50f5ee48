import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The shipped packs: they load, their examples pass, the schema is the one printed, the guide
/// documents every function, and the Acme pack finds on the bundled examples what the guide says.
struct ExamplePackTests {
    @Test func everyShippedPackLoadsAndItsExamplesPass() throws {
        let files = ExamplePacks.files + [ExamplePacks.root.appendingPathComponent("Benchmarks/packs/benchmark-20.xml")]
        #expect(files.count >= 2)
        for file in files {
            switch PackLoader.load(file.path) {
            case .failure(let failure): Issue.record("\(failure)")
            case .success(let pack):
                #expect(!pack.rules.isEmpty)
                #expect(PackLoader.conflicts(of: pack, with: .builtIn).isEmpty, "\(file.lastPathComponent) clashes with the built-in rules")
                for rule in pack.rules {
                    let kinds = Set(rule.metadata.examples.map(\.expected))
                    #expect(kinds.isSuperset(of: [.passed, .failed, .inapplicable]), "\(rule.metadata.id)")
                    #expect(!rule.metadata.references.isEmpty && !rule.metadata.summary.isEmpty)
                }
            }
        }
    }

    @Test func failureMessagesOfShippedPacksDoNotEndWithAPeriod() throws {
        for file in ExamplePacks.files {
            let pack = try PackLoader.load(file.path).get()
            for rule in pack.rules {
                for example in rule.metadata.examples where example.expected == .failed || example.expected == .cantTell {
                    let audit = Auditor(rules: [rule], configuration: AuditConfiguration(profile: example.profile, failOn: .info))
                        .audit(LoadedScenario(scenario: example.scenario, file: "example", format: .json))
                    for finding in audit.results.flatMap(\.findings) {
                        #expect(!finding.message.hasSuffix(".") && !finding.message.isEmpty, "\(rule.metadata.id): '\(finding.message)'")
                    }
                }
            }
        }
    }

    @Test func thePackSchemaAcceptsMarkersOnlyInPacks() throws {
        #expect(PackSchema.xsd.contains(#"<xs:attribute name="expect" type="exampleMark"/>"#))
        #expect(PackSchema.xsd.components(separatedBy: #"name="expect""#).count - 1 == 3)
        // The scenario schema itself is untouched: a marker in a scenario file is an error.
        let scenario = #"<scenario format-version="1" id="s"><snapshot id="a"><node id="n" expect="failed"/></snapshot></scenario>"#
        #expect(try !XMLSchemaValidator.validate(scenario, against: ScenarioSchema.xsd).isEmpty)
        let acme = try String(contentsOf: ExamplePacks.folder.appendingPathComponent("acme-sheets.xml"), encoding: .utf8)
        #expect(try XMLSchemaValidator.validate(acme, against: PackSchema.xsd).isEmpty)
    }

    @Test func theGuideDocumentsEveryFunctionAndElement() throws {
        let guide = try String(contentsOf: ExamplePacks.root.appendingPathComponent("docs/authoring-packs.md"), encoding: .utf8)
        for function in ModelFunctions.all {
            #expect(guide.contains("`\(function.signature)`"), "docs/authoring-packs.md does not document \(function.signature)")
        }
        for element in ["pack", "rule", "title", "summary", "reference", "parameter", "profile", "applicability", "cant-tell",
                        "expectation", "message", "cant-tell-message", "measured", "threshold", "example"] {
            #expect(guide.contains("`<\(element)>`"), "docs/authoring-packs.md does not describe <\(element)>")
        }
    }

    @Test func theAcmePackOnMorphModalKit() throws {
        let pack = try PackLoader.load(ExamplePacks.folder.appendingPathComponent("acme-sheets.xml").path).get()
        let file = ExamplePacks.root.appendingPathComponent("Examples/morphmodalkit/morphmodalkit-default.json").path
        let loaded = try ScenarioLoader.load(file)
        let audit = Auditor(rules: pack.rules, configuration: AuditConfiguration(failOn: .info)).audit(loaded)
        func failed(_ rule: String) -> Set<String> {
            Set(audit.results.filter { $0.ruleID == rule }.flatMap(\.findings).filter { $0.outcome == .failed }.map(\.target))
        }
        #expect(failed("acme-handle-size").contains("card-1-handle"))
        #expect(failed("acme-handle-adjustable").contains("card-1-handle"))
        #expect(failed("acme-close-button-label").contains("menu-1-close"))
        #expect(failed("acme-sheet-text-scales").contains("menu-1-push"))
        #expect(failed("acme-reduce-motion-no-bounce").contains("present-rm"))
        #expect(failed("acme-close-button-size").isEmpty)
    }
}
