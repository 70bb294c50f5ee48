#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, in the system's short words ("Permission denied",
/// "No such file or directory"), never a Foundation error dump: every file error is one line.
public enum FileErrorReason {
    public static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return text(errno: posix.code.rawValue) }
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        // Foundation's file errors carry the system's error beneath them.
        if let underlying = cocoa.userInfo["NSUnderlyingError"] as? POSIXError { return text(errno: underlying.code.rawValue) }
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return text(errno: ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return text(errno: EACCES)
        case .fileWriteOutOfSpace: return text(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: return text(errno: EROFS)
        default: return "error \(cocoa.code.rawValue) (\(CocoaError.errorDomain))"
        }
    }

    public static func text(errno code: Int32) -> String { String(cString: strerror(code)) }
}
