import A11yModel

extension ResizeWithoutDragRule {
    static let examples: [RuleExample] = [
        .snapshot("the morphing sheet: a drag handle that also toggles on tap", .passed) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber", value: "Compact",
                               gestures: [Gesture(.drag, tracksFinger: true), Gesture(.tap, leadsTo: "expanded")]))
        },
        .snapshot("an adjustable handle with both steps", .passed) {
            sheet(handle: Node(id: "handle", role: .adjustable, part: .handle, label: "Sheet grabber", value: "Compact",
                               actions: [AccessibilityAction(.increment), AccessibilityAction(.decrement)],
                               gestures: [Gesture(.drag, tracksFinger: true)]))
        },
        .snapshot("a drag-only handle", .failed, targets: ["sheet"]) {
            sheet(handle: Node(id: "handle", part: .handle, gestures: [Gesture(.drag, tracksFinger: true)]))
        },
        .snapshot("the handle steps up but nothing steps back from the large detent", .failed, targets: ["sheet"]) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber", value: "Medium",
                               actions: [AccessibilityAction(.activate, leadsTo: "large")],
                               gestures: [Gesture(.drag, tracksFinger: true)]),
                  detents: ["small", "medium", "large"], position: "medium")
        },
        .snapshot("a sheet dismissed by drag but never resized", .inapplicable) {
            Node(id: "card", part: .card, gestures: [Gesture(.drag, leadsTo: SheetState.dismissed, tracksFinger: true)],
                 sheet: SheetFacts(), children: [Node(id: "row", role: .button, label: "Send money")])
        },
        .snapshot("a capture without gestures", .cantTell, targets: ["sheet"]) {
            sheet(handle: Node(id: "handle", part: .handle))
        }.withUnknown([.gestures]),
    ]

    private static func sheet(handle: Node, detents: [String] = ["compact", "expanded"], position: String = "compact") -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(
            modality: .nonmodal, canDismiss: false,
            detents: detents.enumerated().map { Detent(id: $1, height: 200 + Double($0) * 230) }, position: position),
             children: [handle, Node(id: "title", role: .header, label: "Now playing")])
    }
}
