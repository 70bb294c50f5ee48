import A11yModel

extension ModalContainmentRule {
    static let examples: [RuleExample] = [
        .snapshot("a modal card flagged as modal over its presenter", .passed) {
            screen(card: Node(id: "card", part: .card, isModal: true, sheet: SheetFacts(), children: cardContent))
        },
        .snapshot("MorphModalKit: a modal card without a modal flag leaks the presenter", .failed, targets: ["card"]) {
            screen(card: Node(id: "card", part: .card, sheet: SheetFacts(), children: cardContent))
        },
        .snapshot("a modal card captured without its presenter, still without a flag", .failed, targets: ["card"]) {
            Node(id: "window", role: .window, children: [
                Node(id: "card", part: .card, sheet: SheetFacts(), children: cardContent),
            ])
        },
        .snapshot("the flag sits on a wrapper that also holds a banner", .failed, targets: ["card"]) {
            Node(id: "window", role: .window, children: [
                Node(id: "wrapper", isModal: true, children: [
                    Node(id: "banner", role: .staticText, label: "Saved"),
                    Node(id: "card", part: .card, sheet: SheetFacts(), children: cardContent),
                ]),
            ])
        },
        .snapshot("a nonmodal pass-through sheet", .inapplicable) {
            screen(card: Node(id: "card", part: .card, sheet: SheetFacts(modality: .nonmodal), children: cardContent))
        },
        .snapshot("a capture that records no modal flags", .cantTell, targets: ["card"]) {
            screen(card: Node(id: "card", part: .card, sheet: SheetFacts(), children: cardContent))
        }.withUnknown([.modality]),
    ]

    private static let cardContent = [
        Node(id: "title", role: .header, part: .title, label: "Share"),
        Node(id: "content", part: .content, children: [Node(id: "copy", role: .button, label: "Copy link")]),
    ]

    private static func screen(card: Node) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "presenter", part: .presenter, children: [Node(id: "back", role: .button, label: "Back")]),
            Node(id: "scrim", part: .scrim),
            card,
        ])
    }
}
