import A11yModel

/// WCAG 2.5.8's Equivalent exception where a capture shows it: beside an undersized target lies
/// one that meets the size and says the same, the same control's other half. A tab's caption
/// under its icon named alike, a byline's name beside its author's avatar ("Nur Rahman" and
/// "View Nur Rahman's profile"): each does what the other does, and the larger one serves
/// whoever misses the smaller.
///
/// Only a target beside it counts (within half the size): the same name further away is as often
/// another item's control (every comment's "Reply"). A name only part of another's says nothing
/// of the action ("Share" and "Share to story"), but where the rest only says it opens a profile.
enum EquivalentBeside {
    /// The target beside `target` that does what it does, with why; nil when none does.
    static func twin(of target: TargetLayout.Target, in layout: TargetLayout, minimum: Double,
                     names: SpokenNames) -> (twin: TargetLayout.Target, because: String)? {
        guard let frame = target.visited.node.touchFrame else { return nil }
        // The target's own name only once a neighbour meets the size: most undersized targets have none.
        var ownName: String?? = .none
        let index = names.index
        for other in layout.targets(within: minimum / 2, of: frame) where other.id != target.id {
            // The frame first: a target whose frame is short of the size has no piece that meets it.
            guard let otherFrame = other.visited.node.touchFrame, TargetGeometry.meets(otherFrame, minimum: minimum),
                  let piece = other.region?.measuredPiece(minimum: minimum), TargetGeometry.meets(piece, minimum: minimum),
                  !index.isDescendant(target.visited, of: other.visited), !index.isDescendant(other.visited, of: target.visited),
                  let otherName = names.normalized(other.visited) else { continue }
            if ownName == nil { ownName = names.normalized(target.visited) }
            guard let name = ownName ?? nil else { return nil }
            if otherName == name { return (other, "named the same") }
            if name.contains(" "), opensProfile(otherName, of: name) { return (other, "which opens the profile it names") }
        }
        return nil
    }

    private static let profileBytes = Array("profile".utf8)

    /// Words that around a name say only that a control opens its profile.
    static let profileWords: Set<String> = ["view", "open", "go", "to", "visit", "see", "s", "profile", "avatar", "photo", "picture", "page", "of"]

    /// Whether `text` is `name` (two words at least) with only `profileWords` around it:
    /// `view nur rahman's profile` for `nur rahman`.
    static func opensProfile(_ text: String, of name: String) -> Bool {
        // Every character match is a byte match, so text without the bytes of "profile" is
        // passed over without the search table `contains` builds at every call.
        guard text.utf8.count > name.utf8.count,
              text.utf8.withContiguousStorageIfAvailable({ ByteSearch.firstIndex(of: profileBytes, in: $0) != nil }) ?? true,
              text.contains("profile"), name.contains(" "),
              let found = text.firstRange(of: name) else { return false }
        let rest = text[..<found.lowerBound] + " " + text[found.upperBound...]
        let words = rest.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return words.contains("profile") && words.allSatisfy(profileWords.contains)
    }

    /// A name compared as spoken: lowercased, its runs of spaces one space. Nil when there is nothing to say.
    static func normalized(_ text: String) -> String? {
        guard SpeakableName.isSpeakable(text) else { return nil }
        // Most names are ASCII, read byte by byte: `Character.isWhitespace` looks up a Unicode property.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return ControlNameKey.asciiKey(text) }
        return text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// The spoken names of a snapshot's nodes as `EquivalentBeside` compares them, each worked out
/// once: one large target is the neighbour of many small ones.
final class SpokenNames {
    let index: SnapshotIndex
    /// By node position: `.some(nil)` for a node worked out to say nothing.
    private var byOrder: [String??]

    init(_ index: SnapshotIndex) {
        self.index = index
        byOrder = Array(repeating: .none, count: index.nodes.count)
    }

    func normalized(_ node: VisitedNode) -> String? {
        if let known = byOrder[node.order] { return known }
        let name = SpokenName(of: node, in: index).text.flatMap(EquivalentBeside.normalized)
        byOrder[node.order] = .some(name)
        return name
    }
}
