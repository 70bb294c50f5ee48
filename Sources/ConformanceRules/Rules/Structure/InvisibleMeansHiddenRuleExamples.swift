import A11yModel

extension InvisibleMeansHiddenRule {
    static let examples: [RuleExample] = [
        .snapshot("sticky controls faded out and hidden from assistive technology", .passed) {
            card(sticky: Node(id: "sticky", part: .stickyContainer, isHidden: true, opacity: 0, children: [
                Node(id: "back", role: .button, label: "Back", frame: Rect(x: 16, y: 500, width: 80, height: 44)),
            ]))
        },
        .snapshot("MorphModalKit example: sticky controls hidden with alpha 0 only", .failed, targets: ["back"]) {
            card(sticky: Node(id: "sticky", part: .stickyContainer, opacity: 0, children: [
                Node(id: "back", role: .button, label: "Back", frame: Rect(x: 16, y: 500, width: 80, height: 44)),
            ]))
        },
        .snapshot("a collapsed error label still exposed", .failed, targets: ["error"]) {
            card(sticky: Node(id: "error", role: .staticText, label: "Name is required",
                              frame: Rect(x: 16, y: 200, width: 300, height: 0)))
        },
        .snapshot("a zero-size element with nothing to announce (a layout artefact left exposed)", .inapplicable) {
            card(sticky: Node(id: "spacer", role: .none, frame: Rect(x: 0, y: 0, width: 0, height: 0), isAccessibilityElement: true))
        },
        .snapshot("every element is visible", .inapplicable) {
            card(sticky: Node(id: "next", role: .button, label: "Next", frame: Rect(x: 280, y: 500, width: 80, height: 44)))
        },
        .snapshot("a capture without opacity needs review", .cantTell, targets: ["window"]) {
            card(sticky: Node(id: "next", role: .button, label: "Next", frame: Rect(x: 280, y: 500, width: 80, height: 44)))
        }.withUnknown([.opacity]),
        .snapshot("an Android capture: a zero-size view has no visible rectangle, so Android reports it not visible and TalkBack skips it",
                  .inapplicable, environment: Environment(platform: .android)) {
            card(sticky: Node(id: "error", role: .staticText, label: "Name is required",
                              frame: Rect(x: 16, y: 200, width: 300, height: 0)))
        }.withUnknown([.opacity]),
        .snapshot("an Android capture without opacity and no zero-size element leaves nothing to review", .inapplicable,
                  environment: Environment(platform: .android)) {
            card(sticky: Node(id: "next", role: .button, label: "Next", frame: Rect(x: 280, y: 500, width: 80, height: 44)))
        }.withUnknown([.opacity]),
    ]

    private static func card(sticky: Node) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "card", part: .card, isModal: true, sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Checkout", frame: Rect(x: 16, y: 40, width: 200, height: 24)),
                sticky,
            ]),
        ])
    }
}
