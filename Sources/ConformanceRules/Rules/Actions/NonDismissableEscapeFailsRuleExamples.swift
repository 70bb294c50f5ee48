import A11yModel

extension NonDismissableEscapeFailsRule {
    static let examples: [RuleExample] = [
        ExampleTrees.capturedUIKitSheet("a capture of UIKit's sheet whose grabber offers Dismiss: it can be dismissed", .inapplicable),
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
        .snapshot("an iOS dump without sheet facts or actions", .cantTell, targets: ["sheet"]) {
            dumpedSheet(scrimActions: [])
        }.withUnknown([.sheet, .actions]),
        .snapshot("a dump without sheet facts whose barrier offers dismiss (Flutter): the sheet can be dismissed",
                  .inapplicable) {
            dumpedSheet(scrimActions: [AccessibilityAction(.dismiss), AccessibilityAction(.activate)])
        }.withUnknown([.sheet]),
        .snapshot("a dump without sheet facts whose actions show no dismiss", .cantTell, targets: ["sheet"]) {
            dumpedSheet(scrimActions: [AccessibilityAction(.activate)])
        }.withUnknown([.sheet]),
        .snapshot("a dump without sheet facts or actions whose sheet has a Close button: it can be dismissed", .inapplicable) {
            Node(id: "window", role: .window, children: [
                Node(id: "sheet", part: .sheet, isModal: true, sheet: SheetFacts(), children: [
                    Node(id: "title", role: .header, label: "Share trip"), Node(id: "close", role: .button, label: "Close"),
                ]),
            ])
        }.withUnknown([.sheet, .actions]),
        .snapshot("a system alert in a capture: UIKit answers escape and its buttons close it", .passed) {
            EscapeActionRule.capturedAlert
        }.withUnknown([.actions, .sheet]),
    ]

    /// A modal sheet as an iOS dump shows it, with a scrim beside it.
    private static func dumpedSheet(scrimActions: [AccessibilityAction]) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "scrim", part: .scrim, label: "Scrim", actions: scrimActions),
            Node(id: "sheet", part: .sheet, isModal: true, sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Share trip"),
            ]),
        ])
    }

    private static func card(escape: AccessibilityAction, save: Bool) -> Node {
        let saveButton = Node(id: "save", role: .button, label: "Save",
                              actions: [AccessibilityAction(.activate, leadsTo: SheetState.dismissed)])
        return Node(id: "card", part: .card, actions: [escape], isModal: true, sheet: SheetFacts(canDismiss: false), children: [
            Node(id: "field", role: .textField, label: "Name"),
        ] + (save ? [saveButton] : []))
    }
}
