import A11yModel
import Foundation
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// `(classname, name)` must be unique in the file: GitLab keeps only the first of duplicates and
/// the GitHub annotation actions take them for retries.
struct JUnitIdentityTests {
    private func identities(_ report: AuditReport, includeInapplicable: Bool = true) throws -> [String] {
        let (_, root) = try JUnitSupport.render(report, includeInapplicable: includeInapplicable)
        return JUnitSupport.testcases(root).map { ($0[attribute: "classname"] ?? "") + "\u{0}" + ($0[attribute: "name"] ?? "") }
    }

    private func expectUnique(_ ids: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var seen: Set<String> = []
        let duplicates = ids.filter { !seen.insert($0).inserted }
        #expect(duplicates.isEmpty, "duplicates: \(duplicates.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func uniqueAcrossManySubjectsAndScenarios() throws {
        let report = JUnitSupport.synthetic(scenarios: 6, subjects: 40, rules: 12)
        let ids = try identities(report)
        #expect(ids.count == 6 * 40 / 2 * 12, "one testcase per rule and state; each state has two environments")
        expectUnique(ids)
    }

    @Test func scenariosSharingAnIdStayApart() throws {
        let report = JUnitSupport.synthetic(scenarios: 3, subjects: 2, rules: 2, scenarioID: { _ in "sheet" })
        let ids = try identities(report)
        expectUnique(ids)
        let (_, root) = try JUnitSupport.render(report)
        let prefixes = Set(JUnitSupport.testcases(root).compactMap { $0[attribute: "classname"]?.split(separator: ".").first })
        #expect(prefixes == ["sheet", "sheet (2)", "sheet (3)"])
    }

    @Test func subjectsThatLookAlikeAfterCleaningStayApart() throws {
        // Dots become underscores (Jenkins splits a class name at its last dot), newlines spaces.
        let names = ["a.b", "a_b", "a\nb", "a b", "a.b"]
        let report = JUnitSupport.synthetic(scenarios: 1, subjects: names.count, rules: 3, subjectID: { names[$0] })
        expectUnique(try identities(report))
        let (_, root) = try JUnitSupport.render(report)
        for testcase in JUnitSupport.testcases(root) {
            let classname = try #require(testcase[attribute: "classname"])
            #expect(classname.split(separator: ".").count == 2, "one dot, between scenario and subject: \(classname)")
        }
    }

    @Test func aScenarioCalledLikeTheToolDoesNotCollideWithInputErrors() throws {
        var report = JUnitSupport.synthetic(scenarios: 1, subjects: 1, rules: 1, scenarioID: { _ in "morph-audit" },
                                            subjectID: { _ in "input" })
        report.scenarios[0].subjects[0].environment = nil
        report.scenarios[0].results[0].subject.environment = nil
        report.inputErrors = [InputError(file: "input", message: "bad"), InputError(file: "input", message: "worse")]
        expectUnique(try identities(report))
    }

    @Test func veryLongIdsAreCutAndStayUnique() throws {
        let long = String(repeating: "x", count: 5000)
        let report = JUnitSupport.synthetic(scenarios: 2, subjects: 2, rules: 1, scenarioID: { "\(long)\($0)" },
                                            subjectID: { "\(long)\($0)" })
        let (_, root) = try JUnitSupport.render(report)
        let classnames = JUnitSupport.testcases(root).compactMap { $0[attribute: "classname"] }
        #expect(classnames.allSatisfy { $0.count < 500 })
        expectUnique(try identities(report))
    }
}

/// A testcase fails exactly when its result counts toward exit status 1 under `--fail-on`.
struct JUnitFailOnTests {
    @Test(arguments: Severity.allCases)
    func failingTestcasesAreExactlyTheCountedResults(_ failOn: Severity) throws {
        var report = JUnitSupport.synthetic(scenarios: 2, subjects: 3, rules: 7)
        report.configuration.failOn = failOn
        let (_, root) = try JUnitSupport.render(report)
        let failing = Set(JUnitSupport.testcases(root).filter { !$0.children(named: "failure").isEmpty }
            .map { "\($0[attribute: "classname"] ?? "")|\($0[attribute: "name"] ?? "")" })
        let counted = report.scenarios.flatMap(\.checks).filter(report.fails)
        #expect(failing.count == counted.count)
        #expect(counted.count == report.checkTotals.failed)
        #expect(!counted.isEmpty)
        #expect((report.status == .findings) == !failing.isEmpty)
        for check in counted {
            #expect(failing.contains { $0.hasSuffix("." + check.state.state + "|" + check.ruleID) })
        }
        // A check fails exactly when one of its environments' results counts.
        for check in report.scenarios.flatMap(\.checks) {
            #expect(report.fails(check) == check.results.contains(where: report.fails))
        }
    }

    @Test func belowThresholdAndSuppressedFindingsGoToSystemOut() throws {
        var report = ReportFixture.report
        report.configuration.failOn = .error
        let (_, root) = try JUnitSupport.render(report)
        let cases = JUnitSupport.testcases(root)
        let warning = try #require(cases.first { $0[attribute: "name"] == "target-size-minimum" && $0[attribute: "line"] != nil })
        #expect(warning.children(named: "failure").isEmpty)
        #expect(warning.children(named: "system-out").first?.text.hasPrefix("- warning below --fail-on error:") == true)
        report.configuration.failOn = .warning
        let (_, stricter) = try JUnitSupport.render(report)
        let failing = try #require(JUnitSupport.testcases(stricter).first {
            $0[attribute: "name"] == "target-size-minimum" && $0[attribute: "line"] != nil
        })
        #expect(failing.children(named: "failure").count == 1)
        #expect(failing.children(named: "system-out").isEmpty)
    }
    /// Jenkins splits a class name at its last dot, so a state's segment has none. ASCII names
    /// are rewritten byte by byte; every name must come out as Foundation's replacement says.
    @Test func stateSegmentsReplaceDotsAsFoundationDoes() {
        let pieces = ["a", ".", "..", " ", "\n", "é", ".\u{301}", "\u{301}", "漢", "x.y", "👩🏽‍💻", "v2.1"]
        var random = SplitMix64(seed: 21)
        for _ in 0..<2_000 {
            let name = (0..<random.index(8)).map { _ in random.pick(pieces) }.joined()
            let expected = ReportText.singleLine(name, limit: JUnitNames.partLimit).replacingOccurrences(of: ".", with: "_")
            #expect(JUnitNames.segment(name) == expected, "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(JUnitNames.segment("sheet.expanded v2.1") == "sheet_expanded v2_1")
    }
}
