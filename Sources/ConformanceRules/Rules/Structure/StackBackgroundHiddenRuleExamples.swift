import A11yModel

extension StackBackgroundHiddenRule {
    static let examples: [RuleExample] = [
        .snapshot("the covered card is hidden with its sticky container and handle", .passed) {
            stack(covered: Node(id: "card-1", part: .card, isHidden: true, sheet: SheetFacts(stackDepth: 1),
                                children: coveredContent))
        },
        .snapshot("MorphModalKit: the snapshot hides the content, the sticky bar and handle stay exposed", .failed,
                  targets: ["back-1", "next-1"]) {
            stack(covered: Node(id: "card-1", part: .card, sheet: SheetFacts(stackDepth: 1), children: [
                Node(id: "handle-1", part: .handle, frame: Rect(x: 170, y: 120, width: 52, height: 4)),
                Node(id: "content-1", part: .content, isHidden: true, children: [
                    Node(id: "row-1", role: .button, label: "Wallet"),
                ]),
                Node(id: "sticky-1", part: .stickyContainer, children: [
                    Node(id: "back-1", role: .button, label: "Back"),
                    Node(id: "next-1", role: .button, label: "Next"),
                ]),
            ]))
        },
        .snapshot("a single card, nothing stacked behind it", .inapplicable) {
            Node(id: "window", role: .window, children: [
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [Node(id: "done", role: .button, label: "Done")]),
            ])
        },
        .snapshot("a capture without sheet facts cannot tell covered cards apart", .cantTell, targets: ["card-1"]) {
            stack(covered: Node(id: "card-1", part: .card, sheet: SheetFacts(stackDepth: 1), children: coveredContent))
        }.withUnknown([.sheet]),
    ]

    private static let coveredContent = [
        Node(id: "handle-1", part: .handle),
        Node(id: "sticky-1", part: .stickyContainer, children: [Node(id: "back-1", role: .button, label: "Back")]),
    ]

    private static func stack(covered: Node) -> Node {
        Node(id: "window", role: .window, children: [
            covered,
            Node(id: "card", part: .card, isModal: true, sheet: SheetFacts(), children: [
                Node(id: "done", role: .button, label: "Done"),
            ]),
        ])
    }
}
