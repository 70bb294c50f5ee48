import A11yModel

extension PointerCancellationRule {
    static let examples: [RuleExample] = [
        .snapshot("MorphModalKit: the card's pan decides on release", .passed) {
            screen(cardGestures: [Gesture(.drag, leadsTo: SheetState.dismissed, completesOn: .up, tracksFinger: true)])
        },
        .snapshot("a scrim that dismisses on touch-down", .failed, targets: ["scrim"]) {
            screen(cardGestures: [Gesture(.drag, leadsTo: SheetState.dismissed, tracksFinger: true)],
                   scrimGestures: [Gesture(.tap, leadsTo: SheetState.dismissed, completesOn: .down)])
        },
        .snapshot("a sheet driven by buttons only", .inapplicable) {
            screen(cardGestures: [])
        },
        .snapshot("a capture without gestures: the platform's own controls and sheets complete on release (G212)", .passed) {
            screen(cardGestures: [])
        }.withUnknown([.gestures]),
    ]

    private static func screen(cardGestures: [Gesture], scrimGestures: [Gesture] = []) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "scrim", part: .scrim, gestures: scrimGestures),
            Node(id: "card", part: .card, gestures: cardGestures, isModal: true, sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close"),
            ]),
        ])
    }
}
