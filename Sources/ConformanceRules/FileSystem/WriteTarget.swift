#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the bytes written "to a path" really go, decided before anything is written.
///
/// - A regular file, or nothing yet, is *replaced*: the new bytes go to a temporary file next to
///   it that is renamed over it, so a reader never sees half a file. A symbolic link is followed
///   and its target replaced; the link stays a link.
/// - Anything else (a device such as `/dev/null`, a FIFO, a socket) is written *in place*:
///   renaming a file over `/dev/null` would replace the device node for every program on the
///   machine.
/// - A path that reaches the process's own standard output or error (`/dev/stdout`, `/dev/fd/2`,
///   or the file standard output is redirected to) is written through that descriptor, so the
///   bytes land where the shell's redirection put them, at its offset.
enum WriteTarget: Equatable {
    /// Replace the regular file at `path` (links resolved); keep `permissions` when it existed.
    case replace(path: String, permissions: UInt32?)
    /// Open the path itself for writing.
    case inPlace(path: String)
    /// Write to a duplicate of this standard descriptor (1 or 2).
    case standardStream(Int32)

    /// Symbolic links followed before giving up, as the kernel's own limit.
    static let maximumLinkHops = 40

    static func resolve(_ path: String) throws(ReportWriteError) -> WriteTarget {
        if let status = FileStatus.of(path) {
            if let stream = standardStream(matching: status.identity) { return .standardStream(stream) }
            switch status.kind {
            case .folder:
                throw ReportWriteError(path: path, reason: "is a folder")
            case .regular:
                guard let resolved = realPath(path) else { throw ReportWriteError(path: path, reason: systemErrorText()) }
                return .replace(path: resolved, permissions: status.permissions)
            default:
                return .inPlace(path: path)
            }
        }
        guard errno == ENOENT else { throw ReportWriteError(path: path, reason: systemErrorText()) }
        return .replace(path: try danglingLinkTarget(path), permissions: nil)
    }

    /// The descriptor among standard output and error that is this file, if any.
    static func standardStream(matching identity: FileStatus.Identity) -> Int32? {
        [Int32(1), 2].first { FileStatus.of(descriptor: $0)?.identity == identity }
    }

    /// `path` itself when it does not exist; the path a chain of links ends at when it is a
    /// link to nothing (writing creates the link's target, as `>` in a shell does).
    static func danglingLinkTarget(_ path: String) throws(ReportWriteError) -> String {
        var current = path
        for _ in 0..<maximumLinkHops {
            guard FileStatus.of(current, followingLinks: false)?.kind == .symbolicLink else { return current }
            guard let target = readLink(current) else { throw ReportWriteError(path: path, reason: systemErrorText()) }
            current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        }
        throw ReportWriteError(path: path, reason: "too many levels of symbolic links")
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
