#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report to a temporary file next to its destination and renames it into place on
/// `commit()`, so a crash or a failed write never leaves a truncated or empty report where a CI
/// system would read it (Jenkins turns an empty file into a failing "[empty]" test). Missing
/// folders on the way to the destination are created.
public final class AtomicFileSink: ReportSink {
    public let path: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var pending: [UInt8] = []
    private static let flushThreshold = 64 * 1024

    public init(path: String) throws(ReportWriteError) {
        self.path = path
        let folder = AtomicFileSink.folder(of: path)
        try AtomicFileSink.createFolders(folder, for: path)
        let base = path.split(separator: "/").last.map(String.init) ?? "report"
        var attempt = 0
        while true {
            let candidate = folder + "/." + base + ".\(getpid())-\(attempt).tmp"
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if opened >= 0 {
                temporaryPath = candidate
                descriptor = opened
                break
            }
            guard errno == EEXIST, attempt < 100 else {
                throw ReportWriteError(path: path, reason: AtomicFileSink.lastErrorText())
            }
            attempt += 1
        }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        pending.append(contentsOf: bytes)
        if pending.count >= AtomicFileSink.flushThreshold { try flush() }
    }

    /// Flushes, closes and renames the temporary file onto the destination.
    public func commit() throws(ReportWriteError) {
        do { try flush() } catch { throw error }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let reason = AtomicFileSink.lastErrorText()
            unlink(temporaryPath)
            throw ReportWriteError(path: path, reason: reason)
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = AtomicFileSink.lastErrorText()
            unlink(temporaryPath)
            throw ReportWriteError(path: path, reason: reason)
        }
    }

    private func flush() throws(ReportWriteError) {
        guard descriptor >= 0 else { throw ReportWriteError(path: path, reason: "the report was already closed") }
        var offset = 0
        while offset < pending.count {
            let written = pending.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw ReportWriteError(path: path, reason: AtomicFileSink.lastErrorText())
            }
            offset += written
        }
        pending.removeAll(keepingCapacity: true)
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`, one component at a time.
    private static func createFolders(_ folder: String, for path: String) throws(ReportWriteError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw ReportWriteError(path: path, reason: "cannot create folder \(current): \(lastErrorText())")
            }
        }
    }

    private static func lastErrorText() -> String { String(cString: strerror(errno)) }
}

/// `write(2)`, named apart from the sink's own `write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// A report that could not be written; the run ends with exit status 2.
public struct ReportWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write report \(path): \(reason)" }
}
