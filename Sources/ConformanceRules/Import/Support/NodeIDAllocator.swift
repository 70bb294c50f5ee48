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
        var ranks = [Rank](repeating: .role, count: arena.count)
        let kept = arena.indices.filter { !arena.isExcluded($0) }
        for index in kept {
            (bases[index], ranks[index]) = base(for: arena[index].node, clues: arena[index].clues,
                                                gathered: gatheredLabel(index, in: arena))
        }
        // A name is the node's when no node of the same or a better rank has it: an identifier the
        // app set wins over a label that reads the same, a control over the text inside it. A label
        // shared with another names nothing in particular, so the role or class does.
        var counts = countsByRank(bases, ranks, kept)
        for index in kept where ranks[index] == .label || ranks[index] == .gathered {
            guard counts.atLeast(ranks[index], bases[index]) > 1 else { continue }
            bases[index] = slug(roleName(arena[index].node, clues: arena[index].clues))
            if bases[index].isEmpty { bases[index] = "node" }
            ranks[index] = .role
        }
        counts = countsByRank(bases, ranks, kept)
        let positions = siblingPositions(bases, in: arena)
        var ids = [String](repeating: "", count: arena.count)
        var used = Set<String>()
        // Parents come before children, so a path can extend the parent's.
        var steps = [String](repeating: "", count: arena.count)
        for index in kept {
            let base = bases[index]
            if counts.atLeast(ranks[index], base) == 1 {
                steps[index] = base
            } else {
                let step = base + (positions[index] > 1 ? "-\(positions[index])" : "")
                steps[index] = arena[index].parent.map { steps[$0] + "." + step } ?? step
            }
            ids[index] = unique(steps[index], used: &used)
        }
        return ids
    }

    /// Where a name comes from, weakest first.
    enum Rank: Int, Comparable {
        case role, label, gathered, identifier
        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct RankCounts {
        var byRank: [Rank: [String: Int]] = [:]
        /// How many nodes carry the name with this rank or a better one.
        func atLeast(_ rank: Rank, _ name: String) -> Int {
            byRank.filter { $0.key >= rank }.reduce(0) { $0 + ($1.value[name] ?? 0) }
        }
    }

    private static func countsByRank(_ bases: [String], _ ranks: [Rank], _ kept: [Int]) -> RankCounts {
        var counts = RankCounts()
        for index in kept { counts.byRank[ranks[index], default: [:]][bases[index], default: 0] += 1 }
        return counts
    }

    /// For each node, its position among the siblings sharing its name (1 for the first), in one
    /// pass over each parent's children.
    private static func siblingPositions(_ bases: [String], in arena: ImportArena) -> [Int] {
        var positions = [Int](repeating: 1, count: arena.count)
        for parent in arena.indices {
            var seen: [String: Int] = [:]
            for child in arena[parent].children where !arena.isExcluded(child) {
                seen[bases[child], default: 0] += 1
                positions[child] = seen[bases[child]] ?? 1
            }
        }
        return positions
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

    /// The name and where it comes from: what the app set (resource id, identifier) or the
    /// inference found (part), the element's label or the labels it speaks for, else its role.
    static func base(for node: Node, clues: ElementClues, gathered: String? = nil) -> (name: String, rank: Rank) {
        for candidate in [clues.resourceName, node.identifier, node.part?.token] {
            if let slug = candidate.map(slug), !slug.isEmpty { return (slug, .identifier) }
        }
        let own = SpeakableName.isSpeakable(node.label) ? node.label : nil
        for (text, rank) in [(own, Rank.label), (gathered, Rank.gathered)] {
            if let text, case let name = slug(String(SpeakableName.trimmed(text).prefix(maximumLabelLength))), !name.isEmpty {
                return (name, rank)
            }
        }
        let role = slug(roleName(node, clues: clues))
        return (role.isEmpty ? "node" : role, .role)
    }

    /// For an element without a label of its own (a clickable Compose row, a focusable layout),
    /// the labels of the descendants it speaks for, joined; nil otherwise.
    private static func gatheredLabel(_ index: Int, in arena: ImportArena) -> String? {
        let node = arena[index].node
        guard node.isAccessibilityElement, !SpeakableName.isSpeakable(node.label), !arena[index].children.isEmpty else { return nil }
        var labels: [String] = []
        var pending = Array(arena[index].children.reversed())
        var visited = 0
        // A few labels name it; a bound on the nodes looked at keeps nested elements linear.
        while let next = pending.popLast(), labels.count < 4, visited < 64 {
            visited += 1
            let child = arena[next]
            guard !child.node.isAccessibilityElement, !arena.isExcluded(next) else { continue }
            if let label = child.node.label, SpeakableName.isSpeakable(label) { labels.append(SpeakableName.trimmed(label)) }
            pending += child.children.reversed()
        }
        return labels.isEmpty ? nil : labels.joined(separator: " ")
    }

    /// `group` says little, so containers are named after their type (`frameLayout`, `other`).
    private static func roleName(_ node: Node, clues: ElementClues) -> String {
        if node.role == .group, let type = clues.typeName {
            let simple = type.split(separator: ".").last.map(String.init) ?? type
            return simple.prefix(1).lowercased() + simple.dropFirst()
        }
        // A platform type kept as an x- token names the node without its prefix (`navigationBar`).
        let token = node.role.token
        return token.hasPrefix(extensionPrefix) ? String(token.dropFirst(extensionPrefix.count)) : token
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
