import A11yModel

extension ControlNameRule {
    static let examples: [RuleExample] = [
        .snapshot("a labelled close button", .passed) {
            sheet([Node(id: "close", role: .button, label: "Close", frame: Rect(x: 337, y: 430, width: 44, height: 44))])
        },
        .snapshot("a clickable row named by the texts inside it (TalkBack and VoiceOver read them)", .passed,
                  environment: Environment(platform: .android)) {
            sheet([Node(id: "account", role: .button, actions: [AccessibilityAction(.activate)],
                        frame: Rect(x: 17, y: 770, width: 378, height: 61), children: [
                            Node(id: "app", role: .staticText, label: "Trails", isAccessibilityElement: false),
                            Node(id: "email", role: .staticText, label: "ana@example.com", isAccessibilityElement: false),
                        ])])
        },
        .snapshot("a symbol with words is a name", .passed) {
            sheet([Node(id: "close", role: .button, label: "× Close")])
        },
        .snapshot("digits are a name", .passed) {
            sheet([Node(id: "day", role: .button, label: "14")])
        },
        .snapshot("an icon-font glyph as the only label (U+E5CD, Material Icons 'close')", .failed, targets: ["close"]) {
            sheet([Node(id: "close", role: .button, label: "\u{E5CD}")])
        },
        .snapshot("a glyph from plane 15 (U+F01EE)", .failed, targets: ["mail"]) {
            sheet([Node(id: "mail", role: .button, label: "\u{F01EE}")])
        },
        .snapshot("a close control named only by a symbol", .failed, targets: ["close"]) {
            sheet([Node(id: "close", role: .button, label: "×")])
        },
        .snapshot("only punctuation", .failed, targets: ["more"]) {
            sheet([Node(id: "more", role: .button, label: "…")])
        },
        .snapshot("a close control named only by a symbol a text font draws (U+2715)", .failed, targets: ["close"]) {
            sheet([Node(id: "close", role: .button, label: "✕")])
        },
        .snapshot("an emoji, which screen readers speak by its name ('red heart')", .passed, targets: ["like"]) {
            sheet([Node(id: "like", role: .button, label: "❤️")])
        },
        .snapshot("'=' and '←' on keys among keys named by one character: spoken 'equals', 'left arrow', what the keys do", .passed) {
            sheet([Node(id: "keypad", role: .group, children: ["7", "8", "9", "÷", "4", "5", "6", "=", "←"].enumerated().map { offset, key in
                Node(id: "key-\(offset)", role: .button, label: key, frame: Rect(x: Double(20 + 40 * offset), y: 500, width: 40, height: 40))
            })])
        },
        .snapshot("'/' on a calculator laid out four keys a row: the rows beside its row make the keypad", .passed, targets: ["divide"]) {
            sheet([Node(id: "keypad", role: .group, children: [["7", "8", "9", "/"], ["4", "5", "6", "*"]].enumerated().map { row, keys in
                Node(id: "row-\(row)", role: .group, children: keys.enumerated().map { column, key in
                    Node(id: key == "/" ? "divide" : "key-\(row)-\(column)", role: .button, label: key,
                         frame: Rect(x: Double(20 + 90 * column), y: Double(500 + 90 * row), width: 80, height: 80))
                })
            })])
        },
        .snapshot("'×' in a toolbar of icons named in words is no key: it names a shape", .failed, targets: ["close"]) {
            sheet([Node(id: "toolbar", role: .group, children: ["Share", "Edit", "Copy", "Print", "Save", "×"].enumerated().map { offset, label in
                Node(id: label == "×" ? "close" : label.lowercased(), role: .button, label: label,
                     frame: Rect(x: Double(20 + 50 * offset), y: 500, width: 44, height: 44))
            })])
        },
        .snapshot("only a zero-width space (U+200B, format character)", .failed, targets: ["next"]) {
            sheet([Node(id: "next", role: .button, label: "\u{200B}")])
        },
        .snapshot("only a zero-width no-break space (U+FEFF, format character)", .failed, targets: ["next"]) {
            sheet([Node(id: "next", role: .button, label: "\u{FEFF}")])
        },
        .snapshot("only a word joiner (U+2060, format character)", .failed, targets: ["next"]) {
            sheet([Node(id: "next", role: .button, label: "\u{2060}")])
        },
        .snapshot("only no-break spaces (U+00A0, White_Space)", .failed, targets: ["next"]) {
            sheet([Node(id: "next", role: .button, label: "\u{00A0}\u{00A0}")])
        },
        .snapshot("a word after a zero-width space is a name", .passed) {
            sheet([Node(id: "next", role: .button, label: "\u{200B}Next")])
        },
        .snapshot("an unnamed clickable scrim (Material touch_outside)", .failed, targets: ["touch_outside"],
                  environment: Environment(platform: .android)) {
            Node(id: "window", role: .window, children: [
                Node(id: "touch_outside", role: .button, part: .scrim, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 0, width: 411, height: 480)),
                Node(id: "design_bottom_sheet", part: .sheet, frame: Rect(x: 0, y: 480, width: 411, height: 434),
                     sheet: SheetFacts(), children: [Node(id: "title", role: .header, label: "Share")]),
            ])
        },
        .snapshot("a focusable view with nothing to read (uiautomator marks it NAF)", .failed, targets: ["view"],
                  environment: Environment(platform: .android)) {
            sheet([Node(id: "view", role: .group, actions: [AccessibilityAction(.activate)], isAccessibilityElement: true,
                        children: [Node(id: "icon", role: .image, isAccessibilityElement: false)])])
        },
        .snapshot("a button whose only content is a separate focus stop gathers nothing from it", .failed, targets: ["wrapper"]) {
            sheet([Node(id: "wrapper", role: .button, children: [Node(id: "close", role: .button, label: "Close")])])
        },
        .snapshot("an Android tab that says nothing around the named icon covering it: TalkBack focuses the icon, not the tab", .passed,
                  environment: Environment(platform: .android)) {
            sheet([androidView("tab", frame: Rect(x: 206, y: 440, width: 206, height: 45), holding: [
                androidView("reels", label: "Reels", frame: Rect(x: 206, y: 440, width: 206, height: 45), isElement: true),
            ])])
        },
.snapshot("an Android box that says nothing around the text field of its size it focuses: TalkBack focuses the field, which field-label judges", .passed,
                  environment: Environment(platform: .android)) {
            sheet([androidView("number-box", frame: Rect(x: 16, y: 470, width: 361, height: 28), holding: [
                androidView("number", role: .textField, frame: Rect(x: 16, y: 470, width: 361, height: 28), isElement: true),
            ])])
        },
        .snapshot("an Android stepper that says nothing, tiled by its minus, count and plus: TalkBack focuses those, and the two glyph-only ones fail on their own",
                  .failed, targets: ["minus", "plus"], environment: Environment(platform: .android)) {
            sheet([androidView("stepper", frame: Rect(x: 280, y: 440, width: 100, height: 40), holding: [
                androidView("minus", label: "\u{E890}", frame: Rect(x: 280, y: 440, width: 32, height: 40), isElement: true),
                androidView("count", label: "1", frame: Rect(x: 314, y: 440, width: 32, height: 40), isElement: true),
                androidView("plus", label: "\u{E922}", frame: Rect(x: 348, y: 440, width: 32, height: 40), isElement: true),
            ])])
        },
        .snapshot("an Android chip that says nothing, its icon and its label clickable and long-clickable as it is: the label takes its actions, the unnamed icon fails",
                  .failed, targets: ["icon"], environment: Environment(platform: .android)) {
            let both = [AccessibilityAction(.activate), AccessibilityAction(.longPress)]
            return sheet([Node(id: "chip", role: .button, actions: both, frame: Rect(x: 10, y: 440, width: 103, height: 34), children: [
                Node(id: "icon", role: .image, actions: both, frame: Rect(x: 20, y: 448, width: 18, height: 18), isAccessibilityElement: true),
                Node(id: "label", role: .staticText, label: "Quick reply", actions: both, frame: Rect(x: 38, y: 447, width: 64, height: 21),
                     isAccessibilityElement: true),
            ])])
        },
        .snapshot("an Android tile that says nothing, holding only a small overflow button: its own action is lost to TalkBack",
                  .failed, targets: ["tile"], environment: Environment(platform: .android)) {
            sheet([androidView("tile", frame: Rect(x: 10, y: 440, width: 160, height: 280), holding: [
                androidView("more", label: "More", frame: Rect(x: 130, y: 450, width: 32, height: 32), isElement: true),
            ])])
        },
        .snapshot("an Android sheet's close strip that says nothing, all it holds its close icon centred at the top: a touch area padded around it",
                  .passed, environment: Environment(platform: .android)) {
            sheet([androidView("close-strip", frame: Rect(x: 0, y: 440, width: 393, height: 51), holding: [
                androidView("close", label: "Go back to previous page", frame: Rect(x: 178, y: 440, width: 36, height: 37), isElement: true),
            ])])
        },
        .snapshot("the same strip holding a picture beside its close icon: its own action is lost to TalkBack", .failed,
                  targets: ["close-strip"], environment: Environment(platform: .android)) {
            sheet([androidView("close-strip", frame: Rect(x: 0, y: 440, width: 393, height: 51), holding: [
                androidView("close", label: "Go back to previous page", frame: Rect(x: 178, y: 440, width: 36, height: 37), isElement: true),
                Node(id: "banner", role: .image, frame: Rect(x: 8, y: 444, width: 120, height: 40)),
            ])])
        },
        .snapshot("an Android comment bubble that says nothing around its named sticker, as tall as the bubble at its left: TalkBack focuses the sticker",
                  .passed, environment: Environment(platform: .android)) {
            sheet([androidView("bubble", frame: Rect(x: 66, y: 440, width: 331, height: 83), holding: [
                androidView("sticker", label: "Sticker, crying with laughter", frame: Rect(x: 66, y: 440, width: 137, height: 83), isElement: true),
            ])])
        },
        .snapshot("an Android chat row that says nothing around a small focusable message it holds, which takes no tap: a double tap on the message reaches the row",
                  .passed, environment: Environment(platform: .android)) {
            sheet([androidView("row", frame: Rect(x: 0, y: 440, width: 393, height: 60), holding: [
                Node(id: "message", role: .staticText, label: "You invited Dana to the group", frame: Rect(x: 96, y: 458, width: 200, height: 24),
                     isAccessibilityElement: true),
            ])])
        },
        .snapshot("an Android touch area that says nothing, padded around its named Play button at its centre: TalkBack focuses Play", .passed,
                  environment: Environment(platform: .android)) {
            sheet([androidView("control-frame", frame: Rect(x: 150, y: 600, width: 94, height: 94), holding: [
                androidView("play", label: "Play", frame: Rect(x: 171, y: 621, width: 52, height: 52), isElement: true),
            ])])
        },
        .snapshot("an Android box that says nothing around a sheet's drag handle and the handle's touch area, long-pressed (Material 3's ModalBottomSheet composes one): part of the handle, judged by handle-name-role-value",
                  .passed, environment: Environment(platform: .android)) {
            sheet([androidView("handle-box", action: .longPress, frame: Rect(x: 178, y: 400, width: 37, height: 55), holding: [
                androidView("handle-area", frame: Rect(x: 169, y: 400, width: 55, height: 55), isElement: true, holding: [
                    Node(id: "grabber", part: .handle, label: "Drag handle", frame: Rect(x: 178, y: 425, width: 37, height: 5)),
                ]),
            ])])
        },
        .snapshot("an Android box that says nothing, long-pressed, around a drag handle and a Close button: more than the handle's, its long press is lost", .failed,
                  targets: ["header-box"], environment: Environment(platform: .android)) {
            sheet([androidView("header-box", action: .longPress, frame: Rect(x: 0, y: 400, width: 393, height: 60), holding: [
                androidView("handle-area", frame: Rect(x: 169, y: 400, width: 55, height: 55), isElement: true, holding: [
                    Node(id: "grabber", part: .handle, label: "Drag handle", frame: Rect(x: 178, y: 425, width: 37, height: 5)),
                ]),
                androidView("close", label: "Close", frame: Rect(x: 340, y: 410, width: 44, height: 44), isElement: true),
            ])])
        },
        .snapshot("an Android video page that says nothing, filled by its named layer listed after 40 small buttons: TalkBack focuses the layer", .passed,
                  environment: Environment(platform: .android)) {
            androidView("page", frame: Rect(x: 0, y: 0, width: 411, height: 847), holding: (0..<40).map { row in
                androidView("action-\(row)", label: "Action \(row)", frame: Rect(x: 360, y: Double(100 + 16 * row), width: 40, height: 14), isElement: true)
            } + [androidView("video", label: "Video", frame: Rect(x: 0, y: 0, width: 411, height: 835), isElement: true)])
        },
        .snapshot("an Android card holding empty views shaped like its name's and date's lines (Litho draws its text, exposed only while a screen reader runs)",
                  .cantTell, targets: ["post-header"], environment: Environment(platform: .android)) {
            sheet([androidView("post-header", frame: Rect(x: 51, y: 500, width: 168, height: 34), holding: [
                Node(id: "name-line", role: .group, frame: Rect(x: 51, y: 505, width: 163, height: 17), isAccessibilityElement: false),
                Node(id: "date-line", role: .group, frame: Rect(x: 51, y: 521, width: 163, height: 13), isAccessibilityElement: false),
            ])])
        },
        .snapshot("the same card inside a Compose host: Compose exposes its text without a screen reader, so the empty lines hide no name",
                  .failed, targets: ["post-header"], environment: Environment(platform: .android)) {
            sheet([Node(id: "compose-host", role: .group, traits: [.composeHost], frame: Rect(x: 0, y: 480, width: 393, height: 80), children: [
                androidView("post-header", frame: Rect(x: 51, y: 500, width: 168, height: 34), holding: [
                    Node(id: "name-line", role: .group, frame: Rect(x: 51, y: 505, width: 163, height: 17), isAccessibilityElement: false),
                    Node(id: "date-line", role: .group, frame: Rect(x: 51, y: 521, width: 163, height: 13), isAccessibilityElement: false),
                ]),
            ])])
        },
        .snapshot("an unnamed Android switch whose track is an empty view as wide as a line is no text: it fails", .failed,
                  targets: ["quiet-time"], environment: Environment(platform: .android)) {
            sheet([androidView("quiet-time", role: .toggle, frame: Rect(x: 343, y: 600, width: 52, height: 48), holding: [
                Node(id: "track", role: .group, frame: Rect(x: 343, y: 608, width: 52, height: 14.5), isAccessibilityElement: false),
            ])])
        },
        .snapshot("an Android full-screen layer that says nothing, around a dialog's card at its centre: the card is no control it pads, and its dismissal is lost",
                  .failed, targets: ["outside"], environment: Environment(platform: .android)) {
            androidView("outside", frame: Rect(x: 0, y: 0, width: 393, height: 852), holding: [
                androidView("card", label: "Allow access to your contacts?", frame: Rect(x: 24, y: 326, width: 345, height: 200), isElement: true, holding: [
                    androidView("allow", label: "Open settings", frame: Rect(x: 200, y: 470, width: 150, height: 48), isElement: true),
                    androidView("deny", label: "Don't allow", frame: Rect(x: 44, y: 470, width: 150, height: 48), isElement: true),
                ]),
            ])
        },
        .snapshot("an Android row whose only text of its own is an icon-font chevron: TalkBack focuses it for that text, and it says nothing",
                  .failed, targets: ["coupons-row"], environment: Environment(platform: .android)) {
            sheet([androidView("coupons-row", frame: Rect(x: 10, y: 600, width: 373, height: 40), holding: [
                androidView("coupons", label: "View all payment coupons", frame: Rect(x: 20, y: 602, width: 330, height: 36), isElement: true),
                Node(id: "chevron", role: .staticText, label: "\u{E822}", frame: Rect(x: 355, y: 610, width: 20, height: 20), isAccessibilityElement: false),
            ])])
        },
        .snapshot("an Android view filling the named tile around it, with nothing to say: TalkBack focuses the tile", .passed,
                  environment: Environment(platform: .android)) {
            sheet([androidView("tile", label: "Go to channel profile", frame: Rect(x: 20, y: 440, width: 120, height: 100), holding: [
                androidView("inner", frame: Rect(x: 20, y: 440, width: 120, height: 100), holding: [
                    Node(id: "logo", role: .image, frame: Rect(x: 40, y: 460, width: 80, height: 60)),
                ]),
            ])])
        },
        .snapshot("an unnamed Android leaf filling the named tile around it: TalkBack focuses a leaf, unnamed", .failed,
                  targets: ["inner"], environment: Environment(platform: .android)) {
            sheet([androidView("tile", label: "Go to channel profile", frame: Rect(x: 20, y: 440, width: 120, height: 100), holding: [
                androidView("inner", frame: Rect(x: 20, y: 440, width: 120, height: 100)),
            ])])
        },
        .snapshot("an Android backdrop around its sheet: its action, dismissal, is no named control's inside it", .failed,
                  targets: ["backdrop"], environment: Environment(platform: .android)) {
            Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 411, height: 880), children: [
                Node(id: "backdrop", role: .button, part: .scrim, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 0, width: 411, height: 880), children: [
                        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 300, width: 411, height: 580), sheet: SheetFacts(), children: [
                            Node(id: "save", role: .button, label: "Save reminder", actions: [AccessibilityAction(.activate)],
                                 frame: Rect(x: 0, y: 300, width: 411, height: 580), isAccessibilityElement: true),
                        ]),
                     ]),
            ])
        },
        .snapshot("an Android chat row offering a long press, around a bubble that offers only a tap: the row's menu is lost", .failed,
                  targets: ["row"], environment: Environment(platform: .android)) {
            sheet([androidView("row", action: .longPress, frame: Rect(x: 0, y: 440, width: 411, height: 200), holding: [
                androidView("bubble", label: "See you at eight", frame: Rect(x: 80, y: 440, width: 330, height: 190), isElement: true),
            ])])
        },
        .snapshot("an Android reader page, tapped to show its controls, over a web page named by its title: the page is no target of the same action",
                  .failed, targets: ["pager"], environment: Environment(platform: .android)) {
            sheet([androidView("pager", frame: Rect(x: 0, y: 0, width: 411, height: 880), holding: [
                androidView("page", role: .platformType("webView"), label: "Letter", action: .scroll,
                            frame: Rect(x: 0, y: 0, width: 411, height: 880), isElement: true),
            ])])
        },
        .snapshot("an iOS table cell without a label is named by the labels inside it, which UIKit reads as its own", .passed) {
            sheet([Node(id: "row", role: .cell, isAccessibilityElement: true, children: [
                Node(id: "row-text", role: .staticText, label: "Share your public profile", isAccessibilityElement: true),
            ])])
        },
        .snapshot("an Android row gathers nothing from a control inside it that TalkBack focuses on its own", .failed, targets: ["row"],
                  environment: Environment(platform: .android)) {
            sheet([Node(id: "row", role: .cell, actions: [AccessibilityAction(.activate)], isAccessibilityElement: true, children: [
                Node(id: "row-share", role: .button, label: "Share your public profile", actions: [AccessibilityAction(.activate)],
                     isAccessibilityElement: true),
            ])])
        },
        .snapshot("an Android row cut by its list's edge, its texts left out of the dump", .cantTell, targets: ["row-0"],
                  environment: Environment(platform: .android)) {
            sheet([listStartingWithEmptyRow(height: 14)])
        },
        .snapshot("Android cards cut by the bottom of the view scrolling them, each a picture and an empty layout where its title was", .cantTell,
                  targets: ["template-1", "template-2"], environment: Environment(platform: .android)) {
            sheet([scrolledCards(top: 650)])
        },
        .snapshot("the same Android cards whole inside the view scrolling them: a picture and an empty layout name nothing", .failed,
                  targets: ["template-1", "template-2"], environment: Environment(platform: .android)) {
            sheet([scrolledCards(top: 500)])
        },
