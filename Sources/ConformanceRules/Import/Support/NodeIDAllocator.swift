import A11yModel

/// Readable node ids for imported trees that survive a recapture in which unrelated nodes
/// appeared, so suppressions and SARIF fingerprints keep matching.
///
/// An element is named by what identifies it in the app: its Android resource id (or Compose
/// test tag mapped to it), its iOS accessibility identifier, the part inferred for it (`sheet`,
/// `handle`), its label, and only then its role or class. A name used once is the id. A name
/// used more than once is disambiguated by its path from the nearest ancestor whose name is
/// unique: `design_bottom_sheet.button-2` is the second unnamed button among its siblings there.
/// Nodes inserted in other branches, or before the anchor, change no id.
enum NodeIDAllocator {
    /// Labels longer than this are cut before they become an id.
    static let maximumLabelLength = 32

    /// Ids by arena index; excluded entries get "".
    static func assign(_ arena: ImportArena) -> [String] {
        var bases = [String](repeating: "", count: arena.count)
        var strong = [Bool](repeating: false, count: arena.count)
        var uses: [String: Int] = [:]
        for index in arena.indices where !arena.isExcluded(index) {
            (bases[index], strong[index]) = base(for: arena[index].node, clues: arena[index].clues)
            uses[bases[index], default: 0] += 1
        }
        // A label that is not unique names nothing in particular: the role or class does.
        for index in arena.indices where !arena.isExcluded(index) && !strong[index] && uses[bases[index]] != 1 {
            let role = slug(roleName(arena[index].node, clues: arena[index].clues))
            if role != bases[index] { bases[index] = role.isEmpty ? "node" : role }
        }
        uses = [:]
        var strongUses: [String: Int] = [:]
        for index in arena.indices where !arena.isExcluded(index) {
            uses[bases[index], default: 0] += 1
            if strong[index] { strongUses[bases[index], default: 0] += 1 }
        }
        var ids = [String](repeating: "", count: arena.count)
        var used = Set<String>()
        // Parents come before children, so a path can extend the parent's.
        var steps = [String](repeating: "", count: arena.count)
        for index in arena.indices where !arena.isExcluded(index) {
            let base = bases[index]
            // An identifier the app set keeps its name even when some label reads the same.
            let isUnique = strong[index] ? strongUses[base] == 1 : uses[base] == 1
            if isUnique {
                steps[index] = base
            } else {
                let step = base + siblingSuffix(index, base: base, bases: bases, in: arena)
                steps[index] = arena[index].parent.map { steps[$0] + "." + step } ?? step
            }
            ids[index] = unique(steps[index], used: &used)
        }
        return ids
    }

    /// `-2`, `-3`… for the second and later siblings sharing a name; "" for the first.
    private static func siblingSuffix(_ index: Int, base: String, bases: [String], in arena: ImportArena) -> String {
        guard let parent = arena[index].parent else { return "" }
        var position = 0
        for sibling in arena[parent].children where !arena.isExcluded(sibling) && bases[sibling] == base {
            position += 1
            if sibling == index { break }
        }
        return position > 1 ? "-\(position)" : ""
    }

    /// `base`, or `base~2`… if a literal name already took it (a resource id spelled like a path).
    private static func unique(_ candidate: String, used: inout Set<String>) -> String {
        if used.insert(candidate).inserted { return candidate }
        var next = 2
        while used.contains("\(candidate)~\(next)") { next += 1 }
        let id = "\(candidate)~\(next)"
        used.insert(id)
        return id
    }

    /// The name and whether it is one the app set (resource id, identifier) or inferred from
    /// clues (part), rather than read from the text or the role.
    static func base(for node: Node, clues: ElementClues) -> (name: String, isStrong: Bool) {
        for candidate in [clues.resourceName, node.identifier, node.part?.token] {
            if let slug = candidate.map(slug), !slug.isEmpty { return (slug, true) }
        }
        let label = SpeakableName.isSpeakable(node.label)
            ? node.label.map { String(SpeakableName.trimmed($0).prefix(maximumLabelLength)) } : nil
        for candidate in [label, roleName(node, clues: clues)] {
            if let slug = candidate.map(slug), !slug.isEmpty { return (slug, false) }
        }
        return ("node", false)
    }

    /// `group` says little, so containers are named after their type (`frameLayout`, `other`).
    private static func roleName(_ node: Node, clues: ElementClues) -> String {
        if node.role == .group, let type = clues.typeName {
            let simple = type.split(separator: ".").last.map(String.init) ?? type
            return simple.prefix(1).lowercased() + simple.dropFirst()
        }
        return node.role.token
    }

    /// Letters, digits, `_` and `-`; runs of anything else become one `-`. (`.` joins the steps of
    /// a path, so it is not kept.)
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "_-".unicodeScalars.contains(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
            if result.count >= 64 { break }
        }
        return result
    }
}
