import A11yModel

extension WCAGTargetMinimumRule {
    static let examples: [RuleExample] = basics + geometryExamples + equivalentExamples

    private static let basics: [RuleExample] = [
        .snapshot("a 44 pt close button and a 24 pt info button", .passed) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 337, y: 412, width: 44, height: 44)),
                Node(id: "info", role: .button, label: "About this plan", frame: Rect(x: 16, y: 500, width: 24, height: 24)),
            ])
        },
        .snapshot("spacing exception holds: a lone 20×20 button with nothing within 12 pt of its centre", .passed) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "info", role: .button, label: "About this plan", frame: Rect(x: 16, y: 500, width: 20, height: 20)),
                Node(id: "continue", role: .button, label: "Continue", frame: Rect(x: 16, y: 540, width: 361, height: 50)),
            ])
        },
        .snapshot("spacing exception holds: two 20×20 buttons exactly 24 pt apart, centre to centre", .passed) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "previous", role: .button, label: "Previous", frame: Rect(x: 100, y: 500, width: 20, height: 20)),
                Node(id: "next", role: .button, label: "Next", frame: Rect(x: 124, y: 500, width: 20, height: 20)),
            ])
        },
        .snapshot("spacing exception fails: the circles of two 16×16 buttons 20 pt apart overlap", .failed,
                  targets: ["previous", "next"]) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "previous", role: .button, label: "Previous", frame: Rect(x: 100, y: 500, width: 16, height: 16)),
                Node(id: "next", role: .button, label: "Next", frame: Rect(x: 120, y: 500, width: 16, height: 16)),
            ])
        },
        .snapshot("spacing exception fails: a 22 pt tall BACK button whose circle reaches the button below", .failed,
                  targets: ["back"]) {
            Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "footer", part: .stickyFooter, children: [
                    Node(id: "back", role: .button, label: "BACK", frame: Rect(x: 20, y: 700, width: 60, height: 22)),
                ]),
                Node(id: "continue", role: .button, label: "Continue", frame: Rect(x: 16, y: 720, width: 361, height: 50)),
            ])
        },
        .snapshot("a small button of the presenter under the scrim cannot be tapped", .inapplicable) {
            Node(id: "window", children: [
                Node(id: "presenter", part: .presenter, children: [
                    Node(id: "settings", role: .button, label: "Settings", frame: Rect(x: 16, y: 60, width: 18, height: 18)),
                ]),
                Node(id: "scrim", part: .scrim, background: Color(hex: "#00000033")),
                Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                    Node(id: "title", role: .header, label: "Choose a plan"),
                ]),
            ])
        },
        .snapshot("a button whose frame was not captured", .cantTell, targets: ["close"]) {
            Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                Node(id: "close", role: .button, part: .closeButton, label: "Close"),
            ])
        },
        .scenario("an 18 pt glyph close to another, from a capture without hit frames, may have a padded touch area", .cantTell,
                  targets: ["close"]) { glyphBesideShare(shareX: 304) },
        .scenario("the same glyph spaced from every target as drawn passes whatever its touch area", .passed,
                  targets: ["close"]) { glyphBesideShare(shareX: 280) },
        .scenario("read at an assumed density, two 22 dp buttons side by side may be 26 dp on a display set to its smallest size",
                  .cantTell, targets: ["previous", "next"]) {
            assumedDensity(previous: Rect(x: 100, y: 500, width: 22, height: 22), next: Rect(x: 122, y: 500, width: 22, height: 22))
        },
        .scenario("read at an assumed density, two 16 dp buttons side by side stay too small and too close at any density the device may have",
                  .failed, targets: ["previous", "next"]) {
            assumedDensity(previous: Rect(x: 100, y: 500, width: 16, height: 16), next: Rect(x: 116, y: 500, width: 16, height: 16))
        },
        .snapshot("14 dp links on two lines of the caption that reports them as spans of its text (Inline)", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "caption", role: .staticText, label: "mira.k Ridge loop at dawn… more", visibleText: "mira.k Ridge loop at dawn… more",
                     frame: Rect(x: 16, y: 500, width: 361, height: 32), children: [
                         Node(id: "place", role: .button, label: "Ridge loop at dawn", frame: Rect(x: 16, y: 501, width: 300, height: 14)),
                         Node(id: "more", role: .button, label: "more", frame: Rect(x: 16, y: 517, width: 30, height: 14)),
                     ]),
            ])
        },
        .snapshot("two 16 dp markers side by side on a Google Map: their places convey where they are (Essential)", .cantTell,
                  targets: ["pin-cafe", "pin-museum"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "map", role: .group, label: "Google Map", frame: Rect(x: 0, y: 400, width: 393, height: 300), isAccessibilityElement: false,
                     children: [
                         Node(id: "pin-cafe", role: .button, label: "Cafe", frame: Rect(x: 100, y: 500, width: 16, height: 16)),
                         Node(id: "pin-museum", role: .button, label: "Museum", frame: Rect(x: 116, y: 500, width: 16, height: 16)),
                     ]),
            ])
        },
        .snapshot("an unnamed 14 dp arrow (status_arrow_right) at the end of its 50 dp selector: if it does what the selector does, it is Equivalent",
                  .cantTell, targets: ["status_arrow_right"], environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "status", role: .button, label: "Online", frame: Rect(x: 12, y: 500, width: 108, height: 50), children: [
                    Node(id: "status_arrow_right", role: .button, traits: [.nothingToRead], actions: [AccessibilityAction(.activate)],
                         frame: Rect(x: 106, y: 515, width: 14, height: 19)),
                ]),
            ])
        },
        .snapshot("an unnamed 16 dp favourite heart inside its store card does something of its own", .failed, targets: ["favourite"],
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "store_card", role: .button, label: "Harbour Road, open until 21:00", frame: Rect(x: 16, y: 500, width: 379, height: 91), children: [
                    Node(id: "favourite", role: .button, traits: [.nothingToRead], actions: [AccessibilityAction(.activate)],
                         frame: Rect(x: 363, y: 511, width: 16, height: 16)),
                ]),
            ])
        },
        .snapshot("a 16 dp scroll bar beside the list it scrolls: dragging the list does what it does (Equivalent)", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "trades", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 24, y: 420, width: 340, height: 400), children: [
                    Node(id: "trade-1", role: .button, label: "BTC buy 0.1", frame: Rect(x: 24, y: 420, width: 340, height: 48)),
                ]),
                Node(id: "viewTradeScrollBar", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 354, y: 420, width: 16, height: 400)),
            ])
        },
        .snapshot("a 20 dp info button set in its text where the text holds U+FFFC (React Native's inline view): its line sets its size (Inline)",
                  .passed, environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "offer", role: .staticText, label: "Earn up to 20% back at Hotels.com\u{00A0}\u{FFFC}", visibleText: "Earn up to 20% back at Hotels.com\u{00A0}\u{FFFC}",
                     frame: Rect(x: 160, y: 700, width: 226, height: 43)),
                Node(id: "info", role: .button, label: "Terms", frame: Rect(x: 247, y: 724, width: 21, height: 14)),
                Node(id: "terms", role: .link, label: "See the terms", frame: Rect(x: 160, y: 745, width: 226, height: 20)),
            ])
        },
        .snapshot("the same info button on the last line of a list, cut by the list's bottom edge above a tab: Inline exempts it whatever its size", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "deals", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 400, width: 393, height: 338), children: [
                    Node(id: "offer", role: .staticText, label: "Earn 45% back at Seed\u{00A0}\u{FFFC}", visibleText: "Earn 45% back at Seed\u{00A0}\u{FFFC}",
                         frame: Rect(x: 160, y: 700, width: 226, height: 38)),
                    Node(id: "info", role: .button, label: "Terms", frame: Rect(x: 335, y: 729, width: 21, height: 9)),
                ]),
                Node(id: "home", role: .button, label: "Home", frame: Rect(x: 300, y: 740, width: 93, height: 64)),
            ])
        },
        .snapshot("a Compose chip scrolled past its column's edge, a 5 dp sliver above the bar, is not drawn, so not judged", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                Node(id: "column", role: .group, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 400, width: 393, height: 380), children: [
                    Node(id: "mood", role: .button, label: "Mood", frame: Rect(x: 16, y: 700, width: 120, height: 48)),
                    Node(id: "calm", role: .button, label: "Calm", frame: Rect(x: 16, y: 783, width: 166, height: 5)),
                ]),
                Node(id: "home", role: .button, label: "Home", frame: Rect(x: 0, y: 788, width: 196, height: 64)),
            ])
        },
        .snapshot("the Done button of a row cut by its list's edge, 10 dp shown: the same button in the whole rows beside it is 58×48 dp", .passed,
                  environment: Environment(platform: .android)) {
            cutList(doneHeight: 48)
        },
        .snapshot("a grid's last row of photos cut to 20 dp by its list, which reports no scrolling (a parent scrolls for it): the whole cells above are 120 dp", .passed,
                  environment: Environment(platform: .android)) {
            cutGrid()
        },
        .snapshot("the same cut Done button when the whole rows' Done buttons are 20 dp tall too, a bar's button just past the list's edge: what the edge hides cannot be told", .cantTell,
                  targets: ["row-3.done"], environment: Environment(platform: .android)) {
            cutList(doneHeight: 20, barBelow: true)
        },
        .snapshot("a bottom tab cut to 8 dp by the screen's edge, right under a list that takes long presses for its rows' menus: a miss may open one", .cantTell,
                  targets: ["contacts-tab"], environment: Environment(platform: .android)) {
            Node(id: "screen", role: .group, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                Node(id: "contacts", role: .list, actions: [AccessibilityAction(.scroll), AccessibilityAction(.longPress)],
                     frame: Rect(x: 0, y: 80, width: 393, height: 764)),
                Node(id: "contacts-tab", role: .button, label: "Contacts", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 196, y: 844, width: 98, height: 8)),
            ])
        },
        .snapshot("a 22 dp 'Forgot password?' link inside an unnamed clickable view over the whole page (Flutter's tap that hides the keyboard): the page is no neighbour", .passed,
                  environment: Environment(platform: .android)) {
            loginPage(backgroundLabel: nil)
        },
