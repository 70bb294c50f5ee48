/// Compiler-style diagnostic lines, `file:line: error: message [rule-id]`, grouped by file, then
/// one summary line with the totals every other report agrees on. Editors and CI logs turn the
/// `file:line` prefix into links. Text from inputs is stripped of escape sequences and control
/// characters, so a scenario cannot recolour or rewrite the terminal.
public struct TerminalReporter: Reporter {
    public var kind: ReporterKind { .terminal }
    public let style: TerminalStyle

    public init(color: Bool) { style = TerminalStyle(enabled: color) }

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        for unit in ReportUnit.units(of: report) {
            switch unit {
            case .scenario(let scenario):
                for note in scenario.notes {
                    try sink.write(line(file: scenario.file, line: nil, label: .note, text: note, rule: nil))
                }
                for result in scenario.results {
                    for finding in result.findings where finding.suppression == nil {
                        try sink.write(diagnostic(finding, counts: report.configuration.counts(finding)))
                    }
                }
            case .unusable(_, let errors):
                for error in errors {
                    let text = error.codingPath.map { $0.isEmpty ? error.message : "at \($0): \(error.message)" } ?? error.message
                    try sink.write(line(file: error.location.file, line: error.location.line, column: error.location.column,
                                        label: .error, text: text, rule: nil))
                }
            }
        }
        try sink.write(summary(report) + "\n")
    }

    private enum Label: String {
        case error, warning, note
    }

    private func diagnostic(_ finding: Finding, counts: Bool) -> String {
        var parts = [finding.subject.displayName]
        if let path = finding.path {
            parts.append(path)
        } else if finding.target != finding.subject.id {
            parts.append(finding.target)
        }
        let label: Label
        var detail = finding.detail
        if finding.outcome == .cantTell {
            label = counts ? .error : .note
            detail = "needs review: " + detail
        } else {
            switch finding.severity {
            case .error: label = .error
            case .warning: label = .warning
            case .info: label = .note
            }
        }
        return line(file: finding.location.file, line: finding.location.line, column: finding.location.column,
                    label: label, text: (parts + [detail]).joined(separator: ": "), rule: finding.ruleID)
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

    /// `morph-audit: 2 files, 1 input error; 58 results: 3 failed, 2 below --fail-on error, …`.
    func summary(_ report: AuditReport) -> String {
        let totals = report.totals
        let results = totals.passed + totals.failed + totals.belowThreshold + totals.cantTell + totals.inapplicable
        var head = TerminalReporter.count(report.scenarios.count, "scenario file", "scenario files") + " audited"
        if totals.inputErrors > 0 {
            head += ", " + style.red(TerminalReporter.count(totals.inputErrors, "input error", "input errors"))
        }
        let failed = "\(totals.failed) failed"
        let parts = [
            totals.failed > 0 ? style.red(failed) : failed,
            "\(totals.belowThreshold) below --fail-on \(report.configuration.failOnName)",
            "\(totals.cantTell) need review",
            style.green("\(totals.passed) passed"),
            "\(totals.inapplicable) inapplicable",
        ]
        return "morph-audit: \(head); " + TerminalReporter.count(results, "result", "results") + ": "
            + parts.joined(separator: ", ")
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }

    private func clean(_ text: String) -> String { ReportText.terminalSafe(ReportText.singleLine(text)) }
}
