import A11yModel

/// The folder SARIF's artifact URIs are relative to (`--base-path`, `%SRCROOT%`): GitHub code
/// scanning wants paths relative to the repository root, whatever folder the audit ran in.
public struct SourceRoot: Sendable, Hashable {
    /// Absolute, without `.` or `..` components or a trailing slash.
    public let path: String
    /// Where the relative paths of the inputs start (the working directory of the run).
    public let workingDirectory: String

    public init(path: String, workingDirectory: String) {
        self.workingDirectory = SourceRoot.normalized(workingDirectory, from: "/")
        self.path = SourceRoot.normalized(path, from: self.workingDirectory)
    }

    /// The enclosing git repository's root (the nearest folder above `workingDirectory` that holds
    /// a `.git` folder or file), or `workingDirectory` itself outside any repository.
    public static func discover(workingDirectory: String) -> SourceRoot {
        let start = normalized(workingDirectory, from: "/")
        var folder = start
        while true {
            if FileKind.of(folder == "/" ? "/.git" : folder + "/.git") != .missing {
                return SourceRoot(path: folder, workingDirectory: start)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return SourceRoot(path: start, workingDirectory: start)
    }

    /// `file` relative to the root (`Examples/a.json`), or nil when it lies outside it.
    public func relative(_ file: String) -> String? {
        let absolute = SourceRoot.normalized(file, from: workingDirectory)
        if path == "/" { return String(absolute.dropFirst()) }
        guard absolute.hasPrefix(path + "/") else { return nil }
        return String(absolute.dropFirst(path.count + 1))
    }

    /// `path` made absolute against `base` and cleaned of `.`, `..` and repeated slashes, by
    /// its text alone (symbolic links are not followed, so nothing is read from disk).
    static func normalized(_ path: String, from base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        // Joined by hand: the generic `joined(separator:)` costs a small run a search through
        // every protocol conformance of the program the first time it meets `[Substring]`.
        var result = ""
        for component in components { result += "/" + String(component) }
        return result.isEmpty ? "/" : result
    }
}
