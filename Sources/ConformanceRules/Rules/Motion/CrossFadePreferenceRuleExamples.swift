import A11yModel

extension CrossFadePreferenceRule {
    typealias Scene = MotionExampleScenario

    static let crossFade = Environment(reduceMotion: true, prefersCrossFadeTransitions: true)

    static let examples: [RuleExample] = [
        .scenario("a replace that cross-fades when cross-fades are preferred", .passed) {
            Scene.scenario(kind: .replace, from: "presented", to: "replaced", fromTree: Scene.presented,
                           toTree: Scene.presented, [
                .init(id: "replace-fade", environment: crossFade, tracks: [
                    AnimationTrack(node: "card-title", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("MorphModalKit's .slide(100) replace when cross-fades are preferred", .failed, targets: ["card-title"]) {
            Scene.scenario(kind: .replace, from: "presented", to: "replaced", fromTree: Scene.presented,
                           toTree: Scene.presented, [
                .init(id: "replace-fade", environment: crossFade, tracks: [
                    AnimationTrack(node: "card-title", property: .translationX, from: 100, to: 0, curve: Scene.morphSpring),
                    AnimationTrack(node: "card-title", property: .opacity, from: 0, to: 1, curve: Scene.morphSpring),
                ]),
            ])
        },
        .scenario("a slide whose cross-fade recording fades", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("an Android slide (Android has no cross-fade preference)", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(platform: .android), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("a Reduce Motion slide never recorded with cross-fades preferred", .cantTell, targets: ["present-rm"]) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
    ]
}
