import A11yModel

extension NonGestureDismissRule {
    static let examples: [RuleExample] = [
        ExampleTrees.capturedUIKitSheet("a capture of UIKit's sheet: its tap-outside region is a button, \"dismiss popup\", that VoiceOver reaches", .passed),
        .snapshot("a labelled close button in the card", .passed) {
            screen(card([Node(id: "close", role: .button, part: .closeButton, label: "Close",
                              frame: Rect(x: 340, y: 350, width: 44, height: 44))]))
        },
        .snapshot("a Done button whose activation dismisses", .passed) {
            screen(card([Node(id: "done", role: .button, label: "Done",
                              actions: [AccessibilityAction(.activate, leadsTo: SheetState.dismissed)])]))
        },
        .scenario("a Cancel button leading to the state without the card", .passed) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "presented", state: "presented", root: screen(card([
                    Node(id: "cancel", role: .button, label: "Cancel", actions: [AccessibilityAction(.activate, leadsTo: "closed")]),
                ]))),
                Snapshot(id: "closed", state: "closed", root: Node(id: "window", role: .window)),
            ])
        },
        .scenario("a Next button leading to a state that still shows the card", .failed, targets: ["card"]) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "presented", state: "presented", root: screen(card([
                    Node(id: "next", role: .button, label: "Next", actions: [AccessibilityAction(.activate, leadsTo: "step-2")]),
                ]))),
                Snapshot(id: "step-2", state: "step-2", root: screen(card([]))),
            ])
        },
        .snapshot("MorphModalKit: drag and scrim tap are the only ways out", .failed, targets: ["card"]) {
            screen(card([Node(id: "row", role: .button, label: "Send money")]))
        },
        .snapshot("the close button is hidden from assistive technology", .failed, targets: ["card"]) {
            screen(card([Node(id: "close", role: .button, part: .closeButton, label: "Close", isHidden: true)]))
        },
        .snapshot("a sheet that cannot be dismissed", .inapplicable) {
            screen(Node(id: "card", part: .card, isModal: true, sheet: SheetFacts(canDismiss: false), children: [
                Node(id: "save", role: .button, label: "Save"),
            ]))
        },
        .snapshot("a capture without sheet facts", .cantTell, targets: ["card"]) {
            screen(card([Node(id: "row", role: .button, label: "Send money")]))
        }.withUnknown([.sheet]),
        .snapshot("a dump's sheet with a button labelled Close, taken at its word", .passed) {
            Node(id: "window", role: .window, children: [
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
                    Node(id: "title", role: .header, label: "Filters"), Node(id: "close", role: .button, label: "Close"),
                ]),
            ])
        }.withUnknown([.actions, .sheet, .modality]),
        .snapshot("a dump's sheet whose only button says nothing of closing", .cantTell, targets: ["sheet"]) {
            Node(id: "window", role: .window, children: [
                Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
                    Node(id: "title", role: .header, label: "Filters"), Node(id: "apply", role: .button, label: "Apply"),
                ]),
            ])
        }.withUnknown([.actions, .sheet, .modality]),
        .snapshot("an Android dump's sheet beside other content, its scrim a control named Dismiss", .passed,
                  environment: Environment(platform: .android)) {
            androidSheetBesideContent(scrimLabel: "Dismiss")
        }.withUnknown([.actions, .sheet, .modality]),
        .snapshot("an Android dump's sheet beside other content, its scrim unnamed", .cantTell, targets: ["sheet"],
                  environment: Environment(platform: .android)) {
            androidSheetBesideContent(scrimLabel: nil)
        }.withUnknown([.actions, .sheet, .modality]),
        .snapshot("an iOS alert from a dump: every button of UIAlertController closes it", .passed) {
            Node(id: "window", role: .window, children: [
                Node(id: "alert", role: .dialog, part: .card, label: "Sign out?", traits: [.isModal], sheet: SheetFacts(),
                     children: [Node(id: "cancel", role: .button, label: "Cancel"), Node(id: "sign-out", role: .button, label: "Sign Out")]),
            ])
        }.withUnknown([.actions, .sheet, .modality]),
    ]

    /// A sheet in the app's window beside the screen it covers, behind a scrim TalkBack reaches.
    private static func androidSheetBesideContent(scrimLabel: String?) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "feed", role: .button, label: "Open post", frame: Rect(x: 0, y: 100, width: 400, height: 80)),
            Node(id: "scrim", role: .button, part: .scrim, label: scrimLabel, actions: [AccessibilityAction(.activate)],
                 frame: Rect(x: 0, y: 0, width: 400, height: 800)),
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 500, width: 400, height: 300), sheet: SheetFacts(), children: [
                Node(id: "email", role: .button, label: "Email", frame: Rect(x: 0, y: 560, width: 400, height: 60)),
            ]),
        ])
    }

    private static func card(_ children: [Node]) -> Node {
        Node(id: "card", part: .card, gestures: [Gesture(.drag, leadsTo: SheetState.dismissed, tracksFinger: true)],
             isModal: true, sheet: SheetFacts(), children: children)
    }

    private static func screen(_ card: Node) -> Node {
        Node(id: "window", role: .window, children: [
            Node(id: "scrim", part: .scrim, gestures: [Gesture(.tap, leadsTo: SheetState.dismissed)]),
            card,
        ])
    }
}
