import A11yModel

extension FieldLabelRule {
    static let examples: [RuleExample] = [
        .snapshot("a labelled iOS text field", .passed) {
            form(Node(id: "note", role: .textField, label: "Note for the driver", value: "Gate code 42"))
        },
        .snapshot("an Android field labelled by its hint (TextInputLayout)", .passed,
                  environment: Environment(platform: .android)) {
            form(Node(id: "note", role: .textField, hint: "Note for the driver"))
        },
        .snapshot("an Android field labelled only by its content description: once text is typed, TalkBack reads the text in its place", .failed,
                  targets: ["email"], environment: Environment(platform: .android)) {
            form(Node(id: "email", role: .textField, label: "Email", value: "ada@example.com", hint: "", traits: [.describedField]))
        },
        .snapshot("the same field with a hint too: TalkBack reads the hint after the typed text, and never the description", .passed,
                  environment: Environment(platform: .android)) {
            form(Node(id: "email", role: .textField, label: "input-email", value: "ada@example.com", hint: "Email", traits: [.describedField]))
        },
        .snapshot("an iOS field with only a placeholder-like value", .failed, targets: ["note"]) {
            form(Node(id: "note", role: .textField, value: "Gate code 42"))
        },
        .snapshot("an Android field with neither description nor hint", .failed, targets: ["search"],
                  environment: Environment(platform: .android)) {
            form(Node(id: "search", role: .searchField, value: "stairs"))
        },
        .snapshot("an Android password field whose hint is only bullets: nothing TalkBack can say", .failed, targets: ["password"],
                  environment: Environment(platform: .android)) {
            form(Node(id: "password", role: .textField, hint: "••••••••"))
        },
        .snapshot("an iOS hint is not a label", .failed, targets: ["note"]) {
            form(Node(id: "note", role: .textField, hint: "Tell the driver how to find you"))
        },
        .snapshot("a label of only white space", .failed, targets: ["note"]) {
            form(Node(id: "note", role: .textField, label: " "))
        },
        .snapshot("a form without fields", .inapplicable) {
            form(Node(id: "save", role: .button, label: "Save"))
        },
        .snapshot("an Android field without a description, from a dump that cannot carry hints", .cantTell, targets: ["note"],
                  environment: Environment(platform: .android)) {
            form(Node(id: "note", role: .textField))
        }.withUnknown([.hint]),
        .snapshot("the same field shown empty, which the import read as having no hint (an empty field shows its hint as its text)",
                  .failed, targets: ["note"], environment: Environment(platform: .android)) {
            form(Node(id: "note", role: .textField, hint: ""))
        }.withUnknown([.hint]),
        .snapshot("an Android field shown empty right under the text 'Name:' (a text entry dialog): android:labelFor, which no dump records, may link them",
                  .cantTell, targets: ["username"], environment: Environment(platform: .android)) {
            labelled(Node(id: "username", role: .textField, hint: "", frame: Rect(x: 20, y: 420, width: 353, height: 48)),
                     by: Node(id: "name", role: .staticText, label: "Name:", frame: Rect(x: 20, y: 390, width: 60, height: 24)))
        }.withUnknown([.hint]),
        .snapshot("an Android field with 'Policy Number' on its left on the same line, a text the focusable scroll view around the form reads, not a stop of its own",
                  .cantTell, targets: ["policy"], environment: Environment(platform: .android)) {
            Node(id: "form", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 150, width: 411, height: 205),
                 isAccessibilityElement: true, children: [
                Node(id: "policy-label", role: .staticText, visibleText: "Policy Number", frame: Rect(x: 14, y: 244, width: 151, height: 27),
                     isAccessibilityElement: false),
                Node(id: "policy", role: .textField, hint: "", frame: Rect(x: 165, y: 237, width: 227, height: 42)),
            ])
        }.withUnknown([.hint]),
        .snapshot("the same field with a Clear button between it and the text: the text is the button's neighbour, not the field's label",
                  .failed, targets: ["username"], environment: Environment(platform: .android)) {
            labelled(Node(id: "username", role: .textField, hint: "", frame: Rect(x: 20, y: 420, width: 353, height: 48)),
                     by: Node(id: "name", role: .staticText, label: "Name:", frame: Rect(x: 20, y: 390, width: 60, height: 24)),
                     Node(id: "clear", role: .button, label: "Clear", frame: Rect(x: 300, y: 380, width: 48, height: 48)))
        }.withUnknown([.hint]),
        .snapshot("an Android field shown empty with the sheet's only text a paragraph far above it: nothing is laid out as its label",
                  .failed, targets: ["username"], environment: Environment(platform: .android)) {
            labelled(Node(id: "username", role: .textField, hint: "", frame: Rect(x: 20, y: 620, width: 353, height: 48)),
                     by: Node(id: "intro", role: .staticText, label: "Sign in to sync your notes", frame: Rect(x: 20, y: 390, width: 353, height: 24)))
        }.withUnknown([.hint]),
        .snapshot("the last Android field of a form, cut by the screen's bottom edge below its label", .cantTell, targets: ["comment"],
                  environment: Environment(platform: .android)) {
            Node(id: "form", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 100, width: 393, height: 752), children: [
                Node(id: "glucose", role: .textField, actions: [AccessibilityAction(.activate)], frame: Rect(x: 36, y: 680, width: 321, height: 73), children: [
                    Node(id: "glucose-label", role: .staticText, label: "Glucose", frame: Rect(x: 54, y: 700, width: 74, height: 27),
                         isAccessibilityElement: false),
                ]),
                Node(id: "comment", role: .textField, actions: [AccessibilityAction(.activate)], frame: Rect(x: 36, y: 833, width: 321, height: 19)),
            ])
        },
        .snapshot("an Android field drawn by Compose holding its typed text, an empty view inside it and no hint: nothing names it, whatever text is laid out above",
                  .failed, targets: ["project"], environment: Environment(platform: .android)) {
            labelled(Node(id: "project", role: .textField, value: "Market research", hint: "", actions: [AccessibilityAction(.activate)],
                          frame: Rect(x: 24, y: 440, width: 345, height: 56), children: [
                              Node(id: "inner", frame: Rect(x: 40, y: 456, width: 280, height: 24), isAccessibilityElement: false),
                          ]),
                     by: Node(id: "caption", role: .staticText, label: "Project name", frame: Rect(x: 24, y: 408, width: 120, height: 24)))
        },
        .snapshot("a Compose field shown empty under the text 'Name:', from a dump that cannot carry hints: Compose sets no hint and has no labelFor",
                  .failed, targets: ["username"], environment: Environment(platform: .android)) {
            labelled(Node(id: "username", role: .textField, traits: [.composeField], frame: Rect(x: 20, y: 420, width: 353, height: 48)),
                     by: Node(id: "name", role: .staticText, label: "Name:", frame: Rect(x: 20, y: 390, width: 60, height: 24)))
        }.withUnknown([.hint]),
        .snapshot("a Compose field holding its typed text, no text inside it, from a dump that cannot carry hints: nothing names it",
                  .failed, targets: ["station"], environment: Environment(platform: .android)) {
            form(Node(id: "station", role: .textField, value: "Gomti Express", traits: [.composeField]))
        }.withUnknown([.hint]),
        .snapshot("a disabled Android field filling the named button that opens a picker: it only shows the choice, and the button is the control",
                  .passed, environment: Environment(platform: .android)) {
            form(picker(named: "Dropdown"))
        },
        .snapshot("the same disabled field filling an unnamed button: nothing names what it shows", .failed, targets: ["choice"],
                  environment: Environment(platform: .android)) {
            form(picker(named: nil))
        },
        .snapshot("two Android fields side by side on the bottom edge of the form scrolling them, 6 dp of each shown: their labels may be below",
                  .cantTell, targets: ["colour", "size"], environment: Environment(platform: .android)) {
            Node(id: "form", role: .list, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 100, width: 393, height: 600), children: [
                Node(id: "colour", role: .textField, actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 694, width: 176, height: 6)),
                Node(id: "size", role: .textField, actions: [AccessibilityAction(.activate)], frame: Rect(x: 201, y: 694, width: 176, height: 6)),
            ])
        },
    ]

    /// A sheet holding `text`, then anything `between`, then `field`, as a dialog lays them out.
    private static func labelled(_ field: Node, by text: Node, _ between: Node...) -> Node {
        Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 300, width: 393, height: 552), sheet: SheetFacts(),
             children: [Node(id: "title", role: .header, label: "Text entry", frame: Rect(x: 20, y: 320, width: 200, height: 30)), text]
                + between + [field])
    }

    /// A picker's button holding the disabled field that shows its choice, edge to edge.
    private static func picker(named label: String?) -> Node {
        let frame = Rect(x: 75, y: 520, width: 243, height: 30)
        return Node(id: "picker", role: .button, label: label, actions: [AccessibilityAction(.activate)], frame: frame, children: [
            Node(id: "choice", role: .textField, value: "Select an item...", hint: "", traits: [.notEnabled], frame: frame),
        ])
    }

    private static func form(_ field: Node) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: [
            Node(id: "title", role: .header, label: "Delivery details"), field,
        ])
    }
}
