#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads input files with their size checked from the file's metadata before any byte is read,
/// so a sparse 2 GiB file costs a `stat`, not 2 GB of memory. Only regular files are read: a
/// device (`/dev/zero`), a FIFO or a socket is refused with a message that says what it is,
/// because reading one can block or never end.
public enum BoundedFileReader {
    /// The whole of `path`, a regular file of at most `limit` bytes. The message of the error
    /// names no file: callers locate it.
    public static func read(_ path: String, limit: Int) throws(FileReadError) -> Data {
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        guard let status = FileStatus.of(descriptor: descriptor) else { throw FileReadError(cannotRead: errno) }
        try requireRegular(status)
        guard status.size <= limit else { throw FileReadError(size: status.size, limit: limit) }
        // One byte more than the limit: a file that grew while being read is still refused.
        let (data, complete) = try readUpTo(descriptor, capacity: status.size, limit: limit)
        guard complete else { throw FileReadError(size: limit + 1, limit: limit, atLeast: true) }
        return data
    }

    /// At most the first `count` bytes of a regular file, for telling what a file holds without
    /// reading all of it; nil when it is not a regular file or cannot be read.
    public static func head(_ path: String, count: Int) -> Data? {
        guard let descriptor = try? openForReading(path) else { return nil }
        defer { close(descriptor) }
        guard let status = FileStatus.of(descriptor: descriptor), status.kind == .regular else { return nil }
        return try? readUpTo(descriptor, capacity: min(status.size, count), limit: count).data
    }

    static func openForReading(_ path: String) throws(FileReadError) -> Int32 {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw FileReadError(message: "no such file", missing: true) }
            throw FileReadError(cannotRead: code)
        }
        return descriptor
    }

    static func requireRegular(_ status: FileStatus) throws(FileReadError) {
        switch status.kind {
        case .regular: return
        case .folder: throw FileReadError(message: "is a folder, not a file")
        default: throw FileReadError(message: "is \(status.kind.described), not a regular file; inputs are read from files")
        }
    }

    /// Reads until end of file or until more than `limit` bytes; `complete` is false in the
    /// second case and the data then holds `limit` bytes.
    private static func readUpTo(_ descriptor: Int32, capacity: Int, limit: Int) throws(FileReadError)
        -> (data: Data, complete: Bool)
    {
        var data = Data(count: min(capacity, limit))
        var filled = 0
        // For bytes beyond `capacity`, which a file rarely has: the read that finds the end of
        // the file writes nothing, so the buffer is neither cleared nor touched before use.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let room = data.count - filled
            let count: Int
            if room > 0 {
                count = data.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress! + filled, room) }
            } else {
                // The file is longer than its size said (or than `capacity`): read on to find out.
                count = systemRead(descriptor, chunk.baseAddress!, chunk.count)
                if count > 0 {
                    let take = min(count, limit - filled)
                    data.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<take]))
                    filled += take
                    if take < count { return (data, false) }
                    continue
                }
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(cannotRead: errno)
            }
            if count == 0 { break }
            filled += count
        }
        if filled < data.count { data.removeSubrange(filled...) }
        return (data, true)
    }
}

/// `read(2)`, named apart from the reader's own `read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Why an input file could not be read; the message names no file.
public struct FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// The file does not exist.
    public var missing = false

    public init(message: String, missing: Bool = false) {
        self.message = message
        self.missing = missing
    }

    init(cannotRead code: Int32) {
        message = "cannot be read: " + systemErrorText(code).lowercased()
    }

    init(size: Int, limit: Int, atLeast: Bool = false) {
        message = "file is \(atLeast ? "over " : "")\(atLeast ? limit : size) bytes; the limit is \(limit)"
    }

    public var description: String { message }
}
