#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says about a path: enough to tell a regular file from a device, a pipe or a
/// folder, to check a size before reading, and to tell two spellings of one file apart from two
/// files (`identity`).
public struct FileStatus: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case regular, folder, fifo, characterDevice, blockDevice, socket, symbolicLink, other

        /// "a named pipe (FIFO)", for messages.
        public var described: String {
            switch self {
            case .regular: "a regular file"
            case .folder: "a folder"
            case .fifo: "a named pipe (FIFO)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .symbolicLink: "a symbolic link"
            case .other: "not a regular file"
            }
        }
    }

    /// Device and inode: equal for every path that reaches the same file.
    public struct Identity: Sendable, Hashable {
        var device: UInt64
        var inode: UInt64
    }

    public var kind: Kind
    public var size: Int
    public var identity: Identity
    /// Permission bits (`0o644`).
    public var permissions: UInt32

    /// The status of `path`, following symbolic links unless `followingLinks` is false; nil with
    /// `errno` set when there is none.
    public static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? FileStatus(info) : nil
    }

    /// The status of an open descriptor.
    public static func of(descriptor: Int32) -> FileStatus? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStatus(info) : nil
    }

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .folder
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(clamping: info.st_size)
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        permissions = UInt32(info.st_mode) & 0o7777
    }
}

/// The text of the current `errno`, as `strerror` gives it ("Permission denied").
func systemErrorText(_ code: Int32 = errno) -> String { FileErrorReason.text(errno: code) }
