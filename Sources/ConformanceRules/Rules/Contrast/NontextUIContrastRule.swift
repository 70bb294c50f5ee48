import A11yModel

/// CON-04: glyph buttons, close buttons and icons against the colour behind them.
struct NontextUIContrastRule: NodeRule {
    let metadata = RuleDescription(
        id: "nontext-ui-contrast",
        pack: ContrastPack.id,
        title: "Non-text UI contrast",
        summary: """
            A close button drawn as a pale × or an icon-only control is found by its glyph alone, so \
            WCAG 1.4.11 asks for 3:1 between the glyph and the colour next to it, in every colour \
            variant captured. Judges buttons and exposed images without text of their own or inside \
            them, whose foreground (or a child image's) is the glyph colour, against their own fill or \
            the backdrop. Text a control shows identifies it, and its contrast is text-contrast's \
            (Understanding 1.4.11: no contrast requirement beyond the text's): in captures, the \
            text Android and Compose record as drawn, and the action titles UIKit draws in its \
            alerts. \
            Known limits: control borders and focus rings are not in the model; multicolour images \
            and photos (no foreground) are skipped; a glyph over its own fill is not also held to \
            the fill's contrast with the backdrop; glyphs under a scrim or dim layer are left to \
            contrast-under-overlays; handles are handle-contrast's. A capture without colours (a \
            hierarchy dump) needs review once for the snapshot, naming the controls not judged.
            """,
        severity: .error,
        references: [
            .wcag("1.4.11", "Non-text Contrast", level: "AA"),
            RuleReference(.wcag, "Understanding 1.4.11: a button with text has no contrast requirement beyond the text's",
                          url: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html"),
            RuleReference(.apple, "HIG Color: check light, dark and Increase Contrast",
                          url: "https://developer.apple.com/design/human-interface-guidelines/color"),
        ],
        scope: .node,
        parameters: [
            RuleParameter("minimumRatio", .number(3), summary: "Lowest contrast ratio accepted", source: "WCAG 2.2 SC 1.4.11", range: .contrastRatio),
        ],
        examples: [
            .snapshot("a dark × on a white card, and a share button drawing its glyph in a child image", .passed) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "close", role: .button, part: .closeButton, label: "Close",
                         frame: Rect(x: 337, y: 412, width: 44, height: 44), foreground: Color(hex: "#3C3C43")),
                    Node(id: "share", role: .button, label: "Share", children: [
                        Node(id: "share-glyph", role: .image, isAccessibilityElement: false, foreground: Color(hex: "#007AFF")),
                    ]),
                ])
            },
            .snapshot("a share button whose child glyph is too pale", .failed, targets: ["share"]) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "share", role: .button, label: "Share", children: [
                        Node(id: "share-glyph", role: .image, isAccessibilityElement: false, foreground: Color(hex: "#E5E5EA")),
                    ]),
                ])
            },
            .snapshot("a pale × on a white card and a pale info icon", .failed, targets: ["close", "info-icon"]) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "close", role: .button, part: .closeButton, label: "Close",
                         frame: Rect(x: 337, y: 412, width: 44, height: 44), foreground: Color(hex: "#C7C7CC")),
                    Node(id: "info-icon", role: .image, label: "Includes tax", foreground: Color(hex: "#D1D1D6")),
                ])
            },
            .snapshot("a × that passes on its own grey fill in dark elevated", .passed,
                      environment: Environment(colorScheme: .dark, interfaceLevel: .elevated)) {
                Node(id: "card", part: .card, background: Color(hex: "#2C2C2E"), sheet: SheetFacts(), children: [
                    Node(id: "close", role: .button, part: .closeButton, label: "Close",
                         foreground: Color(hex: "#E5E5EA"), background: Color(hex: "#48484A")),
                ])
            },
            .snapshot("text buttons, decorative images and disabled glyphs", .inapplicable) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "next", role: .button, label: "NEXT", children: [
                        Node(id: "next-title", role: .staticText, text: TextFacts(pointSize: 12, weight: .heavy),
                             foreground: .black),
                    ]),
                    Node(id: "art", role: .image, isAccessibilityElement: false, foreground: Color(hex: "#F2F2F7")),
                    Node(id: "share", role: .button, label: "Share", traits: [.notEnabled], foreground: Color(hex: "#D1D1D6")),
                ])
            },
            .snapshot("a hierarchy dump: no colours at all, one review for the snapshot", .cantTell, targets: ["window"]) {
                Node(id: "window", role: .window, children: [
                    Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 337, y: 412, width: 44, height: 44)),
                    Node(id: "more", role: .button, label: "More", frame: Rect(x: 289, y: 412, width: 44, height: 44)),
                ])
            }.withUnknown([.colors]),
            .snapshot("a dump: buttons that show their text, and a system alert's actions, are identified by their text",
                      .inapplicable) {
                Node(id: "window", role: .window, children: [
                    Node(id: "discard", role: .button, label: "Discard", visibleText: "DISCARD"),
                    Node(id: "star", role: .button, label: "Favourite", visibleText: "\u{E80D}", children: [
                        Node(id: "star-title", role: .staticText, label: "Star", visibleText: "Star"),
                    ]),
                    Node(id: "alert", role: .dialog, traits: [.isModal], sheet: SheetFacts(), children: [
                        Node(id: "keep", role: .button, label: "Keep signing up"),
                    ]),
                ])
            }.withUnknown([.colors, .actions]),
            .snapshot("a dump: a button whose only drawn text is an icon-font glyph", .cantTell, targets: ["window"]) {
                Node(id: "window", role: .window, children: [
                    Node(id: "favourite", role: .button, label: "Favourite", visibleText: "\u{E80D}"),
                    Node(id: "discard", role: .button, label: "Discard", visibleText: "DISCARD"),
                ])
            }.withUnknown([.colors]),
            .snapshot("a close button whose glyph colour was not captured", .cantTell, targets: ["close"]) {
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "close", role: .button, part: .closeButton, label: "Close"),
                ])
            },
            .snapshot("a scrim that dismisses on tap draws no glyph", .inapplicable) {
                Node(id: "window", role: .window, background: .white, children: [
                    Node(id: "scrim", role: .button, part: .scrim, label: "Dismiss", opacity: 0.4, background: .black),
                    Node(id: "card", part: .card, background: .white, sheet: SheetFacts()),
                ])
            },
        ]
    )

    let interest = NodeInterest { visited in NontextUIContrastRule.isGlyphControl(visited.node) || visited.depth == 0 }

    @inline(__always) static func isGlyphControl(_ node: Node) -> Bool {
        // A scrim is a dismiss area, not a control drawn with a glyph: nothing of its own to contrast.
        node.text == nil && node.part != .handle && node.part != .scrim
            && (node.role == .button || node.role == .image || node.part == .closeButton || node.has(.button) || node.has(.image))
    }

    /// A control or image whose glyph is judged here (its text, if any, is text-contrast's).
    static func isJudged(_ visited: VisitedNode, in index: SnapshotIndex) -> Bool {
        let isImage = visited.node.role == .image || visited.node.has(.image)
        return isGlyphControl(visited.node) && ContrastScope.isActiveAndVisible(visited, in: index) && (!isImage || visited.isExposedElement)
            && !index.subtree(visited.node.id).contains(where: { showsText($0.node) })
            && (visited.node.foreground != nil || !isImage)
    }

    /// Text set with its facts, or drawn text a capture records (not icon-font glyphs).
    @inline(__always) static func showsText(_ node: Node) -> Bool {
        node.text != nil || SpeakableName.isSpeakable(node.visibleText)
    }

    /// A button of a system alert in a capture: UIKit draws it as its action's title.
    static func isSystemAlertAction(_ visited: VisitedNode, in context: SnapshotContext) -> Bool {
        guard let sheet = visited.enclosingSheetOrder else { return false }
        return CapturedSystemAlert.isAction(visited.node, of: context.index.nodes[sheet].node, in: context.snapshot)
    }

    func evaluate(_ visited: VisitedNode, in context: SnapshotContext) -> Verdict? {
        let index = context.index
        // A capture without colours (a hierarchy dump) needs review once, not once per control.
        if !context.snapshot.knows(.colors) {
            guard visited.depth == 0 else { return nil }
            let controls = index.nodes.filter { Self.isJudged($0, in: index) && !Self.isSystemAlertAction($0, in: context) }
            guard !controls.isEmpty else { return nil }
            return .cantTell(visited.node.id, "the colours of \(MessageList.count(controls.count, "control")) and what is behind them were not captured (\(MessageList.names(controls)))",
                             threshold: Contrast.formatted(context.parameters.number("minimumRatio", default: 3)))
        }
        guard Self.isJudged(visited, in: index) else { return nil }
        let overlay = Backdrop.overlay(above: visited, in: index)
        guard overlay.layers.isEmpty else { return nil }
        let minimum = context.parameters.number("minimumRatio", default: 3)
        // Made only for what is reported: most controls pass.
        var threshold: String { Contrast.formatted(minimum) }
        var appearance: String { Appearance.name(of: context.environment) }
        guard !overlay.isUncertain else {
            return .cantTell(visited.node.id, "whether a translucent layer covers \(visited.node.id) is unknown: its frame was not captured",
                             threshold: threshold)
        }
        // A button may draw its glyph in a child image that is not an element of its own.
        let glyphNode = visited.node.foreground != nil ? visited : index.subtree(visited.node.id).dropFirst().first { $0.node.foreground != nil }
        let seen = glyphNode.flatMap { glyphNode in
            glyphNode.node.foreground.map { Backdrop.seen($0, on: glyphNode, in: index, includingSelf: true) }
        }
        guard context.snapshot.knows(.colors), let (paint, backdrop) = seen?.colors else {
            return .cantTell(visited.node.id, seen?.unevenness(of: visited.node.id)
                                 ?? UncapturedColour.message(colorsKnown: context.snapshot.knows(.colors),
                                                             paintKnown: glyphNode?.node.foreground != nil,
                                                             subject: "\(visited.node.id)'s glyph", appearance: appearance),
                             threshold: threshold)
        }
        let ratio = Contrast.ratio(paint, backdrop)
        func measured() -> String { Contrast.formatted(ratio, threshold: minimum) }
        if ratio >= minimum { return context.passed(visited.node.id, measured: measured(), threshold: threshold) }
        return .failed(visited.node.id, "\(visited.node.id) glyph \(paint) on \(backdrop) is hard to see in \(appearance)",
                       measured: measured(), threshold: threshold)
    }
}
