import ConformanceRules
import Foundation
import Synchronization
import Testing
@testable import morph_audit

/// The progress line: only on a terminal, only for long runs, at most ten times a second, wiped
/// at the end.
struct ProgressLineTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        let now = Mutex<UInt64>(5_000_000_000)
        var clock: AuditClock { AuditClock { self.now.withLock { $0 } } }
        func advance(milliseconds: UInt64) { now.withLock { $0 += milliseconds * 1_000_000 } }
    }

    private func line(terminal: Bool, _ captured: CapturedConsole, _ clock: ManualClock) -> ProgressLine? {
        var console = captured.console(errorIsTerminal: terminal, clock: clock.clock)
        console.errorColumns = 40
        return ProgressLine(console: console)
    }

    @Test func nothingIsDrawnWhenStandardErrorIsNotATerminal() {
        let captured = CapturedConsole(), clock = ManualClock()
        #expect(line(terminal: false, captured, clock) == nil)
    }

    @Test func aShortRunShowsNothingAndALongOneIsThrottledThenWiped() throws {
        let captured = CapturedConsole(), clock = ManualClock()
        let progress = try #require(line(terminal: true, captured, clock))
        progress.update(completed: 1, total: 3, file: "a.xml")
        clock.advance(milliseconds: 900)
        progress.update(completed: 2, total: 3, file: "b.xml")
        progress.finish()
        #expect(captured.standardError.isEmpty, "under a second: nothing at all")

        clock.advance(milliseconds: 200)
        progress.update(completed: 40, total: 200, file: "scenarios/long-name.xml")
        #expect(captured.standardError == "\r[40/200] scenarios/long-name.xml")
        clock.advance(milliseconds: 50)
        progress.update(completed: 41, total: 200, file: "x.xml")
        #expect(captured.standardError == "\r[40/200] scenarios/long-name.xml", "at most ten redraws a second")
        clock.advance(milliseconds: 100)
        progress.update(completed: 42, total: 200, file: "y.xml")
        // The shorter line is padded so nothing of the longer one stays visible.
        #expect(captured.standardError.hasSuffix("\r[42/200] y.xml" + String(repeating: " ", count: 32 - 14)))
        progress.finish()
        #expect(captured.standardError.hasSuffix("\r" + String(repeating: " ", count: 14) + "\r"))
    }

    @Test func longPathsAreCutOnTheLeftAndControlCharactersReplaced() {
        let line = ProgressLine.line(completed: 3, total: 10, file: "deep/folder/\u{1B}[31mred/scenario.xml", columns: 30)
        #expect(line == "[3/10] …?[31mred/scenario.xml")
        #expect(line.count == 29)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func anAuditDrawsAndWipesTheLineOnlyOnATerminal() throws {
        let root = try ScaleFixtures.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = try ScaleFixtures.corpus(in: root, count: 6, nodes: 40, badEvery: 0)
        // Every reading of this clock is a second later: the run is "long" from its first file.
        let ticks = Mutex<UInt64>(0)
        let clock = AuditClock { ticks.withLock { $0 += 1_000_000_000; return $0 } }
        let arguments = ["audit", corpus.path, "--jobs", "1", "--report", "json:\(root.path)/a.json"]
        let onTerminal = ToolRunner.inProcess(arguments, errorIsTerminal: true, clock: clock)
        #expect(onTerminal.standardError.hasPrefix("\r[1/6] "))
        #expect(onTerminal.standardError.contains("scenario-00000.xml"))
        #expect(onTerminal.standardError.contains("\r[6/6] "))
        #expect(onTerminal.standardError.hasSuffix("\r"), "the line is wiped before the reports")
        #expect(!onTerminal.standardOutput.contains("\r"))
        let piped = ToolRunner.inProcess(arguments, errorIsTerminal: false, clock: clock)
        #expect(piped.standardError.isEmpty)
    }
}
