import A11yModel

extension ReducedMotionBlurRule {
    typealias Scene = MotionExampleScenario

    static let examples: [RuleExample] = [
        .scenario("a glass card that appears with its blur already set under Reduce Motion", .passed) {
            Scene.scenario([
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .blur, from: 0, to: 20, curve: .none),
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("the background blurs in with the present under Reduce Motion", .failed, targets: ["presenter"]) {
            Scene.scenario([
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "presenter", property: .blur, from: 0, to: 12, curve: Scene.fade),
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("a fade recorded only without Reduce Motion", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("a blur recorded only without Reduce Motion", .cantTell, targets: ["present"]) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "presenter", property: .blur, from: 0, to: 12, curve: Scene.stackSpring),
                ]),
            ])
        },
    ]
}
