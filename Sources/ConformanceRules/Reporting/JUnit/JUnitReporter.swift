/// JUnit XML through libxml2's `xmlTextWriter`, shaped for what CI systems actually read
/// (docs/reports.md): a `testsuites` root with exact totals, one `testsuite` per scenario file,
/// one `testcase` per rule × state, at most one result element per testcase.
///
/// The document streams: the root's and each suite's counts come from a pass that builds no
/// strings, then testcases are built and written one at a time and handed to the sink every few
/// hundred testcases and after each suite, so memory does not grow with the size of the report. Every string is made XML-safe first (ANSI escapes
/// removed, characters XML 1.0 forbids replaced by U+FFFD); libxml2 escapes the rest. No CDATA.
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
        let attachments = attachmentFolder.map { JUnitAttachments(report: report, folder: $0) }
        let layout = JUnitLayout(report: report, includeInapplicable: includeInapplicable, attachments: attachments)
        let (totals, time) = layout.totals()
        var writer = try XMLWriter(indented: true)
        // Exactly the five root attributes both Jenkins schemas accept.
        try writer.element("testsuites", [
            "name": "morph-audit",
            "tests": String(totals.tests),
            "failures": String(totals.failures),
            "errors": String(totals.errors),
            "time": ReportText.seconds(time),
        ]) { writer in
            var index = 0
            try layout.forEachSuite { suite in
                try write(suite, id: index, metadata: report.metadata, into: &writer, sink: sink)
                try writer.drain { try sink.write($0) }
                index += 1
            }
        }
        try writer.finish { try sink.write($0) }
    }

    /// How many testcases are written between two hand-overs to the sink inside one suite.
    static let testcasesPerDrain = 256

    private func write(_ suite: JUnitSuite, id: Int, metadata: RunMetadata, into writer: inout XMLWriter,
                       sink: any ReportSink) throws {
        let counts = suite.counts
        var attributes = [
            attribute("name", suite.name),
            attribute("tests", String(counts.tests)),
            attribute("failures", String(counts.failures)),
            attribute("errors", String(counts.errors)),
            attribute("skipped", String(counts.skipped)),
            attribute("time", ReportText.seconds(suite.time)),
        ]
        if let timestamp = metadata.timestamp { attributes.append(attribute("timestamp", timestamp)) }
        if let hostname = metadata.hostname { attributes.append(attribute("hostname", hostname)) }
        attributes.append(attribute("id", String(id)))
        if dialect == .compat { attributes.append(attribute("file", suite.file)) }
        try writer.element("testsuite", attributes: attributes) { writer in
            if !suite.properties.isEmpty {
                try writer.element("properties") { writer in
                    for property in suite.properties {
                        try writer.element("property", attributes: [attribute("name", property.name),
                                                                    attribute("value", property.value)])
                    }
                }
                try writer.drain { try sink.write($0) }
            }
            for (index, testcase) in suite.cases.enumerated() {
                try write(testcase, into: &writer)
                if index % JUnitReporter.testcasesPerDrain == JUnitReporter.testcasesPerDrain - 1 {
                    try writer.drain { try sink.write($0) }
                }
            }
            if let output = suite.output { try writer.element("system-out") { try $0.text(ReportText.xmlSafe(output)) } }
        }
    }

    private func write(_ testcase: JUnitCase, into writer: inout XMLWriter) throws {
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

    private func attribute(_ name: String, _ value: String) -> XMLAttribute {
        XMLAttribute(name: name, value: ReportText.xmlSafe(value))
    }
}
