import A11yModel

extension StateDependentATActionsRule {
    static let examples: [RuleExample] = [
        ExampleTrees.capturedUIKitSheet("a capture of UIKit's sheet: UIKit sets its grabber's actions for each detent", .passed),
        .snapshot("compact: expand and increment lead up, decrement is a no-op", .passed) {
            sheet(position: "compact", actions: [
                AccessibilityAction(.expand, leadsTo: "expanded"), AccessibilityAction(.increment, leadsTo: "expanded"),
                AccessibilityAction(.decrement),
            ])
        },
        .snapshot("the morphing sheet at compact: decrement keeps the position", .passed) {
            sheet(position: "compact", actions: [
                AccessibilityAction(.activate, leadsTo: "expanded"), AccessibilityAction(.increment, leadsTo: "expanded"),
                AccessibilityAction(.decrement, leadsTo: "compact"),
            ])
        },
        .snapshot("collapse recorded as staying at the larger detent", .failed, targets: ["handle"]) {
            sheet(position: "expanded", actions: [AccessibilityAction(.collapse, leadsTo: "expanded")])
        },
        .snapshot("expanded, still offering expand", .failed, targets: ["handle"]) {
            sheet(position: "expanded", actions: [AccessibilityAction(.expand), AccessibilityAction(.collapse, leadsTo: "compact")])
        },
        .snapshot("decrement recorded as leading to the larger detent", .failed, targets: ["handle"]) {
            sheet(position: "compact", actions: [AccessibilityAction(.decrement, leadsTo: "expanded")])
        },
        .snapshot("a stepper in the content that has nothing to do with detents", .inapplicable) {
            Node(id: "sheet", part: .sheet, sheet: sheetFacts(position: "compact"), children: [
                Node(id: "quantity", role: .adjustable, label: "Quantity", value: "2",
                     actions: [AccessibilityAction(.increment), AccessibilityAction(.decrement)]),
            ])
        },
        .snapshot("the current detent was not captured", .cantTell, targets: ["handle"]) {
            sheet(position: nil, actions: [AccessibilityAction(.expand, leadsTo: "expanded")])
        },
        .snapshot("an alert from a dump has no detents", .inapplicable) {
            Node(id: "alert", role: .dialog, part: .card, label: "Sign out?", sheet: SheetFacts(),
                 children: [Node(id: "sign-out", role: .button, label: "Sign Out")])
        }.withUnknown([.actions, .sheet]),
        .snapshot("a dump without actions or detents: the handle may offer anything", .cantTell, targets: ["sheet"]) {
            dumpedSheet(handleActions: [])
        }.withUnknown([.actions, .sheet]),
        .snapshot("a dump with actions but no detents: the handle offers expand, so its detent is needed", .cantTell,
                  targets: ["sheet"]) {
            dumpedSheet(handleActions: [AccessibilityAction(.activate), AccessibilityAction(.expand)])
        }.withUnknown([.sheet]),
        .snapshot("a Flutter sheet: actions recorded, none is a detent action, so nothing to judge", .inapplicable) {
            dumpedSheet(handleActions: [AccessibilityAction(.activate), AccessibilityAction(.dismiss)])
        }.withUnknown([.sheet]),
        .snapshot("a dump of a Material BottomSheetDialog: BottomSheetBehavior sets its actions for each state", .passed) {
            dumpedSheet(handleActions: [], component: .materialBottomSheet)
        }.withUnknown([.actions, .sheet]),
        .snapshot("a Material sheet whose recorded expand is BottomSheetBehavior's own, on the sheet", .passed) {
            Node(id: "sheet", part: .sheet, actions: [AccessibilityAction(.expand), AccessibilityAction(.dismiss)],
                 sheet: SheetFacts(component: .materialBottomSheet))
        }.withUnknown([.sheet]),
        .snapshot("a printout of Compose's ModalBottomSheet: its handle box's expand is the library's", .passed) {
            dumpedSheet(handleActions: [AccessibilityAction(.expand), AccessibilityAction(.dismiss)], component: .material3ModalBottomSheet)
        }.withUnknown([.sheet]),
        .snapshot("Compose's ModalBottomSheet whose row records a collapse of its own", .cantTell, targets: ["sheet"]) {
            Node(id: "sheet", part: .sheet, sheet: SheetFacts(component: .material3ModalBottomSheet), children: [
                Node(id: "handle", role: .button, part: .handle, label: "Drag handle", actions: [AccessibilityAction(.collapse)]),
                Node(id: "row", role: .button, label: "Show less", actions: [AccessibilityAction(.collapse)]),
            ])
        }.withUnknown([.sheet]),
        .snapshot("a Material sheet in a dump whose row records an expand of its own", .cantTell, targets: ["sheet"]) {
            Node(id: "sheet", part: .sheet, sheet: SheetFacts(component: .materialBottomSheet), children: [
                Node(id: "more", role: .button, label: "More options", actions: [AccessibilityAction(.expand)]),
            ])
        }.withUnknown([.sheet]),
    ]

    /// A sheet as a dump shows it: no detents, a handle with the actions the dump recorded.
    private static func dumpedSheet(handleActions: [AccessibilityAction], component: SheetComponent? = nil) -> Node {
        Node(id: "sheet", part: .sheet, sheet: SheetFacts(component: component), children: [
            Node(id: "handle", role: .button, part: .handle, label: "Dismiss", actions: handleActions),
            Node(id: "title", role: .header, label: "Share trip"),
        ])
    }

    private static func sheetFacts(position: String?) -> SheetFacts {
        SheetFacts(modality: .nonmodal, canDismiss: false,
                   detents: [Detent(id: "compact", height: 200), Detent(id: "expanded", height: 430)], position: position)
    }

    private static func sheet(position: String?, actions: [AccessibilityAction]) -> Node {
        Node(id: "sheet", part: .sheet, sheet: sheetFacts(position: position), children: [
            Node(id: "handle", role: .adjustable, part: .handle, label: "Sheet grabber", actions: actions),
        ])
    }
}
