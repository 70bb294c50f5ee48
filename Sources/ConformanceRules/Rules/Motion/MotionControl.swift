import A11yModel

/// How the model shows a mechanism to pause, stop or hide moving content (WCAG 2.2.2): an
/// element assistive technology can reach that either
/// - is interactive (a button, an element with an activate action or a tap) and whose label has
///   the word "pause", "stop" or "hide" ("Pause animation", "Stop", "Hide tips"), or
/// - offers an accessibility action whose name has one of those words (a custom action
///   "Pause" on the animated element).
/// A visible button serves everyone; a custom action alone serves only assistive-technology
/// users, which the model cannot tell apart from a visible control — a documented limit.
enum MotionControl {
    static let words: Set<String> = ["pause", "stop", "hide"]

    /// The first such element of the snapshot, in reading order.
    static func find(in index: SnapshotIndex) -> VisitedNode? {
        index.exposedElements.first { visited in
            if visited.node.isInteractive, let label = visited.node.label, names(label) { return true }
            return visited.node.actions.contains { action in action.name.map(names) ?? false }
        }
    }

    /// Whether `text` has one of the words, as a whole word and in any case.
    static func names(_ text: String) -> Bool {
        let tokens = text.lowercased().split { !$0.isLetter }
        return tokens.contains { words.contains(String($0)) }
    }
}
