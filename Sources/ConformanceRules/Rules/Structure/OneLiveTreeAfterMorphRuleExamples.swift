import A11yModel

extension OneLiveTreeAfterMorphRule {
    static let examples: [RuleExample] = [
        .snapshot("after the morph the outgoing view is hidden", .passed) {
            card([
                Node(id: "old-content", part: .content, isHidden: true, opacity: 0, children: [menu]),
                Node(id: "new-content", part: .content, children: [form]),
            ])
        },
        .snapshot("MorphModalKit: the outgoing view faded to alpha 0 is still exposed", .failed, targets: ["card"]) {
            card([
                Node(id: "old-content", part: .content, opacity: 0, children: [menu]),
                Node(id: "new-content", part: .content, children: [form]),
            ])
        },
        .snapshot("a card whose content is not marked", .inapplicable) {
            card([form])
        },
    ]

    private static let menu = Node(id: "menu-item", role: .button, label: "Send money")
    private static let form = Node(id: "amount", role: .textField, label: "Amount")

    private static func card(_ children: [Node]) -> Node {
        Node(id: "card", part: .card, isModal: true, sheet: SheetFacts(), children: children)
    }
}
