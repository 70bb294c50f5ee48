/// Writes the JSON report one scenario file at a time: each file's entry of `scenarios` is
/// written to a `ReportSpool` as the file is handed over, so its results can be dropped; `finish`
/// writes the document, whose totals, exit status and input errors need every file, with the
/// spooled entries in the place of `scenarios`. Files are handed over in the order the report
/// lists them (the run's input order).
final class JSONStream {
    private let context: AuditReport
    private let spool: ReportSpool
    private let writer: StreamingJSONWriter
    private var started = false

    /// The depth of the `scenarios` array: a member of the document's root object.
    private static let depth = 1

    /// `context`: the run's configuration and rules (its results are not read).
    init(context: AuditReport, spool: ReportSpool) {
        self.context = context
        self.spool = spool
        writer = StreamingJSONWriter(sink: spool)
    }

    /// Writes the next scenario's entry.
    func add(_ scenario: ScenarioAudit) throws {
        try writer.element(started: started, depth: Self.depth) { depth in
            try JSONReporter.write(scenario, report: context, to: writer, depth: depth)
        }
        started = true
    }

    /// Writes the whole document to `sink`: `report` is the finished run.
    func finish(_ report: AuditReport, to sink: any ReportSink) throws {
        let document = StreamingJSONWriter(sink: sink)
        try document.object(JSONReportDocument(report, scenarios: []), depth: 0, streamed: [
            "scenarios": { [self] depth in
                try spool.copy(0..<spool.size, to: sink)
                try document.close(started: started, depth: depth)
            },
        ])
        try document.finish()
    }
}
