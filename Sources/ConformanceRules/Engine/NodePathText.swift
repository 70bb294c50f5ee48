/// A node's path as findings carry it: `/sheet#card/content#list/button#close`, from the root
/// down, shortened in the middle when it is long. Ids may be 16 KiB and trees 200 levels deep,
/// so the path of every ancestor could run to megabytes, and every report repeats it for every
/// finding: 1,000 unnamed buttons under 150 ancestors with 4 KB ids (a 660 KB file) made a
/// 2.4 GB terminal report and an 8 GB audit.
enum NodePathText {
    /// Longest path kept whole, in UTF-8 bytes; a longer one keeps the root's end and the
    /// node's end, each within half of it, around `/…`.
    static let limit = 2_048

    /// `components` from the root to the node.
    static func path(_ components: [String]) -> String {
        let length = components.reduce(0) { $0 + 1 + $1.utf8.count }
        guard length > limit, let node = components.last else { return components.reduce(into: "") { $0 += "/" + $1 } }
        let half = limit / 2
        // The node's end: the node itself (cut if it alone is longer), then its nearest ancestors.
        var tail = "/" + cut(node, to: half - 1)
        var used = tail.utf8.count
        var first = components.count - 1
        while first > 1, used + 1 + components[first - 1].utf8.count <= half {
            first -= 1
            tail = "/" + components[first] + tail
            used += 1 + components[first].utf8.count
        }
        // The root's end, up to the first component the node's end kept.
        var head = ""
        var last = 0
        while last < first, head.utf8.count + 1 + components[last].utf8.count <= half {
            head += "/" + components[last]
            last += 1
        }
        return last == first ? head + tail : head + "/…" + tail
    }

    /// `text` within `budget` UTF-8 bytes, ending with `…` when cut.
    private static func cut(_ text: String, to budget: Int) -> String {
        guard text.utf8.count > budget else { return text }
        return UTF8Budget.prefix(of: text, bytes: budget - 3) + "…"
    }
}
