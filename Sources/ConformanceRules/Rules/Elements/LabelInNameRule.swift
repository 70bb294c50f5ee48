import A11yModel

/// ELM-11: a description that replaces the text an element shows: Voice Access and Voice Control
/// users say the words they see and nothing answers, and screen-reader users never hear them.
struct LabelInNameRule: NodeRule {
    let metadata = RuleDescription(
        id: "label-in-name",
        pack: ElementsPack.id,
        title: "Visible text in the name",
        summary: """
            An element that draws text and is spoken by another name (Android's `content-desc` \
            over a view's `text`, Compose's contentDescription over its Text) must keep the text \
            it shows in that name: people using speech input say what they see ("tap Confirm"), \
            and a screen reader that speaks only the description never reads the words on screen \
            ("Permission onboarding title" for a dialog's title). Compared as W3C ACT rule 2ee8b8 \
            does, without case, punctuation or symbols: the shown words must appear in the name \
            in their order, each the start of one of its words, though the name may say more \
            between them ("Settings and Credits" for "Settings & Credits") and spell out what is \
            shown short ("delete" for "DEL", a title cut with an ellipsis); in scripts written \
            without spaces (Chinese, Japanese, Thai) the letters are compared. \
            Judged on buttons, links, cells, headings, texts and generic elements whose capture \
            tells the drawn text apart from the spoken name (Android and Compose captures); \
            toggles (whose text may be their state), editable fields (whose text is their value), \
            texts without a letter or digit, and web content in an Android WebView (whose `text` is \
            what the browser reports, a link's address among it) are left alone.
            """,
        severity: .error,
        references: [
            .wcag("2.5.3", "Label in Name", level: "A"),
            RuleReference(.wcag, "W3C ACT: visible label is part of accessible name (2ee8b8)",
                          url: "https://www.w3.org/WAI/standards-guidelines/act/rules/2ee8b8/"),
            RuleReference(.material, "Android: content labels replace the text TalkBack would read",
                          url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        let node = visited.node
        guard visited.isExposedElement, let shown = node.visibleText, !shown.isEmpty, let label = node.label, label != shown else { return false }
        return LabelInNameRule.judgedRoles.contains(node.role)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible, let shown = visited.node.visibleText, let label = visited.node.label,
              !Self.words(shown).isEmpty else { return nil }
        let id = visited.node.id
        let spoken = SpokenName.quoted(label)
        if Self.name(label, holds: shown) { return .passed(id, measured: spoken) }
        // Speech input acts on controls: a text people only read loses its words to screen readers alone.
        let who = visited.node.isInteractive ? "people who say what they see are not understood, and a screen reader never reads the words on screen"
            : "a screen reader never reads the words on screen"
        return .failed(id, "\(id) shows \(SpokenName.quoted(shown)) but is spoken as \(spoken): \(who); "
            + "keep the shown text in the name, or drop the description",
            measured: spoken, threshold: "a name holding \(SpokenName.quoted(shown))")
    }

    /// The shown words appear in the name in their order, each the start of a word of it (the
    /// name may say more between them, "Settings and Credits" for "Settings & Credits", and
    /// spell out what is shown short: "delete" for "DEL", a title cut with an ellipsis). Scripts
    /// written without spaces (Chinese, Japanese, Thai…) run words together, so there the
    /// letters are compared.
    static func name(_ label: String, holds shown: String) -> Bool {
        let nameWords = words(label), shownWords = words(shown)
        if inOrder(shownWords, within: nameWords) { return true }
        guard (label + shown).unicodeScalars.contains(where: isUnspaced) else { return false }
        return nameWords.joined().contains(shownWords.joined())
    }

    static func inOrder(_ part: [Substring], within whole: [Substring]) -> Bool {
        var next = 0
        for word in whole where next < part.count && word.hasPrefix(part[next]) { next += 1 }
        return next == part.count
    }

    /// Han, kana, Thai, Lao, Khmer and Myanmar letters.
    static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0x20000...0x3134F: true
        default: false
        }
    }

    /// Roles whose name comes from their text; toggles may draw their state, fields their value.
    static let judgedRoles: Set<Role> = [.button, .link, .cell, .header, .staticText, .group, .none]

    /// The words of `text`, lower-cased: runs of letters, digits and marks, everything else a break.
    static func words(_ text: String) -> [Substring] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }) }
    }
}
