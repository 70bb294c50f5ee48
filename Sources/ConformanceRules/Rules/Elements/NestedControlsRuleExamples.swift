import A11yModel

extension NestedControlsRule {
    static let examples: [RuleExample] = [
        .snapshot("an icon button inside a clickable card is a separate target", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "trail-card", role: .button, label: "Ridge loop, 12 km", actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 16, y: 500, width: 361, height: 96), children: [
                           Node(id: "favourite", role: .button, label: "Save trail", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 329, y: 512, width: 40, height: 40)),
                       ]))
        },
        .snapshot("an Android button with a clickable cover of its bounds drawn beside it, neither inside the other: the first of the two fails",
                  .failed, targets: ["renew"], environment: Environment(platform: .android)) {
            sheet(Node(id: "row", frame: Rect(x: 16, y: 500, width: 361, height: 48), children: [
                Node(id: "renew", role: .button, label: "Renew", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 500, width: 361, height: 48)),
                Node(id: "cover", role: .button, label: "Overlay", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 500, width: 361, height: 48)),
            ]))
        },
        .snapshot("the same button beside a view of its bounds that takes only a long press: ATF pairs views sharing an action", .inapplicable,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "row", frame: Rect(x: 16, y: 500, width: 361, height: 48), children: [
                Node(id: "renew", role: .button, label: "Renew", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 500, width: 361, height: 48)),
                Node(id: "menu", role: .button, label: "Options", actions: [AccessibilityAction(.longPress)], frame: Rect(x: 16, y: 500, width: 361, height: 48)),
            ]))
        },
        .snapshot("the same pair among the 65 rows of a long list: a list's rows are not compared with one another", .inapplicable,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "list", role: .list, frame: Rect(x: 16, y: 0, width: 361, height: 3120), children: (0..<63).map { row in
                Node(id: "row-\(row)", role: .button, label: "Row \(row)", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 16, y: Double(row + 2) * 48, width: 361, height: 48))
            } + [
                Node(id: "renew", role: .button, label: "Renew", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 0, width: 361, height: 48)),
                Node(id: "cover", role: .button, label: "Overlay", actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 0, width: 361, height: 48)),
            ]))
        },
        .snapshot("the Google Maps SDK's MapView around its map surface, described in the device's language, of the same bounds: the SDK's, not the app's", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "map-view", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 0, y: 420, width: 393, height: 300), children: [
                           Node(id: "map", role: .button, label: "Mapa de Google", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 0, y: 420, width: 393, height: 300)),
                       ]))
        },
        .snapshot("a named note card taking only a long press around a silent view of its bounds taking the tap: TalkBack stops on the card only, Switch Access makes them one",
                  .passed, environment: Environment(platform: .android)) {
            sheet(Node(id: "note-card", role: .button, label: "Note, First try, 42 likes", actions: [AccessibilityAction(.longPress)],
                       frame: Rect(x: 5, y: 700, width: 198, height: 160), isAccessibilityElement: true, children: [
                           Node(id: "note-tap", role: .button, actions: [AccessibilityAction(.activate), AccessibilityAction(.longPress)],
                                frame: Rect(x: 5, y: 700, width: 198, height: 160), isAccessibilityElement: true, children: [
                                    Node(id: "cover", role: .image, frame: Rect(x: 5, y: 700, width: 198, height: 120), isAccessibilityElement: false),
                                ]),
                       ]))
        },
                .snapshot("a clickable close container around a clickable close icon", .failed, targets: ["close-container"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "close-container", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 345, y: 408, width: 48, height: 48), children: [
                           Node(id: "close", role: .button, label: "Close", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 349, y: 412, width: 40, height: 40)),
                       ]))
        },
        .snapshot("a close container padded far around its small close icon, with nothing else in it", .failed,
                  targets: ["close-container"], environment: Environment(platform: .android)) {
            sheet(Node(id: "close-container", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 345, y: 408, width: 48, height: 48), children: [
                           Node(id: "close", role: .button, label: "Close", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 357, y: 420, width: 24, height: 24)),
                       ]))
        },
        .snapshot("a sheet's close strip as wide as the sheet, nothing in it but its close icon, centred across it at the top", .failed,
                  targets: ["close-strip"], environment: Environment(platform: .android)) {
            sheet(Node(id: "close-strip", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 0, y: 400, width: 393, height: 58), children: [
                           Node(id: "close", role: .button, label: "Close", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 176, y: 400, width: 41, height: 42)),
                       ]))
        },
        .snapshot("a full-width bar around the button at its end, nothing else in it: the bar keeps an area of its own", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "sound-bar", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 0, y: 683, width: 393, height: 95), children: [
                           Node(id: "sound", role: .button, label: "Sound: One Night Stand", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 333, y: 729, width: 60, height: 49)),
                       ]))
        },
        .snapshot("an Android row cut by its list's edge, only the button at its centre left in the dump", .cantTell, targets: ["row-0"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "list", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 500, width: 393, height: 352), children: [
                Node(id: "row-0", role: .button, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 500, width: 393, height: 14), children: [
                         Node(id: "more-0", role: .button, label: "More options", actions: [AccessibilityAction(.activate)],
                              frame: Rect(x: 172.5, y: 500, width: 48, height: 14)),
                     ]),
                Node(id: "row-1", role: .button, label: "Messages", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 514, width: 393, height: 64)),
            ]))
        },
        .snapshot("an Android row cut by its list's edge around a switch of identical bounds: the cut changes nothing", .failed,
                  targets: ["row-0"], environment: Environment(platform: .android)) {
            sheet(Node(id: "list", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 500, width: 393, height: 352), children: [
                Node(id: "row-0", role: .button, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 500, width: 393, height: 14), children: [
                         Node(id: "wifi-0", role: .toggle, label: "Wi-Fi", value: "1", actions: [AccessibilityAction(.activate)],
                              frame: Rect(x: 0, y: 500, width: 393, height: 14)),
                     ]),
                Node(id: "row-1", role: .button, label: "Bluetooth", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 514, width: 393, height: 64)),
            ]))
        },
        .snapshot("identical bounds, as ATF checks", .failed, targets: ["row"]) {
            sheet(Node(id: "row", role: .cell, label: "Wi-Fi", frame: Rect(x: 0, y: 500, width: 393, height: 44), children: [
                Node(id: "wifi", role: .toggle, label: "Wi-Fi", value: "1", frame: Rect(x: 0, y: 500, width: 393, height: 44)),
            ]))
        },
        .snapshot("a clickable sheet container around its calendar and its other controls", .passed,
                  environment: Environment(platform: .android)) {
            Node(id: "sheet", role: .button, part: .sheet, actions: [AccessibilityAction(.activate)],
                 frame: Rect(x: 0, y: 400, width: 393, height: 452), isAccessibilityElement: true, sheet: SheetFacts(),
                 children: [
                     Node(id: "calendar", role: .button, label: "December 2026", actions: [AccessibilityAction(.activate)],
                          frame: Rect(x: 0, y: 440, width: 393, height: 300)),
                     Node(id: "done", role: .button, label: "Done", actions: [AccessibilityAction(.activate)],
                          frame: Rect(x: 16, y: 760, width: 361, height: 48)),
                 ])
        },
        .snapshot("an Android message layer offering only a long press (its menu) around the bubble's tap", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "message-layer", role: .button, actions: [AccessibilityAction(.longPress)],
                       frame: Rect(x: 0, y: 500, width: 393, height: 80), children: [
                           Node(id: "bubble", role: .button, label: "See you at the trailhead", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 80, y: 500, width: 313, height: 74)),
                       ]))
        },
        .snapshot("an Android group named by its description, with no action, around its option card", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "options", role: .group, label: "Processing options", frame: Rect(x: 16, y: 500, width: 361, height: 120),
                       isAccessibilityElement: true, children: [
                           Node(id: "fast", role: .button, label: "Fast", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 16, y: 500, width: 361, height: 110)),
                       ]))
        },
        .snapshot("an Android chat row with no action reading its date divider, around the notice's Learn more button", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "row", role: .group, frame: Rect(x: 0, y: 500, width: 411, height: 118), isAccessibilityElement: true, children: [
                Node(id: "divider", role: .staticText, label: "Today", frame: Rect(x: 173, y: 503, width: 65, height: 36), isAccessibilityElement: false),
                Node(id: "notice", role: .button, label: "Messages are end-to-end encrypted. Learn more", actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 34, y: 545, width: 343, height: 72)),
            ]))
        },
        .snapshot("an Android player's frame that says nothing, taking the tap for the named Play icon inside it that takes focus only", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "control-frame", role: .group, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 190, y: 480, width: 93, height: 93), isAccessibilityElement: true, children: [
                           Node(id: "play", role: .button, label: "Play", frame: Rect(x: 204, y: 494, width: 64, height: 64)),
                       ]))
        },
        .snapshot("a named Android player's frame taking the tap for the named Play icon inside it that takes focus only: two TalkBack stops", .failed,
                  targets: ["control-frame"], environment: Environment(platform: .android)) {
            sheet(Node(id: "control-frame", role: .group, label: "Player", actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 190, y: 480, width: 93, height: 93), isAccessibilityElement: true, children: [
                           Node(id: "play", role: .button, label: "Play", frame: Rect(x: 194, y: 484, width: 85, height: 85)),
                       ]))
        },
        .snapshot("an Android label on the view around an unnamed button (as Flutter puts it) is a second stop for that button", .failed,
                  targets: ["settings-label"], environment: Environment(platform: .android)) {
            sheet(Node(id: "settings-label", role: .group, label: "Quick settings", frame: Rect(x: 16, y: 500, width: 361, height: 56),
                       isAccessibilityElement: true, children: [
                           Node(id: "settings", role: .button, actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 16, y: 500, width: 361, height: 56)),
                       ]))
        },
        .snapshot("a Like button's clickable box around it, the button holding its clickable icon and count: no pane, one action", .failed,
                  targets: ["like-box"], environment: Environment(platform: .android)) {
            sheet(Node(id: "like-box", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 330, y: 500, width: 48, height: 60), children: [
                           Node(id: "like", role: .button, label: "Like", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 330, y: 500, width: 48, height: 60), children: [
                                    Node(id: "like-icon", role: .button, actions: [AccessibilityAction(.activate)],
                                         frame: Rect(x: 336, y: 502, width: 36, height: 36)),
                                    Node(id: "like-count", role: .button, label: "18.8K", actions: [AccessibilityAction(.activate)],
                                         frame: Rect(x: 330, y: 540, width: 48, height: 20)),
                                ]),
                       ]))
        },
        .snapshot("a clickable fragment host around its clickable root, a pane of several controls", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "host", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 0, y: 400, width: 393, height: 452), children: [
                           Node(id: "root", role: .button, actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 0, y: 400, width: 393, height: 452), children: [
                                    Node(id: "search", role: .button, label: "Search", actions: [AccessibilityAction(.activate)],
                                         frame: Rect(x: 329, y: 408, width: 48, height: 48)),
                                    Node(id: "row", role: .button, label: "Ridge loop", actions: [AccessibilityAction(.activate)],
                                         frame: Rect(x: 0, y: 464, width: 393, height: 64)),
                                ]),
                       ]))
        },
        .snapshot("a feed card around its small author row, its cover picture beside it", .passed,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "card", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 16, y: 420, width: 180, height: 220), children: [
                           Node(id: "cover", role: .image, frame: Rect(x: 16, y: 420, width: 180, height: 150), isAccessibilityElement: false),
                           Node(id: "author", role: .button, label: "Mira", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 16, y: 600, width: 180, height: 40)),
                       ]))
        },
        .snapshot("an Android feed post, a row of a list TalkBack stops on to read, around its video of the same bounds: the row is no target", .inapplicable,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "feed", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 88, width: 411, height: 685), children: [
                Node(id: "post", role: .group, frame: Rect(x: 0, y: 88, width: 411, height: 636), isAccessibilityElement: true, children: [
                    Node(id: "author", role: .staticText, label: "wira.adikaraa posted a video", frame: Rect(x: 0, y: 88, width: 411, height: 54),
                         isAccessibilityElement: false),
                    Node(id: "video", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 88, width: 411, height: 636)),
                ]),
            ]))
        },
        .snapshot("a disabled control inside a clickable row takes no action to give a second stop", .inapplicable,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "row", role: .button, actions: [AccessibilityAction(.activate)],
                       frame: Rect(x: 0, y: 500, width: 393, height: 56), children: [
                           Node(id: "send", role: .button, label: "Send", traits: [.notEnabled],
                                frame: Rect(x: 0, y: 500, width: 393, height: 56)),
                       ]))
        },
        .snapshot("a control with nothing clickable inside", .inapplicable) {
            sheet(Node(id: "close", role: .button, label: "Close", frame: Rect(x: 345, y: 408, width: 44, height: 44),
                       children: [Node(id: "glyph", role: .image, isAccessibilityElement: false)]))
        },
        .snapshot("nested controls whose frames were not captured", .cantTell, targets: ["row"]) {
            sheet(Node(id: "row", role: .cell, label: "Wi-Fi", children: [Node(id: "wifi", role: .toggle, label: "Wi-Fi")]))
        },
    ]

    private static func sheet(_ child: Node) -> Node {
        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(),
             children: [Node(id: "title", role: .header, label: "Trail"), child])
    }
}
