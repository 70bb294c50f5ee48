import Foundation
import Testing
@testable import ConformanceRules

struct JSONReporterTests {
    let bytes = (try? JSONReporter().render(ReportFixture.report)) ?? []

    @Test func matchesGolden() throws {
        try Golden.check(bytes, named: "report.json")
    }

    @Test func roundTripsAndListsEveryOutcome() throws {
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(bytes))
        #expect(document.schemaVersion == 1)
        #expect(document == JSONReportDocument(ReportFixture.report))
        let results = document.scenarios.flatMap(\.results)
        #expect(results.count == ReportFixture.report.allResults.count)
        #expect(Set(results.map(\.outcome)) == ["passed", "failed", "cantTell", "inapplicable"])
        #expect(document.totals.results == results.count)
        let totals = document.totals
        #expect(totals.passed + totals.failed + totals.belowThreshold + totals.cantTell + totals.inapplicable == results.count)
    }

    @Test func totalsAndExitStatusMatchTheReport() throws {
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(bytes))
        let totals = ReportFixture.report.totals
        #expect(document.totals.failed == totals.failed)
        #expect(document.totals.failed == 3)
        #expect(document.totals.belowThreshold == 4)
        #expect(document.totals.checks.failed == ReportFixture.report.checkTotals.failed)
        #expect(document.totals.problems.problems == ReportFixture.report.allProblems.count)
        #expect(document.totals.inputErrors == 1)
        #expect(document.exitStatus == 2, "an input error outranks findings")
        #expect(document.scenarios.flatMap(\.results).filter(\.counted).count == document.totals.failed)
    }

    @Test func exitStatusFollowsFailOn() throws {
        var report = ReportFixture.report
        report.inputErrors = []
        #expect(JSONReportDocument(report).exitStatus == 1)
        report.scenarios = [ReportFixture.hugsy]
        #expect(JSONReportDocument(report).exitStatus == 0, "a suppressed failure does not count")
    }

    @Test func schemaFileNamesEveryTopLevelKey() throws {
        let schemaURL = Golden.folder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/report.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        // `baseline` is written only by a run with --baseline.
        #expect(Set(object.keys).union(["baseline"]) == Set(properties.keys))
        #expect(Set(schema["required"] as? [String] ?? []) == Set(object.keys))
    }
}
