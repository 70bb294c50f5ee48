#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import ConformanceRules

/// `readdir` entries are read no further than their own bytes.
@Suite struct DirectoryEntryTests {
    /// A short entry (`d_reclen` 24) placed at the very end of a page whose next page cannot be
    /// read, as the last entry of `readdir`'s buffer can be: reading the declared 256-byte name
    /// faults, reading up to the NUL does not.
    @Test func aShortEntryAtTheEndOfReadableMemoryIsReadInPlace() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapping = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(mapping != MAP_FAILED)
        defer { munmap(mapping, 2 * page) }
        #expect(mprotect(mapping + page, page, PROT_NONE) == 0)
        let nameOffset = try #require(MemoryLayout<dirent>.offset(of: \dirent.d_name))
        let typeOffset = try #require(MemoryLayout<dirent>.offset(of: \dirent.d_type))
        let length = (nameOffset + 3 + 7) & ~7
        let record = mapping + page - length
        memset(record, 0, length)
        record.storeBytes(of: UInt8(DT_DIR), toByteOffset: typeOffset, as: UInt8.self)
        for (index, byte) in "ab".utf8.enumerated() { record.storeBytes(of: byte, toByteOffset: nameOffset + index, as: UInt8.self) }
        let entry = UnsafePointer<dirent>(OpaquePointer(record))
        #expect(DirectoryEntry.nameBytes(of: entry) == Array("ab".utf8))
        #expect(DirectoryEntry.isFolder(entry))
    }

    /// Names of every length a file system allows come back whole, through a real listing.
    @Test func namesOfEveryLengthAreReadWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("entries-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = Set((1...255).map { length in String(repeating: "n", count: length - 1) + "x" })
        for name in names { #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)) }
        let stream = try #require(opendir(folder.path))
        defer { closedir(stream) }
        var read: Set<String> = []
        while let entry = readdir(stream) {
            let name = String(decoding: DirectoryEntry.nameBytes(of: entry), as: UTF8.self)
            if name != "." && name != ".." { read.insert(name) }
            #expect(name == "." || name == ".." || !DirectoryEntry.isFolder(entry), "\(name) is a file")
        }
        #expect(read == names)
    }
}
