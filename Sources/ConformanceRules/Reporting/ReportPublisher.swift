/// Writes every requested report, files first and standard output last, and collects the ones
/// that could not be written instead of stopping at the first: a failing CI step still keeps
/// every artefact that could be produced.
///
/// Every reporter reads the same finished report, so with `concurrently` they run at once, one
/// thread each (`ParallelWork`): after a parallel audit, writing reports one after the other
/// would be the part of the run that only one core does. Standard output is printed once every
/// file is written, either way.
public enum ReportPublisher {
    public static func publish(_ report: AuditReport, to requests: [ReportRequest], options: ReportOptions,
                               concurrently: Bool = false, standardOutput: ([UInt8]) -> Void) -> [ReportWriteError] {
        let ordered = requests.filter { $0.destination != .standardOutput } + requests.filter { $0.destination == .standardOutput }
        var outcomes = [Outcome?](repeating: nil, count: ordered.count)
        ParallelWork.run(count: ordered.count, width: concurrently ? ordered.count : 1, { index in
            write(report, request: ordered[index], options: options)
        }, receive: { index, outcome in
            outcomes[index] = outcome
        })
        var failures: [ReportWriteError] = []
        for outcome in outcomes {
            switch outcome {
            case .printed(let bytes)?: standardOutput(bytes)
            case .failed(let error)?: failures.append(error)
            case .written?, nil: break
            }
        }
        return failures
    }

    private enum Outcome: Sendable {
        case written
        case printed([UInt8])
        case failed(ReportWriteError)
    }

    private static func write(_ report: AuditReport, request: ReportRequest, options: ReportOptions) -> Outcome {
        let reporter = request.kind.reporter(options: Self.options(options, for: request.destination),
                                             summaryOnly: request.summaryOnly, destination: request.destination)
        // The pictures a JUnit report names are written first; one that cannot be written does not
        // keep the report from being written, but the run says so.
        var attachmentFailure: ReportWriteError?
        if let junit = reporter as? JUnitReporter, let folder = junit.attachmentFolder {
            let failures = JUnitAttachments(report: report, folder: folder).write(report)
            if let first = failures.first {
                attachmentFailure = failures.count == 1 ? first
                    : ReportWriteError(path: first.path, reason: first.reason + " (and \(failures.count - 1) more attachments)")
            }
        }
        switch request.destination {
        case .file(let path):
            do {
                let sink = try AtomicFileSink(path: path)
                try reporter.write(report, to: sink)
                try sink.commit()
                return attachmentFailure.map(Outcome.failed) ?? .written
            } catch let error as ReportWriteError {
                return .failed(error)
            } catch {
                return .failed(ReportWriteError(path: path, reason: "\(error)"))
            }
        case .standardOutput:
            do {
                return .printed(try reporter.render(report))
            } catch {
                return .failed(ReportWriteError(path: "standard output", reason: "\(error)"))
            }
        }
    }

    /// The options for one destination: files never get colour codes.
    static func options(_ options: ReportOptions, for destination: ReportDestination) -> ReportOptions {
        guard destination != .standardOutput else { return options }
        var options = options
        options.color = false
        return options
    }
}
