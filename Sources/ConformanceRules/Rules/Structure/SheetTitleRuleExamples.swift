import A11yModel

extension SheetTitleRule {
    static let examples: [RuleExample] = [
        .snapshot("a header-trait title", .passed) {
            card(title: Node(id: "title", role: .staticText, part: .title, label: "Share", traits: [.header]))
        },
        .snapshot("a dialog container labelled with its task", .passed) {
            Node(id: "card", role: .dialog, part: .card, label: "Choose a photo", isAccessibilityElement: false,
                 sheet: SheetFacts(), children: [Node(id: "cancel", role: .button, label: "Cancel")])
        },
        .snapshot("a sheet named only by a framework's default pane title, with no heading", .failed, targets: ["sheet"]) {
            Node(id: "sheet", part: .sheet, label: "Bottom Sheet", sheet: SheetFacts(), children: [
                Node(id: "message", role: .staticText, label: "Use your saved password"),
                Node(id: "continue", role: .button, label: "Continue"),
            ])
        },
        .snapshot("a sheet with the default pane title and a heading", .passed) {
            Node(id: "sheet", part: .sheet, label: "Bottom Sheet", sheet: SheetFacts(), children: [
                Node(id: "title", role: .staticText, label: "Use your saved password", traits: [.header]),
            ])
        },
        .snapshot("a heading read by the focusable scroll view around it (Android's permission dialog)", .passed,
                  environment: Environment(platform: .android)) {
            permissionDialog(headingInside: Node(id: "scroll", role: .scrollView, isAccessibilityElement: true))
        },
        .snapshot("on iOS, a heading inside another element: VoiceOver reads that element's label only", .failed, targets: ["card"],
                  environment: Environment(platform: .iOS)) {
            permissionDialog(headingInside: Node(id: "summary", role: .none, label: "Allow Trails to access your contacts?",
                                                 isAccessibilityElement: true))
        },
        .snapshot("a heading gathered into the name of the button around it", .failed, targets: ["card"],
                  environment: Environment(platform: .android)) {
            permissionDialog(headingInside: Node(id: "panel", role: .button, actions: [AccessibilityAction(.activate)],
                                                 isAccessibilityElement: true))
        },
        .snapshot("a visual title that is plain text", .failed, targets: ["card"]) {
            card(title: Node(id: "title", role: .staticText, part: .title, label: "Share"))
        },
        .snapshot("the morphing sheet's inline surface with a headline set as plain text", .failed, targets: ["sheet"]) {
            Node(id: "sheet", part: .sheet, sheet: SheetFacts(modality: .nonmodal), children: [
                Node(id: "now-playing", role: .staticText, label: "Now playing"),
            ])
        },
        .snapshot("a screen without a sheet", .inapplicable) {
            Node(id: "window", role: .window, children: [Node(id: "library", role: .header, label: "Library")])
        },
        .snapshot("a capture without traits", .cantTell, targets: ["card"]) {
            card(title: Node(id: "title", role: .staticText, part: .title, label: "Share"))
        }.withUnknown([.traits]),
        .snapshot("an iOS capture without traits whose title is merged into a button", .failed, targets: ["card"]) {
            mergedTitleCard()
        }.withUnknown([.traits]),
        .snapshot("an Android AlertDialog built without a title (textSpacerNoTitle where alertTitle would be) that says one thing: Material leaves the title out of a short alert",
                  .passed, environment: Environment(platform: .android)) {
            Node(id: "card", role: .dialog, part: .card, isAccessibilityElement: false, sheet: SheetFacts(component: .androidAlertDialog),
                 children: [
                     Node(id: "message", role: .staticText, label: "Please add at least one email address."),
                     Node(id: "ok", role: .button, label: "OK"),
                 ])
        }.withUnknown([.traits]),
        .snapshot("an Android ProgressDialog: its wait message beside a spinner is all it says", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "card", role: .dialog, part: .card, isAccessibilityElement: false, sheet: SheetFacts(component: .androidAlertDialog),
                 children: [
                     Node(id: "progress", role: .platformType("progressIndicator"), isAccessibilityElement: true),
                     Node(id: "message", role: .staticText, label: "Please wait..."),
                 ])
        }.withUnknown([.traits]),
        .snapshot("a dialog window of a spinner, 'Processing' and 'This may take a moment': it only asks the user to wait, with no task to name",
                  .passed, environment: Environment(platform: .android)) {
            Node(id: "card", role: .dialog, part: .card, isAccessibilityElement: false, sheet: SheetFacts(), children: [
                Node(id: "spinner", role: .platformType("progressIndicator"), isAccessibilityElement: true),
                Node(id: "label", role: .staticText, label: "Processing"),
                Node(id: "detail", role: .staticText, label: "This may take a moment"),
            ])
        }.withUnknown([.traits]),
        .snapshot("the same window with a Cancel button offers a task: its name is left to review without traits", .cantTell,
                  targets: ["card"], environment: Environment(platform: .android)) {
            Node(id: "card", role: .dialog, part: .card, isAccessibilityElement: false, sheet: SheetFacts(), children: [
                Node(id: "spinner", role: .platformType("progressIndicator"), isAccessibilityElement: true),
                Node(id: "label", role: .staticText, label: "Processing"),
                Node(id: "cancel", role: .button, label: "Cancel"),
            ])
        }.withUnknown([.traits]),
        .snapshot("Android's TimePickerDialog without a title: its header ('Set time') is the platform's, which the app cannot make a heading",
                  .passed, environment: Environment(platform: .android)) {
            Node(id: "card", role: .dialog, part: .card, isAccessibilityElement: false, sheet: SheetFacts(component: .androidPickerDialog),
                 children: [
                     Node(id: "header", role: .staticText, label: "Set time"),
                     Node(id: "hour", role: .textField, label: "Hour", value: "13"),
                     Node(id: "minute", role: .textField, label: "Minute", value: "12"),
                     Node(id: "cancel", role: .button, label: "Cancel"),
                     Node(id: "ok", role: .button, label: "OK"),
                 ])
        },
        .snapshot("an Android AlertDialog built without a title that holds a list of choices: whether its texts name the task is left to review",
                  .cantTell, targets: ["card"], environment: Environment(platform: .android)) {
            Node(id: "card", role: .dialog, part: .card, isAccessibilityElement: false, sheet: SheetFacts(component: .androidAlertDialog),
                 children: [
                     Node(id: "message", role: .staticText, label: "Ring the bell for"),
                     Node(id: "choices", role: .list, children: [
                         Node(id: "five", role: .cell, label: "5 minutes", actions: [AccessibilityAction(.activate)]),
                         Node(id: "ten", role: .cell, label: "10 minutes", actions: [AccessibilityAction(.activate)]),
                     ]),
                     Node(id: "ok", role: .button, label: "OK"),
                 ])
        },
        .snapshot("an Android capture without traits, which has no pane titles either", .cantTell, targets: ["card"],
                  environment: Environment(platform: .android)) {
            mergedTitleCard()
        }.withUnknown([.traits]),
        .snapshot("an Android capture without traits whose clickable sheet container swallows its title", .failed,
                  targets: ["sheet"], environment: Environment(platform: .android)) {
            Node(id: "sheet", role: .button, part: .sheet, actions: [AccessibilityAction(.activate)], isAccessibilityElement: true,
                 sheet: SheetFacts(), children: [
                    Node(id: "title", role: .staticText, label: "Choose a store", isAccessibilityElement: false),
                    Node(id: "close", role: .button, label: "Close"),
                 ])
        }.withUnknown([.traits]),
        .snapshot("an Android capture without traits whose sheet holds one clickable panel filling it", .failed,
                  targets: ["sheet"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 30, width: 411, height: 810), sheet: SheetFacts(), children: [
                Node(id: "panel", role: .button, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 30, width: 411, height: 810), isAccessibilityElement: true, children: [
                        Node(id: "title", role: .staticText, label: "Choose the day of your visit", isAccessibilityElement: false),
                        Node(id: "confirm", role: .button, label: "Confirm", frame: Rect(x: 26, y: 740, width: 359, height: 60)),
                     ]),
            ])
        }.withUnknown([.traits]),
        .snapshot("an Android capture without traits whose clickable panel fills the sheet but reads nothing: its texts are a list's rows, read by them", .cantTell,
                  targets: ["sheet"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 30, width: 411, height: 810), sheet: SheetFacts(), children: [
                Node(id: "panel", role: .button, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 30, width: 411, height: 810), isAccessibilityElement: true, children: [
                        Node(id: "offers", role: .list, frame: Rect(x: 0, y: 60, width: 411, height: 700), isAccessibilityElement: true, children: [
                            Node(id: "cashback", role: .group, frame: Rect(x: 0, y: 60, width: 411, height: 90), isAccessibilityElement: true, children: [
                                Node(id: "cashback-text", role: .staticText, label: "Cashback up to 25 %", isAccessibilityElement: false),
                            ]),
                        ]),
                     ]),
            ])
        }.withUnknown([.traits]),
        .snapshot("an Android capture without traits whose clickable card covers half the sheet", .cantTell,
                  targets: ["sheet"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 30, width: 411, height: 810), sheet: SheetFacts(), children: [
                Node(id: "title", role: .staticText, label: "Choose a store", frame: Rect(x: 16, y: 60, width: 300, height: 30)),
                Node(id: "store", role: .button, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 100, width: 411, height: 405), isAccessibilityElement: true, children: [
                        Node(id: "name", role: .staticText, label: "Harbour Street", isAccessibilityElement: false),
                     ]),
            ])
        }.withUnknown([.traits]),
        .snapshot("an iOS capture without traits whose only texts are a sheet library's default label", .failed, targets: ["sheet"]) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 69, width: 402, height: 805), sheet: SheetFacts(), children: [
                Node(id: "body", label: "Bottom Sheet", frame: Rect(x: 0, y: 69, width: 402, height: 805), isAccessibilityElement: true),
            ])
        }.withUnknown([.traits]),
        .snapshot("an Android capture without traits whose exposed sheet container only offers dismiss", .cantTell,
                  targets: ["sheet"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, actions: [AccessibilityAction(.dismiss)], isAccessibilityElement: true,
                 sheet: SheetFacts(), children: [
                    Node(id: "title", role: .staticText, label: "Choose a store", isAccessibilityElement: false),
                    Node(id: "close", role: .button, label: "Close"),
                 ])
        }.withUnknown([.traits]),
    ]

    /// A sheet whose title text is read only as part of a button around it.
    /// A permission dialog whose question, marked a heading, lies inside `reader`, with an Allow button.
    private static func permissionDialog(headingInside reader: Node) -> Node {
        var reader = reader
        reader.children = [Node(id: "message", role: .header, label: "Allow Trails to access your contacts?", traits: [.header],
                                isAccessibilityElement: false)]
        return Node(id: "card", role: .dialog, part: .card, isAccessibilityElement: false, sheet: SheetFacts(),
                    children: [reader, Node(id: "allow", role: .button, label: "Allow")])
    }

    private static func mergedTitleCard() -> Node {
        Node(id: "card", part: .card, sheet: SheetFacts(), children: [
            Node(id: "header", role: .button, label: "Share, Trip to Lisbon", frame: Rect(x: 0, y: 400, width: 393, height: 60), children: [
                Node(id: "title", role: .staticText, part: .title, label: "Share", isAccessibilityElement: false),
            ]),
            Node(id: "copy", role: .button, label: "Copy link"),
        ])
    }

    private static func card(title: Node) -> Node {
        Node(id: "card", part: .card, sheet: SheetFacts(), children: [
            title,
            Node(id: "content", part: .content, children: [Node(id: "copy", role: .button, label: "Copy link")]),
        ])
    }
}
