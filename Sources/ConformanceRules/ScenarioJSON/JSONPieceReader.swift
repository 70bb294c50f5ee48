#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Hands a JSON input to `LocatedJSONParser` a piece at a time, from a file or from memory,
/// checking each piece is UTF-8 before the parser sees it and leaving out a UTF-8 byte-order
/// mark: what the whole-file reader checks before parsing, done as the input is read.
final class JSONPieceReader {
    enum Source {
        case file(ReadableFile)
        case memory(Data)
    }

    /// Why the input stopped before its end: a byte that is not UTF-8, a read that failed, or
    /// more bytes than the limit (a file that grew while it was read). Reported before any
    /// syntax error, as the whole-file reader reports them.
    enum Problem: Error, Equatable {
        case notUTF8(offset: Int)
        case unreadable(FileReadError)

        var message: String {
            switch self {
            case .notUTF8(let offset): "file is not valid UTF-8 (at byte \(offset))"
            case .unreadable(let error): error.message
            }
        }
    }

    private let source: Source
    private let pieceSize: Int
    private let limit: Int
    private var total = 0
    private var utf8 = UTF8Check()
    private var piece: [UInt8]
    private var started = false
    private var ended = false
    private(set) var problem: Problem?

    /// Pieces of `pieceSize` bytes (at least one); more than `limit` bytes in all is a problem.
    init(_ source: Source, pieceSize: Int, limit: Int) {
        self.source = source
        self.pieceSize = max(1, pieceSize)
        self.limit = limit
        piece = [UInt8](repeating: 0, count: self.pieceSize)
    }

    /// Appends the next piece to `buffer`; false at the end of the input or at a problem.
    func next(into buffer: inout [UInt8]) -> Bool {
        if !started {
            started = true
            return first(into: &buffer)
        }
        guard let count = nextPiece() else { return false }
        buffer.append(contentsOf: piece[..<count])
        return true
    }

    /// The first piece, once it has three bytes (or the input is shorter), so a byte-order mark
    /// split between pieces is still left out.
    private func first(into buffer: inout [UInt8]) -> Bool {
        var head: [UInt8] = []
        while head.count < 3, let count = nextPiece() { head.append(contentsOf: piece[..<count]) }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
        if head.isEmpty { return ended || problem != nil ? false : next(into: &buffer) }
        buffer.append(contentsOf: head)
        return true
    }

    /// Reads the rest of the input, checking only that it is UTF-8: after a syntax error, a
    /// byte further on that is not UTF-8 is still the error reported, as it is for a whole file.
    func drain() {
        while nextPiece() != nil {}
    }

    /// How many bytes the next piece has in `piece`; nil at the end or at a problem.
    private func nextPiece() -> Int? {
        guard !ended, problem == nil else { return nil }
        let count: Int
        switch source {
        case .file(let file): count = readFile(file)
        case .memory(let data): count = readMemory(data)
        }
        guard problem == nil else { return nil }
        guard count > 0 else {
            ended = true
            if !utf8.finish() { problem = .notUTF8(offset: utf8.firstInvalid ?? utf8.offset) }
            return nil
        }
        total += count
        guard total <= limit else {
            problem = .unreadable(FileReadError(size: limit + 1, limit: limit, atLeast: true))
            return nil
        }
        let valid = piece.withUnsafeBytes { utf8.check(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        guard valid else {
            problem = .notUTF8(offset: utf8.firstInvalid ?? utf8.offset)
            return nil
        }
        return count
    }

    private func readFile(_ file: ReadableFile) -> Int {
        let read = piece.withUnsafeMutableBytes { buffer in
            Result { () throws(FileReadError) in try file.nextBytes(into: buffer) }
        }
        switch read {
        case .success(let count):
            return count
        case .failure(let error):
            problem = .unreadable(error)
            return 0
        }
    }

    private func readMemory(_ data: Data) -> Int {
        let count = min(pieceSize, data.count - total)
        guard count > 0 else { return 0 }
        let start = data.startIndex + total
        piece.withUnsafeMutableBytes { _ = data.copyBytes(to: $0, from: start..<start + count) }
        return count
    }
}
