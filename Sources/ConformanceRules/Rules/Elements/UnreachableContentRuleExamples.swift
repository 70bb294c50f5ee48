import A11yModel

extension UnreachableContentRule {
    static let examples: [RuleExample] = [
        .snapshot("a chart with a text alternative", .passed) {
            sheet(Node(id: "chart", label: "Elevation: climbs 420 m over 12 km", frame: Rect(x: 16, y: 480, width: 361, height: 180),
                       isAccessibilityElement: true))
        },
        .snapshot("a custom-drawn calendar the capture marks important for accessibility", .failed, targets: ["calendar"],
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "calendar", traits: [.importantForAccessibility], frame: Rect(x: 16, y: 480, width: 361, height: 300)))
        },
        .snapshot("a large unnamed view from a dump: drawn content or an empty backdrop?", .cantTell, targets: ["canvas"]) {
            sheet(Node(id: "canvas", frame: Rect(x: 16, y: 480, width: 361, height: 300)))
        }.withUnknown([.colors]),
        .snapshot("a large view with ink drawn in it and nothing exposed", .cantTell, targets: ["chart"]) {
            sheet(Node(id: "chart", frame: Rect(x: 16, y: 480, width: 361, height: 300), foreground: Color(hex: "#0A84FF")))
        },
        .snapshot("an empty container in a capture that records colours", .inapplicable) {
            sheet(Node(id: "container", frame: Rect(x: 10, y: 494, width: 373, height: 324), background: .white))
        },
        .snapshot("a view Android marks not important, in a dump that records importance", .inapplicable,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "backdrop", frame: Rect(x: 0, y: 420, width: 393, height: 300)))
        },
        .snapshot("UIKit's backdrop views inside a captured system alert", .inapplicable) {
            Node(id: "alert", role: .dialog, traits: [.isModal], frame: Rect(x: 72, y: 316, width: 270, height: 105), sheet: SheetFacts(),
                 children: [
                     Node(id: "backdrop", frame: Rect(x: 72, y: 316, width: 270, height: 105)),
                     Node(id: "title", role: .staticText, label: "Give up signing up?", frame: Rect(x: 88, y: 335, width: 238, height: 21)),
                 ])
        }.withUnknown([.actions, .colors]),
        .snapshot("a container's first view, as large as it, under the title and the list that cover it: its background", .inapplicable) {
            sheet(Node(id: "panel", frame: Rect(x: 0, y: 420, width: 393, height: 432), children: [
                Node(id: "background", frame: Rect(x: 0, y: 420, width: 393, height: 432)),
                Node(id: "heading", role: .header, label: "Sign up", frame: Rect(x: 16, y: 436, width: 361, height: 28)),
                Node(id: "options", role: .list, frame: Rect(x: 0, y: 480, width: 393, height: 372), children: [
                    Node(id: "email", role: .button, label: "Use phone or email", frame: Rect(x: 16, y: 490, width: 361, height: 48)),
                ]),
            ]))
        }.withUnknown([.colors]),
        .snapshot("the same view listed after what it would cover: drawn over it, it is what is seen", .cantTell, targets: ["background"]) {
            sheet(Node(id: "panel", frame: Rect(x: 0, y: 420, width: 393, height: 432), children: [
                Node(id: "heading", role: .header, label: "Sign up", frame: Rect(x: 16, y: 436, width: 361, height: 28)),
                Node(id: "options", role: .list, frame: Rect(x: 0, y: 480, width: 393, height: 372), children: [
                    Node(id: "email", role: .button, label: "Use phone or email", frame: Rect(x: 16, y: 490, width: 361, height: 48)),
                ]),
                Node(id: "background", frame: Rect(x: 0, y: 420, width: 393, height: 432)),
            ]))
        }.withUnknown([.colors]),
        .snapshot("the Google Maps SDK's empty layer over its map, beside the surface it describes as 'Google Map' with its markers", .inapplicable) {
            sheet(Node(id: "map-view", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 420, width: 393, height: 300),
                       children: [
                           Node(id: "surface", role: .button, label: "Google Map", actions: [AccessibilityAction(.activate)],
                                frame: Rect(x: 0, y: 420, width: 393, height: 300), isAccessibilityElement: true, children: [
                                    Node(id: "marker", label: "Map marker", frame: Rect(x: 180, y: 500, width: 30, height: 30), isAccessibilityElement: true),
                                ]),
                           Node(id: "overlay", frame: Rect(x: 0, y: 420, width: 393, height: 300)),
                       ]))
        }.withUnknown([.colors]),
        .snapshot("a list section's background reaching past both sides of the sheet, and a view under all of it: backdrops", .inapplicable) {
            sheet(Node(id: "list", role: .list, frame: Rect(x: 0, y: 400, width: 393, height: 452), children: [
                Node(id: "section-background", frame: Rect(x: -16, y: -1092, width: 425, height: 1781)),
                Node(id: "under-all", frame: Rect(x: 0, y: 400, width: 393, height: 452)),
                Node(id: "url", role: .textField, label: "URL", frame: Rect(x: 16, y: 505, width: 361, height: 52), isAccessibilityElement: true),
            ]))
        }.withUnknown([.colors]),
        .snapshot("the backdrop iOS 26 draws under a navigation bar, as wide as the sheet, holding the bar", .inapplicable) {
            sheet(Node(id: "content", frame: Rect(x: 0, y: 400, width: 393, height: 452), children: [
                Node(id: "edge-effect", frame: Rect(x: 0, y: 400, width: 393, height: 129)),
                Node(id: "bar", role: .platformType("navigationBar"), frame: Rect(x: 0, y: 420, width: 393, height: 54), children: [
                    Node(id: "back", role: .button, label: "Categories", frame: Rect(x: 20, y: 420, width: 44, height: 44),
                         isAccessibilityElement: true),
                ]),
            ]))
        }.withUnknown([.colors]),
        .snapshot("a wide canvas scrolled past one side of the sheet is still judged", .cantTell, targets: ["timeline"]) {
            sheet(Node(id: "timeline", frame: Rect(x: 0, y: 480, width: 900, height: 200)))
        }.withUnknown([.colors]),
        .snapshot("a small divider", .inapplicable) {
            sheet(Node(id: "divider", frame: Rect(x: 16, y: 480, width: 361, height: 1)))
        },
        .snapshot("a large image is presumed decorative", .inapplicable) {
            sheet(Node(id: "hero", role: .image, frame: Rect(x: 0, y: 420, width: 393, height: 200), isAccessibilityElement: false))
        },
        .snapshot("a drawn calendar inside a clickable panel that only gathers its texts", .cantTell, targets: ["calendar"]) {
            sheet(Node(id: "panel", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 0, y: 400, width: 393, height: 452),
                       isAccessibilityElement: true, children: [
                           Node(id: "hint", role: .staticText, label: "Grey days are full", isAccessibilityElement: false),
                           Node(id: "calendar", frame: Rect(x: 16, y: 480, width: 361, height: 300)),
                       ]))
        }.withUnknown([.colors]),
        .snapshot("iOS: a close button inside a container VoiceOver reads as one element", .failed, targets: ["close"]) {
            sheet(Node(id: "body", label: "Bottom Sheet", frame: Rect(x: 0, y: 428, width: 393, height: 424), isAccessibilityElement: true,
                       children: [Node(id: "close", role: .button, label: "Close", frame: Rect(x: 16, y: 428, width: 24, height: 25),
                                       isAccessibilityElement: false)]))
        }.withUnknown([.actions]),
        .snapshot("iOS: the container offers the button's action as a custom action", .passed, targets: ["close"]) {
            sheet(Node(id: "body", label: "Bottom Sheet", actions: [AccessibilityAction(.custom, name: "Close")],
                       frame: Rect(x: 0, y: 428, width: 393, height: 424), isAccessibilityElement: true,
                       children: [Node(id: "close", role: .button, label: "Close", frame: Rect(x: 16, y: 428, width: 24, height: 25),
                                       isAccessibilityElement: false)]))
        },
        .snapshot("iOS: a button under the centre of the element around it, which activating that element taps", .inapplicable) {
            sheet(Node(id: "row", label: "Ridge loop, 12 km", frame: Rect(x: 0, y: 480, width: 393, height: 60), isAccessibilityElement: true,
                       children: [Node(id: "open", role: .button, label: "Open", frame: Rect(x: 0, y: 480, width: 393, height: 60),
                                       isAccessibilityElement: false)]))
        },
        .snapshot("Android: TalkBack still visits a clickable view inside a focusable one", .inapplicable,
                  environment: Environment(platform: .android)) {
            sheet(Node(id: "body", label: "Bottom Sheet", frame: Rect(x: 0, y: 428, width: 393, height: 424), isAccessibilityElement: true,
                       children: [Node(id: "close", role: .button, label: "Close", frame: Rect(x: 16, y: 428, width: 24, height: 25),
                                       isAccessibilityElement: true)]))
        },
        .snapshot("a large view inside a clickable card, which speaks for it", .inapplicable) {
            sheet(Node(id: "card", role: .button, label: "Ridge loop", frame: Rect(x: 16, y: 480, width: 361, height: 300), children: [
                Node(id: "map", frame: Rect(x: 16, y: 480, width: 361, height: 200)),
            ]))
        },
    ]

    private static func sheet(_ child: Node) -> Node {
        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452), sheet: SheetFacts(),
             children: [Node(id: "title", role: .header, label: "Pick a date"), child])
    }
}
