import Testing
@testable import ConformanceRules

struct TerminalReporterTests {
    private func text(_ report: AuditReport = ReportFixture.report, color: Bool = false) throws -> String {
        String(decoding: try TerminalReporter(color: color).render(report), as: UTF8.self)
    }

    @Test func matchesGolden() throws {
        try Golden.check(try TerminalReporter(color: false).render(ReportFixture.report), named: "report.terminal.txt")
    }

    @Test func linesHaveTheCompilerDiagnosticShape() throws {
        let lines = try text().split(separator: "\n").map(String.init)
        let diagnostics = lines.dropLast()
        #expect(!diagnostics.isEmpty)
        for line in diagnostics {
            #expect(line.range(of: #"^[^:]+(:[0-9]+(:[0-9]+)?)?: (error|warning|note): "#, options: .regularExpression) != nil,
                    "\(line)")
        }
        #expect(lines.contains(
            "Examples/MorphModalKit/morphmodalkit.scenario.xml:42:7: error: compact: /sheet#card/handle#handle: "
            + "handle #F2F2F7 on #FFFFFF is hard to see (measured 1.12:1, needs 3:1) in light (1 of 2 environments) [handle-contrast]"))
    }

    @Test func groupsByFileInPathOrderAndHidesSuppressedFindings() throws {
        let lines = try text().split(separator: "\n").dropLast()
        let files = lines.map { String($0.prefix { $0 != ":" }) }
        var order: [String] = []
        for file in files where order.last != file { order.append(file) }
        #expect(order == ["./Examples/hugsy.scenario.json", "Examples/MorphModalKit/morphmodalkit.scenario.xml",
                          "Examples/broken.scenario.json"].sorted())
        #expect(!lines.contains { $0.contains("back button") }, "suppressed findings are not printed")
    }

    @Test func summaryCarriesTheTotals() throws {
        let summary = try #require(try text().split(separator: "\n").last)
        #expect(summary == "morph-audit: 2 scenario files audited, 1 input error; 8 problems: 3 failing, "
                + "2 below --fail-on error, 1 need review, 2 suppressed; 9 checks of a rule in a state: 3 failed, "
                + "3 below --fail-on error, 0 need review, 2 passed, 1 inapplicable")
    }

    @Test func oneLinePerProblemWithEveryEnvironmentsMeasurement() throws {
        // The close button is too small under both environments of `compact`: one line, both values.
        let lines = try text().split(separator: "\n").filter { $0.contains("[target-size-minimum]") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("(measured 22×22 pt in light, 20×20 pt in dark, needs 24×24 pt) in both environments") == true)
    }

    @Test func summaryOnlyPrintsTheLastLineAlone() throws {
        let quiet = String(decoding: try TerminalReporter(color: false, summaryOnly: true).render(ReportFixture.report), as: UTF8.self)
        let full = try text()
        #expect(quiet.split(separator: "\n").count == 1)
        #expect(quiet.split(separator: "\n").last == full.split(separator: "\n").last)
    }

    @Test func colourOnlyWhenAskedAndNeverFromInput() throws {
        #expect(!(try text()).contains("\u{1B}"))
        #expect(try text(color: true).contains("\u{1B}[1;31merror:\u{1B}[0m"))
        var report = ReportFixture.report
        report.scenarios[0].results[0].findings[0].message = "\u{1B}[31mred\u{1B}[0m and a bell\u{07}"
        let plain = try text(report)
        #expect(!plain.contains("\u{1B}") && !plain.contains("\u{07}"))
        #expect(plain.contains("red and a bell\u{FFFD}"))
    }

    @Test func colourDecision() {
        #expect(TerminalStyle.shouldColor(standardOutputIsTerminal: true, environment: [:]))
        #expect(!TerminalStyle.shouldColor(standardOutputIsTerminal: false, environment: [:]))
        #expect(!TerminalStyle.shouldColor(standardOutputIsTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(TerminalStyle.shouldColor(standardOutputIsTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!TerminalStyle.shouldColor(standardOutputIsTerminal: true, environment: ["TERM": "dumb"]))
    }
}
