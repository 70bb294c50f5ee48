import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, in the system's short words ("Permission denied",
/// "No such file or directory"), never a Foundation error dump: every file error is one line.
public enum FileErrorReason {
    public static func of(_ error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return text(errno: Int32(nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return text(errno: Int32(underlying.code))
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return text(errno: ENOENT)
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return text(errno: EACCES)
        case NSFileWriteOutOfSpaceError: return text(errno: ENOSPC)
        case NSFileWriteVolumeReadOnlyError: return text(errno: EROFS)
        default: return "error \(nsError.code) (\(nsError.domain))"
        }
    }

    public static func text(errno code: Int32) -> String { String(cString: strerror(code)) }
}
