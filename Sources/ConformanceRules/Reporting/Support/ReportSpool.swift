#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes a report sets aside until its head can be written: a JUnit document's totals and a
/// terminal report's file order are known only when the last file has been audited, while each
/// file's part is written as its audit ends and its results are dropped.
///
/// The bytes go to an unlinked temporary file, so a long report costs disk rather than memory
/// and nothing is left behind whatever becomes of the process; when no temporary file can be
/// made they stay in memory. Each piece is a range to copy out later, in any order.
final class ReportSpool: ReportSink {
    private var descriptor: Int32
    private var memory: [UInt8] = []
    private var pending: [UInt8] = []
    /// Bytes written so far: where the next piece starts.
    private(set) var size = 0
    private static let bufferSize = 64 * 1024

    /// `inMemory`: never touch the disk (small reports rendered for tests and golden files).
    /// `folder`: where the file is made, `$TMPDIR` or `/tmp` by default.
    init(inMemory: Bool = false, folder: String = TemporaryFolder.path) {
        descriptor = inMemory ? -1 : ReportSpool.anonymousFile(in: folder)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether the spool is a file (false: it fell back to memory).
    var isFile: Bool { descriptor >= 0 }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        size += bytes.count
        guard descriptor >= 0 else {
            memory.append(contentsOf: bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= ReportSpool.bufferSize { try flush() }
    }

    /// Copies `range` (offsets in what was written) to `sink`.
    func copy(_ range: Range<Int>, to sink: any ReportSink) throws {
        guard !range.isEmpty else { return }
        guard descriptor >= 0 else {
            try memory.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[range])) }
            return
        }
        try flush()
        var chunk = [UInt8](repeating: 0, count: min(ReportSpool.bufferSize, range.count))
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = min(chunk.count, range.upperBound - offset)
            let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { throw SpoolError(reason: read == 0 ? "the spool file ended early" : systemErrorText()) }
            try chunk.withUnsafeBytes { try sink.write(UnsafeRawBufferPointer(rebasing: $0[0..<read])) }
            offset += read
        }
    }

    private func flush() throws {
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, pending.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw SpoolError(reason: systemErrorText()) }
            written += count
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// A temporary file that has no name from the moment it exists; -1 when none can be made.
    private static func anonymousFile(in folder: String) -> Int32 {
        var template = Array((folder + "/morph-audit-spool.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return -1 }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }

    struct SpoolError: Error, CustomStringConvertible {
        var reason: String
        var description: String { "could not keep the report's body aside: \(reason)" }
    }
}

/// Where temporary files go: `$TMPDIR` when set, else `/tmp`.
enum TemporaryFolder {
    static var path: String {
        if let value = getenv("TMPDIR"), value.pointee != 0 {
            let path = String(cString: value)
            return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        }
        return "/tmp"
    }
}
