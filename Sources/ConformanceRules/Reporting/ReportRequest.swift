/// One `--report FORMAT[:PATH]` argument.
public struct ReportRequest: Sendable, Hashable {
    public var kind: ReporterKind
    public var destination: ReportDestination
    /// For the terminal report: the summary line alone (`--quiet`, or standard output when the
    /// full terminal report goes to a file).
    public var summaryOnly: Bool

    public init(kind: ReporterKind, destination: ReportDestination, summaryOnly: Bool = false) {
        self.kind = kind
        self.destination = destination
        self.summaryOnly = summaryOnly
    }

    /// Parses `junit`, `junit:out/a.xml`, `terminal`. An unknown format or an empty path is a usage
    /// error (exit 64), never a trap.
    public init(parsing argument: String) throws(ReportRequestError) {
        let format: Substring, path: Substring?
        if let colon = argument.firstIndex(of: ":") {
            format = argument[..<colon]
            path = argument[argument.index(after: colon)...]
        } else {
            format = Substring(argument)
            path = nil
        }
        guard let kind = ReporterKind(rawValue: String(format)) else {
            throw ReportRequestError("unknown report format '\(format)'; expected one of "
                + ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.kind = kind
        summaryOnly = false
        switch path {
        case nil:
            destination = kind.defaultDestination
        case let path? where path.isEmpty:
            throw ReportRequestError("'--report \(argument)' names no path after the colon")
        case let path?:
            destination = Self.destination(forPath: String(path))
        }
    }

    /// What a run writes: the requests as given (or, with `defaultReport`, the JUnit default when
    /// there are none), plus the terminal report on standard output. Standard output gets the
    /// whole terminal report unless `quiet` or the terminal report is written to a file; then only
    /// its summary line; and nothing of it when another report is written there (`json:-`). Two
    /// requests for one file, however spelled, or two for standard output are a usage error.
    public static func resolve(_ requests: [ReportRequest], quiet: Bool = false,
                               defaultReport: Bool = true) throws(ReportRequestError) -> [ReportRequest] {
        try checkDistinct(requests)
        var resolved = requests.isEmpty && defaultReport
            ? [ReportRequest(kind: .junit, destination: ReporterKind.junit.defaultDestination)] : []
        for request in requests where !resolved.contains(where: { $0.kind == request.kind && $0.destination == request.destination }) {
            resolved.append(request)
        }
        let terminalToFile = resolved.contains { $0.kind == .terminal && $0.destination != .standardOutput }
        let standardOutputTaken = resolved.contains { $0.kind != .terminal && $0.destination == .standardOutput }
        let summaryOnly = quiet || terminalToFile
        resolved.removeAll { $0.kind == .terminal && $0.destination == .standardOutput }
        if !standardOutputTaken {
            resolved.append(ReportRequest(kind: .terminal, destination: .standardOutput, summaryOnly: summaryOnly))
        }
        return resolved
    }
}

public struct ReportRequestError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
