import A11yModel

/// A window that only asks the user to wait: a progress indicator and a word or two ("Processing",
/// "This may take a moment"), nothing to operate. It is ProgressDialog's shape, whatever built it:
/// it offers no task, so there is no task to name (WCAG 2.4.6 asks headings of sections of content).
enum WaitMessage {
    /// The most texts beside the indicator, and their longest length together.
    static let texts = 2
    static let length = ShortAlert.messageLength

    /// Progress indicators as the importers name them: Android's and iOS's platform types, and
    /// Compose's progress semantics.
    static let indicators: [Role] = [.platformType("progressIndicator"), .platformType("activityIndicator"), .other("progressIndicator")]

    /// The wait message, joined, when `nodes` (a sheet's own) hold a progress indicator, no
    /// control, and at most two short texts.
    static func message(among nodes: [VisitedNode], of sheet: VisitedNode) -> String? {
        var words: [String] = [], indicator = false
        for visited in nodes where visited.order != sheet.order && visited.isVisible && !visited.isHiddenFromAT {
            let node = visited.node
            if indicators.contains(node.role) {
                indicator = true
            } else if node.isInteractive || TouchTargets.isPointerTarget(node) || node.role == .textField {
                return nil
            } else if node.hasName, let text = node.label {
                words.append(SpeakableName.trimmed(text))
                guard words.count <= texts else { return nil }
            }
        }
        guard indicator, !words.isEmpty, words.reduce(0, { $0 + $1.count }) <= length else { return nil }
        return words.joined(separator: ", ")
    }
}
