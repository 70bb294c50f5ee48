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
            decorative. An element without a label of its own speaks the text inside it that is not \
            a focus stop of its own (an Android scroll view focusable for the keyboard, holding a \
            dialog's message): when all of that is glyphs, it fails too. Controls with such a label \
            are judged by control-name, fields by field-label. Known limit: glyphs beside words in \
            a gathered text are not judged.
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
        visited.isExposedElement && !ElementKind.isControl(visited) && !ElementKind.isEditable(visited.node)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let id = visited.node.id
        if let label = visited.node.label {
            guard SpeakableName.quality(of: label) == .privateUseOnly else { return .passed(id) }
            return .failed(id, "\(id) speaks only private-use icon-font glyphs (\(SpeakableName.codePoints(label))), read as nothing or as a code",
                           measured: SpeakableName.codePoints(label), threshold: "text a screen reader can speak")
        }
        let gathered = SpokenName.gatheredLabels(of: visited, in: context.index) { SpeakableName.quality(of: $0) != .empty }
        guard !gathered.isEmpty else { return nil }
        guard gathered.allSatisfy({ SpeakableName.quality(of: $0) == .privateUseOnly }) else { return .passed(id) }
        let codes = gathered.map(SpeakableName.codePoints).joined(separator: " ")
        return .failed(id, "\(id) speaks only private-use icon-font glyphs from its content (\(codes)), read as nothing or as a code",
                       measured: codes, threshold: "text a screen reader can speak")
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
        .snapshot("a focusable scroll view whose only content is a glyph speaks the glyph", .failed, targets: ["scroll"],
                  environment: Environment(platform: .android)) {
            card(Node(id: "scroll", role: .scrollView, isAccessibilityElement: true,
                      children: [Node(id: "message", role: .staticText, label: "\u{F0010}", isAccessibilityElement: false)]))
        },
        .snapshot("a scroll view whose content has words beside the glyph", .passed, environment: Environment(platform: .android)) {
            card(Node(id: "scroll", role: .scrollView, isAccessibilityElement: true, children: [
                Node(id: "icon", role: .staticText, label: "\u{E80D}", isAccessibilityElement: false),
                Node(id: "message", role: .staticText, label: "Saved to your trips", isAccessibilityElement: false),
            ]))
        },
        .snapshot("an element with nothing to say is not this rule's", .inapplicable) {
            card(Node(id: "spacer", role: .staticText, isAccessibilityElement: true))
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
