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

    /// Two snapshots, `before` and `after`, joined by `transition`.
    static func scenario(before: Node, after: Node, _ transition: Transition,
                         beforeUnknown: [ModelFact] = [], afterUnknown: [ModelFact] = []) -> Scenario {
        Scenario(id: "example", snapshots: [
            Snapshot(id: "before", state: "before", unknown: beforeUnknown, root: before),
            Snapshot(id: "after", state: "after", unknown: afterUnknown, root: after),
        ], transitions: [transition])
    }
}
