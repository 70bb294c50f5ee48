/// Writes every requested report, files first and standard output last, and collects the ones
/// that could not be written instead of stopping at the first: a failing CI step still keeps
/// every artefact that could be produced.
public enum ReportPublisher {
    public static func publish(_ report: AuditReport, to requests: [ReportRequest], options: ReportOptions,
                               standardOutput: ([UInt8]) -> Void) -> [ReportWriteError] {
        var failures: [ReportWriteError] = []
        let ordered = requests.filter { $0.destination != .standardOutput } + requests.filter { $0.destination == .standardOutput }
        for request in ordered {
            let reporter = request.kind.reporter(options: request.destination == .standardOutput ? options : plain(options))
            switch request.destination {
            case .file(let path):
                do {
                    let sink = try AtomicFileSink(path: path)
                    try reporter.write(report, to: sink)
                    try sink.commit()
                } catch let error as ReportWriteError {
                    failures.append(error)
                } catch {
                    failures.append(ReportWriteError(path: path, reason: "\(error)"))
                }
            case .standardOutput:
                do {
                    standardOutput(try reporter.render(report))
                } catch {
                    failures.append(ReportWriteError(path: "standard output", reason: "\(error)"))
                }
            }
        }
        return failures
    }

    /// Files never get colour codes.
    private static func plain(_ options: ReportOptions) -> ReportOptions {
        var options = options
        options.color = false
        return options
    }
}
