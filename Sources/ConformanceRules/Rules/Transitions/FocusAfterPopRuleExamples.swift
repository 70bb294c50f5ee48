import A11yModel

extension FocusAfterPopRule {
    private typealias Scenes = TransitionScenes

    /// Two cards, payment in front of address.
    private static func twoCards(modal: Bool = true) -> Node {
        Scenes.screen(Scenes.card("address", title: "Address", depth: 1, modal: false),
                      Scenes.card("payment", title: "Payment", modal: modal))
    }

    private static func addressOnly(modal: Bool = true) -> Node {
        Scenes.screen(Scenes.card("address", title: "Address", modal: modal))
    }

    static let examples: [RuleExample] = [
        .scenario("layoutChanged returns focus to the Next button of the revealed card", .passed) {
            Scenes.scenario(before: twoCards(), after: addressOnly(),
                            Transition(id: "pop", kind: .pop, from: "before", to: "after", focusBefore: "payment-title",
                                       focusAfter: "address-next",
                                       notifications: [PostedNotification(.layoutChanged, target: "address-next")]))
        },
        .scenario("MorphModalKit pop: nothing posted, focus left on the removed card", .failed, targets: ["pop"]) {
            Scenes.scenario(before: twoCards(modal: false), after: addressOnly(modal: false),
                            Transition(id: "pop", kind: .pop, from: "before", to: "after", focusBefore: "payment-title"))
        },
        .scenario("screenChanged sends focus to the screen behind the stack", .failed, targets: ["pop"]) {
            Scenes.scenario(before: twoCards(), after: addressOnly(modal: false),
                            Transition(id: "pop", kind: .pop, from: "before", to: "after", focusBefore: "payment-title",
                                       focusAfter: "home-title",
                                       notifications: [PostedNotification(.screenChanged, target: "home-title")]))
        },
        .scenario("a push is judged by focus-into-sheet instead", .inapplicable) {
            Scenes.scenario(before: addressOnly(), after: twoCards(),
                            Transition(id: "push", kind: .push, from: "before", to: "after"))
        },
        .scenario("focus was recorded but the notifications were not", .cantTell, targets: ["pop"]) {
            Scenes.scenario(before: twoCards(), after: addressOnly(),
                            Transition(id: "pop", kind: .pop, from: "before", to: "after", focusAfter: "address-title",
                                       unknown: [.notifications]))
        },
    ]
}
