import A11yModel

/// Texts a capture shows without their text facts (hierarchy dumps carry no fonts, sizes or
/// colours). The text rules would otherwise find nothing to judge and stay silent; instead they
/// answer "needs review" once for the snapshot, naming the texts they could not judge.
enum UncapturedText {
    /// Visible nodes that show a speakable text but carry no `TextFacts`: static texts, headers
    /// and controls with a label of their own (with drawn text, where the capture tells it from
    /// the label; never a handle), and fields with a value.
    static func nodes(in index: SnapshotIndex) -> [VisitedNode] {
        let namesAreDrawn = drawsTextOnlyAsNames(index)
        return index.nodes.filter { visited in
            // Text hidden only from assistive technology is still drawn, and still read by sight.
            // A handle is a pill: its label ("Sheet Grabber") is spoken, never drawn.
            guard visited.node.text == nil, visited.isVisible, visited.node.part != .handle else { return false }
            if namesAreDrawn { return showsNameAsText(visited.node) }
            // Where the capture records what is drawn (Android `text`), a name that is only spoken
            // (a content description) is no text on screen.
            let showsName = visited.node.visibleText.map { SpeakableName.isSpeakable($0) } ?? visited.node.hasName
            switch visited.node.role {
            case .staticText, .header: return showsName
            case .textField, .searchField: return SpeakableName.isSpeakable(visited.node.value)
            default: return visited.node.role.isInteractive && showsName
            }
        }
    }

    /// One "needs review" for the snapshot's root when texts lack the facts (`what`, e.g. "sizes
    /// and styles"); nil when every text carries them. With `systemAlertTextPasses`, the texts
    /// UIKit draws in a captured system alert meet the rule by its text styles
    /// (`CapturedSystemAlert.drawsText`): they pass when no other text is left to review.
    static func verdict(at root: VisitedNode, in context: SnapshotContext, what: String, threshold: String? = nil,
                        systemAlertTextPasses: Bool = false) -> Verdict? {
        let all = nodes(in: context.index)
        let texts = systemAlertTextPasses ? all.filter { !CapturedSystemAlert.drawsText(of: $0, in: context) } : all
        if texts.isEmpty, !all.isEmpty {
            return .passed(root.node.id, "UIKit draws the \(MessageList.count(all.count, "text")) of the system alert in its Dynamic Type text styles (\(MessageList.names(all)))",
                           measured: "UIKit's alert text styles", threshold: threshold)
        }
        guard !texts.isEmpty else { return nil }
        return .cantTell(root.node.id, "\(what) of \(MessageList.count(texts.count, "text")) were not captured (\(MessageList.names(texts)))",
                         threshold: threshold)
    }

    /// An Android capture in which no element draws a text of its own while two or more are
    /// named: Flutter reports the texts it paints as content descriptions, `text` left empty, so
    /// its named leaves and controls are the texts on screen. A screen of the framework's views or
    /// of Compose draws some text in `text`, and its descriptions stay what is only spoken; one
    /// described view alone (a game's "Game view" surface) is no sign of drawn text.
    static func drawsTextOnlyAsNames(_ index: SnapshotIndex) -> Bool {
        guard index.environment.platform == .android, !index.snapshot.knows(.textStyle) else { return false }
        return index.givesTextsOnlyAsNames {
            !index.nodes.contains(where: { $0.node.visibleText.map(SpeakableName.isSpeakable) ?? false })
                && index.nodes.lazy.filter { $0.isVisible && showsNameAsText($0.node) }.prefix(2).count == 2
        }
    }

    /// Where names are the drawn texts: a named control, or a named element with nothing inside
    /// that is no picture; a scrim's name ("Dismiss") is spoken only.
    private static func showsNameAsText(_ node: Node) -> Bool {
        guard node.part != .scrim, node.hasName else { return false }
        return node.role.isInteractive || (node.isAccessibilityElement && node.children.isEmpty && node.role != .image)
    }
}
