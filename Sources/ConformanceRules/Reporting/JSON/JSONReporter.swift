import Foundation

/// Writes `JSONReportDocument`: pretty-printed, keys sorted, one trailing newline.
public struct JSONReporter: Reporter {
    public var kind: ReporterKind { .json }

    public init() {}

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        // Written piece by piece (scenarios, their results and problems, a result's findings), so
        // a report of hundreds of thousands of findings is never held whole, encoded or not.
        let writer = StreamingJSONWriter(sink: sink)
        try writer.object(JSONReportDocument(report, scenarios: []), depth: 0, streamed: [
            "scenarios": { depth in
                try writer.array(report.scenarios, depth: depth) { scenario, depth in
                    try Self.write(scenario, report: report, to: writer, depth: depth)
                }
            },
        ])
        try writer.finish()
    }

    private static func write(_ scenario: ScenarioAudit, report: AuditReport, to writer: StreamingJSONWriter, depth: Int) throws {
        let head = JSONReportDocument.Scenario(scenario, subjects: [], results: [], problems: [])
        try writer.object(head, depth: depth, streamed: [
            "problems": { depth in
                try writer.array(scenario.checks.lazy.flatMap(\.problems), depth: depth) {
                    JSONReportDocument.problem($0, in: scenario, report: report)
                }
            },
            "results": { depth in
                try writer.array(scenario.results, depth: depth) { result, depth in
                    try writer.object(JSONReportDocument.result(result, report: report, findings: []), depth: depth, streamed: [
                        "findings": { try writer.array(result.findings, depth: $0, as: JSONReportDocument.FindingEntry.init) },
                    ])
                }
            },
            "subjects": { try writer.array(scenario.subjects, depth: $0, as: JSONReportDocument.SubjectEntry.init) },
        ])
    }
}