.snapshot("an Android tile mostly past the bottom of the list scrolling it, which the dump does not cut: its views off screen are left out", .cantTell,
                  targets: ["tile"], environment: Environment(platform: .android)) {
            sheet([Node(id: "home", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 420, width: 393, height: 300), children: [
                androidView("tile", frame: Rect(x: 0, y: 715, width: 98, height: 67)),
            ])])
        },
                .snapshot("an empty Android row of full height in a list is unnamed", .failed, targets: ["row-0"],
                  environment: Environment(platform: .android)) {
            sheet([listStartingWithEmptyRow(height: 64)])
        },
        .snapshot("the last row of a collapsed Android sheet, cut by the screen's bottom edge", .cantTell, targets: ["row-2"],
                  environment: Environment(platform: .android)) {
            sheet([row("row-1", y: 760, text: "Messages"), emptyRow("row-2", y: 824, height: 28)])
        },
        .snapshot("the last row of a collapsed Android sheet, cut by the screen's bottom edge, below a whole row with nothing to read either",
                  .failed, targets: ["row-1", "row-2"], environment: Environment(platform: .android)) {
            sheet([emptyRow("row-1", y: 760, height: 64), emptyRow("row-2", y: 824, height: 28)])
        },
        .snapshot("an Android row header cut by its list's bottom edge, each row's header alone in its row: the whole rows' headers read their summaries",
                  .cantTell, targets: ["trade-3.header"], environment: Environment(platform: .android)) {
            sheet([Node(id: "trades", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 24, y: 600, width: 345, height: 252),
                        children: (1...3).map { row in
                let top = Double(600 + 120 * (row - 1))
                let cut = row == 3
                return Node(id: "trade-\(row)", role: .group, frame: Rect(x: 24, y: top, width: 345, height: cut ? 12 : 112), children: [
                    Node(id: "trade-\(row).header", role: .button, actions: [AccessibilityAction(.activate)],
                         frame: Rect(x: 24, y: top, width: 345, height: cut ? 12 : 48),
                         children: cut ? [] : [Node(id: "trade-\(row).summary", role: .staticText, label: "BTCUSD sell 0.05 lots",
                                                     isAccessibilityElement: false)]),
                ])
            })])
        },
        .snapshot("an Android song card cut by its list's bottom edge, its views left out: every whole card reads its picture's 'Cover', the same in each",
                  .passed, environment: Environment(platform: .android)) {
            sheet([songCards(covers: ["Cover", "Cover", "Cover"])])
        },
        .snapshot("the same card where the whole cards' pictures read their songs: a row's own data says nothing of the row cut off",
                  .cantTell, targets: ["song-4"], environment: Environment(platform: .android)) {
            sheet([songCards(covers: ["Glass", "Lovers", "Dilemma"])])
        },
        .snapshot("an Android WebView with nothing of its page in the dump: the page had not loaded", .cantTell, targets: ["web"],
                  environment: Environment(platform: .android)) {
            sheet([Node(id: "web", role: .webView, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 440, width: 393, height: 400),
                        isAccessibilityElement: true)])
        },
        .snapshot("a web page's list markers WebKit exposes as elements of their own, read as 'bullet' and 'one'", .passed,
                  targets: ["marker", "number"]) {
            sheet([Node(id: "article", role: .webView, frame: Rect(x: 0, y: 440, width: 393, height: 400), children: [
                Node(id: "marker", role: .group, label: "•", frame: Rect(x: 40, y: 482, width: 8, height: 23), isAccessibilityElement: true),
                Node(id: "item", role: .staticText, label: "The Current Activity screen shows what the app is doing",
                     frame: Rect(x: 59, y: 482, width: 322, height: 46), isAccessibilityElement: true),
                Node(id: "number", role: .group, label: "1.", frame: Rect(x: 36, y: 540, width: 14, height: 23), isAccessibilityElement: true),
            ])])
        },
        .snapshot("a Flutter screen's '?' shown as text, in a view that takes focus but no action: read 'question mark', as shown", .passed,
                  targets: ["help-mark"], environment: Environment(platform: .android)) {
            sheet([Node(id: "greeting", label: "Good evening", frame: Rect(x: 16, y: 460, width: 200, height: 24), isAccessibilityElement: true),
                   Node(id: "help-mark", label: "?", frame: Rect(x: 220, y: 460, width: 12, height: 24), isAccessibilityElement: true)])
        },
        .snapshot("the same '?' on a button is a control named by a symbol", .failed, targets: ["help-mark"],
                  environment: Environment(platform: .android)) {
            sheet([Node(id: "help-mark", role: .button, label: "?", actions: [AccessibilityAction(.activate)], frame: Rect(x: 220, y: 460, width: 48, height: 48),
                        isAccessibilityElement: true)])
        },
        .snapshot("the same '•' outside a web page is an empty stop", .failed, targets: ["marker"]) {
            sheet([Node(id: "marker", role: .group, label: "•", frame: Rect(x: 40, y: 482, width: 8, height: 23), isAccessibilityElement: true)])
        },
        .snapshot("a cut Android row uiautomator marks NAF: it found nothing to read in any descendant", .failed,
                  targets: ["row-2"], environment: Environment(platform: .android)) {
            sheet([row("row-1", y: 760, text: "Messages"),
                   Node(id: "row-2", role: .button, traits: [.nothingToRead], actions: [AccessibilityAction(.activate)],
                        frame: Rect(x: 0, y: 824, width: 393, height: 28))])
        },
        .snapshot("an unnamed scrim above a sheet of the same width is no cut row", .failed, targets: ["touch_outside"],
                  environment: Environment(platform: .android)) {
            Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                Node(id: "touch_outside", role: .button, part: .scrim, actions: [AccessibilityAction(.activate)],
                     frame: Rect(x: 0, y: 0, width: 393, height: 300), isAccessibilityElement: true),
                Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 300, width: 393, height: 552), sheet: SheetFacts(),
                     children: [Node(id: "title", role: .header, label: "Share")]),
            ])
        },
        .snapshot("an unnamed Android icon button on the screen's edge beside a title is unnamed", .failed, targets: ["navigate-up"],
                  environment: Environment(platform: .android)) {
            Node(id: "window", role: .window, children: [
                Node(id: "toolbar", frame: Rect(x: 0, y: 24, width: 393, height: 56), children: [
                    Node(id: "navigate-up", role: .button, actions: [AccessibilityAction(.activate)],
                         frame: Rect(x: 0, y: 24, width: 56, height: 56)),
                    Node(id: "toolbar-title", role: .header, label: "Trails", frame: Rect(x: 72, y: 38, width: 200, height: 28)),
                ]),
            ])
        },
        .snapshot("only static text: no control to judge", .inapplicable) {
            sheet([Node(id: "body", role: .staticText, label: "Your route edits will be lost.")])
        },
        .snapshot("an unnamed text field is field-label's", .inapplicable) {
            sheet([Node(id: "note", role: .textField)])
        },
        .snapshot("a hidden unnamed button", .inapplicable) {
            sheet([Node(id: "close", role: .button, isHidden: true)])
        },
    ]

    /// A list whose first row holds nothing in the dump, `height` tall, above a 64 pt row.
    private static func listStartingWithEmptyRow(height: Double) -> Node {
        Node(id: "list", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 520, width: 393, height: 332),
             children: [emptyRow("row-0", y: 520, height: height), row("row-1", y: 520 + height, text: "Messages")])
    }

    /// A scroll view whose content ends in two template cards from `top` down to its bottom edge
    /// (700) at most, each holding a picture and an empty layout over it.
    private static func scrolledCards(top: Double) -> Node {
        let height = min(120, 700 - top)
        let cards = [(1, 16.0), (2, 200.0)].map { number, x in
            Node(id: "template-\(number)", role: .button, actions: [AccessibilityAction(.activate)],
                 frame: Rect(x: x, y: top, width: 170, height: height), children: [
                     Node(id: "template-\(number).picture", role: .image, frame: Rect(x: x, y: top, width: 170, height: height),
                          isAccessibilityElement: false),
                     Node(id: "template-\(number).overlay", role: .group, frame: Rect(x: x, y: top, width: 170, height: height),
                          isAccessibilityElement: false),
                 ])
        }
        return Node(id: "content", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 300, width: 393, height: 400),
                    children: cards)
    }

    /// A list of song cards, three whole, each a picture described as `covers` says and a title,
    /// and a fourth cut by the list's bottom edge with nothing of it in the dump.
    private static func songCards(covers: [String]) -> Node {
        let whole = covers.enumerated().map { offset, cover in
            let top = 500 + Double(offset) * 64
            return androidView("song-\(offset + 1)", frame: Rect(x: 16, y: top, width: 361, height: 60), holding: [
                Node(id: "song-\(offset + 1).cover", role: .image, label: cover, frame: Rect(x: 24, y: top + 6, width: 48, height: 48)),
                Node(id: "song-\(offset + 1).title", role: .staticText, label: ["Glass", "Lovers", "Dilemma"][offset],
                     frame: Rect(x: 80, y: top + 18, width: 200, height: 24)),
            ])
        }
        return Node(id: "songs", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 500, width: 393, height: 200),
                    children: whole + [androidView("song-4", frame: Rect(x: 16, y: 692, width: 361, height: 8))])
    }

    private static func emptyRow(_ id: String, y: Double, height: Double) -> Node {
        Node(id: id, role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: y, width: 393, height: height))
    }

    private static func row(_ id: String, y: Double, text: String) -> Node {
        Node(id: id, role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: y, width: 393, height: 64),
             children: [Node(id: id + ".text", role: .staticText, label: text, isAccessibilityElement: false)])
    }

    /// An Android view doing `action` (a button by what it does, as the importer makes one) at
    /// `frame`, around `children`.
    private static func androidView(_ id: String, role: Role = .button, label: String? = nil, action: ActionKind = .activate,
                                    frame: Rect, isElement: Bool? = nil, holding children: [Node] = []) -> Node {
        Node(id: id, role: role, label: label, actions: [AccessibilityAction(action)], frame: frame, isAccessibilityElement: isElement,
             children: children)
    }

    private static func sheet(_ children: [Node]) -> Node {
        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(),
             children: [Node(id: "title", role: .header, label: "Share")] + children)
    }
}
