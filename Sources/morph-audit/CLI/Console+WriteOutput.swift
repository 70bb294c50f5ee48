import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Console {
    /// Writes a command's document to `destination`, or to standard output when there is none:
    /// the one place `convert`, `import` and `motion --svg` decide where their output goes. Files
    /// go through the reports' sink, so every writer creates missing folders and replaces the
    /// file whole, the same way; a failure is one line naming the file and the system's reason.
    func write(_ data: Data, to destination: String?) -> ExitStatus {
        guard let destination, destination != "-" else {
            out(data: data)
            return .success
        }
        do {
            let sink = try AtomicFileSink(path: destination)
            try data.withUnsafeBytes { try sink.write($0) }
            try sink.commit()
            return .success
        } catch let failure as ReportWriteError {
            self.error(Console.cannotWrite(failure))
        } catch {
            self.error("\(destination): error: cannot be written: \(FileErrorReason.of(error))")
        }
        return .inputError
    }

    /// Refuses an output path that is the command's input, however it is spelled (a link, `./`):
    /// writing there would replace what was just read. A usage error, before any work.
    static func refuseInput(_ destination: String?, inputs: [String]) throws(UsageError) {
        guard let destination, destination != "-" else { return }
        do {
            try ReportRequest.checkNotInputs([ReportRequest(kind: .json, destination: .file(destination))], inputs: inputs,
                                             what: "output")
        } catch {
            throw UsageError(error.message)
        }
    }

    /// `out/a.svg: error: cannot be written: Permission denied`.
    static func cannotWrite(_ failure: ReportWriteError) -> String {
        "\(failure.path): error: cannot be written: \(failure.reason)"
    }
}
