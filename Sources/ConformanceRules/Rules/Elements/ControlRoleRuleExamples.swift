import A11yModel

extension ControlRoleRule {
    static let examples: [RuleExample] = [
        .snapshot("an Android button whose class names its role", .inapplicable, environment: android) {
            sheet(Node(id: "send", role: .button, label: "Send", actions: [tap]))
        },
        .snapshot("an Android clickable layout TalkBack reads with no role (React Native's view without accessibilityRole)", .failed,
                  targets: ["cancel"], environment: android) {
            sheet(Node(id: "cancel", role: .button, label: "Cancel", traits: [.unannouncedRole], actions: [tap]))
        },
        .snapshot("a clickable layout whose description says its role and state: heard as a switch button", .passed, environment: android) {
            sheet(Node(id: "favorite", role: .button, label: "Add to my Favorites switch button. Not Favorited",
                       traits: [.unannouncedRole], actions: [tap]))
        },
        .snapshot("'Switch account' says a verb, no role, and a test id no words; a disabled one is read 'disabled' until enabled, with no role either",
                  .failed, targets: ["switch-account", "login", "send"], environment: android) {
            sheet(Node(id: "switch-account", role: .button, label: "Switch account", traits: [.unannouncedRole], actions: [tap]),
                  Node(id: "login", role: .button, label: "button-login-container", traits: [.unannouncedRole], actions: [tap]),
                  Node(id: "send", role: .button, label: "Send", traits: [.unannouncedRole, .notEnabled], actions: [tap]))
        },
        .snapshot("the Google Maps SDK's map, a clickable android.view.View it describes 'Mapa de Google': the SDK's, not the app's", .passed,
                  environment: android) {
            sheet(Node(id: "map", role: .button, label: "Mapa de Google", traits: [.unannouncedRole], actions: [tap]))
        },
        .snapshot("a React Native touchable holding only texts: read as its texts, with no role", .failed, targets: ["rose"],
                  environment: android) {
            sheet(Node(id: "rose", role: .button, traits: [.unannouncedRole], actions: [tap],
                       frame: Rect(x: 16, y: 600, width: 361, height: 56), children: [
                           Node(id: "rose-label", role: .staticText, label: "Send a Rose", visibleText: "Send a Rose",
                                frame: Rect(x: 32, y: 612, width: 200, height: 32), isAccessibilityElement: false),
                       ]))
        },
        .snapshot("a Compose icon button: a clickable view around the Button node its role adds, read as part of it", .passed,
                  environment: android) {
            sheet(Node(id: "close", role: .button, traits: [.unannouncedRole], actions: [tap],
                       frame: Rect(x: 340, y: 10, width: 48, height: 48), children: [
                           Node(id: "close-icon", role: .image, label: "Close", frame: Rect(x: 352, y: 22, width: 24, height: 24),
                                isAccessibilityElement: false),
                           Node(id: "close-role", role: .button, frame: Rect(x: 344, y: 14, width: 40, height: 40), isAccessibilityElement: false),
                       ]))
        },
        .snapshot("a clickable view described on its own: TalkBack reads the description alone, not the Button inside", .failed,
                  targets: ["home"], environment: android) {
            sheet(Node(id: "home", role: .button, label: "Home", traits: [.unannouncedRole], actions: [tap], children: [
                Node(id: "home-role", role: .button, isAccessibilityElement: false),
            ]))
        },
        .snapshot("Material 3's drag handle in its clickable box: handle-name-role-value judges it", .inapplicable, environment: android) {
            sheet(Node(id: "handle-box", role: .button, traits: [.unannouncedRole], actions: [tap], children: [
                Node(id: "handle", role: .image, part: .handle, label: "Drag handle", isAccessibilityElement: false),
            ]))
        },
        .snapshot("an Android clickable TextView as a link", .failed, targets: ["forgot"], environment: android) {
            sheet(Node(id: "forgot", role: .staticText, label: "Forgot password?", visibleText: "Forgot password?", actions: [tap]))
        },
        .snapshot("a checkable generic view: TalkBack reads its state but not what it is", .failed, targets: ["daily"],
                  environment: android) {
            sheet(Node(id: "daily", role: .toggle, label: "Daily", value: "1", traits: [.unannouncedRole, .isToggle], actions: [tap]))
        },
        .snapshot("the hour of Android's TimePicker: a clickable TextView the platform's widget lays out, which the app cannot change",
                  .passed, environment: android) {
            sheet(Node(id: "hours", role: .staticText, label: "08", visibleText: "08", traits: [.platformWidgetPart], actions: [tap]))
        },
        .snapshot("an iOS tappable text without the button trait", .failed, targets: ["terms"], environment: Environment(platform: .iOS)) {
            sheet(Node(id: "terms", role: .staticText, label: "Terms of use", actions: [tap]))
        },
        .snapshot("rows of a list, read as its items", .passed, environment: android) {
            sheet(Node(id: "list", role: .list, children: [
                Node(id: "row-1", role: .button, label: "Paris", traits: [.unannouncedRole], actions: [tap]),
                Node(id: "row-2", role: .button, label: "Lyon", traits: [.unannouncedRole], actions: [tap]),
            ]))
        },
        .snapshot("a row an adapter wrapped in layouts inside a RecyclerView's item", .passed, environment: android) {
            sheet(Node(id: "list", role: .list, children: [
                Node(id: "item", frame: Rect(x: 0, y: 100, width: 393, height: 60), children: [
                    Node(id: "item-layout", frame: Rect(x: 0, y: 100, width: 393, height: 60), children: [
                        Node(id: "notes", role: .button, label: "Notes and description", traits: [.unannouncedRole], actions: [tap],
                             frame: Rect(x: 0, y: 102, width: 393, height: 56)),
                    ]),
                ]),
            ]))
        },
        .snapshot("three rows stacked in a list's first item, the first taking taps itself, the others through the view each wraps", .passed,
                  environment: android) {
            func wrapped(_ id: String, y: Double) -> Node {
                Node(id: "\(id)-wrapper", frame: Rect(x: 0, y: y, width: 393, height: 50), children: [
                    Node(id: id, role: .button, label: id.capitalized, traits: [.unannouncedRole], actions: [tap], frame: Rect(x: 0, y: y, width: 393, height: 50)),
                ])
            }
            return sheet(Node(id: "contacts", role: .list, children: [
                Node(id: "header-item", frame: Rect(x: 0, y: 100, width: 393, height: 150), children: [
                    Node(id: "new-friends", role: .button, label: "New friends", traits: [.unannouncedRole], actions: [tap],
                         frame: Rect(x: 0, y: 100, width: 393, height: 50)),
                    wrapped("groups", y: 150),
                    wrapped("tags", y: 200),
                ]),
            ]))
        },
        .snapshot("a section header's link at the top of a list's item, the item's cards below it", .failed, targets: ["see-all"],
                  environment: android) {
            sheet(Node(id: "list", role: .list, children: [
                Node(id: "item", frame: Rect(x: 0, y: 100, width: 393, height: 300), children: [
                    Node(id: "see-all", role: .button, label: "Real Estate", traits: [.unannouncedRole], actions: [tap],
                         frame: Rect(x: 0, y: 100, width: 393, height: 48)),
                    Node(id: "card", role: .staticText, label: "Flats to let", frame: Rect(x: 16, y: 160, width: 361, height: 220)),
                ]),
            ]))
        },
        .snapshot("a Compose dialog's button hosted in native views: the Button node inside it settles what a role description might", .passed,
                  environment: android) {
            sheet(Node(id: "ok", role: .button, traits: [.unannouncedRole, .roleMayBeDescribed], actions: [tap], children: [
                Node(id: "ok-text", role: .staticText, label: "OK", visibleText: "OK", isAccessibilityElement: false),
                Node(id: "ok-role", role: .button, isAccessibilityElement: false),
            ]))
        },
        .snapshot("a plain android.view.View among React Native's views: its class for a role it describes", .cantTell,
                  targets: ["sitemap"], environment: android) {
            sheet(Node(id: "sitemap", role: .button, label: "Sitemap", traits: [.unannouncedRole, .roleMayBeDescribed], actions: [tap]))
        },
        .snapshot("Compose lazy-list rows: a plain view that scrolls, its rows as wide as each other", .passed, environment: android) {
            sheet(Node(id: "lazy", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 100, width: 393, height: 600),
                       children: [
                           Node(id: "row-1", role: .button, label: "Aspirin, 6 left", traits: [.unannouncedRole], actions: [tap],
                                frame: Rect(x: 0, y: 100, width: 393, height: 72)),
                           Node(id: "row-2", role: .button, label: "Ibuprofen, 2 left", traits: [.unannouncedRole], actions: [tap],
                                frame: Rect(x: 0, y: 172, width: 393, height: 72)),
                       ]))
        },
        .snapshot("days side by side in a scrolling strip, none with a role or state: choices, not a list's rows", .failed,
                  targets: ["mon", "tue", "wed"], environment: android) {
            sheet(Node(id: "strip", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 100, width: 393, height: 84),
                       children: [
                           Node(id: "mon", role: .button, label: "JUN, 22, MON", traits: [.unannouncedRole], actions: [tap],
                                frame: Rect(x: 16, y: 100, width: 48, height: 84)),
                           Node(id: "tue", role: .button, label: "JUN, 23, TUE", traits: [.unannouncedRole], actions: [tap],
                                frame: Rect(x: 64, y: 100, width: 48, height: 84)),
                           Node(id: "wed", role: .button, label: "JUN, 24, WED", traits: [.unannouncedRole], actions: [tap],
                                frame: Rect(x: 112, y: 100, width: 48, height: 84)),
                       ]))
        },
        .snapshot("a chat's only message, long-pressed to copy, in the list that scrolls it: a list of one item of content", .passed,
                  environment: android) {
            sheet(Node(id: "chat", actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 100, width: 393, height: 600), children: [
                Node(id: "reply", role: .button, traits: [.unannouncedRole], actions: [tap, AccessibilityAction(.longPress)],
                     frame: Rect(x: 12, y: 100, width: 369, height: 300),
                     children: [Node(id: "reply-text", role: .staticText, label: "Here are three ways to set up the printer on your network",
                                     frame: Rect(x: 24, y: 112, width: 345, height: 276), isAccessibilityElement: false)]),
            ]))
        },
        .snapshot("a carousel of songs side by side, each with its artwork: a list of content, read as its items", .passed, environment: android) {
            sheet(Node(id: "picks", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 100, width: 393, height: 160),
                       children: [
                           Node(id: "song-1", role: .button, traits: [.unannouncedRole], actions: [tap], frame: Rect(x: 12, y: 100, width: 130, height: 160),
                                children: [Node(id: "art-1", label: "Kesariya", frame: Rect(x: 12, y: 100, width: 116, height: 116)),
                                           Node(id: "title-1", role: .staticText, label: "Kesariya", frame: Rect(x: 12, y: 220, width: 116, height: 10))]),
                           Node(id: "song-2", role: .button, traits: [.unannouncedRole], actions: [tap], frame: Rect(x: 152, y: 100, width: 130, height: 160),
                                children: [Node(id: "art-2", label: "Apna", frame: Rect(x: 152, y: 100, width: 116, height: 116)),
                                           Node(id: "title-2", role: .staticText, label: "Apna", frame: Rect(x: 152, y: 220, width: 116, height: 10))]),
                       ]))
        },
        .snapshot("a React Native carousel of game cards in its scroll view's content container, each with its picture: a list of content",
                  .passed, environment: android) {
            func card(_ id: String, x: Double) -> Node {
                Node(id: id, role: .button, label: "touch", traits: [.unannouncedRole], actions: [tap], frame: Rect(x: x, y: 245, width: 98, height: 112),
                     children: [Node(id: "\(id)-art", frame: Rect(x: x + 5, y: 245, width: 88, height: 88), children: [
                         Node(id: "\(id)-icon", role: .image, label: "\(id) icon", frame: Rect(x: x + 5, y: 245, width: 88, height: 88)),
                     ])])
            }
            return sheet(Node(id: "games", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 233, width: 393, height: 124),
                              children: [Node(id: "content", frame: Rect(x: 0, y: 233, width: 393, height: 124),
                                              children: [card("poker", x: 11), card("rummy", x: 109), card("chess", x: 207)])]))
        },
        .snapshot("a form's button in a scroll view, no row beside it", .failed, targets: ["join"], environment: android) {
            sheet(Node(id: "form", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 100, width: 393, height: 600),
                       children: [
                           Node(id: "code", role: .textField, label: "Class code", actions: [tap], frame: Rect(x: 16, y: 120, width: 361, height: 56)),
                           Node(id: "join", role: .button, label: "Join Classroom", traits: [.unannouncedRole], actions: [tap],
                                frame: Rect(x: 16, y: 200, width: 200, height: 48)),
                       ]))
        },
        .snapshot("a share sheet's rows stacked one below another, a list that fits on the screen", .passed, environment: android) {
            sheet(Node(id: "targets", frame: Rect(x: 0, y: 400, width: 393, height: 168), children: [
                row("messages", "Messages", y: 400), row("email", "Email", y: 456), row("copy", "Copy link", y: 512),
            ]))
        },
        .snapshot("a dialog's two choices stacked, with no state or role", .failed, targets: ["english", "french"], environment: android) {
            sheet(Node(id: "choices", frame: Rect(x: 0, y: 400, width: 393, height: 112), children: [
                row("english", "English", y: 400), row("french", "Français", y: 456),
            ]))
        },
        .snapshot("chips wrapped into two lines of three, none selected: a group of choices, not a list's rows", .failed,
                  targets: ["m25", "m45", "m60", "today", "tomorrow", "never"], environment: android) {
            sheet(Node(id: "chips", frame: Rect(x: 0, y: 600, width: 393, height: 120), children: [
                chip("m25", "25 min", x: 24, y: 600), chip("m45", "45 min", x: 140, y: 600), chip("m60", "60 min", x: 256, y: 600),
                chip("today", "Today", x: 24, y: 680), chip("tomorrow", "Tomorrow", x: 140, y: 680), chip("never", "No date", x: 256, y: 680),
            ]))
        },
        .snapshot("a bottom bar of tabs side by side, none selected: judged, not taken for rows", .failed,
                  targets: ["home", "history", "settings"], environment: android) {
            sheet(Node(id: "bar", frame: Rect(x: 0, y: 780, width: 393, height: 72), children: [
                Node(id: "home", role: .staticText, label: "Home", actions: [tap], frame: Rect(x: 0, y: 780, width: 131, height: 72)),
                Node(id: "history", role: .staticText, label: "History", actions: [tap], frame: Rect(x: 131, y: 780, width: 131, height: 72)),
                Node(id: "settings", role: .staticText, label: "Settings", actions: [tap], frame: Rect(x: 262, y: 780, width: 131, height: 72)),
            ]))
        },
        .snapshot("Compose navigation tabs, one selected: their role is a role description no dump records", .passed, environment: android) {
            sheet(Node(id: "bar", children: [
                Node(id: "home", role: .button, label: "Home", traits: [.unannouncedRole, .selected], actions: [tap]),
                Node(id: "profile", role: .button, label: "Profile", traits: [.unannouncedRole], actions: [tap]),
            ]))
        },
        .snapshot("a clickable card holding a button of its own", .passed, environment: android) {
            sheet(Node(id: "card", role: .button, label: "Order 1042", traits: [.unannouncedRole], actions: [tap], children: [
                Node(id: "track", role: .button, label: "Track", actions: [tap]),
            ]))
        },
        .snapshot("a text Android made clickable and long-clickable to select it", .inapplicable, environment: android) {
            sheet(Node(id: "address", role: .staticText, label: "12 Rue de Rivoli", visibleText: "12 Rue de Rivoli",
                       actions: [tap, AccessibilityAction(.longPress)]))
        },
        .snapshot("an unnamed clickable view is control-name's", .inapplicable, environment: android) {
            sheet(Node(id: "blank", role: .button, traits: [.unannouncedRole], actions: [tap]))
        },
        .snapshot("the scrim behind a sheet, which the platform's sheets expose as a clickable view", .inapplicable,
                  environment: android) {
            Node(id: "root", children: [
                Node(id: "scrim", role: .button, part: .scrim, label: "Close sheet", traits: [.unannouncedRole], actions: [tap]),
                sheet(Node(id: "apply", role: .button, label: "Apply", actions: [tap])),
            ])
        },
        .snapshot("Flutter's modal barrier holding its dialog, named by its dismiss action", .inapplicable,
                  environment: android) {
            Node(id: "barrier", role: .button, label: "Close", traits: [.unannouncedRole], actions: [tap],
                 frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
                     Node(id: "message", role: .image, label: "Password reset", frame: Rect(x: 50, y: 300, width: 293, height: 200),
                          isAccessibilityElement: true),
                 ])
        },
        .snapshot("a web page's clickable element, whose role is the page's", .inapplicable, environment: android) {
            sheet(Node(id: "page", role: .webView, children: [
                Node(id: "more", role: .button, label: "More", traits: [.unannouncedRole], actions: [tap]),
            ]))
        },
    ]

    private static let android = Environment(platform: .android)

    private static func row(_ id: String, _ label: String, y: Double) -> Node {
        Node(id: id, role: .button, label: label, traits: [.unannouncedRole], actions: [tap], frame: Rect(x: 0, y: y, width: 393, height: 56))
    }
    private static func chip(_ id: String, _ label: String, x: Double, y: Double) -> Node {
        Node(id: id, role: .button, label: label, traits: [.unannouncedRole], actions: [tap], frame: Rect(x: x, y: y, width: 108, height: 48))
    }
    private static let tap = AccessibilityAction(.activate)

    private static func sheet(_ children: Node...) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(),
             children: [Node(id: "title", role: .header, label: "Share")] + children)
    }
}
