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
        #expect(driver["informationUri"] as? String == "https://github.com/morph-audit/morph-audit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReportFixture.rules.map(\.id))
        let contrast = rules[0]
        #expect((contrast["shortDescription"] as? [String: Any])?["text"] as? String == "Handle contrast")
        #expect(contrast["helpUri"] as? String == "https://github.com/morph-audit/morph-audit/blob/main/docs/rules.md#handle-contrast",
                "a built-in rule points at its anchor in docs/rules.md")
        #expect((contrast["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect(rules[4]["helpUri"] as? String == "https://developer.apple.com/design/human-interface-guidelines/motion",
                "a declarative pack's rule points at its first reference with a URL")
        let focus = rules[5]
        #expect(focus["helpUri"] == nil, "a declarative rule whose references have no URL gives no helpUri")
        #expect((focus["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
    }

    @Test func oneResultPerProblemPointingAtRulesFilesLinesAndNodePaths() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let fixture = ReportFixture.report
        #expect(results.count == fixture.allProblems.count)
        #expect(results.count < fixture.allFindings.count, "the close button too small in two environments is one result")
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
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == ReportFixture.morphFile)
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 42)
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect(logical["fullyQualifiedName"] as? String == "/sheet#card/handle#handle")
        #expect(logical["kind"] as? String == "element")
    }

    @Test func theOtherEnvironmentsAreRelatedLocationsAndProperties() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let small = try #require(results.first { $0["ruleId"] as? String == "target-size-minimum" })
        let related = try #require(small["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "compact-ax5-rm [iOS, ax5, dark, reduce-motion]")
        let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 97)
        let occurrences = try #require((small["properties"] as? [String: Any])?["occurrences"] as? [[String: Any]])
        #expect(occurrences.compactMap { $0["measured"] as? String } == ["22×22 pt", "20×20 pt"])
        #expect((small["message"] as? [String: Any])?["text"] as? String
                == "compact: /sheet#card/button#close: the close button is too small (measured 22×22 pt in light, "
                + "20×20 pt in dark, needs 24×24 pt) in both environments")
    }

    @Test func fingerprintsComeFromStablePartsOnly() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[ProblemFingerprint.name] }
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count, "no two problems share one")
        // Moving the element in the file, measuring another value or listing the environments in
        // another order leaves the fingerprint as it was.
        var moved = ReportFixture.morphModalKit
        var results2 = moved.results
        for index in results2.indices {
            results2[index].findings = results2[index].findings.map { finding in
                var finding = finding
                finding.location.line = (finding.location.line ?? 0) + 100
                finding.measured = finding.measured.map { "≈" + $0 }
                return finding
            }
        }
        moved.results = results2.reversed()
        let original = ReportFixture.morphModalKit.problems.map { ProblemFingerprint.of($0, scenarioID: "s") }
        let changed = moved.problems.map { ProblemFingerprint.of($0, scenarioID: "s") }
        #expect(Set(original) == Set(changed))
        #expect(ProblemFingerprint.of(ReportFixture.morphModalKit.problems[0], scenarioID: "other") != original[0])
    }

    @Test func urisAreRelativeToTheSourceRootWhereverTheAuditRan() throws {
        let root = SourceRoot(path: "/repo", workingDirectory: "/repo/Examples")
        var report = ReportFixture.report
        report.scenarios = [ReportFixture.morphModalKit]
        report.scenarios[0].file = "../Examples/./MorphModalKit/a.xml"
        let uri = { (report: AuditReport, root: SourceRoot) throws -> [String: Any] in
            let bytes = try SARIFReporter(sourceRoot: root).render(report)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let result = try #require((run["results"] as? [[String: Any]])?.first)
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            return try #require((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        }
        // Findings keep the file their location names; point it at the renamed file too.
        var scenario = report.scenarios[0]
        scenario.results = scenario.results.map { result in
            var result = result
            result.findings = result.findings.map { var finding = $0; finding.location.file = scenario.file; return finding }
            return result
        }
        report.scenarios = [scenario]
        let inside = try uri(report, root)
        #expect(inside["uri"] as? String == "Examples/MorphModalKit/a.xml")
        #expect(inside["uriBaseId"] as? String == "%SRCROOT%")
        let outside = try uri(report, SourceRoot(path: "/repo/Examples/MorphModalKit/deeper", workingDirectory: "/repo/Examples"))
        #expect(outside["uri"] as? String == "file:///repo/Examples/MorphModalKit/a.xml")
        #expect(outside["uriBaseId"] == nil)
    }

    @Test func theSourceRootIsTheEnclosingGitRepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        // A worktree's .git is a file.
        try Data("gitdir: elsewhere\n".utf8).write(to: folder.appendingPathComponent(".git"))
        let root = SourceRoot.discover(workingDirectory: folder.appendingPathComponent("a/b").path)
        #expect(root.path == SourceRoot.normalized(folder.path, from: "/"))
        #expect(root.relative("../c.json") == "a/c.json")
        let plain = SourceRoot.discover(workingDirectory: "/")
        #expect(plain.path == "/")
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

    @Test func everyResultHasALineEvenFromAnInputWithoutLines() throws {
        let results = try #require(try run()["results"] as? [[String: Any]])
        for result in results {
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }
        let hugsy = try #require(results.last)
        let physical = try #require(((hugsy["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Examples/hugsy.scenario.json")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 1)
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
