import A11yModel

/// ELM-09: an image made an accessibility element is a stop the screen reader visits; without a
/// name it is announced as "image" or "unlabelled", and the stop says nothing.
struct ImageNameRule: NodeRule {
    let metadata = RuleDescription(
        id: "image-name",
        pack: ElementsPack.id,
        title: "Image name",
        summary: """
            An image exposed to assistive technology (an iOS image that is an accessibility \
            element, an Android ImageView TalkBack can focus) needs a speakable name: VoiceOver \
            and TalkBack otherwise stop on it and say only "image" or "unlabelled". Name it, or \
            hide it when it is decorative (a decorative image is not an accessibility element). \
            What counts as a name is control-name's rule: empty, white space, symbols and \
            punctuation are none. An image whose label is only icon-font glyphs is judged by \
            icon-font-text; images that act as controls by control-name, handles by \
            handle-name-role-value. Dumps that do not say which images are accessibility elements \
            (WebDriverAgent before its `accessible` attribute) expose none without a label, as \
            UIKit's image views are not accessibility elements by default.
            """,
        severity: .error,
        references: [
            .wcag("1.1.1", "Non-text Content", level: "A"),
            RuleReference(.wcag, "W3C ACT: image has non-empty accessible name (23a2a8)",
                          url: "https://www.w3.org/WAI/standards-guidelines/act/rules/23a2a8/"),
            RuleReference(.apple, "GTXiLib: accessibility elements need an accessibility label",
                          url: "https://github.com/google/GTXiLib"),
            RuleReference(.material, "Android ATF SpeakableTextPresentCheck: focusable views need speakable text",
                          url: "https://support.google.com/accessibility/android/answer/7158690"),
        ],
        scope: .node,
        examples: Self.examples
    )

    let interest = NodeInterest { visited in
        visited.isExposedElement && visited.node.role == .image && visited.node.part != .handle && !ElementKind.isControl(visited)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible else { return nil }
        let id = visited.node.id
        if let label = visited.node.label, SpeakableName.quality(of: label) == .privateUseOnly { return nil }
        let name = SpokenName(of: visited, in: context.index)
        if name.isSpeakable { return context.passed(id, measured: name.quoted, threshold: nil) }
        return .failed(id, "\(id) is an image exposed to assistive technology with no speakable name: \(SpokenName.labelProblem(visited.node)), so it is announced as \"image\"; name it, or hide it if it is decorative",
                       measured: visited.node.label.map { "'\(SpeakableName.trimmed($0))'" } ?? "no label",
                       threshold: "a speakable name")
    }

    static let examples: [RuleExample] = [
        .snapshot("a photo named for what it shows", .passed) {
            sheet(Node(id: "photo", role: .image, label: "Trailhead at Lost Lake", isAccessibilityElement: true))
        },
        .snapshot("a site icon made an accessibility element without a label", .failed, targets: ["icon"]) {
            sheet(Node(id: "icon", role: .image, frame: Rect(x: 24, y: 424, width: 65, height: 65), isAccessibilityElement: true))
        },
        .snapshot("an image named only by a symbol", .failed, targets: ["badge"]) {
            sheet(Node(id: "badge", role: .image, label: "•", isAccessibilityElement: true))
        },
        .snapshot("a focusable ImageView with no description", .failed, targets: ["avatar"], environment: Environment(platform: .android)) {
            sheet(Node(id: "avatar", role: .image, isAccessibilityElement: true))
        },
        .snapshot("a decorative image hidden from assistive technology", .inapplicable) {
            sheet(Node(id: "divider", role: .image, isAccessibilityElement: false))
        },
        .snapshot("an icon-font glyph as an image's label is icon-font-text's", .inapplicable) {
            sheet(Node(id: "star", role: .image, label: "\u{E838}", isAccessibilityElement: true))
        },
        .snapshot("a clickable image is control-name's", .inapplicable) {
            sheet(Node(id: "share", role: .image, actions: [AccessibilityAction(.activate)], isAccessibilityElement: true))
        },
    ]

    private static func sheet(_ child: Node) -> Node {
        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(),
             children: [Node(id: "title", role: .header, label: "Share"), child])
    }
}
