import Foundation
import Synchronization

/// Where commands write: standard output for results and help, standard error for diagnostics.
/// Commands never call `print`, so tests can run them in-process and read what they wrote.
struct Console: Sendable {
    let writeOutput: @Sendable (Data) -> Void
    let writeError: @Sendable (Data) -> Void
    /// Whether standard output is a terminal (colour is only used there).
    var isTerminal = false
    /// The process environment, for settings such as `NO_COLOR`.
    var environment: [String: String] = [:]

    /// A line on standard output.
    func out(_ line: String) { writeOutput(Data((line + "\n").utf8)) }
    /// A line on standard error.
    func error(_ line: String) { writeError(Data((line + "\n").utf8)) }
    /// Raw bytes on standard output (converted documents).
    func out(data: Data) { writeOutput(data) }

    static let standard = Console(
        writeOutput: { FileHandle.standardOutput.write($0) },
        writeError: { FileHandle.standardError.write($0) },
        isTerminal: isatty(STDOUT_FILENO) != 0,
        environment: ProcessInfo.processInfo.environment)
}

/// A console that keeps what was written, for tests.
final class CapturedConsole: Sendable {
    private let output = Mutex(Data())
    private let errors = Mutex(Data())

    var console: Console {
        Console(writeOutput: { data in self.output.withLock { $0.append(data) } },
                writeError: { data in self.errors.withLock { $0.append(data) } })
    }

    var standardOutput: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
    var standardError: String { errors.withLock { String(decoding: $0, as: UTF8.self) } }
}
