/// JUnit XML through libxml2's xmlTextWriter.
public struct JUnitReporter: Reporter {
    public var kind: ReporterKind { .junit }
    public let dialect: JUnitDialect
    public let includeInapplicable: Bool

    public init(dialect: JUnitDialect = .compat, includeInapplicable: Bool = false) {
        self.dialect = dialect
        self.includeInapplicable = includeInapplicable
    }

    public func write(_ report: AuditReport, to sink: any ReportSink) throws {
        throw ReportWriteError(path: "", reason: "not yet")
    }
}
