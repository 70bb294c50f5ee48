import A11yModel

extension NoSilentDropRule {
    private typealias Scenes = TransitionScenes

    private static func pop(interruptible: Bool?) -> Scenario {
        Scenes.scenario(before: Scenes.screen(Scenes.card("address", title: "Address", depth: 1),
                                              Scenes.card("payment", title: "Payment")),
                        after: Scenes.screen(Scenes.card("address", title: "Address")),
                        Transition(id: "pop", kind: .pop, from: "before", to: "after", interruptible: interruptible))
    }

    static let examples: [RuleExample] = [
        .scenario("the pop's spring can be interrupted by another close request", .passed) { pop(interruptible: true) },
        .scenario("MorphModalKit pop ignores input while it runs", .failed, targets: ["pop"]) { pop(interruptible: false) },
        .scenario("a push is not a close request", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(Scenes.card("address", title: "Address")),
                            after: Scenes.screen(Scenes.card("address", title: "Address", depth: 1),
                                                 Scenes.card("payment", title: "Payment")),
                            Transition(id: "push", kind: .push, from: "before", to: "after", interruptible: false))
        },
        .scenario("the capture did not record whether the pop can be interrupted", .cantTell, targets: ["pop"]) {
            pop(interruptible: nil)
        },
    ]
}
