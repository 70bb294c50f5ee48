/// Whether a path names a folder, something else, or nothing, following symbolic links. One call
/// that means the same on Linux and macOS (FileManager's `isDirectory` takes a `Bool` with the
/// open-source Foundation and an `ObjCBool` pointer with Apple's). `FileStatus` says more.
public enum FileKind {
    case missing, folder, other

    public static func of(_ path: String) -> FileKind {
        guard let status = FileStatus.of(path) else { return .missing }
        return status.kind == .folder ? .folder : .other
    }
}
