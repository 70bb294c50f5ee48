import A11yModel

extension ReducedMotionOvershootRule {
    typealias Scene = MotionExampleScenario

    static let examples: [RuleExample] = [
        .scenario("a critically damped height change under Reduce Motion", .passed) {
            Scene.scenario(kind: .expand, from: "compact", to: "expanded", fromTree: Scene.presented,
                           toTree: Scene.presented, [
                .init(id: "expand-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .height, from: 200, to: 430, curve: Scene.criticalSpring),
                ]),
            ])
        },
        .scenario("MorphModalKit's morph spring (ζ 0.95, 0.0071 % overshoot) under Reduce Motion", .passed) {
            Scene.scenario(kind: .replace, from: "presented", to: "replaced", fromTree: Scene.presented,
                           toTree: Scene.presented, [
                .init(id: "replace-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .height, from: 374, to: 300, curve: Scene.morphSpring),
                ]),
            ])
        },
        .scenario("MorphModalKit's stack spring (ζ 0.86, 0.5 % overshoot) under Reduce Motion", .failed,
                  targets: ["card"]) {
            Scene.scenario([
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                    AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.2, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("the morph spring in the strict profile, which allows no overshoot", .failed, targets: ["card"],
                  profile: .strict) {
            Scene.scenario(kind: .replace, from: "presented", to: "replaced", fromTree: Scene.presented,
                           toTree: Scene.presented, [
                .init(id: "replace-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .height, from: 374, to: 300, curve: Scene.morphSpring),
                ]),
            ])
        },
        .scenario("a critically damped slide recorded only without Reduce Motion", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.criticalSpring),
                ]),
            ])
        },
        .scenario("a bouncy spring recorded only without Reduce Motion", .cantTell, targets: ["present"]) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
    ]
}
