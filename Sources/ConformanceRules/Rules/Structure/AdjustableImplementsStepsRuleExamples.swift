import A11yModel

extension AdjustableImplementsStepsRule {
    static let examples: [RuleExample] = [
        .snapshot("an adjustable handle with both steps", .passed) {
            sheet(handle: Node(id: "handle", role: .adjustable, part: .handle, label: "Sheet grabber", value: "Compact",
                               actions: [AccessibilityAction(.increment, leadsTo: "expanded"), AccessibilityAction(.decrement)]))
        },
        .snapshot("an adjustable handle that cannot step down", .failed, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber", value: "Expanded",
                               traits: [.adjustable], actions: [AccessibilityAction(.increment)]))
        },
        .snapshot("a plain button handle", .inapplicable) {
            sheet(handle: Node(id: "handle", role: .button, part: .handle, label: "Sheet grabber",
                               actions: [AccessibilityAction(.activate, leadsTo: "expanded")]))
        },
        .snapshot("a capture without actions", .cantTell, targets: ["handle"]) {
            sheet(handle: Node(id: "handle", role: .adjustable, part: .handle, label: "Sheet grabber", value: "Compact"))
        }.withUnknown([.actions]),
        ExampleTrees.capturedUIKitSheet("a capture without actions shows UIKit's sheet grabber, whose steps UIKit implements", .passed),
    ]

    private static func sheet(handle: Node) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(
            modality: .nonmodal, detents: [Detent(id: "compact", height: 200), Detent(id: "expanded", height: 430)],
            position: "compact"), children: [handle])
    }
}
