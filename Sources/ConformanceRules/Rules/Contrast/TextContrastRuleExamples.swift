import A11yModel

extension TextContrastRule {
    /// MorphModalKit's example menu tile: systemGray 12 pt heavy text on tertiarySystemGroupedBackground.
    private static func menuTile(text: String, background: String) -> Node {
        Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
            Node(id: "tile", role: .button, label: "Profile", background: Color(hex: background), children: [
                Node(id: "tile-title", role: .staticText, label: "PROFILE",
                     text: TextFacts(pointSize: 12, weight: .heavy, scalesWithDynamicType: false), foreground: Color(hex: text)),
            ]),
        ])
    }

    static let examples: [RuleExample] = basics + backdropExamples + sizeExamples

    private static let basics: [RuleExample] = [
        .snapshot("black body text on a white card", .passed) {
            Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                Node(id: "body", role: .staticText, label: "Pick a plan", text: TextFacts(style: .body, pointSize: 17),
                     foreground: .black),
            ])
        },
        .snapshot("MorphModalKit's menu tile text, 2.92:1 in light", .failed, targets: ["tile-title"]) {
            menuTile(text: "#8E8E93", background: "#F2F2F7")
        },
        .snapshot("the same tile in dark: 4.27:1 still fails 4.5:1 as 12 pt heavy is normal text under WCAG2ICT", .failed,
                  targets: ["tile-title"], environment: Environment(colorScheme: .dark)) {
            menuTile(text: "#8E8E93", background: "#2C2C2E")
        },
        .snapshot("the same tile in dark under apple-hig: bold text of any size needs 3:1", .passed,
                  environment: Environment(colorScheme: .dark), profile: .appleHIG) {
            menuTile(text: "#8E8E93", background: "#2C2C2E")
        },
        .snapshot("24 pt regular text at 3.45:1 is large-scale under WCAG2ICT", .passed) {
            Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Plans", text: TextFacts(style: .title2, pointSize: 24),
                     foreground: Color(hex: "#8A8A8A")),
            ])
        },
        .snapshot("disabled and decorative text is incidental", .inapplicable) {
            Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                Node(id: "buy", role: .button, label: "Buy", traits: [.notEnabled],
                     text: TextFacts(style: .body, pointSize: 17), foreground: Color(hex: "#C7C7CC")),
                Node(id: "watermark", role: .staticText, label: "DRAFT",
                     text: TextFacts(pointSize: 40, isEssential: false), foreground: Color(hex: "#F2F2F7")),
            ])
        },
        .snapshot("text on a card whose colour was not captured", .cantTell, targets: ["body"]) {
            Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                Node(id: "body", role: .staticText, label: "Pick a plan", text: TextFacts(style: .body, pointSize: 17),
                     foreground: .black),
            ])
        },
        .snapshot("a hierarchy dump: texts without colours or sizes need review", .cantTell, targets: ["window"]) {
            Node(id: "window", role: .window, children: [
                Node(id: "title", role: .header, label: "Share trail"),
                Node(id: "copy", role: .button, label: "Copy link"),
            ])
        }.withUnknown([.colors, .textStyle]),
        .snapshot("text of only a zero-width space draws nothing", .inapplicable) {
            Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                Node(id: "spacer", role: .staticText, label: "\u{200B}", text: TextFacts(style: .body, pointSize: 17),
                     foreground: Color(hex: "#F2F2F7")),
            ])
        },
    ]
}
