import Foundation
import Testing
@testable import ConformanceRules

struct SARIFReporterTests {
    let bytes = (try? SARIFReporter().render(ReportFixture.report)) ?? []

    private func log() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    private func run() throws -> [String: Any] {
        try #require((try log()["runs"] as? [[String: Any]])?.first)
    }

    @Test func matchesGolden() throws {
        try Golden.check(bytes, named: "report.sarif")
    }

    @Test func declaresVersionAndDriverRulesFromTheCatalog() throws {
        #expect(try log()["version"] as? String == "2.1.0")
        let driver = try #require((try run()["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "morph-audit")
        #expect(driver["version"] as? String == "0.1.0")
        #expect(driver["informationUri"] as? String == "https://morph-audit.invalid/docs/reports")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReportFixture.rules.map(\.id))
        let contrast = rules[0]
        #expect((contrast["shortDescription"] as? [String: Any])?["text"] as? String == "Handle contrast")
        #expect(contrast["helpUri"] as? String == "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html")
        #expect((contrast["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let focus = rules[5]
        #expect(focus["helpUri"] == nil, "a reference without a URL gives no helpUri")
        #expect((focus["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
    }

    @Test func resultsPointAtRulesFilesLinesAndNodePaths() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let fixture = ReportFixture.report
        #expect(results.count == fixture.allFindings.count)
        let rules = ReportFixture.rules.map(\.id)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            #expect(result["ruleIndex"] as? Int == rules.firstIndex(of: id))
        }
        let first = results[0]
        #expect(first["level"] as? String == "error")
        #expect(first["kind"] as? String == "fail")
        let location = try #require((first["locations"] as? [[String: Any]])?.first)
        let physical = try #require(location["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == ReportFixture.morphFile)
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 42)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "/sheet#card/handle#handle")
        #expect(logical["kind"] as? String == "element")
    }

    @Test func needsReviewIsAReviewResultWithLevelNone() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let reviews = results.filter { $0["kind"] as? String == "review" }
        #expect(reviews.count == 1)
        #expect(reviews.first?["level"] as? String == "none")
    }

    @Test func suppressedFindingsCarryTheirJustification() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let suppressed = results.compactMap { $0["suppressions"] as? [[String: Any]] }
        #expect(suppressed.count == 2)
        #expect(suppressed.allSatisfy { $0.first?["justification"] as? String == "back button is labelled by its image" })
    }

    @Test func fileWithoutLinesHasNoRegionAndDotSlashIsDropped() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let hugsy = try #require(results.last)
        let physical = try #require(((hugsy["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Examples/hugsy.scenario.json")
        #expect(physical["region"] == nil)
    }

    @Test func inputErrorsAreToolExecutionNotifications() throws {
        let invocation = try #require((try run()["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1)
        #expect((notifications.first?["message"] as? [String: Any])?["text"] as? String
                == "at snapshots[0].root.role: expected a string")
        #expect(invocation["startTimeUtc"] as? String == "2026-01-02T03:04:05Z")
    }

    @Test func urisArePercentEncoded() {
        #expect(SARIFReporter.uri("./a b/ä#1.json") == "a%20b/%C3%A4%231.json")
    }
}
