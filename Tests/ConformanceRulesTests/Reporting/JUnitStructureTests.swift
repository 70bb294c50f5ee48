import Foundation
import Testing
@testable import ConformanceRules

struct JUnitStructureTests {
    static let reports: [(String, AuditReport)] = [
        ("fixture", ReportFixture.report),
        ("synthetic", JUnitSupport.synthetic(scenarios: 3, subjects: 4, rules: 5)),
    ]

    @Test(arguments: JUnitDialect.allCases, [false, true])
    func strictDialectValidatesAgainstBothJenkinsSchemas(_ dialect: JUnitDialect, _ inapplicable: Bool) throws {
        guard dialect == .strict else { return }
        for (name, report) in Self.reports {
            let (text, _) = try JUnitSupport.render(report, dialect: .strict, includeInapplicable: inapplicable)
            for schema in JUnitSupport.schemaNames {
                let problems = try XMLSchemaValidator.validate(text, against: try JUnitSupport.schema(schema))
                #expect(problems.isEmpty, "\(name) against \(schema): \(problems)")
            }
        }
    }

    @Test func compatDialectValidatesAgainstJUnit10WithoutItsFileAndLineAttributes() throws {
        let (text, _) = try JUnitSupport.render(ReportFixture.report, dialect: .compat, includeInapplicable: true)
        let stripped = text.replacingOccurrences(of: #" (file|line)="[^"]*""#, with: "", options: .regularExpression)
        #expect(stripped != text)
        let problems = try XMLSchemaValidator.validate(stripped, against: try JUnitSupport.schema("jenkins-xunit-junit-10.xsd"))
        #expect(problems.isEmpty, "\(problems)")
        let original = try XMLSchemaValidator.validate(text, against: try JUnitSupport.schema("jenkins-xunit-junit-10.xsd"))
        #expect(!original.isEmpty, "testcase@file is outside junit-10, which is why strict exists")
    }

    @Test(arguments: JUnitDialect.allCases, [false, true])
    func countsEqualTheChildren(_ dialect: JUnitDialect, _ inapplicable: Bool) throws {
        for (name, report) in Self.reports {
            let (_, root) = try JUnitSupport.render(report, dialect: dialect, includeInapplicable: inapplicable)
            var sums = [0, 0, 0, 0]
            for suite in root.children(named: "testsuite") {
                let cases = suite.children(named: "testcase")
                let actual = [cases.count,
                              cases.filter { !$0.children(named: "failure").isEmpty }.count,
                              cases.filter { !$0.children(named: "error").isEmpty }.count,
                              cases.filter { !$0.children(named: "skipped").isEmpty }.count]
                let declared = ["tests", "failures", "errors", "skipped"].map { Int(suite[attribute: $0] ?? "") }
                #expect(declared == actual.map(Optional.init), "\(name) suite \(suite[attribute: "name"] ?? "")")
                sums = zip(sums, actual).map { $0 + $1 }
            }
            #expect(["tests", "failures", "errors"].map { Int(root[attribute: $0] ?? "") } == sums.prefix(3).map(Optional.init))
            #expect(root[attribute: "skipped"] == nil, "the root carries only what both Jenkins schemas accept")
        }
    }

    @Test(arguments: [false, true])
    func countsAgreeWithTheTotalsEveryReportPrints(_ inapplicable: Bool) throws {
        for (_, report) in Self.reports {
            let (_, root) = try JUnitSupport.render(report, includeInapplicable: inapplicable)
            var totals = report.checkTotals
            totals.inputErrors = report.inputErrors.count
            let cases = JUnitSupport.testcases(root)
            #expect(cases.count == totals.passed + totals.failed + totals.belowThreshold + totals.cantTell
                    + totals.inputErrors + (inapplicable ? totals.inapplicable : 0))
            #expect(cases.filter { !$0.children(named: "failure").isEmpty }.count == totals.failed)
            #expect(cases.filter { !$0.children(named: "error").isEmpty }.count == totals.inputErrors)
            #expect(cases.filter { !$0.children(named: "skipped").isEmpty }.count
                    == totals.cantTell + (inapplicable ? totals.inapplicable : 0))
        }
    }

    @Test func everyTestcaseHasAtMostOneResultElementBeforeItsOutput() throws {
        let (_, root) = try JUnitSupport.render(ReportFixture.report, includeInapplicable: true)
        for testcase in JUnitSupport.testcases(root) {
            let names = testcase.children.map(\.name)
            #expect(names.filter { ["failure", "error", "skipped"].contains($0) }.count <= 1)
            #expect(names.filter { $0 == "system-out" }.count <= 1)
            if let output = names.firstIndex(of: "system-out") { #expect(output == names.count - 1) }
        }
    }

    @Test func propertiesComeFirstAndTheirNamesAreUniqueInTheFile() throws {
        let report = JUnitSupport.synthetic(scenarios: 4, subjects: 3, rules: 2, scenarioID: { _ in "same" })
        let (_, root) = try JUnitSupport.render(report)
        var names: [String] = []
        for suite in root.children(named: "testsuite") {
            #expect(suite.children.first?.name == "properties")
            let properties = suite.children(named: "properties").flatMap { $0.children(named: "property") }
            #expect(!properties.isEmpty, "junit-4.xsd wants at least one property inside <properties>")
            for property in properties {
                #expect(property[attribute: "value"] != nil)
                names.append(property[attribute: "name"] ?? "")
            }
        }
        #expect(Set(names).count == names.count, "xunitparser refuses a property name seen twice in one file")
        #expect(names.first == "morph-audit.version")
    }

    @Test func failureMessageIsOneCappedLineRepeatedAsTheFirstLineOfTheText() throws {
        var report = ReportFixture.report
        report.scenarios[0].results[0].findings[0].message = String(repeating: "too\tlong\nmessage ", count: 60)
        let (_, root) = try JUnitSupport.render(report)
        let failures = JUnitSupport.testcases(root).flatMap { $0.children(named: "failure") }
        #expect(failures.count == 3)
        for failure in failures {
            let message = try #require(failure[attribute: "message"])
            #expect(message.count <= 300 && !message.contains("\n") && !message.contains("\t"))
            #expect(failure.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) == message)
            #expect(failure[attribute: "type"]?.contains(".") == true)
        }
        let capped = try #require(failures.first?[attribute: "message"])
        #expect(capped.count == 300 && capped.hasSuffix("…"))
    }

    @Test func oneLinePerProblemReasonFirstThenPathAndLocation() throws {
        let (_, root) = try JUnitSupport.render(ReportFixture.report)
        let failure = try #require(JUnitSupport.testcases(root).first { $0[attribute: "line"] == "42" }?.children(named: "failure").first)
        #expect(failure[attribute: "message"] == "handle #F2F2F7 on #FFFFFF is hard to see (measured 1.12:1, needs 3:1) — handle")
        let lines = failure.text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1] == "- handle #F2F2F7 on #FFFFFF is hard to see (measured 1.12:1, needs 3:1) in light (1 of 2 environments) "
                + "— /sheet#card/handle#handle at Examples/MorphModalKit/morphmodalkit.scenario.xml:42:7")
    }

    @Test func aMessageCutAtItsLimitStillStartsWithTheReason() throws {
        var report = ReportFixture.report
        report.scenarios[0].results[0].findings[0].path = "/" + String(repeating: "group#deep/", count: 60) + "handle#handle"
        let (_, root) = try JUnitSupport.render(report)
        let failure = try #require(JUnitSupport.testcases(root).first { $0[attribute: "line"] == "42" }?.children(named: "failure").first)
        let message = try #require(failure[attribute: "message"])
        #expect(message.hasPrefix("handle #F2F2F7 on #FFFFFF is hard to see (measured 1.12:1, needs 3:1)"))
        #expect(!message.contains("group#deep"), "the message names the element; the body has its path")
    }

    @Test func timesHaveExactlyThreeDecimals() throws {
        var report = ReportFixture.report
        report.scenarios[0].results[0].duration = 1e-7
        report.scenarios[0].duration = 1234.56789
        let (text, _) = try JUnitSupport.render(report)
        let times = text.matches(of: /time="([^"]*)"/).map { String($0.output.1) }
        #expect(times.count == JUnitSupport.testcases(try JUnitSupport.render(report).root).count + 4)
        for time in times { #expect(time.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil, "\(time)") }
        #expect(times.contains("1234.568") && times.contains("0.000"))
    }

    @Test func timestampAndHostnameAreInjectedOrLeftOut() throws {
        let (_, root) = try JUnitSupport.render(ReportFixture.report)
        for suite in root.children(named: "testsuite") {
            #expect(suite[attribute: "timestamp"] == "2026-01-02T03:04:05")
            #expect(suite[attribute: "hostname"] == "ci-runner")
        }
        var report = ReportFixture.report
        report.metadata.timestamp = nil
        report.metadata.hostname = nil
        let (text, _) = try JUnitSupport.render(report)
        #expect(!text.contains("timestamp=") && !text.contains("hostname="))
    }

    @Test func inputErrorsAreErrorTestcases() throws {
        let (_, root) = try JUnitSupport.render(ReportFixture.report)
        let errors = JUnitSupport.testcases(root).filter { !$0.children(named: "error").isEmpty }
        #expect(errors.count == 1)
        #expect(errors.first?[attribute: "classname"] == "morph-audit.input")
        #expect(errors.first?[attribute: "name"] == "Examples/broken.scenario.json")
        #expect(errors.first?.children(named: "error").first?[attribute: "type"] == "morph-audit.input-error")
    }

    @Test func strictLeavesOutWhatTheSchemasLack() throws {
        let (text, _) = try JUnitSupport.render(ReportFixture.report, dialect: .strict, includeInapplicable: true)
        #expect(!text.contains(" file=") && !text.contains(" line="))
        #expect(!text.contains("<skipped message="))
        let (compat, _) = try JUnitSupport.render(ReportFixture.report, dialect: .compat, includeInapplicable: true)
        #expect(compat.contains("<skipped message=\"not applicable: "))
    }

    @Test func documentHeaderIsExactAndThereIsNoCDATA() throws {
        let bytes = try JUnitReporter().render(ReportFixture.report)
        #expect(Array(bytes.prefix(3)) != [0xEF, 0xBB, 0xBF])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        #expect(!text.contains("CDATA"))
    }

    @Test func writesSuiteBySuite() throws {
        final class ChunkSink: ReportSink {
            var chunks = 0
            var bytes: [UInt8] = []
            func write(_ buffer: UnsafeRawBufferPointer) throws {
                chunks += 1
                bytes.append(contentsOf: buffer)
            }
        }
        let report = JUnitSupport.synthetic(scenarios: 5, subjects: 2, rules: 2)
        let sink = ChunkSink()
        try JUnitReporter().write(report, to: sink)
        #expect(sink.chunks >= 5)
        #expect(sink.bytes == (try JUnitReporter().render(report)))
        // One large suite is handed over every few hundred testcases, not at its end.
        let large = JUnitSupport.synthetic(scenarios: 1, subjects: 100, rules: 10)
        let largeSink = ChunkSink()
        try JUnitReporter(includeInapplicable: true).write(large, to: largeSink)
        #expect(largeSink.chunks >= 1000 / JUnitReporter.testcasesPerDrain)
    }
}
