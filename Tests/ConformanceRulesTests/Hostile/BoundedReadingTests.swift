import Foundation
import Testing
@testable import ConformanceRules

/// Sizes come from a file's metadata before a byte is read; only regular files are read; a
/// folder is searched without losing anything in silence.
@Suite("Bounded reading")
struct BoundedReadingTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a sparse 2 GiB file is refused from its size, and its head is read alone")
    func sparse() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("big.xml").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("<scenario ".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 31)
        try handle.close()
        #expect(throws: FileReadError(message: "file is 2147483648 bytes; the limit is 67108864")) {
            try BoundedFileReader.read(path, limit: 64 << 20)
        }
        #expect(BoundedFileReader.head(path, count: 10) == Data("<scenario ".utf8))
        #expect(InputExpansion.sniff(path) == .scenario, "sniffing reads the first 4 KiB only")
    }

    @Test("devices, pipes and folders are named for what they are")
    func notRegular() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: FileReadError(message: "is a named pipe (FIFO), not a regular file; inputs are read from files")) {
            try BoundedFileReader.read(fifo, limit: 1 << 20)
        }
        #expect(throws: FileReadError(message: "is a character device, not a regular file; inputs are read from files")) {
            try BoundedFileReader.read("/dev/zero", limit: 1 << 20)
        }
        #expect(throws: FileReadError(message: "is a folder, not a file")) { try BoundedFileReader.read(root.path, limit: 1) }
        #expect(throws: FileReadError(message: "no such file", missing: true)) {
            try BoundedFileReader.read(root.appendingPathComponent("missing").path, limit: 1)
        }
        #expect(BoundedFileReader.head(fifo, count: 10) == nil)
    }

    @Test("a file exactly at the limit is read whole")
    func atLimit() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("a.json").path
        try Data(repeating: 0x20, count: 1_000).write(to: URL(fileURLWithPath: path))
        #expect(try BoundedFileReader.read(path, limit: 1_000).count == 1_000)
        #expect(throws: FileReadError.self) { try BoundedFileReader.read(path, limit: 999) }
    }

    @Test("a file longer than its size says (a /proc file says 0) is read on to its end, and still held to the limit")
    func longerThanItsSize() throws {
        let path = "/proc/self/cmdline"
        guard FileManager.default.fileExists(atPath: path) else { return }
        let whole = try BoundedFileReader.read(path, limit: 1 << 20)
        #expect(!whole.isEmpty && whole.last == 0, "NUL-terminated arguments, none of them counted in the file's size")
        #expect(BoundedFileReader.head(path, count: 3) == whole.prefix(3))
        #expect(throws: FileReadError(size: 3, limit: 3, atLeast: true)) { try BoundedFileReader.read(path, limit: 3) }
    }

    @Test("a name that is not UTF-8 in a folder is reported, its neighbours still found")
    func nonUTF8Name() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("<scenario/>".utf8).write(to: root.appendingPathComponent("fine.xml"))
        let bad = Array(root.path.utf8CString.dropLast()) + Array("/bad".utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)]
            + Array(".xml".utf8CString)
        let descriptor = open(bad, O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let (files, errors) = InputExpansion.expand([root.path])
        #expect(files.map(\.path) == [root.appendingPathComponent("fine.xml").path])
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("the name is not valid UTF-8") == true)
        #expect(errors.first?.location.file == root.path + "/bad\u{FFFD}.xml")
    }
}