.snapshot("the same link inside a whole-page view labelled with its texts a line each, as Flutter gathers them: still the page", .passed,
                  environment: Environment(platform: .android)) {
            loginPage(backgroundLabel: "Welcome back\nSign in to continue")
        },
        .snapshot("a 22 dp 'Cancel' in a search panel's toolbar, drawn over the panel's empty shade that takes the touches around it: the shade is no neighbour",
                  .passed, environment: Environment(platform: .android)) {
            searchPanel()
        },
        .snapshot("the same link inside a whole-page view holding, at its size, a surface named for an action of its own: a near miss does that", .failed,
                  targets: ["forgot"], environment: Environment(platform: .android)) {
            var page = loginPage(backgroundLabel: "Welcome back\nSign in to continue")
            page.children.insert(Node(id: "tour", role: .button, label: "Tap to start the tour", actions: [AccessibilityAction(.activate)],
                                      frame: Rect(x: 0, y: 0, width: 393, height: 852)), at: 0)
            return page
        },
                .snapshot("the same link inside a whole-page view that names an action of its own: a near miss does that", .failed,
                  targets: ["forgot"], environment: Environment(platform: .android)) {
            loginPage(backgroundLabel: "Open the welcome tour")
        },
        .snapshot("the same cut 20 dp Done button with no target past the list's edge: spaced as shown, it stays spaced whatever the edge hides", .passed,
                  environment: Environment(platform: .android)) {
            cutList(doneHeight: 20)
        },
        .scenario("a 60 dp row scrolled under the bottom navigation listed after its list, 4 dp of it showing: it shows whole once scrolled",
                  .passed) {
            feedPost(at: Rect(x: 0, y: 720, width: 393, height: 60), under: Node(id: "bottom-navigation", frame: Rect(x: 0, y: 724, width: 393, height: 128), children: [
                Node(id: "home", role: .button, label: "Home", frame: Rect(x: 0, y: 724, width: 196, height: 128)),
                Node(id: "profile", role: .button, label: "Profile", frame: Rect(x: 196, y: 724, width: 197, height: 128)),
            ]))
        },
        .scenario("the list's last card under a 56 dp button floating over part of its list: at the list's end it may stay covered, and which is on top is not recorded",
                  .cantTell, targets: ["post"]) {
            feedPost(at: Rect(x: 240, y: 720, width: 140, height: 60),
                     under: Node(id: "compose", role: .button, label: "New post", frame: Rect(x: 240, y: 724, width: 140, height: 56)))
        },
        .scenario("a card with more of its list after it, under the same floating button: scrolling brings it out from under the button",
                  .passed) {
            feedPost(at: Rect(x: 240, y: 720, width: 140, height: 60),
                     under: Node(id: "compose", role: .button, label: "New post", frame: Rect(x: 240, y: 724, width: 140, height: 56)),
                     followedBy: Node(id: "next-post", role: .button, label: "Lakeshore at noon", frame: Rect(x: 0, y: 790, width: 393, height: 62)))
        },
        .scenario("from a dump that does not record which view is on top, a 28 dp caption row a seek bar listed after it covers half of",
                  .cantTell, targets: ["caption"]) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "example", state: "example", environment: Environment(platform: .android), unknown: [.stacking], root:
                    Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                        Node(id: "caption", role: .button, label: "Trail notes", frame: Rect(x: 0, y: 500, width: 300, height: 28)),
                        Node(id: "seek", role: .slider, label: "Position", value: "0:12", traits: [.adjustable],
                             frame: Rect(x: 0, y: 514, width: 393, height: 24)),
                    ])),
            ])
        },
        .snapshot("a map under 34 result tiles on its left: a square of it on the right lies under no target, however many cover the rest", .passed) {
            mapUnder(columns: 2, rows: 17)
        },
        .snapshot("a map under 36 tiles covering all of it but a 20 pt strip: the part it owns was not worked out", .cantTell, targets: ["map"]) {
            mapUnder(columns: 6, rows: 6, strip: 20)
        },
    ]

    /// An Android feed, from a dump that does not record which view is on top, with a post at
    /// `frame`, the rows `after` it, and `cover` listed after the feed.
    private static func feedPost(at frame: Rect, under cover: Node, followedBy after: Node...) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", environment: Environment(platform: .android), unknown: [.stacking], root:
                Node(id: "screen", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                    Node(id: "feed", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                        Node(id: "post", role: .button, label: "Ridge loop at dawn", frame: frame),
                    ] + after),
                    cover,
                ])),
        ])
    }

    /// An Android login page whose controls lie in a clickable view covering the whole screen,
    /// named `backgroundLabel` or not; its 22 dp "Forgot password?" link is 40 dp from the rest.
    /// A search panel: a shade as large as the panel that takes its touches, and over it a
    /// toolbar with a 22 dp 'Cancel'.
    private static func searchPanel() -> Node {
        Node(id: "panel", frame: Rect(x: 0, y: 24, width: 393, height: 600), children: [
            Node(id: "shade", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 24, width: 393, height: 600)),
            Node(id: "toolbar", frame: Rect(x: 0, y: 24, width: 393, height: 64), children: [
                Node(id: "cancel", role: .button, label: "Cancel", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 300, y: 45, width: 72, height: 22)),
            ]),
        ])
    }

    private static func loginPage(backgroundLabel: String?) -> Node {
        Node(id: "page", role: .button, label: backgroundLabel, actions: [AccessibilityAction(.activate)],
             frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                 Node(id: "email", role: .textField, label: "Email", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 200, width: 361, height: 56)),
                 Node(id: "password", role: .textField, label: "Password", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 272, width: 361, height: 56)),
                 Node(id: "forgot", role: .link, label: "Forgot password?", actions: [AccessibilityAction(.activate)], frame: Rect(x: 229, y: 368, width: 148, height: 22)),
                 Node(id: "sign-in", role: .button, label: "Sign in", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 430, width: 361, height: 48)),
             ])
    }

    /// An Android list of three rows, each with a Done button at its right; the third row is cut by
    /// the list's bottom edge, its Done button showing 10 dp; with `barBelow`, a bar of buttons
    /// right under the list.
    private static func cutList(doneHeight: Double, barBelow: Bool = false) -> Node {
        let bar = barBelow ? [Node(id: "bar-save", role: .button, label: "Save", frame: Rect(x: 300, y: 620, width: 93, height: 48))] : []
        return Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
            Node(id: "list", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 420, width: 393, height: 200),
                 children: (1...3).map { row in
                     let top = Double(420 + 80 * (row - 1))
                     let cut = row == 3
                     return Node(id: "row-\(row)", role: .group, frame: Rect(x: 0, y: top, width: 393, height: cut ? 40 : 76), children: [
                         Node(id: "row-\(row).title", role: .staticText, label: "Call \(row)", frame: Rect(x: 16, y: top + 8, width: 200, height: 20)),
                         Node(id: "row-\(row).done", role: .button, label: "Done", frame: Rect(x: 320, y: cut ? 610 : top + 14, width: 58, height: cut ? 10 : doneHeight)),
                     ])
                 }),
        ] + bar)
    }

    /// An Android grid of photos, three a row, in a list that does not scroll itself (a profile's
    /// grid under its collapsing header): the third row shows 20 dp above the list's bottom edge.
    private static func cutGrid() -> Node {
        Node(id: "profile", role: .group, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "grid", role: .list, frame: Rect(x: 0, y: 420, width: 393, height: 260), children: (0..<9).map { cell in
                let row = cell / 3, column = cell % 3
                return Node(id: "photo-\(cell + 1)", role: .button, label: "Photo \(cell + 1)",
                            frame: Rect(x: Double(column * 131), y: Double(420 + row * 120), width: 131, height: row == 2 ? 20 : 120))
            }),
        ])
    }

    /// An Android sheet whose pixel bounds were read at an assumed density (`unknown: density`).
    /// An 18 pt close glyph in a capture without hit frames, a 44 pt Share button to its left.
    private static func glyphBesideShare(shareX: Double) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", unknown: [.hitFrame], root:
                Node(id: "card", part: .card, sheet: SheetFacts(), children: [
                    Node(id: "share", role: .button, label: "Share", frame: Rect(x: shareX, y: 400, width: 44, height: 44)),
                    Node(id: "close", role: .button, part: .closeButton, label: "Close", frame: Rect(x: 350, y: 412, width: 18, height: 18)),
                ])),
        ])
    }

    private static func assumedDensity(previous: Rect, next: Rect) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "example", state: "example", environment: Environment(platform: .android, scale: 2.625), unknown: [.density], root:
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
                    Node(id: "previous", role: .button, label: "Previous", frame: previous),
                    Node(id: "next", role: .button, label: "Next", frame: next),
                ])),
        ])
    }

    /// A sheet holding a map and, drawn over it, `columns` × `rows` tiles side by side from its left,
    /// which cover all of it but a strip of `strip` on the right where there are six columns.
    private static func mapUnder(columns: Int, rows: Int, strip: Double = 0) -> Node {
        let width = columns == 6 ? (393 - strip) / 6 : 98
        let tiles = (0..<(columns * rows)).map { tile in
            Node(id: "tile-\(tile)", role: .button, label: "Result \(tile + 1)",
                 frame: Rect(x: Double(tile % columns) * width, y: 400 + Double(tile / columns) * (452 / Double(rows)), width: width,
                             height: 452 / Double(rows)))
        }
        return Node(id: "card", part: .card, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(), children: [
            Node(id: "map", role: .button, label: "Map", frame: Rect(x: 0, y: 400, width: 393, height: 452)),
        ] + tiles)
    }
}
