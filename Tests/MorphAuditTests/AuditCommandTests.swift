import ConformanceRules
import Foundation
import Testing

/// Runs the built `morph-audit` executable on scenario files in a temporary folder and checks
/// exit statuses and the reports it leaves behind.
@Suite(.serialized)
struct AuditCommandTests {
    static let good = """
        {"formatVersion": 1, "id": "good-sheet", "snapshots": [{"id": "open", "state": "open",
          "environment": {"platform": "iOS"},
          "root": {"id": "card", "role": "group", "part": "card", "background": "#FFFFFF", "sheet": {},
            "frame": {"x": 0, "y": 400, "width": 393, "height": 452},
            "children": [{"id": "grabber", "role": "button", "part": "handle", "label": "Sheet grabber",
              "frame": {"x": 170, "y": 405, "width": 36, "height": 5}, "background": "#8E8E93"}]}}]}
        """
    static let faint = good.replacingOccurrences(of: "good-sheet", with: "faint-sheet")
        .replacingOccurrences(of: "#8E8E93", with: "#F2F2F7")
    static let broken = #"{"formatVersion": 1, "id": "broken", "snapshots": ["#

    /// A fresh folder holding the named scenario files.
    private func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: url.appendingPathComponent("scenarios/\(name)"))
        }
        return url
    }

    private func reports(in folder: URL) -> [String] {
        ["junit:\(folder.path)/out/a.junit.xml", "sarif:\(folder.path)/out/a.sarif", "json:\(folder.path)/out/a.json"]
            .flatMap { ["--report", $0] }
    }

    private func json(_ folder: URL) throws -> JSONReportDocument {
        try JSONDecoder().decode(JSONReportDocument.self, from: Data(contentsOf: folder.appendingPathComponent("out/a.json")))
    }

    /// The handle-contrast results of a run, from its JSON report.
    private func handleContrast(_ document: JSONReportDocument) -> [JSONReportDocument.Result] {
        document.scenarios.flatMap(\.results).filter { $0.rule == "handle-contrast" }
    }

    /// JUnit counts implied by the JSON totals (inapplicable results are left out by default).
    private func expectJUnit(_ root: URL, matches document: JSONReportDocument,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let junit = try XMLDocumentParser.parseTree(Data(contentsOf: root.appendingPathComponent("out/a.junit.xml")))
        let totals = document.totals
        let checks = totals.checks
        let tests = checks.passed + checks.failed + checks.belowThreshold + checks.cantTell + totals.inputErrors
        #expect(junit[attribute: "tests"] == String(tests), sourceLocation: sourceLocation)
        #expect(junit[attribute: "failures"] == String(checks.failed), sourceLocation: sourceLocation)
        #expect(junit[attribute: "errors"] == String(totals.inputErrors), sourceLocation: sourceLocation)
    }

    @Test func cleanScenariosExitZero() throws {
        let root = try folder(["good.json": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", root.appendingPathComponent("scenarios").path, "--pack", "contrast"]
            + reports(in: root))
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        let document = try json(root)
        #expect(document.totals.failed == 0 && document.exitStatus == 0)
        #expect(handleContrast(document).map(\.outcome) == ["passed"])
        try expectJUnit(root, matches: document)
    }

    @Test func findingsAtOrAboveFailOnExitOne() throws {
        let root = try folder(["good.json": Self.good, "faint.json": Self.faint])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", root.appendingPathComponent("scenarios").path] + reports(in: root))
        #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("faint.json:5:18: error: open [iOS, large, light]: /card#card/handle#grabber: "))
        let document = try json(root)
        let problems = document.totals.problems
        let checks = document.totals.checks
        #expect(run.standardOutput.hasSuffix("morph-audit: 2 scenario files audited; \(problems.problems) problems: "
            + "\(problems.failing) failing, \(problems.belowThreshold) below --fail-on error, \(problems.cantTell) need review; "
            + "\(checks.checks) checks of a rule in a state: \(checks.failed) failed, \(checks.belowThreshold) below --fail-on error, "
            + "\(checks.cantTell) need review, \(checks.passed) passed, \(checks.inapplicable) inapplicable\n"))
        #expect(handleContrast(document).map(\.counted).sorted { !$0 && $1 } == [false, true])
        try expectJUnit(root, matches: document)
    }

    @Test func aBadInputIsReportedEverywhereTheRestIsAuditedAndTheExitIsTwo() throws {
        let root = try folder(["good.json": Self.good, "faint.json": Self.faint, "broken.json": Self.broken])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", root.appendingPathComponent("scenarios").path, "--junit-dialect", "strict"]
            + reports(in: root))
        #expect(run.status == 2, "an unusable input outranks findings")
        for name in ["a.junit.xml", "a.sarif", "a.json"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/\(name)").path), "\(name)")
        }
        let document = try json(root)
        #expect(document.totals.inputErrors == 1 && document.totals.failed >= 1 && document.totals.scenarios == 2)
        #expect(document.exitStatus == 2)
        try expectJUnit(root, matches: document)
        let sarif = try String(contentsOf: root.appendingPathComponent("out/a.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"toolExecutionNotifications\"") && sarif.contains("broken.json"))
        #expect(run.standardOutput.contains("broken.json:1:52: error: not valid JSON"))
    }

    @Test func theDefaultReportIsJUnitUnderReports() throws {
        let root = try folder(["good.json": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", "scenarios", "--pack", "contrast"], in: root)
        #expect(run.status == 0)
        let junit = root.appendingPathComponent("reports/morph-audit.junit.xml")
        #expect(FileManager.default.fileExists(atPath: junit.path))
        #expect(run.standardOutput.contains("morph-audit: 1 scenario file audited"))
    }

    @Test func quietPrintsTheSummaryAloneAndATerminalFileKeepsStandardOutputShort() throws {
        let root = try folder(["good.json": Self.good, "faint.json": Self.faint])
        defer { try? FileManager.default.removeItem(at: root) }
        let scenarios = root.appendingPathComponent("scenarios").path
        let quiet = try ToolRunner.process(["audit", scenarios, "--quiet"] + reports(in: root))
        #expect(quiet.status == 1)
        #expect(quiet.standardOutput.split(separator: "\n").count == 1)
        #expect(quiet.standardOutput.hasPrefix("morph-audit: 2 scenario files audited; "))
        let log = root.appendingPathComponent("out/audit.log").path
        let toFile = try ToolRunner.process(["audit", scenarios, "--report", "terminal:\(log)"])
        #expect(toFile.status == 1)
        #expect(toFile.standardOutput == quiet.standardOutput, "standard output carries the summary only")
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.contains("faint.json:5:18: error: open [iOS, large, light]: /card#card/handle#grabber: "))
        #expect(written.hasSuffix(quiet.standardOutput))
        #expect(written.split(separator: "\n").count > 1)
    }

    @Test func failOnDecidesTheExitAndTheJUnitFailures() throws {
        let root = try folder(["faint.json": Self.faint])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("config.json")
        try Data(#"{"version": 1, "packs": ["contrast"], "severity": {"handle-contrast": "warning"}}"#.utf8).write(to: config)
        let scenarios = root.appendingPathComponent("scenarios").path
        let lenient = try ToolRunner.process(["audit", scenarios, "--config", config.path] + reports(in: root))
        #expect(lenient.status == 0, "a warning is below the default --fail-on error")
        #expect(handleContrast(try json(root)).map(\.counted) == [false])
        let strict = try ToolRunner.process(["audit", scenarios, "--config", config.path, "--fail-on", "warning"]
            + reports(in: root))
        #expect(strict.status == 1)
        #expect(handleContrast(try json(root)).map(\.counted) == [true])
        let junit = try String(contentsOf: root.appendingPathComponent("out/a.junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure message=\"handle #F2F2F7 on #FFFFFF is hard to see in light (measured 1.12:1, "
                               + "needs 3.00:1) — grabber\""), "the reason first, the element after")
    }

    /// A scenario recorded without colours: handle-contrast needs review, nothing fails.
    static let colourless = good.replacingOccurrences(of: "good-sheet", with: "colourless-sheet")
        .replacingOccurrences(of: #""environment": {"platform": "iOS"},"#, with: #""environment": {"platform": "iOS"}, "unknown": ["colors"],"#)

    @Test func failOnReviewFailsEveryNeedsReviewInJUnitAndSARIF() throws {
        let root = try folder(["colourless.json": Self.colourless])
        defer { try? FileManager.default.removeItem(at: root) }
        let scenarios = root.appendingPathComponent("scenarios").path
        let lenient = try ToolRunner.process(["audit", scenarios, "--pack", "contrast"] + reports(in: root))
        #expect(lenient.status == 0, "needs review never fails by default: \(lenient.standardOutput)")
        #expect(handleContrast(try json(root)).map(\.outcome) == ["cantTell"])
        #expect(handleContrast(try json(root)).map(\.counted) == [false])

        let strict = try ToolRunner.process(["audit", scenarios, "--pack", "contrast", "--fail-on", "review"] + reports(in: root))
        #expect(strict.status == 1, "\(strict.standardOutput)")
        let document = try json(root)
        #expect(document.run.failOn == "review")
        #expect(handleContrast(document).map(\.counted) == [true])
        try expectJUnit(root, matches: document)
        let junit = try String(contentsOf: root.appendingPathComponent("out/a.junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure message=\"needs review: colours were not captured in light, so the handle cannot be "
                               + "compared with what is behind it"), "\(junit)")
        #expect(junit.contains("<property name=\"morph-audit.failOn\" value=\"review\"/>"))
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/a.sarif"))) as? [String: Any]
        let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let review = try #require(results.first { $0["ruleId"] as? String == "handle-contrast" })
        #expect(review["kind"] as? String == "fail" && review["level"] as? String == "error")
        #expect(((review["message"] as? [String: Any])?["text"] as? String)?.contains("needs review: ") == true)
        #expect((review["properties"] as? [String: Any])?["countsTowardExit"] as? Bool == true)
        #expect(strict.standardOutput.contains("error: "), "the terminal marks it as failing")
    }

    @Test func aBadConfigurationStillAuditsAndWritesReportsThenExitsTwo() throws {
        let root = try folder(["good.json": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("config.json")
        try Data(#"{"version": 1, "disabledRules": ["no-such-rule"]}"#.utf8).write(to: config)
        let run = try ToolRunner.process(["audit", root.appendingPathComponent("scenarios").path, "--config", config.path]
            + reports(in: root))
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("config.json:1:34: error: at disabledRules[0]: unknown rule 'no-such-rule'"))
        #expect(handleContrast(try json(root)).map(\.outcome) == ["passed"], "the scenario was still audited")
    }

    @Test(arguments: [
        ["--report", "pdf:x.pdf"], ["--report", "junit:"], ["--fail-on", "fatal"], ["--pack", "no-such-pack"],
        ["--junit-dialect", "loose"], ["--report", "json:same", "--report", "sarif:same"],
    ])
    func usageErrorsExit64AndWriteNothing(_ options: [String]) throws {
        let root = try folder(["good.json": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", "scenarios"] + options, in: root)
        #expect(run.status == 64, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("Error: "))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("reports").path))
    }

    @Test func anUnwritableReportExitsTwoAfterWritingTheOthers() throws {
        let root = try folder(["good.json": Self.good])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", "scenarios", "--report", "junit:/proc/no/a.xml", "--report", "json:out/a.json",
                                          "--pack", "contrast"], in: root)
        #expect(run.status == 2)
        #expect(run.standardError.contains("/proc/no/a.xml: error: cannot be written: "))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/a.json").path))
    }

    @Test func noScenarioFilesIsAnInputError() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", "scenarios", "--report", "json:out/a.json"], in: root)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("no scenario files found"))
    }

    @Test func colourFollowsNoColor() throws {
        let root = try folder(["faint.json": Self.faint])
        defer { try? FileManager.default.removeItem(at: root) }
        // Standard output is a pipe here, so there is never colour, whatever NO_COLOR says.
        let run = try ToolRunner.process(["audit", "scenarios"], in: root, environment: ["NO_COLOR": ""])
        #expect(!run.standardOutput.contains("\u{1B}["))
    }

    @Test("the process reads SOURCE_DATE_EPOCH from its environment for the report time")
    func reportTimeFromTheProcessEnvironment() throws {
        let root = try folder(["faint.json": Self.faint])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", "scenarios", "--report", "junit:out/a.xml"], in: root,
                                         environment: ["SOURCE_DATE_EPOCH": "1767225600"])
        #expect(run.status == 1)
        let report = try String(contentsOf: root.appendingPathComponent("out/a.xml"), encoding: .utf8)
        #expect(report.contains("timestamp=\"2026-01-01T00:00:00\""))
    }

    @Test("SARIF counts columns in code points, as its columnKind says; the JSON report counts bytes, as documented")
    func sarifColumnsCountCodePoints() throws {
        // A one-line dump whose text before the unnamed button holds five two-byte letters.
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" text="ééééé" resource-id="" "#
            + #"class="android.widget.TextView" package="a" content-desc="" clickable="false" bounds="[0,0][100,100]"/>"#
            + #"<node index="1" text="" resource-id="" class="android.widget.Button" package="a" content-desc="" clickable="true" "#
            + #"focusable="true" bounds="[0,200][300,400]"/></hierarchy>"#
        let root = try folder(["screen.xml": dump])
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try ToolRunner.process(["audit", root.appendingPathComponent("scenarios").path] + reports(in: root))
        let bytesBefore = dump.utf8.count - dump[dump.range(of: #"<node index="1""#)!.lowerBound...].utf8.count
        let pointsBefore = dump.unicodeScalars.count - dump[dump.range(of: #"<node index="1""#)!.lowerBound...].unicodeScalars.count
        let problem = try #require(try json(root).scenarios.flatMap(\.problems).first { $0.rule == "control-name" })
        #expect(problem.column == bytesBefore + 1)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/a.sarif"))) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let results = try #require(run["results"] as? [[String: Any]])
        let controlName = try #require(results.first { $0["ruleId"] as? String == "control-name" })
        let region = ((controlName["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startColumn"] as? Int == pointsBefore + 1)
        #expect(pointsBefore + 5 == bytesBefore)
    }
}
