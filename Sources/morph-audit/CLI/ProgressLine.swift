import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// `\r[n/total] path` on standard error while a long run works through its files: drawn only
/// when standard error is a terminal, only once the run has lasted `delay`, at most once per
/// `interval`, and wiped by `finish()` before any report is printed. Nothing is ever written
/// otherwise, so logs and pipes stay clean.
final class ProgressLine: Sendable {
    /// A run shorter than this shows nothing.
    static let delay: UInt64 = 1_000_000_000
    /// At most ten redraws a second.
    static let interval: UInt64 = 100_000_000

    private struct State {
        var lastDrawn: UInt64?
        /// Characters on the line now, to blank them out.
        var drawnWidth = 0
    }

    private let write: @Sendable (Data) -> Void
    private let clock: AuditClock
    private let columns: Int
    private let started: UInt64
    private let state = Mutex(State())

    /// nil when standard error is not a terminal: then there is nothing to draw.
    init?(console: Console) {
        guard console.errorIsTerminal else { return nil }
        write = console.writeError
        clock = console.clock
        columns = max(console.errorColumns, 20)
        started = console.clock.nanoseconds()
    }

    func update(completed: Int, total: Int, file: String) {
        let now = clock.nanoseconds()
        guard now &- started >= Self.delay else { return }
        state.withLock { state in
            if let last = state.lastDrawn, now &- last < Self.interval { return }
            let line = Self.line(completed: completed, total: total, file: file, columns: columns)
            let width = line.count
            let padding = String(repeating: " ", count: max(state.drawnWidth - width, 0))
            write(Data(("\r" + line + padding).utf8))
            state.lastDrawn = now
            state.drawnWidth = width
        }
    }

    /// Blanks the line out, if anything was drawn.
    func finish() {
        state.withLock { state in
            guard state.drawnWidth > 0 else { return }
            write(Data(("\r" + String(repeating: " ", count: state.drawnWidth) + "\r").utf8))
            state.drawnWidth = 0
        }
    }

    /// `[12/2000] Examples/…/sheet.xml`, cut on the left to stay on one terminal line.
    static func line(completed: Int, total: Int, file: String, columns: Int) -> String {
        let counter = "[\(completed)/\(total)] "
        let room = columns - 1 - counter.count
        let cleaned = String(file.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        guard cleaned.count > room else { return counter + cleaned }
        return counter + "…" + cleaned.suffix(max(room - 1, 0))
    }
}
