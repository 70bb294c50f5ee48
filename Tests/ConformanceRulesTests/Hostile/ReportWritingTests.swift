import Foundation
import Testing
@testable import ConformanceRules

/// What a report write does to what is at its path: regular files are replaced atomically,
/// through symbolic links; devices and pipes are written in place; temporary files do not outlive
/// their process.
@Suite("Report writing")
struct ReportWritingTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, to path: String) throws {
        let sink = try AtomicFileSink(path: path)
        try sink.write(text)
        try sink.commit()
    }

    @Test("a symbolic link is followed: its target is replaced, the link stays, the mode is kept")
    func symbolicLink() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent("target.xml").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        let link = root.appendingPathComponent("link.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.xml")
        try write("new", to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.xml")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(FileStatus.of(target)?.permissions == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["link.xml", "target.xml"])
    }

    @Test("a link to nothing creates its target")
    func danglingLink() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("link.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made.xml")
        try write("made", to: link)
        #expect(try String(contentsOfFile: root.appendingPathComponent("made.xml").path, encoding: .utf8) == "made")
        #expect(FileStatus.of(link, followingLinks: false)?.kind == .symbolicLink)
    }

    @Test("a FIFO is written in place, and one nobody reads is an error, not a wait")
    func fifo() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: ReportWriteError(path: path, reason: "no process is reading from it")) { try write("x", to: path) }
        let received = ResultBox()
        let reader = Thread {
            let descriptor = open(path, O_RDONLY)
            var bytes = [UInt8](repeating: 0, count: 256)
            var collected: [UInt8] = []
            while true {
                let count = read(descriptor, &bytes, bytes.count)
                if count <= 0 { break }
                collected += bytes[..<count]
            }
            close(descriptor)
            received.data = Data(collected)
        }
        reader.start()
        var sink: AtomicFileSink?
        for _ in 0..<500 where sink == nil {
            sink = try? AtomicFileSink(path: path)
            if sink == nil { usleep(10_000) }
        }
        let opened = try #require(sink, "the reader never opened the FIFO")
        try opened.write("through the pipe")
        try opened.commit()
        for _ in 0..<500 where received.data == nil { usleep(10_000) }
        #expect(received.data == Data("through the pipe".utf8))
        #expect(FileStatus.of(path)?.kind == .fifo, "still a FIFO")
    }

    @Test("/dev/null stays a device")
    func devNull() throws {
        guard access("/dev/null", W_OK) == 0 else { return }
        try write("discarded", to: "/dev/null")
        #expect(FileStatus.of("/dev/null")?.kind == .characterDevice)
    }

    @Test("temporary files of dead processes are swept; those of live ones are not")
    func abandonedTemporaries() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // pid_max is at most 2^22 on Linux: 4_194_304 + 7 is never a live process.
        let dead = AtomicFileSink.temporaryName(of: "r.xml", process: 4_194_311, attempt: 0)
        let live = AtomicFileSink.temporaryName(of: "r.xml", process: 1, attempt: 0)
        let other = AtomicFileSink.temporaryName(of: "other.xml", process: 4_194_311, attempt: 0)
        for name in [dead, live, other] { try Data().write(to: root.appendingPathComponent(name)) }
        try write("report", to: root.appendingPathComponent("r.xml").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [live, other, "r.xml"].sorted())
    }

    @Test("a temporary file is registered for removal on interruption while it exists")
    func registered() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var sink: AtomicFileSink? = try AtomicFileSink(path: root.appendingPathComponent("r.xml").path)
        try sink?.write("partial")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        #expect(names.count == 1)
        let temporary = root.appendingPathComponent(try #require(names.first)).path
        #expect(TemporaryFiles.paths.contains(temporary))
        sink = nil
        #expect(!TemporaryFiles.paths.contains(temporary))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty, "an abandoned write leaves nothing")
    }

    @Test("a folder at the path is an error")
    func folderAtPath() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ReportWriteError(path: root.path, reason: "is a folder")) { try write("x", to: root.path) }
    }
}

private final class ResultBox: @unchecked Sendable {
    // Written by the reader thread, read after polling; a race here only delays the read.
    var data: Data?
}
