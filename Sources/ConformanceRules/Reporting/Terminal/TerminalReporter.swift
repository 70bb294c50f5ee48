/// Compiler-style diagnostic lines, `file:line:col: error: message [rule-id]`, one per problem
/// (a rule failing on one element in one state, with the environments it occurs in), grouped by
/// file, then one summary line with the totals every other report agrees on. Editors and CI logs
/// turn the `file:line` prefix into links. Text from inputs is stripped of escape sequences and
/// control characters, so a scenario cannot recolour or rewrite the terminal.
public struct TerminalReporter: Reporter {
    public var kind: ReporterKind { .terminal }
    public let style: TerminalStyle
    /// Only the summary line (`--quiet`, or standard output when the full report goes to a file).
    public let summaryOnly: Bool

    public init(color: Bool, summaryOnly: Bool = false) {
        style = TerminalStyle(enabled: color)
        self.summaryOnly = summaryOnly
    }

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        let stream = makeStream(context: report, spool: ReportSpool(inMemory: sink is MemorySink))
        for scenario in UnitOrder.sorted(report.scenarios) { try stream.add(scenario) }
        try stream.finish(report, to: sink)
    }

    /// A stream that takes the run's scenario files one at a time (`TerminalStream`).
    func makeStream(context report: AuditReport, spool: ReportSpool) -> TerminalStream {
        TerminalStream(reporter: self, context: report, spool: spool)
    }

    /// The summary line, and the line of fixed baseline entries when there are some.
    func writeSummary(of report: AuditReport, to sink: any ReportSink) throws {
        try sink.write(summary(report) + "\n")
        if let fixed = report.baseline?.fixedLine {
            try sink.write("morph-audit: " + (report.baseline?.failOnStale == true ? style.red(fixed) : fixed) + "\n")
        }
    }

    func write(_ unit: ReportUnit, of report: AuditReport, to sink: any ReportSink) throws {
        switch unit {
        case .scenario(let scenario):
            for note in scenario.notes {
                try sink.write(line(file: scenario.file, line: nil, label: .note, text: note, rule: nil))
            }
            var known: [Problem] = []
            for check in scenario.checks {
                for problem in check.problems where problem.suppression == nil {
                    if report.isKnown(problem) {
                        known.append(problem)
                    } else {
                        try sink.write(diagnostic(problem, counts: report.counts(problem)))
                    }
                }
            }
            // Known problems are one line per file: the run is about what is new.
            if !known.isEmpty {
                try sink.write(line(file: scenario.file, line: nil, label: .note, text: BaselineText.knownGroup(known), rule: nil))
            }
            try writeFixed(in: scenario.file, of: report, to: sink)
        case .unusable(_, let errors):
            for error in errors {
                let text = error.codingPath.map { $0.isEmpty ? error.message : "at \($0): \(error.message)" } ?? error.message
                try sink.write(line(file: error.location.file, line: error.location.line, column: error.location.column,
                                    label: .error, text: text, rule: nil))
            }
        case .gone(let file):
            try writeFixed(in: file, of: report, to: sink)
        }
    }

    /// One line per fixed baseline entry of the file: an error under --fail-on-stale-baseline.
    private func writeFixed(in file: String, of report: AuditReport, to sink: any ReportSink) throws {
        guard let baseline = report.baseline else { return }
        for fixed in baseline.fixed(in: file) {
            try sink.write(line(file: file, line: nil, label: baseline.failOnStale ? .error : .note,
                                text: BaselineText.fixed(fixed.entry), rule: fixed.entry.rule))
        }
    }

    private enum Label: String {
        case error, warning, note
    }

    private func diagnostic(_ problem: Problem, counts: Bool) -> String {
        let label: Label
        if problem.outcome == .cantTell {
            label = counts ? .error : .note  // --fail-on review
        } else {
            switch problem.severity {
            case .error: label = .error
            case .warning: label = .warning
            case .info: label = .note
            }
        }
        let parts = [ProblemText.state(problem)] + (ProblemText.target(problem).map { [$0] } ?? [])
            + [ProblemText.sentence(problem)]
        let location = problem.location
        return line(file: location.file, line: location.line, column: location.column,
                    label: label, text: parts.joined(separator: ": "), rule: problem.ruleID)
    }

    private func line(file: String, line: Int?, column: Int? = nil, label: Label, text: String, rule: String?) -> String {
        let location = SourceLocation(file: clean(file), line: line, column: line == nil ? nil : column).description
        let coloured: String
        switch label {
        case .error: coloured = style.red("error:")
        case .warning: coloured = style.yellow("warning:")
        case .note: coloured = style.cyan("note:")
        }
        return style.bold(location + ":") + " " + coloured + " " + clean(text) + (rule.map { " [\(clean($0))]" } ?? "") + "\n"
    }

    /// `morph-audit: 2 scenario files audited, 1 input error; 4 problems: 2 failing, …; 9 checks
    /// of a rule in a state: 2 failed, …`.
    func summary(_ report: AuditReport) -> String {
        let tally = report.tally
        let problems = tally.problemTotals
        let checks = tally.checkTotals
        let failOn = report.configuration.failOnName
        var head = TerminalReporter.count(tally.scenarios, "scenario file", "scenario files") + " audited"
        if !report.inputErrors.isEmpty {
            head += ", " + style.red(TerminalReporter.count(report.inputErrors.count, "input error", "input errors"))
        }
        let failing = "\(problems.failing) failing"
        var problemParts = [problems.failing > 0 ? style.red(failing) : failing]
        if let known = problems.known { problemParts.append("\(known) known") }
        problemParts += ["\(problems.belowThreshold) below --fail-on \(failOn)", "\(problems.cantTell) need review"]
        if problems.suppressed > 0 { problemParts.append("\(problems.suppressed) suppressed") }
        let failed = "\(checks.failed) failed"
        let checkParts = [checks.failed > 0 ? style.red(failed) : failed] + (checks.known.map { ["\($0) known"] } ?? []) + [
            "\(checks.belowThreshold) below --fail-on \(failOn)",
            "\(checks.cantTell) need review",
            style.green("\(checks.passed) passed"),
            "\(checks.inapplicable) inapplicable",
        ]
        return "morph-audit: \(head); " + TerminalReporter.count(problems.all, "problem", "problems") + ": "
            + problemParts.joined(separator: ", ") + "; "
            + TerminalReporter.count(checks.all, "check", "checks") + " of a rule in a state: "
            + checkParts.joined(separator: ", ")
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }

    private func clean(_ text: String) -> String { ReportText.terminalSafe(ReportText.singleLine(text)) }
}
