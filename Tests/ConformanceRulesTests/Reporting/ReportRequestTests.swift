import Testing
@testable import ConformanceRules

struct ReportRequestTests {
    @Test func parsesFormatAndPath() throws {
        #expect(try ReportRequest(parsing: "junit:out/a.xml") == ReportRequest(kind: .junit, destination: .file("out/a.xml")))
        #expect(try ReportRequest(parsing: "sarif") == ReportRequest(kind: .sarif, destination: .file("reports/morph-audit.sarif")))
        #expect(try ReportRequest(parsing: "terminal") == ReportRequest(kind: .terminal, destination: .standardOutput))
        #expect(try ReportRequest(parsing: "json:a:b.json").destination == .file("a:b.json"), "only the first colon splits")
    }

    @Test(arguments: ["xml", "JUnit", "", ":out.xml", "junit:"])
    func rejectsUnknownFormatsAndEmptyPaths(_ argument: String) {
        #expect(throws: ReportRequestError.self) { try ReportRequest(parsing: argument) }
    }

    @Test func unknownFormatNamesTheKnownOnes() {
        do {
            _ = try ReportRequest(parsing: "pdf:x.pdf")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "unknown report format 'pdf'; expected one of junit, sarif, json, terminal, html")
        }
    }

    @Test func htmlGoesToItsDefaultPage() throws {
        #expect(try ReportRequest(parsing: "html") == ReportRequest(kind: .html, destination: .file("reports/morph-audit.html")))
        #expect(try ReportRequest(parsing: "html:out/a.html").destination == .file("out/a.html"))
    }

    @Test func defaultIsJUnitPlusTerminal() throws {
        #expect(try ReportRequest.resolve([]) == [
            ReportRequest(kind: .junit, destination: .file("reports/morph-audit.junit.xml")),
            ReportRequest(kind: .terminal, destination: .standardOutput),
        ])
    }

    @Test func requestedReportsReplaceTheDefaultAndTheTerminalIsAlwaysAdded() throws {
        let sarif = try ReportRequest(parsing: "sarif:a.sarif")
        #expect(try ReportRequest.resolve([sarif]) == [sarif, ReportRequest(kind: .terminal, destination: .standardOutput)])
        let terminal = try ReportRequest(parsing: "terminal")
        #expect(try ReportRequest.resolve([terminal, terminal]) == [terminal])
    }

    @Test func quietAndATerminalFileLeaveOnlyTheSummaryOnStandardOutput() throws {
        let summary = ReportRequest(kind: .terminal, destination: .standardOutput, summaryOnly: true)
        let junit = ReportRequest(kind: .junit, destination: .file("reports/morph-audit.junit.xml"))
        #expect(try ReportRequest.resolve([], quiet: true) == [junit, summary])
        let terminal = try ReportRequest(parsing: "terminal")
        #expect(try ReportRequest.resolve([terminal], quiet: true) == [summary], "--quiet wins over --report terminal")
        let file = try ReportRequest(parsing: "terminal:out/audit.log")
        #expect(try ReportRequest.resolve([file]) == [file, summary], "the full report goes to the file, not to both")
        #expect(try ReportRequest.resolve([file, terminal]) == [file, summary])
    }

    @Test func twoReportsForOneFileAreAUsageError() throws {
        let requests = [try ReportRequest(parsing: "json:out"), try ReportRequest(parsing: "sarif:out")]
        #expect(throws: ReportRequestError.self) { try ReportRequest.resolve(requests) }
    }

    @Test func aReportWhereTheCommandWritesItsOwnDocumentIsAUsageError() throws {
        let json = try ReportRequest(parsing: "json:out/b.json")
        #expect(throws: ReportRequestError.self) {
            try ReportRequest.checkNotOutput([json], path: "out/./b.json", document: "the baseline")
        }
        #expect(throws: ReportRequestError.self) {
            try ReportRequest.checkNotOutput([try ReportRequest(parsing: "sarif:-")], path: "-", document: "the baseline")
        }
        try ReportRequest.checkNotOutput([json, try ReportRequest(parsing: "sarif:-")], path: "out/a.json", document: "the baseline")
        try ReportRequest.checkNotOutput([json], path: "-", document: "the baseline")
    }

    @Test func everyKindHasAReporterOfThatKind() {
        for kind in ReporterKind.allCases {
            #expect(kind.reporter(options: ReportOptions()).kind == kind)
        }
    }
}
