import A11yModel

extension EscapeActionRule {
    static let examples: [RuleExample] = [
        .snapshot("the card handles escape", .passed) {
            screen(card(actions: [AccessibilityAction(.escape, leadsTo: SheetState.dismissed, succeeds: true)]))
        },
        .snapshot("the modal container above the card handles escape", .passed) {
            Node(id: "window", role: .window, children: [
                Node(id: "presenter", part: .presenter, children: [Node(id: "back", role: .button, label: "Back")]),
                Node(id: "modal-container", actions: [AccessibilityAction(.escape)], children: [card(actions: [])]),
            ])
        },
        .snapshot("focused content inside the card handles escape", .passed) {
            screen(card(actions: [], content: [AccessibilityAction(.escape)]))
        }.withFocus(on: "field"),
        .snapshot("MorphModalKit: no escape anywhere", .failed, targets: ["card"]) {
            screen(card(actions: []))
        },
        .snapshot("only the presenting screen's navigation handles escape", .failed, targets: ["card"]) {
            Node(id: "window", role: .window, actions: [AccessibilityAction(.escape, leadsTo: "previous-screen")], children: [
                Node(id: "presenter", part: .presenter, children: [Node(id: "back", role: .button, label: "Back")]),
                card(actions: []),
            ])
        },
        .snapshot("escape reports failure on a dismissable card", .failed, targets: ["card"]) {
            screen(card(actions: [AccessibilityAction(.escape, succeeds: false)]))
        },
        .snapshot("Android: Back is provided by the system", .inapplicable, environment: Environment(platform: .android)) {
            screen(card(actions: []))
        },
        .snapshot("a capture without actions", .cantTell, targets: ["card"]) {
            screen(card(actions: []))
        }.withUnknown([.actions]),
        .snapshot("a system alert in a capture: UIKit answers escape in it", .passed) {
            capturedAlert
        }.withUnknown([.actions, .sheet]),
        ExampleTrees.capturedUIKitSheet("UIKit's sheet in a capture, its grabber offering Dismiss: UIKit dismisses it on escape", .passed),
    ]

    /// A UIAlertController as an iOS capture shows it: element type Alert, modal.
    static let capturedAlert = Node(id: "window", role: .window, children: [
        Node(id: "alert", role: .dialog, traits: [.isModal], sheet: SheetFacts(), children: [
            Node(id: "title", role: .staticText, label: "Give up signing up?"),
            Node(id: "give-up", role: .button, label: "Give up"),
            Node(id: "keep", role: .button, label: "Keep signing up"),
        ]),
    ])

    private static func card(actions: [AccessibilityAction], content: [AccessibilityAction] = []) -> Node {
        Node(id: "card", part: .card, actions: actions, isModal: true, sheet: SheetFacts(), children: [
            Node(id: "content", part: .content, actions: content, children: [
                Node(id: "field", role: .textField, label: "Amount"),
            ]),
        ])
    }

    private static func screen(_ card: Node) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "presenter", part: .presenter, children: [Node(id: "back", role: .button, label: "Back")]),
            card,
        ])
    }
}
