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
        .snapshot("an iOS alert from a dump: UIKit presents it modally", .passed) {
            Node(id: "app", role: .window, children: [
                Node(id: "window", role: .window, children: [Node(id: "menu", role: .button, label: "Menu")]),
                Node(id: "alert", role: .dialog, part: .card, label: "Sign out?", traits: [.isModal], isAccessibilityElement: false,
                     sheet: SheetFacts(), children: [Node(id: "sign-out", role: .button, label: "Sign Out")]),
            ])
        }.withUnknown([.modality, .sheet]),
        .snapshot("a Flutter route behind its barrier: the capture records modality, not sheet facts", .passed) {
            Node(id: "window", role: .window, children: [
                Node(id: "barrier", part: .scrim, label: "Scrim", actions: [AccessibilityAction(.dismiss)]),
                Node(id: "sheet", part: .sheet, isModal: true, sheet: SheetFacts(), children: cardContent),
            ])
        }.withUnknown([.sheet]),
        .snapshot("a route scope captured without the modal flag or sheet facts", .cantTell, targets: ["sheet"]) {
            Node(id: "window", role: .window, children: [
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: cardContent),
                Node(id: "back", role: .button, label: "Back"),
            ])
        }.withUnknown([.sheet]),
        .snapshot("an Android dialog alone in its window (no modal flag on Android)", .passed,
                  environment: Environment(platform: .android)) {
            androidWindow([])
        }.withUnknown([.modality, .sheet]),
        .snapshot("an Android sheet drawn in the app's window, next to content TalkBack still reaches", .failed, targets: ["sheet"],
                  environment: Environment(platform: .android)) {
            androidWindow([Node(id: "notes", role: .staticText, label: "Notes")])
        }.withUnknown([.modality, .sheet]),
        .snapshot("an Android web page's dialog inside the web view's document, read by its title: what is around the dialog is not outside it",
                  .passed, environment: Environment(platform: .android)) {
            Node(id: "window", role: .window, children: [
                Node(id: "document", role: .webView, label: "Settings | Karmic", actions: [AccessibilityAction(.scroll)], isAccessibilityElement: true,
                     children: [
                        Node(id: "dialog", role: .dialog, part: .card, sheet: SheetFacts(), children: [
                            Node(id: "heading", role: .header, label: "Settings"),
                            Node(id: "sign-out", role: .button, label: "Sign out"),
                        ]),
                     ]),
            ])
        }.withUnknown([.modality, .sheet]),
        .snapshot("the same, from a dump that does not record importance for accessibility", .cantTell, targets: ["sheet"],
                  environment: Environment(platform: .android)) {
            androidWindow([Node(id: "notes", role: .staticText, label: "Notes")])
        }.withUnknown([.modality, .sheet, .importance]),
        .snapshot("an Android sheet found by its handle alone, next to content: a persistent sheet has a handle too", .cantTell,
                  targets: ["panel"], environment: Environment(platform: .android)) {
            Node(id: "window", role: .window, children: [
                Node(id: "panel", part: .sheet, sheet: SheetFacts(modality: .nonmodal), children: [
                    Node(id: "grip", role: .image, part: .handle),
                    Node(id: "result", role: .staticText, label: "42"),
                ]),
                Node(id: "equals", role: .button, label: "equals", actions: [AccessibilityAction(.activate)]),
            ])
        }.withUnknown([.modality, .sheet]),
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

    private static func androidWindow(_ behind: [Node]) -> Node {
        Node(id: "window", role: .window, children: behind + [
            Node(id: "scrim", role: .button, part: .scrim, label: "Close sheet", actions: [AccessibilityAction(.activate)]),
            Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Sort notes by"),
            ]),
        ])
    }
}
