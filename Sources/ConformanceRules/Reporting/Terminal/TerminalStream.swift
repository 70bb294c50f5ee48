/// Writes the terminal report one scenario file at a time: each file's lines go to a
/// `ReportSpool` as the file is handed over; `finish` writes them in path order among the lines of
/// inputs that could not be used (known only at the end of the run), then the summary.
final class TerminalStream {
    private let reporter: TerminalReporter
    private let context: AuditReport
    private let spool: ReportSpool
    private var parts: [(order: UnitOrder, bytes: Range<Int>)] = []

    /// `context`: the run's configuration and baseline (its results are not read).
    init(reporter: TerminalReporter, context: AuditReport, spool: ReportSpool) {
        self.reporter = reporter
        self.context = context
        self.spool = spool
    }

    /// Writes the lines of the next scenario file in report order.
    func add(_ scenario: ScenarioAudit) throws {
        guard !reporter.summaryOnly else { return }
        let start = spool.size
        try reporter.write(.scenario(scenario), of: context, to: spool)
        parts.append((UnitOrder(file: scenario.file, rank: .scenario, ordinal: parts.count), start..<spool.size))
    }

    /// Writes the report to `sink`: `report` is the finished run.
    func finish(_ report: AuditReport, to sink: any ReportSink) throws {
        if !reporter.summaryOnly {
            var others = UnitOrder.unusable(report.inputErrors).map { ($0.order, ReportUnit.unusable(file: $0.order.file, errors: $0.errors)) }
            let gone = report.baseline?.filesWithFixedEntries(besides: Set(report.scenarios.map(\.file))) ?? []
            others += gone.enumerated().map { (UnitOrder(file: $0.element, rank: .gone, ordinal: $0.offset), ReportUnit.gone(file: $0.element)) }
            others.sort { $0.0 < $1.0 }
            var next = others[...]
            for part in parts {
                while let other = next.first, other.0 < part.order {
                    try reporter.write(other.1, of: report, to: sink)
                    next.removeFirst()
                }
                try spool.copy(part.bytes, to: sink)
            }
            for other in next { try reporter.write(other.1, of: report, to: sink) }
        }
        try reporter.writeSummary(of: report, to: sink)
    }
}
