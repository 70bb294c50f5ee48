import A11yModel

extension SingleVisibleSheetRule {
    static let examples: [RuleExample] = [
        .snapshot("the covered card is faded out", .passed) {
            stack(coveredOpacity: 0)
        },
        .snapshot("MorphModalKit: a covered card peeks above the front card", .failed, targets: ["card-1"]) {
            stack(coveredOpacity: 1)
        },
        .snapshot("a screen without sheets", .inapplicable) {
            Node(id: "window", role: .window, children: [Node(id: "back", role: .button, label: "Back")])
        },
        .snapshot("a capture without opacity", .cantTell, targets: ["card-1"]) {
            stack(coveredOpacity: 1)
        }.withUnknown([.opacity]),
    ]

    private static func stack(coveredOpacity: Double) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "card-1", part: .card, frame: Rect(x: 10, y: 300, width: 373, height: 500), isHidden: true,
                 opacity: coveredOpacity, sheet: SheetFacts(stackDepth: 1)),
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 340, width: 393, height: 512), isModal: true,
                 sheet: SheetFacts()),
        ])
    }
}
