/// Reports that take each scenario file's results as its audit ends (`AuditPipeline.run(_:streamingTo:)`)
/// and keep only what their heads need, so a run's memory does not grow with the number of files:
/// JUnit, JSON and the terminal report (`ReporterKind.streams`). Each writes its files' parts to a
/// spool file and joins them, in the same bytes as a report written from the whole run, when
/// `finish` has the finished run.
///
/// Used from one task: the audit hands files over one at a time, in report order.
public final class ReportStreams: ScenarioConsumer {
    private let requests: [ReportRequest]
    private let options: ReportOptions
    private var streams: [Stream] = []

    private enum Writer {
        case junit(JUnitStream)
        case json(JSONStream)
        case terminal(TerminalStream)
    }

    private struct Stream {
        var request: ReportRequest
        var writer: Writer
        /// The first failure to keep the report's body aside; the report is not written then.
        var failure: String?
    }

    /// Whether these reports can take files as their audits end: JUnit without attachments
    /// (pictures) and the terminal report, in a run without a baseline (whose fixed entries are
    /// known only once every file is audited).
    public static func canStream(_ requests: [ReportRequest], options: ReportOptions, hasBaseline: Bool) -> Bool {
        !hasBaseline && !options.junitAttachments && requests.allSatisfy(\.kind.streams)
    }

    public init(requests: [ReportRequest], options: ReportOptions) {
        self.requests = requests
        self.options = options
    }

    public func start(_ context: AuditReport) {
        streams = requests.map { request in
            let reporter = request.kind.reporter(options: ReportPublisher.options(options, for: request.destination),
                                                 summaryOnly: request.summaryOnly, destination: request.destination)
            let writer: Writer
            switch reporter {
            case let junit as JUnitReporter: writer = .junit(junit.makeStream(context: context, spool: ReportSpool()))
            case let json as JSONReporter: writer = .json(json.makeStream(context: context, spool: ReportSpool()))
            case let terminal as TerminalReporter: writer = .terminal(terminal.makeStream(context: context, spool: ReportSpool()))
            default: preconditionFailure("\(request.kind) reports do not stream")
            }
            return Stream(request: request, writer: writer)
        }
    }

    public func consume(_ scenario: ScenarioAudit) {
        for index in streams.indices where streams[index].failure == nil {
            do {
                switch streams[index].writer {
                case .junit(let stream): try stream.add(scenario)
                case .json(let stream): try stream.add(scenario)
                case .terminal(let stream): try stream.add(scenario)
                }
            } catch {
                streams[index].failure = "\(error)"
            }
        }
    }

    /// Writes every report, files first and standard output last, as `ReportPublisher` does;
    /// returns those that could not be written.
    public func finish(_ report: AuditReport, standardOutput: @escaping ([UInt8]) -> Void) -> [ReportWriteError] {
        let ordered = streams.filter { $0.request.destination != .standardOutput }
            + streams.filter { $0.request.destination == .standardOutput }
        var failures: [ReportWriteError] = []
        for stream in ordered {
            let path = stream.request.destination.description
            if let failure = stream.failure {
                failures.append(ReportWriteError(path: path, reason: failure))
                continue
            }
            do {
                switch stream.request.destination {
                case .file(let file):
                    let sink = try AtomicFileSink(path: file)
                    try write(stream.writer, report, to: sink)
                    try sink.commit()
                case .standardOutput:
                    // In pieces: a long terminal report is never held whole.
                    let sink = ForwardingSink(standardOutput)
                    try write(stream.writer, report, to: sink)
                    sink.flush()
                }
            } catch let error as ReportWriteError {
                failures.append(error)
            } catch {
                failures.append(ReportWriteError(path: path, reason: "\(error)"))
            }
        }
        return failures
    }

    private func write(_ writer: Writer, _ report: AuditReport, to sink: any ReportSink) throws {
        switch writer {
        case .junit(let stream): try stream.finish(report, to: sink)
        case .json(let stream): try stream.finish(report, to: sink)
        case .terminal(let stream): try stream.finish(report, to: sink)
        }
    }
}

/// Hands bytes on in pieces of at most 64 KiB.
private final class ForwardingSink: ReportSink {
    private let forward: ([UInt8]) -> Void
    private var pending: [UInt8] = []

    init(_ forward: @escaping ([UInt8]) -> Void) { self.forward = forward }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        pending.append(contentsOf: bytes)
        if pending.count >= 64 * 1024 { flush() }
    }

    func flush() {
        guard !pending.isEmpty else { return }
        forward(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

/// Takes each scenario file's results as its audit ends, in report order (`UnitOrder`).
public protocol ScenarioConsumer: AnyObject {
    /// Called once before the first file: the run's configuration and rules, without results.
    func start(_ context: AuditReport)
    func consume(_ scenario: ScenarioAudit)
}

extension ReporterKind {
    /// Whether the report can take each file's results as its audit ends (`ReportStreams`).
    public var streams: Bool { self == .junit || self == .json || self == .terminal }
}
