import A11yModel

/// Readable, unique node ids for imported trees: the element's identifier when it has one
/// (`design_bottom_sheet`, `welcomeMessage`), else its part or role (`handle`, `button`), with
/// `-2`, `-3`… for repeats in document order.
struct NodeIDAllocator {
    private var used: [String: Int] = [:]

    mutating func unique(_ base: String) -> String {
        guard let count = used[base] else {
            used[base] = 1
            return base
        }
        var next = count + 1
        while used["\(base)-\(next)"] != nil { next += 1 }
        used[base] = next
        let id = "\(base)-\(next)"
        used[id] = 1
        return id
    }

    static func base(for node: Node, clues: ElementClues) -> String {
        let candidates = [clues.resourceName, node.identifier, node.part?.token, roleName(node, clues: clues)]
        for candidate in candidates {
            if let slug = candidate.map(slug), !slug.isEmpty { return slug }
        }
        return "node"
    }

    /// `group` says little, so containers are named after their type (`frameLayout`, `other`).
    private static func roleName(_ node: Node, clues: ElementClues) -> String {
        if node.role == .group, let type = clues.typeName {
            let simple = type.split(separator: ".").last.map(String.init) ?? type
            return simple.prefix(1).lowercased() + simple.dropFirst()
        }
        return node.role.token
    }

    /// Letters, digits, `_`, `.` and `-`; runs of anything else become one `-`.
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar) {
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
