import A11yModel

extension NestedModalRestoreRule {
    private typealias Scenes = TransitionScenes

    /// A sort sheet presented from the filters sheet.
    private static let sortSheet = Node(id: "sort", part: .sheet, isModal: true, sheet: SheetFacts(), children: [
        Node(id: "sort-title", role: .header, label: "Sort by"),
        Node(id: "sort-done", role: .button, label: "Done"),
    ])

    private static func closeSort(filtersModalAfter: Bool, unknown: [ModelFact] = []) -> Scenario {
        Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet(modal: false), sortSheet),
                        after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet(modal: filtersModalAfter)),
                        Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after"),
                        afterUnknown: unknown)
    }

    static let examples: [RuleExample] = [
        .scenario("closing the sort sheet sets the filters sheet modal again", .passed) {
            closeSort(filtersModalAfter: true)
        },
        .scenario("the filters sheet's modal flag stays off after the sort sheet closes", .failed, targets: ["filters"]) {
            closeSort(filtersModalAfter: false)
        },
        .scenario("the modal flag lands on a host that also holds the screen behind", .failed, targets: ["filters"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet(modal: false), sortSheet),
                            after: Node(id: "screen", role: .window, children: [
                                Node(id: "host", isModal: true, children: [
                                    Scenes.presenter, Scenes.scrim, Scenes.filtersSheet(modal: false),
                                ]),
                            ]),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after"))
        },
        .scenario("MorphModalKit pop: the revealed card never had containment", .failed, targets: ["address"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.card("address", title: "Address", depth: 1, modal: false),
                                                  Scenes.card("payment", title: "Payment", modal: false)),
                            after: Scenes.screen(Scenes.card("address", title: "Address", modal: false)),
                            Transition(id: "pop", kind: .pop, from: "before", to: "after"))
        },
        .scenario("dismissing the only sheet leaves nothing to contain", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()), after: Scenes.screen(),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after"))
        },
        .scenario("the sheet left in front is nonmodal by design", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(Scenes.filtersSheet(modal: false, sheet: SheetFacts(modality: .nonmodal)), sortSheet),
                            after: Scenes.screen(Scenes.filtersSheet(modal: false, sheet: SheetFacts(modality: .nonmodal))),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after"))
        },
        .scenario("a UI-test dump that cannot see modal flags", .cantTell, targets: ["filters"]) {
            closeSort(filtersModalAfter: false, unknown: [.modality])
        },
    ]
}
