import Foundation
import Testing
@testable import ConformanceRules

struct AtomicFileSinkTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-sink-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func writesThroughATemporaryFileAndCreatesFolders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a/b/report.xml").path
        let sink = try AtomicFileSink(path: path)
        try sink.write("<x/>")
        #expect(!FileManager.default.fileExists(atPath: path), "nothing at the destination before commit")
        try sink.commit()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<x/>")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a/b").path)
        #expect(left == ["report.xml"], "no temporary file is left behind")
    }

    @Test func anAbandonedWriteLeavesTheOldReportInPlace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.xml").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        do {
            let sink = try AtomicFileSink(path: path)
            try sink.write(String(repeating: "x", count: 200_000))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
    }

    @Test func largeWritesArriveWhole() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.txt").path
        let sink = try AtomicFileSink(path: path)
        for index in 0..<10_000 { try sink.write("line \(index)\n") }
        try sink.commit()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 10_000 && lines.last == "line 9999")
    }

    @Test func anUnwritableDestinationIsAnError() {
        #expect(throws: ReportWriteError.self) { try AtomicFileSink(path: "/proc/morph-audit/report.xml") }
    }
}
