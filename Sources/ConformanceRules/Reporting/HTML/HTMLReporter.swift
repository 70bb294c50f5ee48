/// One self-contained HTML page (docs/reports.md): a summary with filters, then for each scenario
/// file every state and transition that has problems, with wireframes of the states drawn from
/// the captured frames (failing elements outlined and numbered, each number linking to its
/// problem) and the motion curves of transitions with motion problems beside their Reduce Motion
/// counterparts. No network: styles, drawings and the one small script are inline, and the
/// page's Content-Security-Policy forbids loading anything. Usable without the script.
///
/// Built on the same problems as every other report. The page streams: the summary comes from
/// counts computed first, then each scenario file is written in turn (`HTMLPage.write`), so it
/// can take one file's results at a time.
public struct HTMLReporter: Reporter {
    public var kind: ReporterKind { .html }

    public init() {}

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        let page = HTMLPage(report: report, writer: MarkupWriter(sink: sink))
        try page.begin()
        for (token, scenario) in HTMLPage.scenarios(of: report) { try page.write(scenario, token: token) }
        try page.end()
    }
}
