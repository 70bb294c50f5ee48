import A11yModel

extension HandleNameRoleValueRule {
    static let examples: [RuleExample] = [
        .snapshot("the morphing sheet's labelled adjustable handle with its position", .passed) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber", value: "Compact",
                               traits: [.adjustable],
                               actions: [AccessibilityAction(.increment, leadsTo: "expanded"), AccessibilityAction(.decrement)]))
        },
        .snapshot("MorphModalKit's decorative handle, not an element and not interactive", .passed) {
            sheet(handle: Node(id: "handle", part: .handle, frame: Rect(x: 170, y: 8, width: 52, height: 4)))
        },
        .snapshot("an unlabelled grabber button", .failed, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, value: "Compact"))
        },
        .snapshot("a handle labelled with an unrelated word", .failed, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Image", value: "Compact"))
        },
        .snapshot("a Spanish handle label", .passed) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Controlador de arrastre", value: "Compact"))
        },
        .snapshot("a tappable handle hidden from assistive technology", .failed, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", part: .handle, gestures: [Gesture(.tap, leadsTo: "expanded")]))
        },
        .snapshot("a labelled button handle that does not say the detent", .failed, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber"))
        },
        .snapshot("a sheet without a handle", .inapplicable) {
            Node(id: "card", part: .card, sheet: SheetFacts(), children: [Node(id: "close", role: .button, label: "Close")])
        },
        .snapshot("a capture without traits shows a labelled element of unknown role", .cantTell, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", part: .handle, label: "Sheet grabber", value: "Compact",
                               actions: [AccessibilityAction(.activate, leadsTo: "expanded")], isAccessibilityElement: true))
        }.withUnknown([.traits]),
        .snapshot("a capture without traits or actions shows a handle labelled with an unrelated word", .failed, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", part: .handle, label: "Image", isAccessibilityElement: true))
        }.withUnknown([.traits, .actions]),
        .snapshot("a capture without traits or actions shows a handle labelled as one", .cantTell, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", part: .handle, label: "Drag handle", isAccessibilityElement: true))
        }.withUnknown([.traits, .actions]),
        .snapshot("a handle labelled with an unrelated word, read as part of a clickable sheet container's name", .failed,
                  targets: ["handle"]) {
            clickableSheet(label: nil, handle: Node(id: "handle", part: .handle, label: "Tab", isAccessibilityElement: false))
        }.withUnknown([.traits, .actions]),
        .snapshot("a handle labelled as one, read as part of a clickable sheet container's name", .passed) {
            clickableSheet(label: nil, handle: Node(id: "handle", part: .handle, label: "Drag handle", isAccessibilityElement: false))
        }.withUnknown([.traits, .actions]),
        .snapshot("a handle labelled with an unrelated word inside a container whose own label is read instead", .passed) {
            clickableSheet(label: "Choose a store", handle: Node(id: "handle", part: .handle, label: "Tab", isAccessibilityElement: false))
        }.withUnknown([.traits, .actions]),
    ]

    /// A sheet container that is itself a control, as an Android sheet made clickable is: TalkBack
    /// reads the texts inside it, and the handle's description, as its name.
    private static func clickableSheet(label: String?, handle: Node) -> Node {
        Node(id: "sheet", role: .button, part: .sheet, label: label, actions: [AccessibilityAction(.activate)],
             isAccessibilityElement: true, sheet: SheetFacts(modality: .modal),
             children: [handle, Node(id: "title", role: .staticText, label: "Choose a store", isAccessibilityElement: false)])
    }

    private static func sheet(handle: Node) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(
            modality: .nonmodal, canDismiss: false,
            detents: [Detent(id: "compact", height: 200), Detent(id: "expanded", height: 430)], position: "compact"),
             children: [handle, Node(id: "title", role: .header, label: "Now playing")])
    }
}
