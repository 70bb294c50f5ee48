import A11yModel

extension LargeMotionMetricRule {
    typealias Scene = MotionExampleScenario

    static let slideUp = AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring)

    static let examples: [RuleExample] = [
        .scenario("a 408 pt slide whose Reduce Motion recording cross-fades", .passed) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [slideUp]),
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("MorphModalKit's 98 %–105 % morph scale is below the 10 % threshold", .passed) {
            Scene.scenario(kind: .replace, from: "presented", to: "replaced", fromTree: Scene.presented,
                           toTree: Scene.presented, [
                .init(id: "replace", environment: Environment(), tracks: [
                    AnimationTrack(node: "card-title", property: .scale, from: 1.05, to: 1, curve: Scene.morphSpring),
                ]),
            ])
        },
        .scenario("MorphModalKit slides 408 pt (48 % of the screen) with and without Reduce Motion", .failed,
                  targets: ["card"]) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [slideUp]),
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [slideUp]),
            ])
        },
        .scenario("a transition recorded under Reduce Motion is judged by the Reduce Motion rules", .inapplicable) {
            Scene.scenario([.init(id: "present-rm", environment: Scene.reduceMotion, tracks: [slideUp])])
        },
        .scenario("a large slide with no Reduce Motion recording", .cantTell, targets: ["present"]) {
            Scene.scenario([.init(id: "present", environment: Environment(), tracks: [slideUp])])
        },
    ]
}
