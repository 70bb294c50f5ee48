/// Turns a whole `AuditReport` (passes, findings, inputs that failed, rule metadata) into one
/// output format.
public protocol Reporter: Sendable {
    var kind: ReporterKind { get }
    /// Writes the report in pieces, so large reports stream to their destination.
    func write(_ report: AuditReport, to sink: any ReportSink) throws
}

extension Reporter {
    /// The whole output in memory (tests and golden files).
    public func render(_ report: AuditReport) throws -> [UInt8] {
        let sink = MemorySink()
        try write(report, to: sink)
        return sink.bytes
    }
}

/// How reporters render what is not in the report itself.
public struct ReportOptions: Sendable, Hashable {
    public var junitDialect: JUnitDialect
    /// Write inapplicable rule × state checks as JUnit `<skipped>` testcases (left out by
    /// default); the JSON report always lists every outcome.
    public var includeInapplicable: Bool
    /// Colour terminal output; decide with `TerminalStyle.shouldColor`.
    public var color: Bool
    /// What SARIF's artifact URIs are relative to (`--base-path`).
    public var sourceRoot: SourceRoot?
    /// Write the picture of each failing JUnit testcase's state beside the JUnit report and name it
    /// in the testcase (`--junit-attachments`; needs the audit to keep pictures).
    public var junitAttachments: Bool

    public init(junitDialect: JUnitDialect = .compat, includeInapplicable: Bool = false, color: Bool = false,
                sourceRoot: SourceRoot? = nil, junitAttachments: Bool = false) {
        self.junitDialect = junitDialect
        self.includeInapplicable = includeInapplicable
        self.color = color
        self.sourceRoot = sourceRoot
        self.junitAttachments = junitAttachments
    }
}

/// The report formats, by the id `--report` takes.
public enum ReporterKind: String, Sendable, Hashable, CaseIterable {
    case junit, sarif, json, terminal, html

    public var summary: String {
        switch self {
        case .junit: "JUnit XML: one testsuite per scenario file, one testcase per rule × state"
        case .sarif: "SARIF 2.1.0 for code-scanning tools (GitHub)"
        case .json: "morph-audit's own JSON (schemaVersion 1): every outcome, passes included"
        case .terminal: "compiler-style diagnostic lines and a summary"
        case .html: "one self-contained HTML page: summary, filters, wireframes of failing states, motion curves"
        }
    }

    /// Where the report goes when `--report` names the format alone.
    public var defaultDestination: ReportDestination {
        switch self {
        case .junit: .file("reports/morph-audit.junit.xml")
        case .sarif: .file("reports/morph-audit.sarif")
        case .json: .file("reports/morph-audit.json")
        case .terminal: .standardOutput
        case .html: .file("reports/morph-audit.html")
        }
    }

    public var supportsColor: Bool { self == .terminal }

    /// Where a JUnit report's attachments go: beside it, or beside the default JUnit report when
    /// it is not written to a file.
    func attachmentFolder(_ destination: ReportDestination?) -> String {
        if case .file(let path)? = destination { return JUnitAttachments.folder(besideReport: path) }
        return JUnitAttachments.folder(besideReport: "reports/morph-audit.junit.xml")
    }

    /// The reporter for a report written to `destination` (JUnit attachments go beside it).
    public func reporter(options: ReportOptions, summaryOnly: Bool = false,
                         destination: ReportDestination? = nil) -> any Reporter {
        switch self {
        case .junit: JUnitReporter(dialect: options.junitDialect, includeInapplicable: options.includeInapplicable,
                                   attachmentFolder: options.junitAttachments ? attachmentFolder(destination) : nil)
        case .sarif: SARIFReporter(sourceRoot: options.sourceRoot)
        case .json: JSONReporter()
        case .terminal: TerminalReporter(color: options.color, summaryOnly: summaryOnly)
        case .html: HTMLReporter()
        }
    }
}

public enum ReportDestination: Sendable, Hashable, CustomStringConvertible {
    case file(String)
    case standardOutput

    public var description: String {
        switch self {
        case .file(let path): path
        case .standardOutput: "standard output"
        }
    }
}
