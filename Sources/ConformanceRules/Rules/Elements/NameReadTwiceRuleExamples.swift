import A11yModel

extension NameReadTwiceRule {
    static let examples: [RuleExample] = [
        .snapshot("an illustration described for what it shows, then its caption", .passed) {
            dialog([image("A crossword grid and a trophy", y: 120), text("caption", "Introducing", y: 240)])
        },
        .snapshot("an illustration described by the words of the caption under it", .failed, targets: ["art"]) {
            dialog([image("Introducing", y: 120), text("caption", "Introducing", y: 240)])
        },
        .snapshot("the caption read before the image that repeats it: the image is the target", .failed, targets: ["art"]) {
            dialog([text("caption", "Introducing", y: 60), image("introducing ", y: 120)])
        },
        .snapshot("one text exposed by two views drawn over each other", .failed, targets: ["inner"]) {
            dialog([Node(id: "outer", label: "Bottom Sheet", frame: Rect(x: 0, y: 0, width: 402, height: 882), isAccessibilityElement: true),
                    Node(id: "inner", label: "Bottom Sheet", frame: Rect(x: 0, y: 28, width: 402, height: 854), isAccessibilityElement: true)])
        },
        .snapshot("an Android dump: an image listed first but drawn under its caption is read after it by TalkBack", .failed,
                  targets: ["art"], environment: Environment(platform: .android)) {
            dialog([image("Introducing", y: 300), text("title", "Games", y: 60), text("caption", "Introducing", y: 200)])
        }.withUnknown([.readingOrder]),
        .snapshot("two map markers with the SDK's name, one pin inside the other's callout", .passed) {
            dialog([Node(id: "marker-1", label: "Map marker", frame: Rect(x: 200, y: 80, width: 134, height: 85), isAccessibilityElement: true),
                    Node(id: "marker-2", label: "Map marker", frame: Rect(x: 248, y: 121, width: 31, height: 31), isAccessibilityElement: true)])
        },
        .snapshot("a row that reads an icon's description and the same text beside it", .failed, targets: ["reload"],
                  environment: Environment(platform: .android)) {
            dialog([Node(id: "reload", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 20, y: 60, width: 360, height: 56),
                         isAccessibilityElement: true, children: [
                            Node(id: "icon", role: .image, label: "Reload", isAccessibilityElement: false),
                            Node(id: "text", role: .staticText, label: "Reload", isAccessibilityElement: false),
                         ])])
        },
        .snapshot("a row whose icon says what the row is about, and its text what it does", .passed, environment: Environment(platform: .android)) {
            dialog([Node(id: "reload", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 20, y: 60, width: 360, height: 56),
                         isAccessibilityElement: true, children: [
                            Node(id: "icon", role: .image, label: "Network", isAccessibilityElement: false),
                            Node(id: "text", role: .staticText, label: "Reload", isAccessibilityElement: false),
                         ]), text("caption", "Tap to fetch again", y: 200)])
        },
        .snapshot("an alert's title and the button that carries it out", .passed) {
            dialog([text("title", "Sign out", y: 20), Node(id: "sign-out", role: .button, label: "Sign out",
                                                         frame: Rect(x: 0, y: 120, width: 270, height: 44))])
        },
        .snapshot("two list rows that read alike, apart on screen", .passed) {
            dialog([text("row-1", "Untitled", y: 60), text("row-2", "Untitled", y: 120)])
        },
        .snapshot("two counts in a row are not words", .passed) {
            dialog([image("3", y: 60), text("count", "3", y: 120)])
        },
        .snapshot("a dialog with a single text says it once", .passed) {
            dialog([text("caption", "Introducing", y: 60)])
        },
        .snapshot("a screen with no sheet or dialog is left to other rules", .inapplicable) {
            Node(id: "screen", children: [image("Introducing", y: 120), text("caption", "Introducing", y: 240)])
        },
    ]

    private static func image(_ label: String, y: Double) -> Node {
        Node(id: "art", role: .image, label: label, frame: Rect(x: 100, y: y, width: 120, height: 100), isAccessibilityElement: true)
    }

    private static func text(_ id: String, _ label: String, y: Double) -> Node {
        Node(id: id, role: .staticText, label: label, frame: Rect(x: 20, y: y, width: 280, height: 30), isAccessibilityElement: true)
    }

    private static func dialog(_ children: [Node]) -> Node {
        Node(id: "dialog", part: .sheet, frame: Rect(x: 0, y: 0, width: 402, height: 900), sheet: SheetFacts(), children: children)
    }
}
