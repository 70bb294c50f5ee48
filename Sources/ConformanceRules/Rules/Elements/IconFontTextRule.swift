import A11yModel

/// ELM-03: icon fonts draw pictures with private-use code points; exposed as text, they are
/// read as nothing or as a code ("private use E 8 0 D").
struct IconFontTextRule: NodeRule {
    let metadata = RuleDescription(
        id: "icon-font-text",
        pack: ElementsPack.id,
        title: "Icon-font text",
        summary: """
            An exposed element that is not a control (static text, an image, a header, an element of \
            unknown role) must not speak only private-use glyphs (U+E000–U+F8FF, planes 15–16): icon \
            fonts put their pictures there, and screen readers read such a label as nothing or as a \
            code. Give the icon a text alternative, or hide it from assistive technology when it is \
            decorative. Controls with such a label are judged by control-name, fields by field-label. \
            Known limit: a glyph merged into a parent's spoken text is not judged.
            """,
        severity: .error,
        references: [
            .wcag("1.1.1", "Non-text Content", level: "A"),
            RuleReference(.material, "Android: describe icons with a content description; hide decorative ones",
                          url: "https://developer.android.com/guide/topics/ui/accessibility/apps#describe-ui-element"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        visited.isExposedElement && visited.node.label != nil && !ElementKind.isControl(visited)
            && !ElementKind.isEditable(visited.node)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let label = visited.node.label ?? ""
        let id = visited.node.id
        guard SpeakableName.quality(of: label) == .privateUseOnly else { return .passed(id) }
        return .failed(id, "\(id) speaks only private-use icon-font glyphs (\(SpeakableName.codePoints(label))), read as nothing or as a code",
                       measured: SpeakableName.codePoints(label), threshold: "text a screen reader can speak")
    }

    static let examples: [RuleExample] = [
        .snapshot("a text with words", .passed) {
            card(Node(id: "rating", role: .staticText, label: "4.5 stars"))
        },
        .snapshot("a lone icon-font glyph exposed as text", .failed, targets: ["favourite"]) {
            card(Node(id: "favourite", role: .staticText, label: "\u{E80D}"))
        },
        .snapshot("two plane-15 glyphs and a space", .failed, targets: ["icons"]) {
            card(Node(id: "icons", role: .other("x-unknown"), label: "\u{F0334} \u{F0208}", isAccessibilityElement: true))
        },
        .snapshot("a glyph hidden from assistive technology", .inapplicable) {
            card(Node(id: "favourite", role: .staticText, label: "\u{E80D}", isHidden: true))
        },
        .snapshot("a glyph-only button is control-name's", .inapplicable) {
            card(Node(id: "close", role: .button, label: "\u{E5CD}"))
        },
    ]

    private static func card(_ child: Node) -> Node {
        Node(id: "card", part: .card, sheet: SheetFacts(), children: [child])
    }
}
