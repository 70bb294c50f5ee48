import A11yModel

/// The cases where judging text contrast needs care, each with a failed and a passed side: what is
/// behind the text, translucent groups, text hidden only from assistive technology, and the
/// large-scale boundaries (14 pt bold = 18.666… pt, 18 pt = 24 pt; bold = weight 700 or more).
extension TextContrastRule {
    /// A white card 300 pt wide holding `children`, framed so that frames decide what lies behind what.
    private static func card(_ children: [Node]) -> Node {
        Node(id: "card", part: .card, frame: Rect(x: 0, y: 0, width: 300, height: 200), background: .white,
             sheet: SheetFacts(), children: children)
    }

    private static func label(_ id: String, _ text: String, at frame: Rect, size: Double = 17, weight: FontWeight = .regular,
                              color: String, isHidden: Bool = false) -> Node {
        Node(id: id, role: .staticText, label: text, frame: frame, isHidden: isHidden,
             text: TextFacts(pointSize: size, weight: weight), foreground: Color(hex: color))
    }

    static let backdropExamples: [RuleExample] = [
        .snapshot("grey text on a dark chip drawn before it as a sibling: 1.62:1 against the chip, not 5.9:1 against the card",
                  .failed, targets: ["badge-text"]) {
            card([
                Node(id: "chip", frame: Rect(x: 16, y: 16, width: 80, height: 28), background: Color(hex: "#333333")),
                label("badge-text", "NEW", at: Rect(x: 24, y: 20, width: 64, height: 20), color: "#666666"),
            ])
        },
        .snapshot("white text on a dark sibling chip reads 12.6:1, though white on the card would be 1:1", .passed) {
            card([
                Node(id: "chip", frame: Rect(x: 16, y: 16, width: 80, height: 28), background: Color(hex: "#333333")),
                label("badge-text", "NEW", at: Rect(x: 24, y: 20, width: 64, height: 20), color: "#FFFFFF"),
            ])
        },
        .snapshot("a sibling chip drawn after the text is not behind it", .passed) {
            card([
                label("caption", "Plans", at: Rect(x: 16, y: 60, width: 64, height: 20), color: "#333333"),
                Node(id: "chip", frame: Rect(x: 16, y: 16, width: 80, height: 28), background: Color(hex: "#333333")),
            ])
        },
        .snapshot("dark text half on a dark chip: readable on the card, 1.62:1 where the chip is", .failed, targets: ["badge-text"]) {
            card([
                Node(id: "chip", frame: Rect(x: 16, y: 16, width: 40, height: 28), background: Color(hex: "#333333")),
                label("badge-text", "NEW", at: Rect(x: 24, y: 20, width: 64, height: 20), color: "#666666"),
            ])
        },
        .snapshot("a chip under the text hidden by an opaque panel drawn over the chip and under the text", .passed) {
            card([
                Node(id: "chip", frame: Rect(x: 16, y: 16, width: 40, height: 28), background: Color(hex: "#333333")),
                Node(id: "panel", frame: Rect(x: 0, y: 0, width: 300, height: 100), background: .white),
                label("badge-text", "NEW", at: Rect(x: 24, y: 20, width: 64, height: 20), color: "#666666"),
            ])
        },
        .snapshot("text across two chips has more backdrops than frames can tell apart", .cantTell, targets: ["badge-text"]) {
            card([
                Node(id: "chip", frame: Rect(x: 16, y: 16, width: 40, height: 28), background: Color(hex: "#333333")),
                Node(id: "other-chip", frame: Rect(x: 60, y: 16, width: 40, height: 28), background: Color(hex: "#0A84FF")),
                label("badge-text", "NEW", at: Rect(x: 24, y: 20, width: 64, height: 20), color: "#666666"),
            ])
        },
        .snapshot("a group at opacity 0.5 with a white fill over black, black text in it: composited once, 5.32:1", .passed) {
            Node(id: "card", part: .card, background: .black, sheet: SheetFacts(), children: [
                Node(id: "banner", opacity: 0.5, background: .white, children: [
                    Node(id: "banner-text", role: .staticText, label: "Offline", text: TextFacts(pointSize: 17), foreground: .black),
                ]),
            ])
        },
        .snapshot("the same group at opacity 0.4: 3.66:1", .failed, targets: ["banner-text"]) {
            Node(id: "card", part: .card, background: .black, sheet: SheetFacts(), children: [
                Node(id: "banner", opacity: 0.4, background: .white, children: [
                    Node(id: "banner-text", role: .staticText, label: "Offline", text: TextFacts(pointSize: 17), foreground: .black),
                ]),
            ])
        },
        .snapshot("faint text hidden from VoiceOver is still seen", .failed, targets: ["watermark"]) {
            card([label("watermark", "Preview", at: Rect(x: 16, y: 16, width: 120, height: 20), color: "#C7C7CC", isHidden: true)])
        },
        .snapshot("dark text hidden from VoiceOver is judged and passes", .passed) {
            card([label("watermark", "Preview", at: Rect(x: 16, y: 16, width: 120, height: 20), color: "#333333", isHidden: true)])
        },
    ]

    static let sizeExamples: [RuleExample] = [
        .snapshot("18.667 pt bold at 3.45:1 is large (14 pt × 4/3 = 18.666… pt)", .passed) {
            card([label("price", "$4.99", at: Rect(x: 16, y: 16, width: 120, height: 24), size: 18.667, weight: .bold, color: "#8A8A8A")])
        },
        .snapshot("18.666 pt bold at 3.45:1 is just below 14 pt and normal text", .failed, targets: ["price"]) {
            card([label("price", "$4.99", at: Rect(x: 16, y: 16, width: 120, height: 24), size: 18.666, weight: .bold, color: "#8A8A8A")])
        },
        .snapshot("23.99 pt regular at 3.45:1 is normal text; WCAG's 18 pt is 24 pt, not rounded", .failed, targets: ["plans"]) {
            card([label("plans", "Plans", at: Rect(x: 16, y: 16, width: 120, height: 30), size: 23.99, color: "#8A8A8A")])
        },
        .snapshot("20 pt bold (700) at 3.45:1 is large", .passed) {
            card([label("price", "$4.99", at: Rect(x: 16, y: 16, width: 120, height: 26), size: 20, weight: .bold, color: "#8A8A8A")])
        },
        .snapshot("20 pt semibold (600) at 3.45:1 is normal text: semibold is not bold", .failed, targets: ["price"]) {
            card([label("price", "$4.99", at: Rect(x: 16, y: 16, width: 120, height: 26), size: 20, weight: .semibold, color: "#8A8A8A")])
        },
    ]
}
