import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Renders and re-parses JUnit output for the JUnit tests.
enum JUnitSupport {
    static func render(_ report: AuditReport, dialect: JUnitDialect = .compat, includeInapplicable: Bool = false)
        throws -> (text: String, root: XMLElement)
    {
        let bytes = try JUnitReporter(dialect: dialect, includeInapplicable: includeInapplicable).render(report)
        let root = try XMLDocumentParser.parseTree(Data(bytes))
        return (String(decoding: bytes, as: UTF8.self), root)
    }

    static func schema(_ name: String) throws -> String {
        let url = try #require(Bundle.module.resourceURL?.appendingPathComponent("Fixtures/junit-schemas/\(name)"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    static let schemaNames = ["jenkins-xunit-junit-10.xsd", "junit5-jenkins-junit.xsd"]

    static func testcases(_ root: XMLElement) -> [XMLElement] {
        root.children(named: "testsuite").flatMap { $0.children(named: "testcase") }
    }

    /// A report with `scenarios` files of `subjects` snapshots each, every rule of `rules` run on
    /// every subject, outcomes cycling through passed, failed (at each severity), cantTell and
    /// inapplicable. Subjects come in pairs of one state (named like the pair's first subject)
    /// under two environments, so checks and problems group two results each.
    static func synthetic(scenarios: Int, subjects: Int, rules: Int, scenarioID: (Int) -> String = { "scenario-\($0)" },
                          subjectID: (Int) -> String = { "state-\($0)" }) -> AuditReport {
        let severities: [Severity] = [.error, .warning, .info]
        let descriptions = (0..<rules).map { index in
            RuleDescription(id: "rule-\(index)", pack: "pack-\(index % 3)", title: "Rule \(index)", summary: "Rule \(index).",
                            severity: severities[index % 3], references: [RuleReference(.convention, "test")],
                            scope: .node, examples: [])
        }
        let outcomes: [Outcome] = [.passed, .failed, .failed, .cantTell, .inapplicable, .failed]
        var counter = 0
        let audits = (0..<scenarios).map { scenarioIndex -> ScenarioAudit in
            let file = "scenarios/s\(scenarioIndex).xml"
            let subjectList = (0..<subjects).map { index in
                Subject(kind: .snapshot, id: subjectID(index),
                        environment: Environment(contentSize: index % 2 == 0 ? .large : .ax5), order: index,
                        state: subjectID(index - index % 2))
            }
            var results: [RuleResult] = []
            for subject in subjectList {
                for rule in descriptions {
                    let outcome = outcomes[counter % outcomes.count]
                    counter += 1
                    var findings: [Finding] = []
                    if outcome == .failed || outcome == .cantTell {
                        findings.append(Finding(ruleID: rule.id, outcome: outcome, severity: rule.defaultSeverity,
                                                subject: subject, target: "node-\(counter % 5)", path: "/sheet/node-\(counter % 5)",
                                                location: SourceLocation(file: file, line: counter % 500 + 1),
                                                message: "node-\(counter) fails \(rule.id)", measured: "1", threshold: "2",
                                                suppression: counter % 7 == 0 ? "accepted" : nil))
                    }
                    results.append(RuleResult(ruleID: rule.id, pack: rule.pack, subject: subject, outcome: outcome,
                                              severity: rule.defaultSeverity, findings: findings,
                                              passedTargets: outcome == .passed ? 1 : 0, duration: 0.0001))
                }
            }
            return ScenarioAudit(file: file, scenarioID: scenarioID(scenarioIndex), title: nil, subjects: subjectList,
                                 results: results, notes: [], duration: 0.01)
        }
        return AuditReport(metadata: RunMetadata(toolVersion: "0.1.0", profile: .default, packs: ["pack-0", "pack-1", "pack-2"]),
                           scenarios: audits, inputErrors: [], rules: descriptions, configuration: AuditConfiguration())
    }
}
