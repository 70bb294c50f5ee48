/// Keeps `(classname, name)` unique across merged reports. A class name is `<scenario>.<subject>`
/// (the subject part has no dot), so the scenario prefix is everything before the last dot. When
/// a suite uses a prefix that an earlier suite already claimed (two shards each had a scenario
/// with the same id), the later suite's prefix becomes the first free of `prefix (2)`,
/// `prefix (3)`, … (a shard's own `sheet (2)` is numbered among the `sheet`s), the names an
/// unsharded run chooses, in its testcases and in the properties named after them.
struct JUnitPrefixRenamer {
    /// Prefixes claimed by earlier suites. The tool's own (`morph-audit.input`) is shared by
    /// every suite of unusable inputs, whose testcase names are their unique file paths.
    private var claimed: Set<String> = []
    private var identities: Set<Identity> = []
    /// Pairs that were still not unique after renaming.
    private(set) var duplicates: [Identity] = []

    struct Identity: Hashable {
        var classname: String
        var name: String
    }

    mutating func rename(_ suite: XMLElement) -> XMLElement {
        var mapping: [String: String] = [:]
        var ownPrefixes: Set<String> = []
        for testcase in suite.children(named: "testcase") {
            let prefix = Self.prefix(of: testcase[attribute: "classname"] ?? "")
            guard prefix != JUnitLayout.toolPrefix, !ownPrefixes.contains(prefix) else { continue }
            ownPrefixes.insert(prefix)
            var candidate = prefix
            if claimed.contains(prefix) {
                // `sheet (2)` of a shard was that shard's second `sheet`: number it among all of them.
                let base = Self.unnumbered(prefix)
                var suffix = 2
                repeat {
                    candidate = "\(base) (\(suffix))"
                    suffix += 1
                } while claimed.contains(candidate)
            }
            if candidate != prefix { mapping[prefix] = candidate }
        }
        // Claimed only after the whole suite is looked at: one suite may use a prefix many times.
        for prefix in ownPrefixes { claimed.insert(mapping[prefix] ?? prefix) }

        var copy = suite
        copy.children = suite.children.map { child in
            switch child.name {
            case "testcase":
                var testcase = child
                let classname = renamed(child[attribute: "classname"] ?? "", mapping)
                testcase.set("classname", classname)
                let identity = Identity(classname: classname, name: child[attribute: "name"] ?? "")
                if !identities.insert(identity).inserted { duplicates.append(identity) }
                return testcase
            case "properties":
                var properties = child
                properties.children = child.children.map { property in
                    var copy = property
                    if let name = property[attribute: "name"] { copy.set("name", renamed(name, mapping)) }
                    return copy
                }
                return properties
            default:
                return child
            }
        }
        return copy
    }

    private func renamed(_ classname: String, _ mapping: [String: String]) -> String {
        let prefix = Self.prefix(of: classname)
        guard let replacement = mapping[prefix] else { return classname }
        return replacement + classname.dropFirst(prefix.count)
    }

    /// `sheet` for `sheet (2)`; the prefix itself when it has no such number.
    static func unnumbered(_ prefix: String) -> String {
        guard prefix.hasSuffix(")"), let open = prefix.lastIndex(of: "("), open > prefix.startIndex,
              prefix[prefix.index(before: open)] == " " else { return prefix }
        let digits = prefix[prefix.index(after: open)..<prefix.index(before: prefix.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), Int(digits) != nil else { return prefix }
        return String(prefix[..<prefix.index(before: open)])
    }

    /// Everything before the last dot; the whole name when it has none.
    static func prefix(of classname: String) -> String {
        guard let dot = classname.lastIndex(of: ".") else { return classname }
        return String(classname[..<dot])
    }
}

extension XMLElement {
    /// Sets an attribute in place, or appends it.
    mutating func set(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(XMLAttribute(name: name, value: value))
        }
    }
}
