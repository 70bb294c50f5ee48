import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The bundled examples audited with every built-in rule and reported as every format sees them:
/// one problem per rule, element and state, while the JSON report still reaches every
/// environment's own outcome, and docs/reports.md quotes the counts as they are.
struct GroupedExamplesTests {
    static let report: AuditReport = {
        let scenarios = BundledExampleFiles.scenarioPaths.compactMap { path -> ScenarioAudit? in
            guard let loaded = try? ScenarioLoader.load(BundledExampleFiles.folder.appendingPathComponent(path).path) else {
                return nil
            }
            var audit = Auditor(rules: BuiltInRules.all, clock: .frozen).audit(loaded)
            audit.file = path
            return audit
        }
        return AuditReport(metadata: RunMetadata(toolVersion: "0.1.0", profile: .default, packs: []), scenarios: scenarios,
                           inputErrors: [], rules: BuiltInRules.all.map(\.metadata), configuration: AuditConfiguration())
    }()

    @Test func everyExampleLoads() {
        #expect(Self.report.scenarios.count == BundledExampleFiles.scenarioPaths.count)
    }

    @Test func everyPerEnvironmentOutcomeIsReachableInTheJSONReport() throws {
        let report = Self.report
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(try JSONReporter().render(report)))
        for (scenario, entry) in zip(report.scenarios, document.scenarios) {
            // Every rule × subject result, with its outcome, counting and findings.
            #expect(entry.results.count == scenario.results.count)
            for (result, json) in zip(scenario.results, entry.results) {
                #expect(json.rule == result.ruleID && json.subject == result.subject.id)
                #expect(json.outcome == result.outcome.rawValue && json.counted == report.fails(result))
                #expect(json.findings.count == result.findings.count)
            }
            // Every finding is one occurrence of exactly one problem, with its own measurement.
            var occurrences: [String: Int] = [:]
            for problem in entry.problems {
                for occurrence in problem.occurrences {
                    let key = [problem.rule, occurrence.subject, occurrence.target, occurrence.measured ?? ""].joined(separator: "|")
                    occurrences[key, default: 0] += 1
                }
            }
            var expected: [String: Int] = [:]
            for finding in scenario.results.flatMap(\.findings) {
                let key = [finding.ruleID, finding.subject.id, finding.target, finding.measured ?? ""].joined(separator: "|")
                expected[key, default: 0] += 1
            }
            #expect(occurrences == expected, "\(scenario.file)")
        }
    }

    @Test func aProblemIsOneRuleOneElementOneStateWithItsEnvironmentsInside() {
        for problem in Self.report.allProblems {
            let subjects = problem.occurrences.map(\.subject)
            #expect(Set(subjects.map(\.id)).count == subjects.count, "one occurrence per environment")
            #expect(subjects.allSatisfy { $0.stateKey == problem.state })
            #expect(problem.occurrences.allSatisfy { $0.ruleID == problem.ruleID && $0.outcome == problem.outcome })
            #expect(problem.occurrences.allSatisfy { ProblemKey.element(of: $0) == problem.element })
            #expect(Set(problem.environments).isSubset(of: Set(problem.checkedEnvironments)))
        }
        let findings = Self.report.allFindings.count
        let problems = Self.report.allProblems.count
        #expect(problems * 4 < findings, "the examples capture most states under 4 or 8 environments")
    }

    /// Every finding from the JSON examples points at `file:line:col` in every format.
    @Test func everyFindingFromAJSONExampleHasLineAndColumnInEveryFormat() throws {
        let report = Self.report
        let json = report.scenarios.filter { $0.file.hasSuffix(".json") }
        #expect(json.count == 2)
        let jsonFindings = json.flatMap(\.results).flatMap(\.findings)
        #expect(!jsonFindings.isEmpty)
        #expect(jsonFindings.allSatisfy { $0.location.line != nil && $0.location.column != nil })

        let terminal = String(decoding: try TerminalReporter(color: false).render(report), as: UTF8.self)
        let terminalLines = terminal.split(separator: "\n").filter { $0.contains("morphmodalkit/") }
        #expect(terminalLines.count == json.flatMap(\.problems).filter { $0.suppression == nil }.count)
        for line in terminalLines {
            #expect(line.wholeMatch(of: /[^ ]*morphmodalkit\/[a-z-]+\.json:[0-9]+:[0-9]+: (error|warning|note): .*/) != nil, "\(line)")
        }

        let junit = try XMLDocumentParser.parseTree(Data(try JUnitReporter().render(report)))
        for suite in junit.children(named: "testsuite") where suite[attribute: "name"]?.hasSuffix(".json") == true {
            for testcase in suite.children(named: "testcase") {
                let texts = (testcase.children(named: "failure") + testcase.children(named: "skipped")
                    + testcase.children(named: "system-out")).map(\.text)
                guard !texts.isEmpty else { continue }
                #expect(testcase[attribute: "line"] != nil)
                for line in texts.joined(separator: "\n").split(separator: "\n") where line.hasPrefix("- ") {
                    #expect(line.contains(#/ at [^ ]*morphmodalkit/[a-z-]+\.json:[0-9]+:[0-9]+$/#), "\(line)")
                }
            }
        }

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try SARIFReporter().render(report))) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let fromJSON = results.filter {
            (((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String)?.hasSuffix(".json") == true
        }
        #expect(fromJSON.count == json.flatMap(\.problems).count)
        for result in fromJSON {
            let locations = (result["locations"] as? [[String: Any]] ?? []) + (result["relatedLocations"] as? [[String: Any]] ?? [])
            for location in locations {
                let region = (location["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
                #expect((region?["startLine"] as? Int ?? 0) > 1 && (region?["startColumn"] as? Int ?? 0) >= 1)
            }
        }
    }

    /// The before/after table in docs/reports.md: what a reader faced per finding and environment,
    /// and what each format shows now.
    @Test func docsQuoteTheGroupedCounts() throws {
        let docs = try String(contentsOf: BundledExampleFiles.folder.deletingLastPathComponent()
            .appendingPathComponent("docs/reports.md"), encoding: .utf8)
        for row in Self.countRows() {
            #expect(docs.contains(row), "docs/reports.md lacks: \(row)")
        }
    }

    /// `| file | findings → problems | testcases | failing testcases |`, before → after.
    static func countRows() -> [String] {
        report.scenarios.map { scenario in
            let single = AuditReport(metadata: report.metadata, scenarios: [scenario], inputErrors: [], rules: report.rules,
                                     configuration: report.configuration)
            let findings = scenario.results.flatMap(\.findings).filter { $0.suppression == nil }.count
            let problems = scenario.problems.filter { $0.suppression == nil }.count
            let results = scenario.results.filter { $0.outcome != .inapplicable }.count
            let checks = scenario.checks.filter { $0.outcome != .inapplicable }.count
            let failingResults = scenario.results.filter(single.fails).count
            let failingChecks = scenario.checks.filter(single.fails).count
            return "| `\(scenario.file)` | \(findings) → \(problems) | \(results) → \(checks) | \(failingResults) → \(failingChecks) |"
        }
    }
}
