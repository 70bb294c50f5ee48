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

/// A regular file open for a parser that reads it in pieces, so a large input costs what is made
/// of it rather than its bytes as well. Opened like `BoundedFileReader` opens (no waiting on a
/// FIFO, only regular files); closed when released.
final class ReadableFile {
    let descriptor: Int32
    /// From the file's metadata when it was opened.
    let size: Int

    init(path: String) throws(FileReadError) {
        let descriptor = try BoundedFileReader.openForReading(path)
        guard let status = FileStatus.of(descriptor: descriptor) else {
            let code = errno
            close(descriptor)
            throw FileReadError(cannotRead: code)
        }
        do {
            try BoundedFileReader.requireRegular(status)
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        size = status.size
    }

    deinit { close(descriptor) }

    /// At most the first `count` bytes, read without moving the file's position.
    func head(_ count: Int) -> Data {
        var data = Data(count: max(0, min(count, size)))
        var filled = 0
        while filled < data.count {
            let read = data.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(filled))
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            filled += read
        }
        if filled < data.count { data.removeSubrange(filled...) }
        return data
    }

    /// The next bytes from the file's position into `buffer`: how many, 0 at the end.
    func nextBytes(into buffer: UnsafeMutableRawBufferPointer) throws(FileReadError) -> Int {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw FileReadError(cannotRead: errno) }
        }
    }

    /// Back to the first byte, for a second read; false when the file cannot be rewound.
    func rewind() -> Bool { lseek(descriptor, 0, SEEK_SET) == 0 }
}

@available(*, unavailable, message: "read a file inside one task")
extension ReadableFile: Sendable {}
