/// Which baseline entries one run is responsible for, so that an entry is called fixed only by a
/// run that would have found its problem: a shard judges the entries of its own files, and a run
/// over part of the inputs says nothing about the rest.
///
/// An entry is judged when its rule ran and its file (relative to the source root) was audited,
/// or when its file is gone from a folder the run searched and, with `--shard`, belongs to this
/// shard by the key it would have had (`Shard.key`). A file that exists but was not audited —
/// another shard's, one that could not be read — leaves its entries unjudged.
public struct BaselineScope: Sendable {
    let sourceRoot: SourceRoot
    /// Root-relative path → the path this run audited it under.
    let audited: [String: String]
    /// Root-relative paths of every input found or named, in any shard.
    let present: Set<String>
    /// The folders searched: as given, and relative to the root.
    let folders: [(given: String, relative: String)]
    let shard: Shard?
    let rules: Set<String>

    /// - Parameters:
    ///   - paths: the files and folders given on the command line.
    ///   - found: every input they hold, in any shard, with the inputs named but missing.
    ///   - audited: the scenario files this run audited.
    ///   - rules: the ids of the rules that ran.
    public init(sourceRoot: SourceRoot, paths: [String], found: [String], audited: [String], shard: Shard?,
                rules: Set<String>) {
        self.sourceRoot = sourceRoot
        var byRelative: [String: String] = [:]
        for file in audited { byRelative[BaselineScope.relative(file, to: sourceRoot)] = file }
        self.audited = byRelative
        present = Set(found.map { BaselineScope.relative($0, to: sourceRoot) })
        folders = paths.filter { FileKind.of($0) == .folder }.map { ($0, BaselineScope.relative($0, to: sourceRoot)) }
        self.shard = shard
        self.rules = rules
    }

    /// The path this run reports the entry under, or nil when the run does not judge it.
    public func placement(of entry: BaselineEntry) -> String? {
        guard rules.contains(entry.rule) else { return nil }
        if let file = audited[entry.file] { return file }
        guard !present.contains(entry.file) else { return nil }
        // Gone: judged by the run (or shard) that would have found it in a folder it searched.
        var best: (given: String, key: String)?
        for folder in folders {
            let prefix = folder.relative.isEmpty ? "" : folder.relative + "/"
            guard entry.file.hasPrefix(prefix), entry.file.count > prefix.count else { continue }
            let key = String(entry.file.dropFirst(prefix.count))
            if best.map({ key.count < $0.key.count }) ?? true { best = (folder.given, key) }
        }
        guard let best, shard?.contains(key: best.key) ?? true else { return nil }
        return best.given.hasSuffix("/") ? best.given + best.key : best.given + "/" + best.key
    }

    /// A path as baselines record it: relative to the source root, or absolute when outside it.
    public static func relative(_ path: String, to root: SourceRoot) -> String {
        let absolute = SourceRoot.normalized(path, from: root.workingDirectory)
        if absolute == root.path { return "" }
        return root.relative(path) ?? absolute
    }
}
