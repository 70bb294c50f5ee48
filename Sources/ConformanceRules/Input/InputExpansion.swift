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
///   symbolic links to folders are skipped. Files ending in `.json` or `.xml` are looked at:
///   XML with root `<scenario>` is a scenario and with root `<pack>` a pack; JSON whose top-level
///   object has `snapshots`, `transitions` or `formatVersion` is a scenario. A file that cannot be
///   parsed far enough to tell is kept as a scenario so that its error is reported rather than
///   hidden. Hierarchy dumps (`.json`, `.xml` and `.txt` files recognised by `DumpDetection`)
///   are inputs too: they are imported on load. Everything else (reports, other XML and JSON
///   documents, other text) is skipped.
/// - The result is sorted by path and free of duplicates, so runs are reproducible.
public enum InputExpansion {
    public static func expand(_ paths: [String]) -> (files: [InputFile], errors: [InputError]) {
        var found: [String: InputFile.Kind] = [:]
        var errors: [InputError] = []
        for path in paths {
            let kind = FileKind.of(path)
            guard kind != .missing else {
                errors.append(InputError(file: path, message: "no such file or folder"))
                continue
            }
            if kind != .folder {
                found[path] = sniff(path) == .pack ? .pack : .scenario
                continue
            }
            for file in filesBelow(path) {
                if let kind = sniff(file) { found[file] = kind }
            }
        }
        let files = found.keys.sorted().compactMap { path in found[path].map { InputFile(path: path, kind: $0) } }
        return (files, errors)
    }

    /// Every regular `.json`/`.xml`/`.txt` file below `folder`, iteratively.
    static func filesBelow(_ folder: String) -> [String] {
        let manager = FileManager.default
        var result: [String] = []
        var pending = [folder]
        while let directory = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                let attributes = try? manager.attributesOfItem(atPath: path)
                let type = attributes?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    pending.append(path)
                } else if type == .typeRegular || type == .typeSymbolicLink, isCandidate(name) {
                    if FileKind.of(path) == .other { result.append(path) }
                }
            }
        }
        return result
    }

    static func isCandidate(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".json") || lowered.hasSuffix(".xml") || lowered.hasSuffix(".txt")
    }

    /// What a file holds, from a cheap look at its content; nil when it is neither a scenario
    /// nor a pack.
    static func sniff(_ path: String) -> InputFile.Kind? {
        guard let data = FileManager.default.contents(atPath: path) else { return .scenario }
        switch ScenarioLoader.detectFormat(of: data, path: path) {
        case .xml:
            switch XMLRootName.find(in: data) {
            case "scenario", nil: return .scenario
            case "pack": return .pack
            default: return nil
            }
        case .json:
            guard let object = try? JSONDecoder().decode([String: IgnoredJSONValue].self, from: data) else {
                return (try? JSONDecoder().decode(IgnoredJSONValue.self, from: data)) == nil ? .scenario : nil
            }
            return ["snapshots", "transitions", "formatVersion"].contains(where: { object[$0] != nil }) ? .scenario : nil
        case nil:
            return nil
        default:
            return .scenario
        }
    }
}

/// Decodes any JSON value and keeps nothing.
private struct IgnoredJSONValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// The name of the root element, read from the prologue without parsing the document.
enum XMLRootName {
    static func find(in data: Data) -> String? {
        let text = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[open...]
            if rest.hasPrefix("<?") {
                guard let end = rest.range(of: "?>") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<!") {
                guard let end = doctypeEnd(rest) else { return nil }
                rest = rest[end...]
            } else {
                let name = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
                return name.isEmpty ? nil : String(name)
            }
        }
        return nil
    }

    /// Past the `>` that closes a DOCTYPE, skipping its internal subset in brackets.
    private static func doctypeEnd(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case ">" where depth <= 0: return text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
