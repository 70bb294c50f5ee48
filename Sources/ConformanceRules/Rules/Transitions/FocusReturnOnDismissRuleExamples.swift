import A11yModel

extension FocusReturnOnDismissRule {
    private typealias Scenes = TransitionScenes

    /// The orders screen after the delete sheet removed the order whose button opened it.
    private static let ordersWithoutDeletedOrder = Node(id: "screen", role: .window, children: [
        Node(id: "home", part: .presenter, children: [Node(id: "home-title", role: .header, label: "Orders")]),
    ])

    static let examples: [RuleExample] = [
        .scenario("layoutChanged sends focus back to the Filters button", .passed) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()), after: Scenes.screen(),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after", focusBefore: "apply",
                                       focusAfter: "open-filters", invoker: "open-filters",
                                       notifications: [PostedNotification(.layoutChanged, target: "open-filters")]))
        },
        .scenario("the invoker was deleted; focus moves to the screen title", .passed) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()), after: ordersWithoutDeletedOrder,
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after", focusBefore: "apply",
                                       focusAfter: "home-title", invoker: "open-filters"))
        },
        .scenario("MorphModalKit hide: nothing moves focus off the removed sheet", .failed, targets: ["dismiss"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet(modal: false)), after: Scenes.screen(),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after", focusBefore: "apply",
                                       invoker: "open-filters"))
        },
        .scenario("focus goes to the top of the screen instead of the Filters button", .failed, targets: ["dismiss"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()), after: Scenes.screen(),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after", focusBefore: "apply",
                                       invoker: "open-filters", notifications: [PostedNotification(.screenChanged)]))
        },
        .scenario("a present is judged by focus-into-sheet instead", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after"))
        },
        .scenario("the capture did not record which element opened the sheet", .cantTell, targets: ["dismiss"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()), after: Scenes.screen(),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after", focusAfter: "open-filters"))
        },
        .scenario("the capture did not record focus", .cantTell, targets: ["dismiss"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()), after: Scenes.screen(),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after", invoker: "open-filters",
                                       unknown: [.focus]))
        },
    ]
}
