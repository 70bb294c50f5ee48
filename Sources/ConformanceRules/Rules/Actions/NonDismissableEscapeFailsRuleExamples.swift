import A11yModel

extension NonDismissableEscapeFailsRule {
    static let examples: [RuleExample] = [
        .snapshot("escape fails audibly and Save completes the task", .passed) {
            card(escape: AccessibilityAction(.escape, succeeds: false), save: true)
        },
        .snapshot("escape pretends to succeed", .failed, targets: ["card"]) {
            card(escape: AccessibilityAction(.escape, succeeds: true), save: true)
        },
        .snapshot("no control finishes the task", .failed, targets: ["card"]) {
            card(escape: AccessibilityAction(.escape, succeeds: false), save: false)
        },
        .snapshot("a dismissable sheet", .inapplicable) {
            Node(id: "card", part: .card, isModal: true, sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close"),
            ])
        },
        .snapshot("escape's result was not recorded", .cantTell, targets: ["card"]) {
            card(escape: AccessibilityAction(.escape), save: true)
        },
    ]

    private static func card(escape: AccessibilityAction, save: Bool) -> Node {
        let saveButton = Node(id: "save", role: .button, label: "Save",
                              actions: [AccessibilityAction(.activate, leadsTo: SheetState.dismissed)])
        return Node(id: "card", part: .card, actions: [escape], isModal: true, sheet: SheetFacts(canDismiss: false), children: [
            Node(id: "field", role: .textField, label: "Name"),
        ] + (save ? [saveButton] : []))
    }
}
