import A11yModel

extension LabelRepeatsRoleRule {
    static let examples: [RuleExample] = [
        .snapshot("a label that names the action", .passed) {
            sheet(Node(id: "close", role: .button, label: "Close"))
        },
        .snapshot("a word that merely contains the role word", .passed) {
            sheet(Node(id: "buttons", role: .button, label: "Buttonhole stitch"))
        },
        .snapshot("'Close button' on a button", .failed, targets: ["close"]) {
            sheet(Node(id: "close", role: .button, label: "Close button"))
        },
        .snapshot("a label that is only the role", .failed, targets: ["ok"]) {
            sheet(Node(id: "ok", role: .button, label: "Button"))
        },
        .snapshot("a switch labelled 'Dark mode switch'", .failed, targets: ["dark"]) {
            sheet(Node(id: "dark", role: .toggle, label: "Dark mode switch", value: "0"))
        },
        .snapshot("a gesture in the label", .failed, targets: ["details"]) {
            sheet(Node(id: "details", role: .button, label: "Double-tap to open details"))
        },
        .snapshot("an Android button TalkBack can click, its label telling the gesture again", .failed, targets: ["details"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "details", role: .button, label: "Double-tap to open details", actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("an Android clickable picture whose label tells the gesture: TalkBack hints its click, whatever its role", .failed,
                  targets: ["profile"], environment: Environment(platform: .android)) {
            sheet(Node(id: "profile", role: .image, label: "Profile picture, double tap to open account", actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("an iOS picture whose label tells the gesture: off Android only a role the screen reader names brings a gesture hint to judge", .inapplicable,
                  environment: Environment(platform: .iOS)) {
            sheet(Node(id: "profile", role: .image, label: "Profile picture, double tap to open account", actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("an Android button worked by raw touches, no click for TalkBack to hint: the label alone tells the gesture", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "record", role: .button, label: "Double tap and hold to record, slide left to cancel"))
        },
        .snapshot("an Android clickable layout labelled 'Explore button': its role was inferred, TalkBack announces none", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "explore", role: .button, label: "Explore button", traits: [.unannouncedRole], actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("an Android clickable layout whose label tells the gesture: TalkBack hints its click all the same", .failed, targets: ["controls"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "controls", role: .button, label: "Tap to show video controls", traits: [.unannouncedRole],
                       actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("an Android card React Native names by its texts, one of them showing 'Tap to expand': the gesture is the visible copy", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "recovery", role: .button, label: "Muscle recovery, Tap to expand →", actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 16, y: 500, width: 361, height: 120), children: [
                           Node(id: "heading", role: .staticText, label: "Muscle recovery", visibleText: "Muscle recovery",
                                frame: Rect(x: 32, y: 510, width: 200, height: 24), isAccessibilityElement: false),
                           Node(id: "hint", role: .staticText, label: "Tap to expand →", visibleText: "Tap to expand →",
                                frame: Rect(x: 32, y: 540, width: 200, height: 24), isAccessibilityElement: false),
                       ]))
        },
        .snapshot("an Android like button reporting its description as its text: no sign the gesture is drawn", .failed, targets: ["like"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "like", role: .button, label: "1 likes. Double Tap to unlike comment", visibleText: "1 likes. Double Tap to unlike comment",
                       actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("a Flutter tile whose label gathers its texts a line each, its subtitle 'Tap to add (optional)': visible copy", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "email", role: .button, label: "Email\nTap to add (optional)\nOptional", actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("a Flutter card whose own first line tells the gesture, its texts gathered after it", .failed, targets: ["fractal"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "fractal", role: .button, label: "Julia fractal, 2D. Double tap to open.\n2D\nJulia",
                       actions: [AccessibilityAction(.activate)]))
        },
        .scenario("a Flutter card's link, one line of text tall, named by the words it draws, 'Tap to view list': visible copy", .passed) {
            flutterCard(link: Node(id: "view-list", role: .image, label: "Tap to view list", actions: [AccessibilityAction(.activate)],
                                   frame: Rect(x: 226, y: 425, width: 152, height: 18)))
        },
        .scenario("a Flutter icon button of 48 points labelled 'Tap to view list': a label the app wrote", .failed, targets: ["view-list"]) {
            flutterCard(link: Node(id: "view-list", role: .button, label: "Tap to view list", actions: [AccessibilityAction(.activate)],
                                   frame: Rect(x: 330, y: 410, width: 48, height: 48)))
        },
        .snapshot("an Android Button with no description, named by the text it shows, 'Button 1'", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "first", role: .button, label: "Button 1", visibleText: "Button 1", traits: [.labelIsDrawnText],
                       actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("an Android Button described 'Close button': its description is read, not a text it shows", .failed, targets: ["close"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "close", role: .button, label: "Close button", visibleText: "", actions: [AccessibilityAction(.activate)]))
        },
        .snapshot("an Android switch labelled 'switch' under the caption 'Switch:' that names it on screen", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Form components", frame: Rect(x: 20, y: 420, width: 200, height: 30)),
                Node(id: "caption", role: .staticText, label: "Switch:", frame: Rect(x: 50, y: 500, width: 53, height: 22)),
                Node(id: "switch", role: .toggle, label: "switch", value: "0", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 50, y: 526, width: 46, height: 27)),
            ])
        },
        .snapshot("an Android switch labelled 'switch' under a caption saying what it sets: the label is only its role", .failed,
                  targets: ["switch"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Settings", frame: Rect(x: 20, y: 420, width: 200, height: 30)),
                Node(id: "caption", role: .staticText, label: "Wi-Fi:", frame: Rect(x: 50, y: 500, width: 53, height: 22)),
                Node(id: "switch", role: .toggle, label: "switch", value: "0", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 50, y: 526, width: 46, height: 27)),
            ])
        },
                .snapshot("static text is not announced with a role", .inapplicable) {
            sheet(Node(id: "tip", role: .staticText, label: "Tap to add a stop"))
        },
    ]

    /// A Flutter dump's card beside `link`: no `text` drawn anywhere, its texts given only as
    /// names, text styles not captured.
    private static func flutterCard(link: Node) -> Scenario {
        let root = Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
            Node(id: "income", role: .staticText, label: "Income:", frame: Rect(x: 33, y: 402, width: 51, height: 18), isAccessibilityElement: true),
            Node(id: "expenses", role: .staticText, label: "Expenses:", frame: Rect(x: 33, y: 424, width: 62, height: 18), isAccessibilityElement: true),
            link,
        ])
        return Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", environment: Environment(platform: .android), unknown: [.textStyle], root: root),
        ])
    }

    private static func sheet(_ child: Node) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [Node(id: "title", role: .header, label: "Route"), child])
    }
}
