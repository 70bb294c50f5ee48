import A11yModel

extension MorphFocusAndAnnounceRule {
    private typealias Scenes = TransitionScenes

    /// Step 2 with step 1's content still in the card, hidden from assistive technology.
    private static func step2KeepingHiddenStep1() -> Node {
        var card = Scenes.checkout(step: 2)
        var outgoing = Scenes.checkout(step: 1).children[0]
        outgoing.isHidden = true
        card.children.insert(outgoing, at: 0)
        return Scenes.screen(card)
    }

    static let examples: [RuleExample] = [
        .scenario("old step hidden at once; screenChanged to the new step's title", .passed) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)), after: Scenes.screen(Scenes.checkout(step: 2)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after",
                                       focusBefore: "next", focusAfter: "step2-title",
                                       notifications: [PostedNotification(.screenChanged, target: "step2-title")],
                                       outgoingHiddenAtStart: true))
        },
        .scenario("focus stays on the persisting sticky Next button; layoutChanged posted", .passed) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)), after: Scenes.screen(Scenes.checkout(step: 2)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after", focusBefore: "next",
                                       notifications: [PostedNotification(.layoutChanged)], outgoingHiddenAtStart: true))
        },
        .scenario("MorphModalKit replace: old step fades out exposed, nothing posted, focus orphaned", .failed,
                  targets: ["replace"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1, modal: false)),
                            after: Scenes.screen(Scenes.checkout(step: 2, modal: false)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after",
                                       focusBefore: "step1-field", outgoingHiddenAtStart: false))
        },
        .scenario("focus and notification right, but the old step stayed exposed during the morph", .failed,
                  targets: ["replace"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)), after: Scenes.screen(Scenes.checkout(step: 2)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after",
                                       focusBefore: "next", focusAfter: "step2-title",
                                       notifications: [PostedNotification(.screenChanged, target: "step2-title")],
                                       outgoingHiddenAtStart: false))
        },
        .scenario("a layoutChanged without a target leaves focus on the hidden old step", .failed, targets: ["replace"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)), after: step2KeepingHiddenStep1(),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after", focusBefore: "step1-field",
                                       notifications: [PostedNotification(.layoutChanged)], outgoingHiddenAtStart: true))
        },
        .scenario("a push is judged by focus-into-sheet instead", .inapplicable) {
            Scenes.scenario(before: Scenes.screen(Scenes.card("address", title: "Address")),
                            after: Scenes.screen(Scenes.card("address", title: "Address", depth: 1),
                                                 Scenes.card("payment", title: "Payment")),
                            Transition(id: "push", kind: .push, from: "before", to: "after"))
        },
        .scenario("focus and notification right; whether the old step was hidden at start not captured", .cantTell,
                  targets: ["replace"]) {
            Scenes.scenario(before: Scenes.screen(Scenes.checkout(step: 1)), after: Scenes.screen(Scenes.checkout(step: 2)),
                            Transition(id: "replace", kind: .replace, from: "before", to: "after",
                                       focusBefore: "next", focusAfter: "step2-title",
                                       notifications: [PostedNotification(.screenChanged, target: "step2-title")]))
        },
    ]
}
