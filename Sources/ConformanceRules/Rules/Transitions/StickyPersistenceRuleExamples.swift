import A11yModel

extension StickyPersistenceRule {
    private typealias Scenes = TransitionScenes

    static let examples: [RuleExample] = [
        .scenario("the counter changes and an announcement reads it; Next keeps its id", .passed) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)), after: Scenes.screen(Scenes.checkout(step: 2)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after",
                                       notifications: [PostedNotification(.announcement, text: "Step 2 of 3, Payment")]))
        },
        .scenario("MorphModalKit replace: the counter changes silently", .failed, targets: ["step-counter"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1, modal: false)),
                            after: Scenes.screen(Scenes.checkout(step: 2, modal: false)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after"))
        },
        .scenario("the footer's Next button is rebuilt under a new id", .failed, targets: ["next"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)),
                            after: Scenes.screen(Scenes.checkout(step: 2, nextID: "next-2")),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after",
                                       notifications: [PostedNotification(.layoutChanged, target: "step2-title")]))
        },
        .scenario("a card without sticky elements", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(Scenes.card("address", title: "Address")),
                            after: Scenes.screen(Scenes.card("address", title: "Address")),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after"))
        },
        .scenario("the counter changes; the notifications were not captured", .cantTell, targets: ["step-counter"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)), after: Scenes.screen(Scenes.checkout(step: 2)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after", unknown: [.notifications]))
        },
    ]
}
