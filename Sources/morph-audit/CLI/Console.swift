import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Where commands write: standard output for results and help, standard error for diagnostics.
/// Commands never call `print`, so tests can run them in-process and read what they wrote.
struct Console: Sendable {
    let writeOutput: @Sendable (Data) -> Void
    let writeError: @Sendable (Data) -> Void
    /// Whether standard output is a terminal (colour is only used there).
    var isTerminal = false
    /// Whether standard error is a terminal (the progress line is only drawn there).
    var errorIsTerminal = false
    /// Columns of the terminal on standard error, when it is one.
    var errorColumns = 80
    /// The process environment, for settings such as `NO_COLOR`.
    var environment: [String: String] = [:]
    /// The time source for durations and the progress line; tests freeze or drive it.
    var clock: AuditClock = .system

    /// A line on standard output.
    func out(_ line: String) { writeOutput(Data((line + "\n").utf8)) }
    /// A line on standard error.
    func error(_ line: String) { writeError(Data((line + "\n").utf8)) }
    /// Raw bytes on standard output (converted documents).
    func out(data: Data) { writeOutput(data) }

    static let standard = Console(
        writeOutput: { writeAll($0, to: STDOUT_FILENO) },
        writeError: { writeAll($0, to: STDERR_FILENO) },
        isTerminal: isatty(STDOUT_FILENO) != 0,
        errorIsTerminal: isatty(STDERR_FILENO) != 0,
        errorColumns: terminalColumns(STDERR_FILENO) ?? 80,
        environment: processEnvironment())

    /// The environment variables morph-audit reads: colour (`NO_COLOR`, `TERM`) and the report
    /// time (`SOURCE_DATE_EPOCH`). Only these are looked up, since building the whole
    /// environment as a dictionary was a measurable part of a small audit.
    static let readVariables = ["NO_COLOR", "TERM", "SOURCE_DATE_EPOCH"]

    private static func processEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        for name in readVariables {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// Every byte, through short writes and interruptions; a closed reader ends the writing.
    private static func writeAll(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let written = systemWrite(descriptor, next, left)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                next += written
                left -= written
            }
        }
    }

    private static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// A console that keeps what was written, for tests.
final class CapturedConsole: Sendable {
    private let output = Mutex(Data())
    private let errors = Mutex(Data())

    var console: Console {
        Console(writeOutput: { data in self.output.withLock { $0.append(data) } },
                writeError: { data in self.errors.withLock { $0.append(data) } })
    }

    /// A console for tests, with the terminal and the clock as the test wants them.
    func console(errorIsTerminal: Bool = false, environment: [String: String] = [:], clock: AuditClock = .system) -> Console {
        var console = self.console
        console.errorIsTerminal = errorIsTerminal
        console.environment = environment
        console.clock = clock
        return console
    }

    var standardOutput: String { output.withLock { String(decoding: $0, as: UTF8.self) } }
    var standardError: String { errors.withLock { String(decoding: $0, as: UTF8.self) } }
}
