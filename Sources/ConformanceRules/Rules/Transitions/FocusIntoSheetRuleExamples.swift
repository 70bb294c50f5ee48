import A11yModel

extension FocusIntoSheetRule {
    private typealias Scenes = TransitionScenes

    static let examples: [RuleExample] = [
        .scenario("present posts screenChanged to the sheet title", .passed) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after",
                                       focusBefore: "open-filters", focusAfter: "filters-title", invoker: "open-filters",
                                       notifications: [PostedNotification(.screenChanged, target: "filters-title")]))
        },
        .scenario("push posts screenChanged without a target; VoiceOver starts at the new card", .passed) {
            Scenes.scenario(before: Scenes.screen(Scenes.card("address", title: "Address")),
                            after: Scenes.screen(Scenes.card("address", title: "Address", depth: 1),
                                                 Scenes.card("payment", title: "Payment")),
                            Transition(id: "push", kind: .push, from: "before", to: "after", focusBefore: "address-next",
                                       notifications: [PostedNotification(.screenChanged)]))
        },
        .scenario("MorphModalKit push: nothing posted, focus left on the hidden card", .failed, targets: ["push"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.card("address", title: "Address", modal: false)),
                            after: Scenes.screen(Scenes.card("address", title: "Address", depth: 1, modal: false),
                                                 Scenes.card("payment", title: "Payment", modal: false)),
                            Transition(id: "push", kind: .push, from: "before", to: "after", focusBefore: "address-next"))
        },
        .scenario("screenChanged points back at the presenting screen", .failed, targets: ["present"]) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after",
                                       focusBefore: "open-filters", focusAfter: "home-title",
                                       notifications: [PostedNotification(.screenChanged, target: "home-title")]))
        },
        .scenario("two screenChanged notifications after one present", .failed, targets: ["present"]) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after", focusAfter: "filters-title",
                                       notifications: [PostedNotification(.screenChanged, target: "filters"),
                                                       PostedNotification(.screenChanged, target: "filters-title")]))
        },
        .scenario("only layoutChanged posted after a present", .failed, targets: ["present"]) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after", focusAfter: "filters-title",
                                       notifications: [PostedNotification(.layoutChanged, target: "filters-title")]))
        },
        .scenario("layoutChanged accepted when configured", .passed, parameters: ["acceptsLayoutChanged": .bool(true)]) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after", focusAfter: "filters-title",
                                       notifications: [PostedNotification(.layoutChanged, target: "filters-title")]))
        },
        .scenario("a dismiss is judged by focus-return-on-dismiss instead", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()), after: Scenes.screen(),
                            Transition(id: "dismiss", kind: .dismiss, from: "before", to: "after"))
        },
        .scenario("a UI-test capture that recorded neither focus nor notifications", .cantTell, targets: ["present"]) {
            Scenes.scenario(before: Scenes.screen(), after: Scenes.screen(Scenes.scrim, Scenes.filtersSheet()),
                            Transition(id: "present", kind: .present, from: "before", to: "after",
                                       unknown: [.focus, .notifications]))
        },
    ]
}
