import Foundation
import Testing
@testable import ConformanceRules

/// A report's spool gives back exactly the pieces written to it, in any order, from a file that
/// has no name (nothing is left behind) or from memory.
struct ReportSpoolTests {
    private static func pieces(seed: UInt64) -> [[UInt8]] {
        var generator = SeededGenerator(seed: seed)
        return (0..<200).map { _ in
            let count = [0, 1, 100, 70_000][Int.random(in: 0..<4, using: &generator)]
            return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
    }

    @Test(arguments: [false, true]) func piecesComeBackInAnyOrder(_ inMemory: Bool) throws {
        let spool = ReportSpool(inMemory: inMemory)
        #expect(spool.isFile == !inMemory)
        let pieces = Self.pieces(seed: inMemory ? 1 : 2)
        var ranges: [Range<Int>] = []
        for piece in pieces {
            let start = spool.size
            try spool.write(piece)
            ranges.append(start..<spool.size)
        }
        for index in pieces.indices.reversed() {
            let sink = MemorySink()
            try spool.copy(ranges[index], to: sink)
            #expect(sink.bytes == pieces[index])
        }
    }

    @Test func theSpoolFileHasNoName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spool = ReportSpool(folder: folder.path)
        try spool.write(Array("written".utf8))
        #expect(spool.isFile)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

extension ReportSpoolTests {
    @Test func aFolderWhereNoFileCanBeMadeKeepsTheBytesInMemory() throws {
        let spool = ReportSpool(folder: "/nonexistent-folder-\(UUID().uuidString)")
        #expect(!spool.isFile)
        try spool.write(Array("kept".utf8))
        let sink = MemorySink()
        try spool.copy(0..<4, to: sink)
        #expect(sink.text == "kept")
    }
}
