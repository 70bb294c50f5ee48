import A11yModel

/// 2.5.8's Equivalent exception where a dump shows it or cannot settle it, each with the side that
/// fails: a name beside a larger control that says it, a text Android made selectable, an
/// unnamed part of a chip pressed and long-pressed like every part of it.
extension WCAGTargetMinimumRule {
    private static func sheet(_ children: [Node]) -> Node {
        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: children)
    }

    /// A byline: a 36 dp avatar named `avatarName`, and beside it a 16 dp button named `name`
    /// over a 24 dp line naming the post's sound, too close to it.
    private static func byline(avatarName: String, name: String) -> Node {
        sheet([
            Node(id: "avatar", role: .button, label: avatarName, frame: Rect(x: 12, y: 500, width: 36, height: 36)),
            Node(id: "author", role: .button, label: name, frame: Rect(x: 56, y: 501, width: 94, height: 16)),
            Node(id: "sound", role: .button, label: "\(name) · Original audio", frame: Rect(x: 48, y: 518, width: 168, height: 24)),
        ])
    }

    /// A 102 dp chip holding an unnamed 18 dp icon and its 24 dp caption, the icon's actions `iconActions`.
    private static func chip(iconActions: [ActionKind]) -> Node {
        let pressedAndHeld = [AccessibilityAction(.activate), AccessibilityAction(.longPress)]
        return sheet([
            Node(id: "chip", role: .button, label: "Collect payment", actions: pressedAndHeld, frame: Rect(x: 12, y: 500, width: 102, height: 34), children: [
                Node(id: "chip_icon", role: .button, traits: [.nothingToRead], actions: iconActions.map { AccessibilityAction($0) },
                     frame: Rect(x: 22, y: 508, width: 18, height: 18)),
                Node(id: "chip_caption", role: .staticText, label: "Collect payment", visibleText: "Collect payment", actions: pressedAndHeld,
                     frame: Rect(x: 40, y: 505, width: 64, height: 24)),
            ]),
        ])
    }

    /// A chip with no label of its own, its icon (unnamed, or named `iconName`) and 18 dp caption
    /// clickable and long-clickable as the chip is (WeCom's shortcut chips).
    private static func captionChip(iconName: String? = nil) -> Node {
        let pressedAndHeld = [AccessibilityAction(.activate), AccessibilityAction(.longPress)]
        return sheet([Node(id: "chip", role: .button, actions: pressedAndHeld, frame: Rect(x: 10, y: 500, width: 90, height: 30), children: [
            Node(id: "chip_icon", role: .button, label: iconName, traits: iconName == nil ? [.nothingToRead] : [], actions: pressedAndHeld,
                 frame: Rect(x: 19, y: 507, width: 16, height: 16)),
            Node(id: "chip_caption", role: .staticText, label: "Business card", visibleText: "Business card", actions: pressedAndHeld,
                 frame: Rect(x: 35, y: 506, width: 56, height: 18)),
        ])])
    }

    static let equivalentExamples: [RuleExample] = [
        .snapshot("a 16 dp author name beside the 36 dp avatar named \"View Nur Rahman's profile\": the avatar does what it does (Equivalent)",
                  .passed, environment: Environment(platform: .android)) {
            byline(avatarName: "View Nur Rahman's profile", name: "Nur Rahman")
        },
        .snapshot("a 16 dp \"Share\" beside a 36 dp \"Share to story\": one word in another name is no sign of the same action", .failed,
                  targets: ["author"], environment: Environment(platform: .android)) {
            byline(avatarName: "Share to story", name: "Share")
        },
        .snapshot("a 15 dp address in a result row, clickable and long-clickable as a selectable text is: which it is cannot be told",
                  .cantTell, targets: ["address"], environment: Environment(platform: .android)) {
            sheet([
                Node(id: "result", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 500, width: 393, height: 120), children: [
                    Node(id: "title", role: .staticText, label: "Harbour Clinic", visibleText: "Harbour Clinic", frame: Rect(x: 96, y: 512, width: 200, height: 20)),
                    Node(id: "address", role: .staticText, label: "Harbour Road 4", visibleText: "Harbour Road 4",
                         actions: [AccessibilityAction(.activate), AccessibilityAction(.longPress)], frame: Rect(x: 96, y: 540, width: 110, height: 15)),
                    Node(id: "call", role: .button, label: "Call", frame: Rect(x: 329, y: 536, width: 48, height: 48)),
                ]),
            ])
        },
        .snapshot("an unnamed 18 dp icon in a chip, clickable and long-clickable as the chip and its caption are: one control's part, or not",
                  .cantTell, targets: ["chip_icon"], environment: Environment(platform: .android)) {
            chip(iconActions: [.activate, .longPress])
        },
        .snapshot("the same icon clickable only, in a chip also long-clickable: it does something of its own", .failed,
                  targets: ["chip_icon"], environment: Environment(platform: .android)) {
            chip(iconActions: [.activate])
        },
        .snapshot("an 18 dp caption naming its unlabelled chip, clickable and long-clickable as the chip and its icon: the chip's own words, or not",
                  .cantTell, targets: ["chip_caption", "chip_icon"], environment: Environment(platform: .android)) {
            captionChip()
        },
        .snapshot("the same chip with its icon named \"Share\": the caption names only part of what it says, and the icon names its own", .failed,
                  targets: ["chip_caption", "chip_icon"], environment: Environment(platform: .android)) {
            captionChip(iconName: "Share")
        },
    ]
}
