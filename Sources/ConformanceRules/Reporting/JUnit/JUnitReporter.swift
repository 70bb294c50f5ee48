/// JUnit XML through libxml2's `xmlTextWriter`, shaped for what CI systems actually read
/// (docs/reports.md): a `testsuites` root with exact totals, one `testsuite` per scenario file,
/// one `testcase` per rule × state, at most one result element per testcase.
///
/// The document streams (`JUnitStream`): each file's suite is written as the file is handed
/// over, testcases built and written one at a time, and set aside in a spool file until the root's
/// totals are known, so memory does not grow with the size of the report or the number of files.
/// Every string is made XML-safe first (ANSI escapes removed, characters XML 1.0 forbids
/// replaced by U+FFFD); libxml2 escapes the rest. No CDATA.
public struct JUnitReporter: Reporter {
    public var kind: ReporterKind { .junit }
    public let dialect: JUnitDialect
    public let includeInapplicable: Bool
    /// Where the pictures of failing testcases' states are written (`--junit-attachments`); each
    /// failing testcase with one names it in its `system-out`. Nil: no attachments.
    public let attachmentFolder: String?

    public init(dialect: JUnitDialect = .compat, includeInapplicable: Bool = false, attachmentFolder: String? = nil) {
        self.dialect = dialect
        self.includeInapplicable = includeInapplicable
        self.attachmentFolder = attachmentFolder
    }

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        let stream = makeStream(context: report, spool: ReportSpool(inMemory: sink is MemorySink))
        for scenario in UnitOrder.sorted(report.scenarios) { try stream.add(scenario) }
        try stream.finish(report, to: sink)
    }

    /// A stream that takes the run's scenario files one at a time (`JUnitStream`). `context`
    /// holds the run's configuration, rules and baseline, and its results when it has them (for
    /// attachments and the files a baseline lists that are gone).
    func makeStream(context report: AuditReport, spool: ReportSpool) -> JUnitStream {
        let attachments = attachmentFolder.map { JUnitAttachments(report: report, folder: $0) }
        let gone = report.baseline?.filesWithFixedEntries(besides: Set(report.scenarios.map(\.file))) ?? []
        return JUnitStream(reporter: self, context: report, attachments: attachments, goneFiles: gone, spool: spool)
    }

    /// How many testcases are written between two hand-overs to the sink inside one suite.
    static let testcasesPerDrain = 256

    func write(_ testcase: JUnitCase, into writer: inout XMLWriter) throws {
        var attributes = [
            attribute("classname", testcase.classname),
            attribute("name", testcase.name),
            attribute("time", ReportText.seconds(testcase.time)),
        ]
        if dialect == .compat {
            if let file = testcase.file { attributes.append(attribute("file", file)) }
            if let line = testcase.line { attributes.append(attribute("line", String(line))) }
        }
        try writer.element("testcase", attributes: attributes) { writer in
            switch testcase.verdict {
            case .passed:
                break
            case .failure(let message, let type, let text):
                try result("failure", message: message, type: type, text: text, into: &writer)
            case .error(let message, let type, let text):
                try result("error", message: message, type: type, text: text, into: &writer)
            case .skipped(let message, let text):
                // junit-4.xsd allows no attributes on <skipped>; the text carries the reason.
                try result("skipped", message: dialect == .compat ? message : nil, type: nil, text: text, into: &writer)
            }
            if let output = testcase.output {
                try writer.element("system-out") { try $0.text(ReportText.xmlSafe(output)) }
            }
        }
    }

    private func result(_ name: String, message: String?, type: String?, text: String,
                        into writer: inout XMLWriter) throws {
        var attributes: [XMLAttribute] = []
        if let message { attributes.append(attribute("message", message)) }
        if let type { attributes.append(attribute("type", type)) }
        try writer.element(name, attributes: attributes) { try $0.text(ReportText.xmlSafe(text)) }
    }

    func attribute(_ name: String, _ value: String) -> XMLAttribute {
        XMLAttribute(name: name, value: ReportText.xmlSafe(value))
    }
}
