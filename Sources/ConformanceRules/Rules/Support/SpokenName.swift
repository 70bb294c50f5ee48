import A11yModel

/// The name assistive technology speaks for an exposed element: its own label, else the text it
/// gathers from inside it. Both platforms gather: TalkBack reads the descendants of a focusable
/// Android view that are not focusable themselves (a clickable row speaks its texts), and
/// VoiceOver reads an iOS element that is its own accessibility element — a cell, a
/// `.combine`d SwiftUI stack — from the subviews it hides. Descendants that are exposed elements
/// are focus stops of their own and speak for themselves, so they are not gathered.
struct SpokenName {
    /// What would be spoken, labels joined with ", "; nil when there is nothing.
    let text: String?
    /// Whether the text came from descendants rather than the element's own label.
    let isGathered: Bool

    /// Labels gathered at most: enough to name anything, and a bound on the work.
    static let maximumParts = 8

    init(of element: VisitedNode, in index: SnapshotIndex) {
        if SpeakableName.isSpeakable(element.node.label) {
            text = element.node.label
            isGathered = false
            return
        }
        let parts = Self.gatheredLabels(of: element, in: index, where: SpeakableName.isSpeakable)
        text = parts.isEmpty ? element.node.label : parts.joined(separator: ", ")
        isGathered = !parts.isEmpty
    }

    /// The labels `element` gathers from inside it that pass `keep`, in reading order, at most
    /// `maximumParts`: those of descendants not hidden from assistive technology, and not exposed
    /// elements either (focus stops of their own), but in an iOS cell: UIKit names a table or
    /// collection cell without a label of its own from the labels inside it, which VoiceOver
    /// never visits, though WebDriverAgent reports them as accessible too.
    static func gatheredLabels(of element: VisitedNode, in index: SnapshotIndex,
                               where keep: (String) -> Bool) -> [String] {
        var parts: [String] = []
        guard let range = index.subtreeRange(element.node.id) else { return parts }
        let elementsInsideSpeak = element.node.role == .cell && index.snapshot.environment.platform == .iOS
        var position = range.lowerBound + 1
        // Exposed or hidden descendants are jumped over whole; a few labels are enough.
        while position < range.upperBound, parts.count < Self.maximumParts {
            let descendant = index.nodes[position]
            if (descendant.isExposedElement && !elementsInsideSpeak) || descendant.isHiddenFromAT {
                position = index.subtreeRange(descendant.node.id)?.upperBound ?? position + 1
                continue
            }
            if let label = descendant.node.label, keep(label) { parts.append(label) }
            position += 1
        }
        return parts
    }

    /// The exposed element that speaks `node`'s label as part of its own name: the nearest
    /// exposed ancestor, when `node` is neither exposed nor hidden and that ancestor has no
    /// speakable label of its own (an own label replaces what is inside it). A handle merged into
    /// a clickable sheet container is read this way.
    static func gatheringElement(of node: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        guard !node.isExposedElement, !node.isHiddenFromAT,
              let reader = index.ancestors(of: node).first(where: { $0.isExposedElement }) else { return nil }
        return SpeakableName.isSpeakable(reader.node.label) ? nil : reader
    }

    var isSpeakable: Bool { SpeakableName.isSpeakable(text) }

    /// Why the element's own label is no name, for messages: "it has no label", "its label is
    /// only private-use icon-font glyphs (U+E5CD)"…
    static func labelProblem(_ node: Node) -> String {
        guard node.label != nil, let problem = SpeakableName.problem(with: node.label) else { return "it has no label" }
        return "its label \(problem)"
    }

    /// `'Save'`, or `'Facebook, ana@example.com' (from its content)`.
    var quoted: String {
        Self.quoted(text ?? "") + (isGathered ? " (from its content)" : "")
    }

    /// `text` trimmed and quoted, cut to 60 characters: messages quote names, not paragraphs.
    static func quoted(_ text: String) -> String {
        let shown = SpeakableName.trimmed(text)
        return "'" + (shown.count > 60 ? String(shown.prefix(57)) + "…" : shown) + "'"
    }
}
