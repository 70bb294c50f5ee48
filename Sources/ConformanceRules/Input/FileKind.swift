#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a path names a folder, something else, or nothing, following symbolic links. One call
/// that means the same on Linux and macOS (FileManager's `isDirectory` takes a `Bool` with the
/// open-source Foundation and an `ObjCBool` pointer with Apple's).
public enum FileKind {
    case missing, folder, other

    public static func of(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }
}
