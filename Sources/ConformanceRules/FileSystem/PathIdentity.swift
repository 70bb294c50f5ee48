#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, independent of how it is spelled: the file's device and inode when it
/// exists (so `./a.xml`, `sub/../a.xml`, `dir//a.xml` and a symbolic link to it are one file),
/// else the absolute path with links in its existing folders resolved and `.`/`..` removed.
enum PathIdentity: Hashable {
    case existing(FileStatus.Identity)
    case future(String)

    init(_ path: String) {
        if let status = FileStatus.of(path) {
            self = .existing(status.identity)
        } else {
            // A link to nothing names the file writing through it would create.
            self = .future(PathIdentity.canonical((try? WriteTarget.danglingLinkTarget(path)) ?? path))
        }
    }

    /// The absolute form of `path`: its longest existing ancestor through `realpath`, then the
    /// rest of its components with `.` and `..` applied.
    static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : WorkingFolder.path + "/" + path
        var components = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var rest: [String] = []
        while !components.isEmpty {
            let candidate = "/" + components.joined(separator: "/")
            if let resolved = WriteTarget.realPath(candidate) {
                return normalized(resolved.split(separator: "/").map(String.init) + rest.reversed())
            }
            rest.append(components.removeLast())
        }
        return normalized(rest.reversed())
    }

    /// The real path of `path` when it exists.
    static func real(_ path: String) -> String? { WriteTarget.realPath(path) }

    private static func normalized(_ components: [String]) -> String {
        var kept: [String] = []
        for component in components {
            switch component {
            case "", ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(component)
            }
        }
        return "/" + kept.joined(separator: "/")
    }
}
