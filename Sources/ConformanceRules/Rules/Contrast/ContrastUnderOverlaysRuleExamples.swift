import A11yModel

extension ContrastUnderOverlaysRule {
    /// A presenter under MorphModalKit's 20 % black scrim with a card on top; `modal` adds the
    /// containment that shuts the presenter out of VoiceOver.
    private static func presenter(text: String, glyph: String, modal: Bool = false) -> Node {
        Node(id: "window", background: .white, children: [
            Node(id: "presenter", part: .presenter, frame: Rect(x: 0, y: 0, width: 393, height: 852), background: .white, children: [
                Node(id: "edit", role: .button, label: "Edit", frame: Rect(x: 16, y: 60, width: 60, height: 44),
                     text: TextFacts(style: .body, pointSize: 17), foreground: Color(hex: text)),
                Node(id: "close-glyph", role: .button, label: "Close", frame: Rect(x: 333, y: 60, width: 44, height: 44),
                     foreground: Color(hex: glyph)),
            ]),
            Node(id: "scrim", part: .scrim, background: Color(hex: "#00000033")),
            Node(id: "card", part: .card, frame: Rect(x: 10, y: 494, width: 373, height: 324), isModal: modal,
                 background: .white, sheet: SheetFacts(), children: [
                    Node(id: "title", role: .header, label: "Menu", text: TextFacts(style: .headline, pointSize: 17), foreground: .black),
                 ]),
        ])
    }

    static let examples: [RuleExample] = [
        .snapshot("dark presenter controls stay readable under the scrim", .passed) {
            presenter(text: "#3C3C43", glyph: "#3C3C43")
        },
        .snapshot("presenter controls that pass in the open fall below 4.5:1 and 3:1 under the scrim", .failed,
                  targets: ["edit", "close-glyph"]) {
            presenter(text: "#6E6E73", glyph: "#8E8E93")
        },
        .snapshot("modal containment shuts the dimmed presenter out", .inapplicable) {
            presenter(text: "#6E6E73", glyph: "#8E8E93", modal: true)
        },
        .scenario("a capture without colours", .cantTell, targets: ["edit", "close-glyph"]) {
            Scenario(id: "example", snapshots: [
                Snapshot(id: "example", state: "example", unknown: [.colors], root: presenter(text: "#6E6E73", glyph: "#8E8E93")),
            ])
        },
    ]
}
