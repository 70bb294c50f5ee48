import Foundation
import Testing
@testable import ConformanceRules

struct CatalogInvariantTests {
    let rules = BuiltInRules.all.map(\.metadata)

    @Test func idsAreUniqueAndKebabCase() {
        let ids = rules.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        for id in ids {
            #expect(id.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil, "\(id) is not kebab-case")
        }
    }

    @Test func everyRuleHasPassedFailedAndInapplicableExamples() {
        for rule in rules {
            let kinds = Set(rule.examples.map(\.expected))
            #expect(kinds.isSuperset(of: [.passed, .failed, .inapplicable]),
                    "\(rule.id) has examples \(kinds.map(\.rawValue).sorted())")
        }
    }

    @Test func everyRuleExplainsItself() {
        for rule in rules {
            #expect(!rule.title.isEmpty && !rule.summary.isEmpty, "\(rule.id) lacks a title or summary")
            #expect(!rule.references.isEmpty, "\(rule.id) cites no source")
            #expect(!rule.pack.isEmpty, "\(rule.id) has no pack")
            for parameter in rule.parameters {
                #expect(!parameter.source.isEmpty && !parameter.summary.isEmpty,
                        "\(rule.id).\(parameter.name) does not say what it is or where it comes from")
            }
        }
    }

    @Test func failureMessagesDoNotEndWithAPeriod() {
        for rule in BuiltInRules.all {
            for example in rule.metadata.examples where example.expected == .failed {
                let configuration = AuditConfiguration(profile: example.profile, failOn: .info)
                let audit = Auditor(rules: [rule], configuration: configuration)
                    .audit(LoadedScenario(scenario: example.scenario, file: "example", format: .json))
                for finding in audit.results.flatMap(\.findings) {
                    #expect(!finding.message.hasSuffix("."), "\(rule.metadata.id): '\(finding.message)'")
                    #expect(!finding.message.isEmpty, "\(rule.metadata.id) produced an empty message")
                }
            }
        }
    }

    /// Every `*Rule.swift` file under Sources/ConformanceRules/Rules declares a type that is listed
    /// in `BuiltInRules.all`, so a new rule cannot be forgotten.
    @Test func everyRuleFileIsRegistered() throws {
        let rulesFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ConformanceRules/Rules")
        let registered = Set(BuiltInRules.all.map { String(describing: type(of: $0)) })
        let enumerator = try #require(FileManager.default.enumerator(at: rulesFolder, includingPropertiesForKeys: nil))
        var declared: [String] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix("Rule.swift") {
            let source = try String(contentsOf: url, encoding: .utf8)
            let pattern = #"struct (\w+Rule)\s*:"#
            let regex = try NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                if let range = Range(match.range(at: 1), in: source) { declared.append(String(source[range])) }
            }
        }
        #expect(!declared.isEmpty)
        for name in declared {
            #expect(registered.contains(name), "\(name) is declared but not listed in BuiltInRules")
        }
    }
}
