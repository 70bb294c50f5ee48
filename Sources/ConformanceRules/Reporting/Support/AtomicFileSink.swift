#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report to its path without ever destroying what is there (`WriteTarget` decides how):
///
/// - a regular file (or nothing yet) is written to a temporary file next to it, flushed to disk
///   with `fsync` and renamed into place on `commit()`, so a crash, an interruption or a failed
///   write never leaves a truncated or empty report where a CI system would read it (Jenkins
///   turns an empty file into a failing "[empty]" test). A symbolic link is followed and its
///   target replaced; the replaced file keeps its permissions. Missing folders are created.
/// - a device, FIFO or socket (`/dev/null`, a named pipe) is written in place, never replaced.
/// - standard output or error, by any name (`/dev/stdout`), is written through the process's
///   own descriptor.
///
/// Temporary files are registered with `TemporaryFiles`, which removes them on SIGINT/SIGTERM;
/// those that a killed process left behind are removed by the next write of the same report.
public final class AtomicFileSink: ReportSink {
    public let path: String
    private let temporaryPath: String?
    private let destination: String
    private let permissions: UInt32?
    private var descriptor: Int32
    private var pending: [UInt8] = []
    private static let flushThreshold = 64 * 1024

    public init(path: String) throws(ReportWriteError) {
        self.path = path
        switch try WriteTarget.resolve(path) {
        case .standardStream(let stream):
            descriptor = dup(stream)
            guard descriptor >= 0 else { throw ReportWriteError(path: path, reason: systemErrorText()) }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            temporaryPath = nil
            destination = path
            permissions = nil
        case .inPlace(let target):
            descriptor = try AtomicFileSink.openInPlace(target, for: path)
            temporaryPath = nil
            destination = target
            permissions = nil
        case .replace(let target, let kept):
            let folder = WriteTarget.folder(of: target)
            try AtomicFileSink.createFolders(folder, for: path)
            let base = target.split(separator: "/").last.map(String.init) ?? "report"
            AtomicFileSink.removeAbandonedTemporaries(of: base, in: folder)
            (temporaryPath, descriptor) = try AtomicFileSink.createTemporary(for: base, in: folder, reporting: path)
            destination = target
            permissions = kept
        }
    }

    deinit {
        guard descriptor >= 0 else { return }
        close(descriptor)
        if let temporaryPath {
            unlink(temporaryPath)
            TemporaryFiles.unregister(temporaryPath)
        }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        pending.append(contentsOf: bytes)
        if pending.count >= AtomicFileSink.flushThreshold { try flush() }
    }

    /// Flushes and closes; a temporary file is synced to disk and renamed onto the destination.
    public func commit() throws(ReportWriteError) {
        try flush()
        guard let temporaryPath else {
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else { throw ReportWriteError(path: path, reason: systemErrorText()) }
            return
        }
        defer { TemporaryFiles.unregister(temporaryPath) }
        if let permissions { fchmod(descriptor, mode_t(permissions)) }
        // Without fsync, a crash shortly after the rename can leave an empty file under the
        // report's name on file systems that delay writing data (ext4's delayed allocation).
        let synced = fsync(descriptor) == 0 || errno == EINVAL
        let syncError = errno
        let closed = close(descriptor)
        descriptor = -1
        guard synced, closed == 0 else {
            let reason = systemErrorText(synced ? errno : syncError)
            unlink(temporaryPath)
            throw ReportWriteError(path: path, reason: reason)
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = systemErrorText()
            unlink(temporaryPath)
            throw ReportWriteError(path: path, reason: reason)
        }
        AtomicFileSink.syncFolder(WriteTarget.folder(of: destination))
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
                throw ReportWriteError(path: path, reason: systemErrorText())
            }
            offset += written
        }
        pending.removeAll(keepingCapacity: true)
    }

    // MARK: - Opening

    /// A device, FIFO or socket opened for writing as it is. A FIFO nobody reads is an error,
    /// not a wait without end (the open is non-blocking; writes then block as usual).
    private static func openInPlace(_ target: String, for path: String) throws(ReportWriteError) -> Int32 {
        let opened = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
        guard opened >= 0 else {
            let reason = errno == ENXIO ? "no process is reading from it" : systemErrorText()
            throw ReportWriteError(path: path, reason: reason)
        }
        let flags = fcntl(opened, F_GETFL)
        if flags >= 0 { _ = fcntl(opened, F_SETFL, flags & ~O_NONBLOCK) }
        return opened
    }

    /// `.NAME.PID-N.tmp` next to the destination, created exclusively and registered for removal.
    private static func createTemporary(for base: String, in folder: String, reporting path: String) throws(ReportWriteError)
        -> (String, Int32)
    {
        for attempt in 0..<100 {
            let candidate = folder + "/" + temporaryName(of: base, process: getpid(), attempt: attempt)
            let opened = TemporaryFiles.create(candidate)
            if opened >= 0 { return (candidate, opened) }
            guard errno == EEXIST else { break }
        }
        throw ReportWriteError(path: path, reason: systemErrorText())
    }

    static func temporaryName(of base: String, process: pid_t, attempt: Int) -> String {
        ".\(base).\(process)-\(attempt).tmp"
    }

    /// Removes `.NAME.PID-N.tmp` files of this report whose process is gone (SIGKILL, power
    /// loss). A live process's files are left alone, whoever it is.
    static func removeAbandonedTemporaries(of base: String, in folder: String) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        let prefix = "." + base + "."
        while let entry = readdir(stream) {
            let name = String(decoding: DirectoryEntry.nameBytes(of: entry), as: UTF8.self)
            guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { continue }
            let middle = name.dropFirst(prefix.count).dropLast(4)
            guard let dash = middle.firstIndex(of: "-"), let process = pid_t(middle[..<dash]), Int(middle[middle.index(after: dash)...]) != nil,
                  process > 0, process != getpid(), kill(process, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + name)
        }
    }

    /// Makes the rename itself durable; best effort (some file systems refuse to sync a folder).
    private static func syncFolder(_ folder: String) {
        let opened = open(folder, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard opened >= 0 else { return }
        fsync(opened)
        close(opened)
    }

    /// `mkdir -p`, one component at a time.
    private static func createFolders(_ folder: String, for path: String) throws(ReportWriteError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            current += "/" + String(component) // String + Substring is generic, and slow the first time
            if mkdir(current, 0o755) != 0, errno != EEXIST {
                throw ReportWriteError(path: path, reason: "cannot create folder \(current): \(systemErrorText())")
            }
        }
    }
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
