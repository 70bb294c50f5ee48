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
            UIKit's image views are not accessibility elements by default. A name that only says \
            it is a picture ("image", "photo", "thumbnail", "icon", "img", "graphic", in English, \
            with or without an article) is a placeholder, not an alternative (WCAG failure F30): \
            the screen reader says "thumbnail, image" for every photo of a list. It fails too, \
            and so does such an image inside an element that reads it as part of its name (a \
            list's row read "thumbnail, Ana Lopez, Speaker"). An image covering half the screen \
            or more named as a background ("Call background image") is decorative by its own \
            account, yet the screen reader stops on it: it fails too (WCAG failure F39), where \
            a smaller one so named (a wallpaper in a picker) names its picture.
            """,
        severity: .error,
        references: [
            .wcag("1.1.1", "Non-text Content", level: "A"),
            RuleReference(.wcag, "WCAG failure F30: text alternatives that are not alternatives (file names, placeholder text)",
                      url: "https://www.w3.org/WAI/WCAG22/Techniques/failures/F30"),
            RuleReference(.wcag, "WCAG failure F39: a text alternative that is not null for an image assistive technology should ignore",
                          url: "https://www.w3.org/WAI/WCAG22/Techniques/failures/F39"),
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
        visited.node.role == .image && visited.node.part != .handle
            && (visited.isExposedElement ? !ElementKind.isControl(visited) : visited.node.label.map(ImageNameRule.isPlaceholder) == true)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        guard visited.isVisible else { return nil }
        let id = visited.node.id
        guard visited.isExposedElement else {
            // A placeholder read as part of the element around it: every row says "thumbnail".
            guard let label = visited.node.label, let reader = SpokenName.gatheringElement(of: visited, in: context.index) else { return nil }
            let said = SpokenName.quoted(label)
            return .failed(id, "\(id) is an image described \(said), which says it is a picture, not what it shows: a placeholder, no alternative "
                               + "(WCAG failure F30), and \(reader.messageName) reads it as part of its name; describe what it shows, or hide it if it is decorative",
                           measured: said, threshold: "a name for what it shows")
        }
        if let label = visited.node.label, SpeakableName.quality(of: label) == .privateUseOnly { return nil }
        let name = SpokenName(of: visited, in: context.index)
        if let text = name.text, Self.isPlaceholder(text) {
            return .failed(id, "\(id) is an image named \(name.quoted), which says it is a picture, not what it shows: a placeholder, no "
                               + "alternative (WCAG failure F30), so every such picture is read alike; describe what it shows, or hide it if it is decorative",
                           measured: name.quoted, threshold: "a name for what it shows")
        }
        if let text = name.text, Self.isBackground(text), Self.coversHalfTheScreen(visited, context.environment) {
            return .failed(id, "\(id) is an image named \(name.quoted), which says it is the screen's background: decorative, yet the screen "
                               + "reader stops on it and reads that (WCAG failure F39: a decorative image given a name); hide it",
                           measured: name.quoted, threshold: "hidden when decorative")
        }
        if name.isSpeakable { return context.passed(id, measured: name.quoted, threshold: nil) }
        return .failed(id, "\(id) is an image exposed to assistive technology with no speakable name: \(SpokenName.labelProblem(visited.node)), so it is announced as \"image\"; name it, or hide it if it is decorative",
                       measured: visited.node.label.map { "'\(SpeakableName.trimmed($0))'" } ?? "no label",
                       threshold: "a speakable name")
    }

    /// English words that name a picture as a picture, which is all such a name says.
    static let placeholderWords: Set<String> = [
        "image", "images", "picture", "photo", "photograph", "pic", "img", "icon", "thumbnail", "thumb", "graphic",
        "imageview", "image view", "placeholder",
    ]

    /// Whether `name` is only a placeholder word, with or without an article and a full stop.
    static func isPlaceholder(_ name: String) -> Bool {
        var words = SpeakableName.trimmed(name).lowercased()
        if words.hasSuffix(".") { words.removeLast() }
        for article in ["a ", "an ", "the "] where words.hasPrefix(article) {
            words.removeFirst(article.count)
            break
        }
        return placeholderWords.contains(words)
    }

    /// Whether `name` says the image is a background ("background", "Call background image"):
    /// English, the word last or before a word for a picture.
    static func isBackground(_ name: String) -> Bool {
        var words = SpeakableName.trimmed(name).lowercased().split(separator: " ")
        if let last = words.last, placeholderWords.contains(String(last)) { words.removeLast() }
        return words.last == "background"
    }

    /// Whether the image's frame covers half the screen or more: a background, not a swatch or a
    /// wallpaper's thumbnail in a picker.
    private static func coversHalfTheScreen(_ visited: VisitedNode, _ environment: Environment) -> Bool {
        visited.node.frame?.covers(0.5, of: environment.screen) == true
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
        .snapshot("a list's photo described 'thumbnail': a placeholder, read alike for every photo (F30)", .failed, targets: ["thumbnail"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "thumbnail", role: .image, label: "thumbnail", isAccessibilityElement: true))
        },
        .snapshot("a row reading its photo's placeholder as part of its name", .failed, targets: ["row-photo"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "row", role: .button, actions: [AccessibilityAction(.activate)], isAccessibilityElement: true, children: [
                Node(id: "row-photo", role: .image, label: "thumbnail", isAccessibilityElement: false),
                Node(id: "row-name", role: .staticText, label: "Ana Lopez", isAccessibilityElement: false),
            ]))
        },
        .snapshot("'An image.' says no more", .failed, targets: ["hero"]) {
            sheet(Node(id: "hero", role: .image, label: "An image.", isAccessibilityElement: true))
        },
        .snapshot("a photo named with the word among others: 'Photo of the summit at dawn'", .passed) {
            sheet(Node(id: "hero", role: .image, label: "Photo of the summit at dawn", isAccessibilityElement: true))
        },
        .snapshot("a call screen's backdrop described 'Call background image', a stop of its own (F39)", .failed, targets: ["backdrop"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "backdrop", role: .image, label: "Call background image", frame: Rect(x: 0, y: 0, width: 393, height: 852),
                       isAccessibilityElement: true))
        },
        .snapshot("a wallpaper picker's thumbnail 'Ocean background' names its picture", .passed) {
            sheet(Node(id: "wallpaper", role: .image, label: "Ocean background", frame: Rect(x: 16, y: 500, width: 110, height: 200),
                       isAccessibilityElement: true))
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
