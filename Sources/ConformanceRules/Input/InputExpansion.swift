#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file found among the paths given on the command line, and what it holds.
public struct InputFile: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A scenario in JSON or XML (or a file that could not be recognised but was named
        /// explicitly: loading it reports why).
        case scenario
        /// A declarative rule pack (root element `<pack>`).
        case pack
    }

    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

/// Turns the files and folders named on the command line into the list of inputs.
///
/// - A named file is always an input: a scenario, or a pack when its root element is `<pack>`.
/// - A named folder is searched recursively. Hidden entries (names starting with `.`) and
///   symbolic links to folders are skipped; a sub-folder that cannot be read and a name that is
///   not UTF-8 are reported, never skipped in silence. Regular files ending in `.json`, `.xml`
///   or `.txt` are looked at, from their first MiB only:
///   XML with root `<scenario>` is a scenario and with root `<pack>` a pack; JSON whose top-level
///   object has `snapshots`, `transitions` or `formatVersion` is a scenario. A file that cannot be
///   parsed far enough to tell is kept as a scenario so that its error is reported rather than
///   hidden. Hierarchy dumps (`.json`, `.xml` and `.txt` files recognised by `DumpDetection`)
///   are inputs too: they are imported on load, as are capture sets — whose dumps are then
///   left out of the folder's inputs, being part of the set. Everything else (reports, other XML
///   and JSON documents, other text, devices and pipes) is skipped.
/// - The result is sorted by path and free of duplicates, so runs are reproducible.
public enum InputExpansion {
    /// Bytes read from a file found in a folder to tell what it holds: a scenario's top-level
    /// keys, a dump's root element or console lines come first.
    static let sniffLength = 1 << 20
    /// Bytes read first: an XML file's kind is its root element's, whose name nearly always
    /// comes within them (after the declaration and perhaps a comment or DOCTYPE).
    static let markupSniffLength = 4096

    public static func expand(_ paths: [String]) -> (files: [InputFile], errors: [InputError]) {
        var found: [String: InputFile.Kind] = [:]
        var named: Set<String> = []
        var errors: [InputError] = []
        for path in paths {
            guard let status = FileStatus.of(path) else {
                errors.append(InputError(file: path, message: errno == ENOENT || errno == ENOTDIR
                    ? "no such file or folder" : "cannot be read: " + systemErrorText().lowercased()))
                continue
            }
            if status.kind != .folder {
                found[path] = sniff(path) == .pack ? .pack : .scenario
                named.insert(path)
                continue
            }
            let listing = FolderListing.files(below: path, where: isCandidate)
            errors += listing.errors
            for file in listing.files {
                if let kind = sniff(file) { found[file] = kind }
            }
        }
        // A dump a capture set names is audited as part of the set, not again on its own.
        let captured = Set(found.keys.flatMap(capturedFiles).map(standardized))
        for path in found.keys where !named.contains(path) && captured.contains(standardized(path)) { found[path] = nil }
        let files = found.keys.sorted().compactMap { path in found[path].map { InputFile(path: path, kind: $0) } }
        return (files, errors)
    }

    /// The dumps a capture set names, resolved against its folder; none for other files. Read
    /// loosely: the strict reader reports the set's problems when it is loaded.
    static func capturedFiles(_ path: String) -> [String] {
        guard path.lowercased().hasSuffix(".json"), let head = BoundedFileReader.head(path, count: sniffLength),
              ScenarioLoader.detectFormat(of: head, path: path) == .captureSet,
              let data = try? ScenarioLoader.readFile(path) else { return [] }
        var parser = LocatedJSONParser([UInt8](data))
        guard let root = try? parser.parse(), let captures = root["captures"]?.elements else { return [] }
        return captures.compactMap { capture in
            guard case .string(let file)? = capture["file"]?.value else { return nil }
            return CaptureSetImport.resolve(file, against: path)
        }
    }

    private static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// Every regular `.json`/`.xml`/`.txt` file below `folder`; what cannot be listed is an error.
    static func filesBelow(_ folder: String) -> [String] {
        FolderListing.files(below: folder, where: isCandidate).files
    }

    static func isCandidate(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".json") || lowered.hasSuffix(".xml") || lowered.hasSuffix(".txt")
    }

    /// What a file holds, from its first `sniffLength` bytes; nil when it is neither a scenario
    /// nor a pack. A file that cannot be read is kept as a scenario, so loading it says why.
    static func sniff(_ path: String) -> InputFile.Kind? {
        if let first = BoundedFileReader.head(path, count: markupSniffLength), let kind = markupKind(fromFirstBytes: first) {
            return kind
        }
        guard let head = BoundedFileReader.head(path, count: sniffLength) else { return .scenario }
        return kind(fromHead: head, path: path)
    }

    /// What a file holds, from its first `sniffLength` bytes (all of it when shorter).
    static func kind(fromHead head: Data, path: String) -> InputFile.Kind? {
        switch ScenarioLoader.detectFormat(of: head, path: path) {
        case .xml:
            return xmlKind(root: XMLRootName.find(in: head))
        case .json:
            return isScenarioJSON(head, whole: head.count < sniffLength) ? .scenario : nil
        case nil:
            return nil
        default:
            return .scenario
        }
    }

    /// The kind of a file that starts with markup, when its first bytes name its whole root
    /// element: what `kind(fromHead:)` says of its first `sniffLength` bytes (dumps are
    /// scenarios to be imported; `.some(nil)` is a document that is not an input). Nil when
    /// the bytes do not tell, or the file is not markup.
    static func markupKind(fromFirstBytes head: Data) -> InputFile.Kind?? {
        guard DumpDetection.startsWithMarkup(head), let root = XMLRootName.wholeName(inFirstBytes: head) else { return nil }
        if AppiumXCUITestImporter.isRootName(root) || root == "hierarchy" { return .some(.scenario) }
        return .some(xmlKind(root: root))
    }

    /// A scenario or a pack by the root element; other XML documents are not inputs.
    private static func xmlKind(root: String?) -> InputFile.Kind? {
        switch root {
        case "scenario", nil: .scenario
        case "pack": .pack
        default: nil
        }
    }

    /// JSON whose top-level object has a scenario key, or JSON that does not parse (so its error
    /// is reported rather than hidden). Other JSON documents are skipped. Of a file longer than
    /// `sniffLength`, only the keys in its first part are looked at.
    private static func isScenarioJSON(_ head: Data, whole: Bool) -> Bool {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let keys = JSONKeyScan.topLevelKeys(bytes)
        if keys.contains(where: { ["snapshots", "transitions", "formatVersion"].contains($0) }) { return true }
        guard whole else { return false }
        var parser = LocatedJSONParser([UInt8](bytes))
        return (try? parser.parse()) == nil
    }
}
