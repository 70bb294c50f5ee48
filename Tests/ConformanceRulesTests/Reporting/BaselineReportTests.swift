import Foundation
import Testing
@testable import ConformanceRules

/// Every reporter with a baseline: golden files, and the facts they must agree on.
struct BaselineReportTests {
    let report = BaselineReportFixture.report()

    @Test func terminalMatchesGolden() throws {
        try Golden.check(try TerminalReporter(color: false).render(report), named: "report.baseline.terminal.txt")
    }

    @Test(arguments: JUnitDialect.allCases)
    func junitMatchesGolden(_ dialect: JUnitDialect) throws {
        try Golden.check(try JUnitReporter(dialect: dialect).render(report), named: "report.baseline.\(dialect.rawValue).junit.xml")
    }

    @Test func sarifMatchesGolden() throws {
        try Golden.check(try SARIFReporter().render(report), named: "report.baseline.sarif")
    }

    @Test func jsonMatchesGolden() throws {
        try Golden.check(try JSONReporter().render(report), named: "report.baseline.json")
    }

    /// With the fixture's pictures, as `HTMLReportFixture` draws them.
    var htmlReport: AuditReport {
        var report = report
        report.scenarios[0].pictures = ScenarioPictures(scenario: HTMLReportFixture.scenario, checks: report.scenarios[0].checks)
        return report
    }

    @Test func htmlMatchesGolden() throws {
        try Golden.check(try HTMLReporter().render(htmlReport), named: "report.baseline.html")
    }

    @Test func htmlShowsKnownNewAndFixed() throws {
        let (_, root) = try HTMLReportSupport.render(htmlReport)
        let outcomes = root.all("li", class: "problem").compactMap { $0[attribute: "data-outcome"] }
        #expect(outcomes.filter { $0 == "known" }.count == 4)
        #expect(outcomes.filter { $0 == "failing" }.count == 1)
        #expect(root.descendants.contains { $0[attribute: "id"] == "filter-outcome-known" }, "known problems can be filtered")
        let fixed = try #require(root.descendants.first { $0.name == "ul" && $0[attribute: "aria-labelledby"] == "fixed-entries" })
        #expect(fixed.children(named: "li").count == BaselineReportFixture.fixed.count)
        let texts = root.all("li", class: "problem").map(\.allText)
        #expect(texts.contains { $0.contains("new: worse than in the baseline (recorded 1.5:1 since 2025-12-01)") })
        #expect(texts.filter { $0.contains("known: in baseline since 2026-01-02") }.count == 4)

        let (_, plain) = try HTMLReportSupport.render(HTMLReportFixture.report)
        #expect(!plain.descendants.contains { $0[attribute: "id"] == "filter-outcome-known" }, "no baseline, no known filter")
    }

    @Test func marksFollowTheBaseline() throws {
        let states = Dictionary(uniqueKeysWithValues: report.scenarios[0].problems.map { ("\($0.ruleID) \($0.element ?? "-") \($0.outcome)", $0.baseline?.state) })
        #expect(states["handle-contrast handle failed"] == .worse)
        #expect(states["handle-contrast handle cantTell"] == .new)
        #expect(states["close-control-labelled close failed"] == .known)
        #expect(states["close-control-labelled back failed"] == .some(nil), "a suppressed problem has no baseline state")
        #expect(states["target-size-minimum close failed"] == .known)
        #expect(states["reduce-motion-transitions - failed"] == .known)
        #expect(states["focus-after-morph - failed"] == .known)
    }

    @Test func onlyNewProblemsFail() {
        #expect(report.countedProblems.map(\.ruleID) == ["handle-contrast"])
        #expect(report.problemTotals.known == 4)
        var clean = report
        clean.inputErrors = []
        #expect(clean.status == .findings)
        clean.scenarios = [ReportFixture.hugsy]
        #expect(clean.status == .clean)
        var stale = BaselineReportFixture.report(failOnStale: true)
        stale.inputErrors = []
        stale.scenarios = [ReportFixture.hugsy]
        #expect(stale.status == .findings, "fixed entries fail under --fail-on-stale-baseline")
    }

    @Test func sarifStatesAndJUnitCountsAgree() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report))) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let states = results.compactMap { $0["baselineState"] as? String }
        #expect(states.count == results.count - 2, "the suppressed problems have no baseline state")
        #expect(states.filter { $0 == "new" }.count == 2)
        #expect(states.filter { $0 == "unchanged" }.count == 4)
        #expect(states.filter { $0 == "absent" }.count == BaselineReportFixture.fixed.count)
        #expect(results.filter { $0["baselineState"] as? String == "absent" }.allSatisfy { $0["kind"] as? String == "pass" })

        let (_, root) = try JUnitSupport.render(report)
        let cases = JUnitSupport.testcases(root)
        let known = cases.filter { $0.children(named: "skipped").first?.text.hasPrefix("in baseline since") == true }
        #expect(known.map { $0[attribute: "name"] } == ["close-control-labelled", "reduce-motion-transitions"])
        #expect(cases.filter { !$0.children(named: "failure").isEmpty }.map { $0[attribute: "name"] } == ["handle-contrast"])
        // The fixed entries: in their check, in a testcase of their own, and in the suite of the gone file.
        #expect(root.children(named: "testsuite").map { $0[attribute: "name"] }.contains("Examples/removed-sheet.json"))
        #expect(cases.filter { $0.children(named: "system-out").first?.text.contains("fixed: ") == true }.count == 3)
    }

    @Test func staleEntriesFailTheirTestcasesAndStrictReportsStayValid() throws {
        let stale = BaselineReportFixture.report(failOnStale: true)
        let (_, root) = try JUnitSupport.render(stale)
        let failures = JUnitSupport.testcases(root).filter { !$0.children(named: "failure").isEmpty }
        #expect(failures.count == 4, "the worse problem's testcase and the three with fixed entries")
        #expect(failures.contains { $0.children(named: "failure").first?[attribute: "message"]?.hasPrefix("baseline entry is fixed: ") == true })
        for schema in JUnitSupport.schemaNames {
            for report in [report, stale] {
                let (text, _) = try JUnitSupport.render(report, dialect: .strict)
                #expect(try XMLSchemaValidator.validate(text, against: try JUnitSupport.schema(schema)).isEmpty, "\(schema)")
            }
        }
    }
}
