import A11yModel

/// Small, realistic trees the transitions pack's examples are built from: an orders screen that
/// presents a filters sheet, and a MorphModalKit-style card stack over it.
enum TransitionScenes {
    /// The presenting screen, with the button that opens the sheet.
    static let presenter = Node(id: "home", part: .presenter, children: [
        Node(id: "home-title", role: .header, label: "Orders"),
        Node(id: "open-filters", role: .button, label: "Filters"),
    ])

    /// The window: the presenting screen, then whatever is layered over it.
    static func screen(_ layers: Node...) -> Node {
        Node(id: "screen", role: .window, children: [presenter] + layers)
    }

    static let scrim = Node(id: "scrim", part: .scrim, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                            background: Color(hex: "#00000066"))

    /// A modal sheet titled "Filters" with an Apply button.
    static func filtersSheet(modal: Bool = true, sheet: SheetFacts = SheetFacts()) -> Node {
        Node(id: "filters", part: .sheet, isModal: modal, sheet: sheet, children: [
            Node(id: "filters-title", role: .header, label: "Filters"),
            Node(id: "apply", role: .button, label: "Apply"),
        ])
    }

    /// A stacked card: depth 0 is the front card; covered cards are hidden from assistive technology.
    static func card(_ id: String, title: String, depth: Int = 0, modal: Bool? = nil, extra: [Node] = []) -> Node {
        Node(id: id, part: .card, isHidden: depth > 0, isModal: modal ?? (depth == 0),
             sheet: SheetFacts(stackDepth: depth), children: [
                Node(id: "\(id)-title", role: .header, label: title),
                Node(id: "\(id)-next", role: .button, label: "Next"),
             ] + extra)
    }

    /// An inline morphing sheet with two detents and an adjustable handle whose value names the
    /// detent (pass nil for a handle that exposes none).
    static func morphingSheet(position: String?, handleValue: String?, handleIsElement: Bool = true) -> Node {
        Node(id: "player", part: .sheet, sheet: SheetFacts(
            modality: .nonmodal, detents: [Detent(id: "compact", height: 200), Detent(id: "expanded", height: 430)],
            position: position), children: [
            Node(id: "handle", role: .adjustable, part: .handle, label: "Player size", value: handleValue,
                 actions: [AccessibilityAction(.increment), AccessibilityAction(.decrement)],
                 isAccessibilityElement: handleIsElement),
            Node(id: "player-title", role: .header, label: "Now playing"),
        ])
    }

    /// A checkout card that morphs from step to step: the step's content, then a sticky footer
    /// (drawn over the content) with a step counter and a Next button that persist across the morph.
    static func checkout(step: Int, modal: Bool = true, counter: String? = nil, nextID: String = "next",
                         focusTarget: Rect = Rect(x: 16, y: 470, width: 361, height: 44)) -> Node {
        let title = ["Shipping", "Payment", "Review"][min(max(step, 1), 3) - 1]
        return Node(id: "checkout", part: .card, frame: Rect(x: 0, y: 352, width: 393, height: 500),
                    isModal: modal, sheet: SheetFacts(), children: [
            Node(id: "step\(step)", part: .content, frame: Rect(x: 0, y: 352, width: 393, height: 500), children: [
                Node(id: "step\(step)-title", role: .header, label: title, frame: Rect(x: 16, y: 376, width: 361, height: 28)),
                Node(id: "step\(step)-field", role: .textField, label: "\(title) details", frame: focusTarget),
                Node(id: "step\(step)-more", role: .button, label: "More options",
                     frame: Rect(x: 16, y: 770, width: 361, height: 44)),
            ]),
            Node(id: "sticky", part: .stickyContainer, frame: Rect(x: 0, y: 352, width: 393, height: 500), children: [
                Node(id: "footer", part: .stickyFooter, frame: Rect(x: 0, y: 756, width: 393, height: 96),
                     background: .white, children: [
                    Node(id: "step-counter", role: .staticText, label: counter ?? "Step \(step) of 3",
                         frame: Rect(x: 16, y: 768, width: 120, height: 20)),
                    Node(id: nextID, role: .button, label: "Next", frame: Rect(x: 277, y: 768, width: 100, height: 44)),
                ]),
            ]),
        ])
    }

    /// Two snapshots, `before` and `after`, joined by `transition`.
    static func scenario(before: Node, after: Node, _ transition: Transition,
                         beforeUnknown: [ModelFact] = [], afterUnknown: [ModelFact] = []) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "before", state: "before", unknown: beforeUnknown, root: before),
            Snapshot(id: "after", state: "after", unknown: afterUnknown, root: after),
        ], transitions: [transition])
    }
}
