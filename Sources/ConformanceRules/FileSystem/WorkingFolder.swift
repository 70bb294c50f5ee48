#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's working folder, straight from `getcwd`: a small audit asks for it once, and
/// `FileManager.default` would set itself up for that one call at every start.
public enum WorkingFolder {
    /// The absolute path, or "." when it cannot be read (a folder deleted under the process).
    public static var path: String {
        guard let folder = getcwd(nil, 0) else { return "." }
        defer { free(folder) }
        return String(cString: folder)
    }
}
