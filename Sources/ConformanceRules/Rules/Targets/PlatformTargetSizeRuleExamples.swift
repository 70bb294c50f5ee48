import A11yModel

extension PlatformTargetSizeRule {
    static let examples: [RuleExample] = [
        .snapshot("a 44 pt close button and a full-width continue button", .passed) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 337, y: 412, width: 44, height: 44)),
                Node(id: "continue", role: .button, label: "Continue", frame: Rect(x: 16, y: 780, width: 361, height: 50)),
            ])
        },
        .snapshot("a 41 dp close icon at the top of a clickable strip that says nothing and holds nothing else: one target, the strip's",
                  .passed, environment: Environment(platform: .android)) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close-strip", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 400, width: 393, height: 58),
                     isAccessibilityElement: true, children: [
                         Node(id: "close", role: .button, label: "Close", actions: [AccessibilityAction(.activate)],
                              frame: Rect(x: 176, y: 400, width: 41, height: 42), isAccessibilityElement: true),
                     ]),
                Node(id: "continue", role: .button, label: "Continue", frame: Rect(x: 16, y: 780, width: 361, height: 50)),
            ])
        },
        .snapshot("the same icon in a strip that also holds the sheet's title: a target of its own", .failed, targets: ["close"],
                  environment: Environment(platform: .android)) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close-strip", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 400, width: 393, height: 58),
                     isAccessibilityElement: true, children: [
                         Node(id: "close", role: .button, label: "Close", actions: [AccessibilityAction(.activate)],
                              frame: Rect(x: 176, y: 400, width: 41, height: 42), isAccessibilityElement: true),
                         Node(id: "strip-title", role: .staticText, label: "Offers", frame: Rect(x: 16, y: 442, width: 100, height: 16),
                              isAccessibilityElement: false),
                     ]),
            ])
        },
        .snapshot("MorphModalKit's sticky BACK and NEXT buttons, about 22 pt tall", .failed, targets: ["back", "next"]) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "footer", part: .stickyFooter, children: [
                    Node(id: "back", role: .button, label: "BACK", frame: Rect(x: 20, y: 790, width: 52, height: 22)),
                    Node(id: "next", role: .button, label: "NEXT", frame: Rect(x: 321, y: 790, width: 52, height: 22)),
                ]),
            ])
        },
        .snapshot("under material, a 44 dp button is below 48 dp", .failed, targets: ["close"],
                  environment: Environment(platform: .android), profile: .material) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 337, y: 412, width: 44, height: 44)),
            ])
        },
        .snapshot("under material, two 48 dp buttons 4 dp apart", .failed, targets: ["previous", "next"],
                  environment: Environment(platform: .android), profile: .material) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "previous", role: .button, label: "Previous", frame: Rect(x: 100, y: 500, width: 48, height: 48)),
                Node(id: "next", role: .button, label: "Next", frame: Rect(x: 152, y: 500, width: 48, height: 48)),
            ])
        },
        .snapshot("under material, two 48 dp buttons 8 dp apart", .passed,
                  environment: Environment(platform: .android), profile: .material) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "previous", role: .button, label: "Previous", frame: Rect(x: 100, y: 500, width: 48, height: 48)),
                Node(id: "next", role: .button, label: "Next", frame: Rect(x: 156, y: 500, width: 48, height: 48)),
            ])
        },
        .snapshot("under wcag22-aa an Android snapshot is held to 48 dp: a 44 dp button warns", .failed, targets: ["close"],
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 337, y: 412, width: 44, height: 44)),
            ])
        },
        .snapshot("under wcag22-aa an iOS snapshot is held to 44 pt: a 44 pt button passes", .passed) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 337, y: 412, width: 44, height: 44)),
            ])
        },
        .scenario("read at an assumed density, a 44 dp button may be 51.8 dp on a display set to its smallest size", .cantTell,
                  targets: ["close"]) {
            assumedDensity(close: Rect(x: 337, y: 412, width: 44, height: 44))
        },
        .scenario("read at an assumed density, a 36 dp button is below 48 dp at any density the device may have", .failed,
                  targets: ["close"]) {
            assumedDensity(close: Rect(x: 345, y: 412, width: 36, height: 36))
        },
        .snapshot("an Android field's 20 dp text line inside the 56 dp box that focuses it is judged with the box", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "email-box", role: .button, label: "Email", frame: Rect(x: 16, y: 440, width: 361, height: 56), children: [
                    Node(id: "email", role: .textField, label: "Email", frame: Rect(x: 32, y: 462, width: 300, height: 20)),
                ]),
            ])
        },
        .snapshot("a 20 dp link of a web page an Android WebView shows is the page's layout, left to a check of the page", .cantTell,
                  targets: ["terms"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "page", role: .platformType("webView"), frame: Rect(x: 0, y: 440, width: 393, height: 400), children: [
                    Node(id: "terms", role: .link, label: "Terms", frame: Rect(x: 120, y: 600, width: 60, height: 20)),
                ]),
            ])
        },
        .snapshot("a 22 dp Android text, clickable and long-clickable as a selectable or linked text is: no control, unless the app gave it an action",
                  .cantTell, targets: ["category"], environment: Environment(platform: .android)) {
            profileHeader(categoryActions: [.activate, .longPress])
        },
        .snapshot("the same text clickable only: a control the app made, below 48 dp", .failed, targets: ["category"],
                  environment: Environment(platform: .android)) {
            profileHeader(categoryActions: [.activate])
        },
        .snapshot("a 20 dp caption clickable and long-clickable inside a chip that is too: the app set them, so it is the chip's part, and short",
                  .failed, targets: ["caption"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "chip", actions: [AccessibilityAction(.activate), AccessibilityAction(.longPress)],
                     frame: Rect(x: 16, y: 420, width: 200, height: 56), children: [
                         Node(id: "caption", role: .staticText, label: "Quick reply", visibleText: "Quick reply",
                              actions: [AccessibilityAction(.activate), AccessibilityAction(.longPress)], frame: Rect(x: 60, y: 438, width: 80, height: 20)),
                     ]),
            ])
        },
        .snapshot("three 30 dp texts side by side, clickable and long-clickable, one selected: a row of tabs, not selectable text", .failed,
                  targets: ["posts", "archive", "gifts"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "tabs", frame: Rect(x: 0, y: 420, width: 393, height: 30), children: [("posts", "Posts"), ("archive", "Archive"), ("gifts", "Gifts")]
                    .enumerated().map { offset, tab in
                        Node(id: tab.0, role: .staticText, label: tab.1, visibleText: tab.1, traits: offset == 0 ? [.selected] : [],
                             actions: [AccessibilityAction(.activate), AccessibilityAction(.longPress)],
                             frame: Rect(x: Double(8 + 128 * offset), y: 420, width: 120, height: 30))
                    }),
            ])
        },
        .snapshot("a configured 40 dp overrides the platform's 48", .passed, environment: Environment(platform: .android),
                  parameters: ["minimumSize": .number(40)]) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 337, y: 412, width: 44, height: 44)),
            ])
        },
        .snapshot("an Android row cut by its list's edge may be larger than it shows", .cantTell, targets: ["row-9"],
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "list", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 450, width: 393, height: 300), children: [
                    Node(id: "row-9", role: .button, label: "Ridge loop", frame: Rect(x: 0, y: 730, width: 393, height: 20)),
                ]),
            ])
        },
        .snapshot("a Compose row reported running past its list's bottom edge: the list clips it, so it may be larger than it shows", .cantTell,
                  targets: ["row-9"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "list", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 450, width: 393, height: 300), children: [
                    Node(id: "row-9", role: .button, label: "Ridge loop", frame: Rect(x: 0, y: 725, width: 393, height: 36)),
                ]),
            ])
        },
        .snapshot("a 30 dp wide icon on a row cut by its list's bottom edge: the edge may cut its height, not its width, which is short anyway",
                  .failed, targets: ["share"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "list", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 450, width: 393, height: 300), children: [
                    Node(id: "share", role: .button, label: "Share", frame: Rect(x: 300, y: 730, width: 30, height: 20)),
                ]),
            ])
        },
        .snapshot("a row of Android chips as tall as the list scrolling them, which names no axis: the list scrolls sideways and cuts no height",
                  .failed, targets: ["all", "songs", "albums"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "filters", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 16, y: 460, width: 361, height: 32),
                     children: ["all", "songs", "albums"].enumerated().map { position, id in
                         Node(id: id, role: .button, label: id.capitalized, actions: [AccessibilityAction(.activate)],
                              frame: Rect(x: 16 + Double(position) * 108, y: 460, width: 100, height: 32))
                     }),
            ])
        },
        .snapshot("an Android dropdown's last item, cut by its popup window's edge, is as tall as the whole item above it (48 dp)", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "display", role: .window, frame: Rect(x: 0, y: 0, width: 411, height: 914), children: [
                Node(id: "popup", frame: Rect(x: 183, y: 50, width: 106, height: 264), children: [
                    Node(id: "menu", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 183, y: 54, width: 106, height: 256), children: [
                        Node(id: "reminders", role: .button, label: "Reminders", frame: Rect(x: 183, y: 250, width: 106, height: 48)),
                        Node(id: "assistant", role: .button, label: "Assistant", frame: Rect(x: 183, y: 298, width: 106, height: 16)),
                    ]),
                ]),
            ])
        },
        .snapshot("an Android dropdown's only item, reaching past its list to its popup window's edge, may be cut", .cantTell,
                  targets: ["assistant"], environment: Environment(platform: .android)) {
            Node(id: "display", role: .window, frame: Rect(x: 0, y: 0, width: 411, height: 914), children: [
                Node(id: "popup", frame: Rect(x: 183, y: 250, width: 106, height: 64), children: [
                    Node(id: "menu", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 183, y: 254, width: 106, height: 56), children: [
                        Node(id: "assistant", role: .button, label: "Assistant", frame: Rect(x: 183, y: 298, width: 106, height: 16)),
                    ]),
                ]),
            ])
        },
        .snapshot("Android chips of one flow cut by their scroll view's top edge are as tall as the whole chips beside them, 40 dp: short",
                  .failed, targets: ["puzzle", "racing", "action", "strategy", "sports", "casual"], environment: Environment(platform: .android)) {
            genreChips(height: 40)
        },
        .snapshot("the same chips where the whole ones are 48 dp tall: the edge cut the others", .passed, environment: Environment(platform: .android)) {
            genreChips(height: 48)
        },
        .snapshot("a chip cut by the edge beside a single whole one: too few to tell its size", .cantTell, targets: ["puzzle", "racing"],
                  environment: Environment(platform: .android)) {
            genreChips(height: 48, whole: 1)
        },
        .snapshot("an Android time slot cut by its list's top edge stands where the whole slots of the next items do, as wide: those are 66 dp tall",
                  .passed, environment: Environment(platform: .android)) {
            medicationList(whole: 2)
        },
        .snapshot("the same slot beside one whole item only: one slot may be as tall as its own words", .cantTell, targets: ["first.slot"],
                  environment: Environment(platform: .android)) {
            medicationList(whole: 1)
        },
        .snapshot("follow buttons in rows of a list, each 32 dp tall whole: the one the list's bottom edge cuts is 32 dp too", .failed,
                  targets: ["follow-1", "follow-2", "follow-3", "follow-4"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "people", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 450, width: 393, height: 210),
                     children: (1...4).map { row in
                    let top = 450 + Double(row - 1) * 64
                    return Node(id: "person-\(row)", frame: Rect(x: 0, y: top, width: 393, height: min(64, 660 - top)), children: [
                        Node(id: "follow-\(row)", role: .button, label: "Follow", frame: Rect(x: 280, y: top + 16, width: 96, height: min(32, 644 - top))),
                    ])
                }),
            ])
        },
        .snapshot("a tip button on the edge of a scroll view that cannot scroll (its content fits) is shown whole", .failed, targets: ["tip"],
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "tips", role: .scrollView, frame: Rect(x: 11, y: 745, width: 371, height: 40), children: [
                    Node(id: "tip", role: .button, label: "30", frame: Rect(x: 21, y: 748, width: 66, height: 37)),
                ]),
            ])
        },
        .snapshot("an Android row that scrolls only sideways cuts only sideways: an interval button as tall as the row is judged on its height",
                  .failed, targets: ["one-minute"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "intervals", role: .scrollView, actions: [AccessibilityAction(.scroll, name: ScrollAxis.horizontal)],
                     frame: Rect(x: 8, y: 440, width: 377, height: 40), children: [
                    Node(id: "one-minute", role: .button, label: "1m", frame: Rect(x: 16, y: 440, width: 60, height: 40)),
                ]),
            ])
        },
        .snapshot("the same row's last button, on the row's side edge, may be cut sideways", .cantTell, targets: ["one-week"],
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "intervals", role: .scrollView, actions: [AccessibilityAction(.scroll, name: ScrollAxis.horizontal)],
                     frame: Rect(x: 8, y: 440, width: 377, height: 48), children: [
                    Node(id: "one-week", role: .button, label: "1w", frame: Rect(x: 355, y: 440, width: 30, height: 48)),
                ]),
            ])
        },
        .snapshot("an Android icon button 121 px square at density 2.54 is 48 dp rounded to whole pixels, not 47.6 dp short", .passed,
                  environment: Environment(platform: .android, scale: 2.54)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "reveal", role: .button, label: "Show password", frame: Rect(x: 243, y: 470, width: 121 / 2.54, height: 121 / 2.54)),
            ])
        },
        .snapshot("one 119 px square, two pixels short, is below it", .failed, targets: ["reveal"],
                  environment: Environment(platform: .android, scale: 2.54)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "reveal", role: .button, label: "Show password", frame: Rect(x: 243, y: 470, width: 119 / 2.54, height: 119 / 2.54)),
            ])
        },
        .snapshot("an Android back button 40 dp wide against the screen's left side needs only 32 dp of width there (ATF)", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "back", role: .button, label: "Back", frame: Rect(x: 0, y: 412, width: 40, height: 48)),
            ])
        },
        .snapshot("the same 40 dp button 8 dp from the side is held to 48", .failed, targets: ["back"],
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "back", role: .button, label: "Back", frame: Rect(x: 8, y: 412, width: 40, height: 48)),
            ])
        },
        .snapshot("a 24 dp button against the side is short even of 32 dp, unless the edge cut it", .cantTell, targets: ["back"],
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "back", role: .button, label: "Back", frame: Rect(x: 0, y: 412, width: 24, height: 48)),
            ])
        },
        .snapshot("a sheet with text only", .inapplicable) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "title", role: .header, label: "Now playing"),
            ])
        },
        .snapshot("an Android strip of 36 dp colour swatches, as tall as their list: rows of one size at its edges are whole, and short", .failed,
                  targets: ["blue", "green", "grey"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "swatches", role: .list, frame: Rect(x: 16, y: 500, width: 148, height: 36), children: [("blue", "Blue"), ("green", "Green"), ("grey", "Grey")].enumerated().map { offset, colour in
                    Node(id: colour.0, role: .button, label: colour.1, frame: Rect(x: Double(16 + 56 * offset), y: 500, width: 36, height: 36))
                }),
            ])
        },
        .scenario("rows of a captured iOS list below the bottom of the screen: neither drawn nor hit until scrolled back", .inapplicable) {
            capturedList([
                Node(id: "reply", role: .button, label: "Reply", frame: Rect(x: 16, y: 1075, width: 45, height: 17)),
                Node(id: "like", role: .button, label: "Like", frame: Rect(x: 360, y: 900, width: 16, height: 23)),
            ])
        },
        .scenario("a 45×17 pt button at a captured screen's bottom edge, partly on screen, is judged", .cantTell, targets: ["reply"]) {
            capturedList([Node(id: "reply", role: .button, label: "Reply", frame: Rect(x: 16, y: 845, width: 45, height: 17))])
        },
        .snapshot("written by hand, the rows of a list past the screen's bottom are judged: it may lay out the whole scrolling content",
                  .failed, targets: ["like"]) {
            Node(id: "list", role: .list, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                Node(id: "like", role: .button, label: "Like", frame: Rect(x: 360, y: 900, width: 16, height: 23)),
            ])
        },
        .snapshot("a button whose frame was not captured", .cantTell, targets: ["close"]) {
            Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close"),
            ])
        },
    ]

    /// A profile sheet whose business category is a 22 dp text with the given actions.
    private static func profileHeader(categoryActions: [ActionKind]) -> Node {
        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
            Node(id: "name", role: .header, label: "Harbour Bakery", frame: Rect(x: 16, y: 420, width: 200, height: 28)),
            Node(id: "category", role: .staticText, label: "Entrepreneur", visibleText: "Entrepreneur",
                 actions: categoryActions.map { AccessibilityAction($0) }, frame: Rect(x: 16, y: 452, width: 91, height: 22)),
        ])
    }

    /// A list on a captured iOS screen of the default 393×852 pt: its rows' touch areas unknown.
    private static func capturedList(_ rows: [Node]) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", environment: Environment(), unknown: [.hitFrame], root:
                Node(id: "list", role: .list, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: rows)),
        ])
    }

    /// An Android sheet whose pixel bounds were read at an assumed density (`unknown: density`).
    private static func assumedDensity(close: Rect) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", environment: Environment(platform: .android, scale: 2.625), unknown: [.density], root:
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                    Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: close),
                ])),
        ])
    }
    /// Chips of one flow in a scroll view: two cut by its top edge, `whole` under them whole and
    /// `height` tall.
    private static func genreChips(height: Double, whole: Int = 4) -> Node {
        let cut = [("puzzle", 16.0, 84.0), ("racing", 108.0, 120.0)].map { id, x, width in
            Node(id: id, role: .button, label: id.capitalized, actions: [AccessibilityAction(.activate)], frame: Rect(x: x, y: 460, width: width, height: 22))
        }
        let rows = [("action", 16.0, 490.0, 96.0), ("strategy", 120.0, 490.0, 160.0), ("sports", 288.0, 490.0, 70.0), ("casual", 16.0, 546.0, 110.0)]
        let shown = rows.prefix(whole).map { id, x, y, width in
            Node(id: id, role: .button, label: id.capitalized, actions: [AccessibilityAction(.activate)], frame: Rect(x: x, y: y, width: width, height: height))
        }
        return Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
            Node(id: "genres", role: .scrollView, actions: [AccessibilityAction(.scroll, name: ScrollAxis.vertical)],
                 frame: Rect(x: 0, y: 460, width: 393, height: 300), children: [
                Node(id: "flow", frame: Rect(x: 0, y: 460, width: 393, height: 300), children: cut + shown),
            ]),
        ])
    }

    /// A list of medications, the first scrolled up so that only the foot of its time slot shows,
    /// and `whole` more whole, each with a picture, a name and a time slot in a row at the same place.
    private static func medicationList(whole: Int) -> Node {
        func slots(_ id: String, y: Double, height: Double, label: String) -> Node {
            Node(id: "\(id).slots", frame: Rect(x: 32, y: y, width: 296, height: height), children: [
                Node(id: "\(id).slot", role: .button, label: label, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 32, y: y, width: 105, height: height)),
            ])
        }
        return Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
            Node(id: "medications", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 16, y: 450, width: 361, height: 400), children: [
                Node(id: "first", frame: Rect(x: 16, y: 450, width: 361, height: 60), children: [
                    slots("first", y: 450, height: 30, label: "08:00"),
                    Node(id: "first.note", role: .staticText, label: "Tap a time to mark it taken", frame: Rect(x: 32, y: 484, width: 296, height: 20)),
                ]),
            ] + (0..<whole).map { item in
                let id = ["second", "third"][item], top = 520 + Double(item) * 160
                return Node(id: id, frame: Rect(x: 16, y: top, width: 361, height: 150), children: [
                    Node(id: "\(id).picture", role: .image, label: "Capsule", frame: Rect(x: 32, y: top + 16, width: 28, height: 28)),
                    Node(id: "\(id).name", role: .staticText, label: "Magnesium", frame: Rect(x: 68, y: top + 18, width: 120, height: 24)),
                    slots(id, y: top + 80, height: 66, label: "09:00"),
                ])
            }),
        ])
    }
}
