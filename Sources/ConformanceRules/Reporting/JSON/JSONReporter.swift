#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes `JSONReportDocument`: pretty-printed, keys sorted, one trailing newline.
public struct JSONReporter: Reporter {
    public var kind: ReporterKind { .json }

    public init() {}

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        // Written piece by piece (scenarios, their results and problems, a result's findings), so
        // a report of hundreds of thousands of findings is never held whole, encoded or not.
        let stream = makeStream(context: report, spool: ReportSpool(inMemory: sink is MemorySink))
        for scenario in report.scenarios { try stream.add(scenario) }
        try stream.finish(report, to: sink)
    }

    /// A stream that takes the run's scenario files one at a time (`JSONStream`).
    func makeStream(context report: AuditReport, spool: ReportSpool) -> JSONStream {
        JSONStream(context: report, spool: spool)
    }

    static func write(_ scenario: ScenarioAudit, report: AuditReport, to writer: StreamingJSONWriter, depth: Int) throws {
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
