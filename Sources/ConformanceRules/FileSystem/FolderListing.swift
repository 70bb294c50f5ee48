#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The regular files below a folder, read with `opendir`/`readdir` so that nothing is dropped
/// without a word: a sub-folder that cannot be opened and an entry whose name is not UTF-8 (it
/// could not be named in a report or opened through a `String` path) are errors of the listing,
/// when it is a folder or has the name of an input.
enum FolderListing {
    /// Regular files (symbolic links to them included) whose name passes `accepts`, depth first;
    /// hidden entries and links to folders are skipped.
    static func files(below folder: String, where accepts: (String) -> Bool) -> (files: [String], errors: [InputError]) {
        var files: [String] = []
        var errors: [InputError] = []
        var pending = [folder]
        while let directory = pending.popLast() {
            guard let stream = opendir(directory) else {
                errors.append(InputError(file: directory, message: "folder cannot be read: \(systemErrorText().lowercased()); "
                    + "the files in it are not audited"))
                continue
            }
            defer { closedir(stream) }
            var subfolders: [String] = []
            while let entry = readdir(stream) {
                let nameBytes = DirectoryEntry.nameBytes(of: entry)
                guard nameBytes.first != UInt8(ascii: ".") else { continue }
                let prefix = directory.hasSuffix("/") ? directory : directory + "/"
                guard let name = String(validating: nameBytes, as: UTF8.self) else {
                    // Only what could have been an input: a folder, or a name with an input's extension.
                    let shown = String(decoding: nameBytes, as: UTF8.self)
                    let isFolder = DirectoryEntry.isFolder(entry)
                    if isFolder || accepts(shown) {
                        errors.append(InputError(file: prefix + shown, message: "the name is not valid UTF-8, so the "
                            + (isFolder ? "folder" : "file") + " cannot be named in a report; rename it to audit it"))
                    }
                    continue
                }
                let path = prefix + name
                switch FileStatus.of(path, followingLinks: false)?.kind {
                case .folder?:
                    subfolders.append(path)
                case .regular?:
                    if accepts(name) { files.append(path) }
                case .symbolicLink?:
                    if accepts(name), FileStatus.of(path)?.kind == .regular { files.append(path) }
                default:
                    break
                }
            }
            pending += subfolders.sorted(by: >)
        }
        return (files, errors)
    }
}
