import A11yModel

/// The geometry of 2.5.8 at its edges, each with a failed and a passed side: a scrim under a
/// sheet (it takes taps only where the sheet does not cover it), targets hidden from assistive
/// technology, touch areas that overlap (the covered part belongs to the target on top), and the
/// 24 pt boundary itself, which axe-core relaxes to 23.95.
extension WCAGTargetMinimumRule {
    private static func card(_ children: [Node]) -> Node {
        Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: children)
    }

    private static func button(_ id: String, _ frame: Rect, hitFrame: Rect? = nil, isHidden: Bool = false) -> Node {
        Node(id: id, role: .button, label: id.capitalized, frame: frame, hitFrame: hitFrame, isHidden: isHidden)
    }

    /// Day `day` of a calendar grid, seven to a row, 44 pt squares 48 pt apart, its hit frame captured.
    private static func dayButton(_ day: Int) -> Node {
        let frame = Rect(x: Double(25 + (day - 1) % 7 * 48), y: Double(260 + (day - 1) / 7 * 48), width: 44, height: 44)
        return button("day-\(day)", frame, hitFrame: frame)
    }

    /// A tappable scrim over the whole screen, with a sheet over its lower part.
    private static func overScrim(_ sheetChildren: [Node]) -> Node {
        Node(id: "window", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "scrim", role: .button, part: .scrim, label: "Dismiss", frame: Rect(x: 0, y: 0, width: 393, height: 852)),
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 500, width: 393, height: 352), sheet: SheetFacts(),
                 children: sheetChildren),
        ])
    }

    static let geometryExamples: [RuleExample] = [
        .snapshot("a scrim whose barrier holds a dialog of forty day buttons still spans the screen around it", .passed,
                  targets: Set(["scrim"] + (1...40).map { "day-\($0)" })) {
            Node(id: "window", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                Node(id: "scrim", role: .button, part: .scrim, label: "Dismiss", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                    Node(id: "dialog", role: .dialog, part: .card, frame: Rect(x: 20, y: 200, width: 353, height: 400), sheet: SheetFacts(),
                         children: (1...40).map(dayButton)),
                ]),
            ])
        },
        .snapshot("a 20 pt close button at the sheet's top edge is within 12 pt of the scrim showing above it", .failed,
                  targets: ["close"]) {
            overScrim([button("close", Rect(x: 357, y: 500, width: 20, height: 20))])
        },
        .snapshot("the same button 20 pt below the edge is spaced: the sheet takes the taps within its frame, not the scrim",
                  .passed) {
            overScrim([button("close", Rect(x: 357, y: 520, width: 20, height: 20))])
        },
        .snapshot("a 16×16 button hidden from VoiceOver 20 pt from another still takes taps: both fail the spacing", .failed,
                  targets: ["previous", "next"]) {
            card([
                button("previous", Rect(x: 100, y: 500, width: 16, height: 16), isHidden: true),
                button("next", Rect(x: 120, y: 500, width: 16, height: 16)),
            ])
        },
        .snapshot("the same buttons 24 pt apart pass, the hidden one judged too", .passed) {
            card([
                button("previous", Rect(x: 100, y: 500, width: 16, height: 16), isHidden: true),
                button("next", Rect(x: 124, y: 500, width: 16, height: 16)),
            ])
        },
        .snapshot("a padded hit frame drawn over a 44 pt button leaves it a 20 pt strip, next to the padding", .failed,
                  targets: ["share"]) {
            card([
                button("share", Rect(x: 100, y: 500, width: 44, height: 44)),
                button("close", Rect(x: 130, y: 510, width: 24, height: 24), hitFrame: Rect(x: 120, y: 490, width: 44, height: 64)),
            ])
        },
        .snapshot("the padding reaching 20 pt into it leaves the button a 24 pt strip, and the padded button owns its whole hit frame",
                  .passed) {
            card([
                button("share", Rect(x: 100, y: 500, width: 44, height: 44)),
                button("close", Rect(x: 134, y: 510, width: 24, height: 24), hitFrame: Rect(x: 124, y: 490, width: 44, height: 64)),
            ])
        },
        .snapshot("a 20 pt button under a larger one drawn over all of it takes no taps and is not judged", .passed) {
            card([
                button("hidden-info", Rect(x: 100, y: 500, width: 20, height: 20)),
                button("info", Rect(x: 96, y: 496, width: 44, height: 44)),
            ])
        },
        .snapshot("a selector padded 8 pt around the photo that fills most of it is one target with it, judged by its whole frame",
                  .passed) {
            card([
                Node(id: "selector", role: .button, label: "Select Ana", frame: Rect(x: 100, y: 500, width: 56, height: 56), children: [
                    button("photo", Rect(x: 108, y: 508, width: 40, height: 40)),
                ]),
            ])
        },
        .snapshot("a 20 pt reply button in a row that no target inside fills: the row is a target of its own, too close to it",
                  .failed, targets: ["reply"]) {
            card([
                Node(id: "row", role: .button, label: "Ana, 2 min ago", frame: Rect(x: 0, y: 500, width: 393, height: 60), children: [
                    button("reply", Rect(x: 360, y: 520, width: 20, height: 20)),
                ]),
            ])
        },
        .snapshot("a field's 18 pt text line inside the box that focuses it is one target with the box, judged by the box",
                  .passed) {
            card([
                Node(id: "email-box", role: .button, label: "Email", frame: Rect(x: 16, y: 500, width: 361, height: 60), children: [
                    Node(id: "email", role: .textField, label: "Email", frame: Rect(x: 32, y: 528, width: 300, height: 18)),
                ]),
            ])
        },
        .snapshot("a button's 20 pt label made clickable inside the 36 pt button it names is one target with the button", .passed) {
            card([
                Node(id: "message", role: .button, label: "Message", frame: Rect(x: 100, y: 500, width: 120, height: 36), children: [
                    Node(id: "message-label", role: .button, label: "Message", frame: Rect(x: 130, y: 508, width: 60, height: 20)),
                ]),
            ])
        },
        .snapshot("a bill row with no name of its own whose 18 pt title is the one thing to tap inside it is one target with the row",
                  .passed) {
            card([
                Node(id: "fee-row", role: .button, frame: Rect(x: 16, y: 500, width: 361, height: 40), children: [
                    Node(id: "fee-icon", role: .image, frame: Rect(x: 16, y: 508, width: 24, height: 24), isAccessibilityElement: false),
                    Node(id: "fee-title", role: .button, label: "Platform fee", visibleText: "Platform fee",
                         frame: Rect(x: 48, y: 511, width: 100, height: 18)),
                    Node(id: "fee-amount", role: .staticText, label: "₹6", visibleText: "₹6", frame: Rect(x: 330, y: 511, width: 40, height: 18),
                         isAccessibilityElement: false),
                ]),
            ])
        },
        .snapshot("an 18 pt count made clickable under the comment button whose name says it, beside its icon button, is one target with the button",
                  .passed) {
            card([
                Node(id: "comments", role: .button, label: "Read or add comments. 165.6K comments", frame: Rect(x: 330, y: 500, width: 48, height: 66),
                     children: [
                         Node(id: "comments-icon", role: .button, label: "Comments", frame: Rect(x: 330, y: 500, width: 48, height: 44)),
                         Node(id: "comments-count", role: .button, label: "165.6K", visibleText: "165.6K",
                              frame: Rect(x: 334, y: 546, width: 40, height: 18)),
                     ]),
            ])
        },
        .snapshot("the same count in a clickable frame that says nothing, around the focusable view that names the button and takes no tap",
                  .passed, environment: Environment(platform: .android)) {
            card([
                Node(id: "comments-frame", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 330, y: 500, width: 48, height: 66),
                     isAccessibilityElement: true, children: [
                         Node(id: "comments", role: .button, label: "Read or add comments. 165.6K comments", traits: [.notHittable],
                              frame: Rect(x: 330, y: 500, width: 48, height: 66), isAccessibilityElement: true, children: [
                                  Node(id: "comments-icon", role: .button, actions: [AccessibilityAction(.activate)],
                                       frame: Rect(x: 330, y: 500, width: 48, height: 44)),
                                  Node(id: "comments-count", role: .staticText, label: "165.6K", visibleText: "165.6K",
                                       actions: [AccessibilityAction(.activate)], frame: Rect(x: 334, y: 546, width: 40, height: 18)),
                              ]),
                     ]),
            ])
        },
        .snapshot("two 18 pt links in a clickable footer with no name of its own are targets of their own, too close to each other and the footer",
                  .failed, targets: ["terms", "privacy"]) {
            card([
                Node(id: "links", role: .button, frame: Rect(x: 0, y: 780, width: 393, height: 40), children: [
                    Node(id: "terms", role: .link, label: "Terms", visibleText: "Terms", frame: Rect(x: 120, y: 791, width: 60, height: 18)),
                    Node(id: "privacy", role: .link, label: "Privacy", visibleText: "Privacy", frame: Rect(x: 188, y: 791, width: 60, height: 18)),
                ]),
            ])
        },
        .snapshot("a box around two fields is no field's box: each 18 pt text line is a target of its own, too close to the box",
                  .failed, targets: ["first", "last"]) {
            card([
                Node(id: "name-box", role: .button, label: "Name", frame: Rect(x: 16, y: 500, width: 361, height: 100), children: [
                    Node(id: "first", role: .textField, label: "First name", frame: Rect(x: 32, y: 520, width: 300, height: 18)),
                    Node(id: "last", role: .textField, label: "Last name", frame: Rect(x: 32, y: 560, width: 300, height: 18)),
                ]),
            ])
        },
        .snapshot("a footer made clickable around its two buttons, with no name of its own, is no target: its 6 pt gutters are not judged",
                  .passed) {
            card([
                Node(id: "footer", role: .button, frame: Rect(x: 0, y: 780, width: 393, height: 56), children: [
                    button("save-draft", Rect(x: 6, y: 786, width: 187, height: 44)),
                    button("share", Rect(x: 199, y: 786, width: 188, height: 44)),
                ]),
            ])
        },
        .snapshot("the same footer with a name of its own is a target, judged by its frame: what is inside it is part of it or a target of its own",
                  .passed) {
            card([
                Node(id: "footer", role: .button, label: "Share options", frame: Rect(x: 0, y: 780, width: 393, height: 56), children: [
                    button("save-draft", Rect(x: 6, y: 786, width: 187, height: 44)),
                    button("share", Rect(x: 199, y: 786, width: 188, height: 44)),
                ]),
            ])
        },
        .snapshot("two 20×16 dp links 2 dp apart in a web page an Android WebView shows: maybe in a sentence (Inline), left to a check of the page",
                  .cantTell, targets: ["terms", "privacy"], environment: Environment(platform: .android)) {
            card([
                Node(id: "page", role: .platformType("webView"), frame: Rect(x: 0, y: 440, width: 393, height: 400), children: [
                    Node(id: "terms", role: .link, label: "Terms", frame: Rect(x: 100, y: 600, width: 20, height: 16)),
                    Node(id: "privacy", role: .link, label: "Privacy", frame: Rect(x: 122, y: 600, width: 20, height: 16)),
                ]),
            ])
        },
        .snapshot("a disabled 16 pt button takes no pointer input: it is no target, and the one beside it is spaced", .passed) {
            card([
                Node(id: "previous", role: .button, label: "Previous", traits: [.notEnabled], frame: Rect(x: 100, y: 500, width: 16, height: 16)),
                button("next", Rect(x: 120, y: 500, width: 16, height: 16)),
            ])
        },
        .snapshot("23.95×23.95 pt right beside another button is below 24, whatever axe-core's rounding margin accepts",
                  .failed, targets: ["previous"]) {
            card([
                button("previous", Rect(x: 100, y: 500, width: 23.95, height: 23.95)),
                button("next", Rect(x: 123.95, y: 500, width: 44, height: 44)),
            ])
        },
        .snapshot("24×24 pt next to another button meets the minimum", .passed) {
            card([
                button("previous", Rect(x: 100, y: 500, width: 24, height: 24)),
                button("next", Rect(x: 124, y: 500, width: 44, height: 44)),
            ])
        },
    ]
}
