import A11yModel

extension FocusNotObscuredRule {
    private typealias Scenes = TransitionScenes

    private static let keyboard = Node(id: "keyboard", role: .keyboard, part: .keyboard,
                                       frame: Rect(x: 0, y: 516, width: 393, height: 336))

    /// One snapshot of the checkout card with `focused` holding focus.
    private static func focused(_ id: String, keyboardUp: Bool = false, _ root: Node) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "checkout", state: "checkout", environment: Environment(keyboardVisible: keyboardUp),
                     focusedNode: id, root: root),
        ])
    }

    /// A field whose lower 28 of 44 pt run under the sticky footer.
    private static let partlyCovered = Rect(x: 16, y: 740, width: 361, height: 44)

    /// The orders screen with its Filters button at the top, under a 40 % scrim and a half-height sheet.
    private static let filtersOverOrders = Node(id: "screen", role: .window, children: [
        Node(id: "home", part: .presenter, children: [
            Node(id: "open-filters", role: .button, label: "Filters", frame: Rect(x: 16, y: 60, width: 100, height: 44)),
        ]),
        Scenes.scrim,
        Node(id: "filters", part: .sheet, frame: Rect(x: 0, y: 426, width: 393, height: 426), background: .white,
             sheet: SheetFacts(modality: .nonmodal)),
    ])

    /// Two stacked cards: the address card peeks 20 pt above the payment card in front of it.
    private static let stackedCards = Node(id: "screen", role: .window, children: [
        Node(id: "address", part: .card, frame: Rect(x: 0, y: 332, width: 393, height: 520),
             sheet: SheetFacts(stackDepth: 1), children: [
                Node(id: "address-field", role: .textField, label: "Street", frame: Rect(x: 16, y: 420, width: 361, height: 44)),
             ]),
        Node(id: "payment", part: .card, frame: Rect(x: 0, y: 352, width: 393, height: 500), sheet: SheetFacts(), children: [
            Node(id: "payment-title", role: .header, label: "Payment", frame: Rect(x: 16, y: 376, width: 361, height: 28)),
        ]),
    ])

    /// MorphModalKit's clear sticky container: a bar without a background holding opaque Back and
    /// Next buttons, over a list row (with an info button) scrolled up beneath it.
    private static let rowUnderClearBar = Node(id: "screen", role: .window, children: [
        Node(id: "card", part: .card, frame: Rect(x: 10, y: 549, width: 373, height: 269), background: .white,
             sheet: SheetFacts(), children: [
            Node(id: "list", role: .list, part: .content, frame: Rect(x: 10, y: 549, width: 373, height: 269), children: [
                Node(id: "row", role: .cell, label: "Shipping address", frame: Rect(x: 30, y: 573, width: 333, height: 22)),
                Node(id: "row-info", role: .button, label: "More info", frame: Rect(x: 330, y: 575, width: 20, height: 18)),
            ]),
            Node(id: "sticky", part: .stickyContainer, frame: Rect(x: 10, y: 549, width: 373, height: 269), children: [
                Node(id: "bar", part: .stickyHeader, frame: Rect(x: 30, y: 573, width: 333, height: 22), children: [
                    Node(id: "back", role: .button, label: "Back", frame: Rect(x: 30, y: 573, width: 45, height: 22),
                         background: Color(hex: "#F2F2F2")),
                    Node(id: "next", role: .button, label: "Next", frame: Rect(x: 318, y: 573, width: 45, height: 22),
                         background: Color(hex: "#F2F2F2")),
                ]),
            ]),
        ]),
    ])

    private static func list(focus: String, unknown: [ModelFact] = []) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "scrolled", state: "scrolled", focusedNode: focus, unknown: unknown, root: rowUnderClearBar),
        ])
    }

    static let examples: [RuleExample] = [
        .scenario("the focused field sits above the sticky footer", .passed) {
            focused("step1-field", Scenes.screen(Scenes.checkout(step: 1)))
        },
        .scenario("focus on the footer's own Next button", .passed) {
            focused("next", Scenes.screen(Scenes.checkout(step: 1)))
        },
        .scenario("a field partly under the footer is still visible (AA)", .passed) {
            focused("step1-field", Scenes.screen(Scenes.checkout(step: 1, focusTarget: partlyCovered)))
        },
        .scenario("focus behind a translucent scrim is dimmed, not hidden", .passed) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "filters-open", state: "filters-open", focusedNode: "open-filters", root: filtersOverOrders),
            ])
        },
        .scenario("a row under a clear sticky bar shows between its buttons", .passed) { list(focus: "row") },
        .scenario("MorphModalKit: a row's info button scrolled under the sticky Next button", .failed,
                  targets: ["row-info"]) { list(focus: "row-info") },
        .scenario("MorphModalKit: the focused button is entirely under the sticky footer", .failed, targets: ["step1-more"]) {
            focused("step1-more", Scenes.screen(Scenes.checkout(step: 1, modal: false)))
        },
        .scenario("the same partly covered field under the strict profile (AAA)", .failed, targets: ["step1-field"],
                  profile: .strict) {
            focused("step1-field", Scenes.screen(Scenes.checkout(step: 1, focusTarget: partlyCovered)))
        },
        .scenario("the keyboard covers the focused field", .failed, targets: ["step1-field"]) {
            focused("step1-field", keyboardUp: true,
                    Scenes.screen(Scenes.checkout(step: 1, focusTarget: Rect(x: 16, y: 600, width: 361, height: 44)), keyboard))
        },
        .scenario("focus left in the covered card, under the card pushed over it", .failed, targets: ["address-field"]) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "payment", state: "payment", focusedNode: "address-field", root: stackedCards),
            ])
        },
        .scenario("a snapshot with no focused element", .inapplicable) {
            Scenario(id: "example", snapshots: [Snapshot(id: "checkout", state: "checkout",
                                                         root: Scenes.screen(Scenes.checkout(step: 1)))])
        },
        .scenario("a sticky bar over the focused row in a capture without colours", .cantTell, targets: ["row"]) {
            list(focus: "row", unknown: [.colors])
        },
        .scenario("a capture without focus in which no element people reach can be hidden", .passed) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "filters-open", state: "filters-open", unknown: [.focus], root: filtersOverOrders),
            ])
        },
        .scenario("a capture without focus, with a button under the clear bar's Next", .cantTell, targets: ["scrolled"]) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "scrolled", state: "scrolled", unknown: [.focus], root: rowUnderClearBar),
            ])
        },
        .scenario("a web page's dialog whose box covers the page's focused Menu button, in a capture without colours", .cantTell, targets: ["menu"]) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "browse", state: "browse", focusedNode: "menu", unknown: [.colors], root: Node(id: "window", role: .window, children: [
                    Node(id: "page", role: .webView, frame: Rect(x: 0, y: 0, width: 411, height: 847), children: [
                        Node(id: "menu", role: .button, label: "Menu", frame: Rect(x: 330, y: 780, width: 75, height: 60)),
                        Node(id: "browse-sheet", role: .dialog, part: .card, frame: Rect(x: 0, y: 46, width: 411, height: 801),
                             sheet: SheetFacts(modality: .nonmodal), children: [
                                Node(id: "close", role: .button, label: "Close", frame: Rect(x: 350, y: 250, width: 58, height: 58)),
                             ]),
                    ]),
                ])),
            ])
        },
        .scenario("the keyboard is up but its frame was not captured", .cantTell, targets: ["step1-field"]) {
            focused("step1-field", keyboardUp: true, Scenes.screen(Scenes.checkout(step: 1)))
        },
    ]
}
