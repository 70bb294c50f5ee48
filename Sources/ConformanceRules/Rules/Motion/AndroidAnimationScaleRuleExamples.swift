import A11yModel

extension AndroidAnimationScaleRule {
    typealias Scene = MotionExampleScenario

    static let animationsOff = Environment(platform: .android, animatorDurationScale: 0)

    static let examples: [RuleExample] = [
        .scenario("a bottom sheet that appears at once with animations removed", .passed) {
            Scene.scenario([
                .init(id: "present-off", environment: animationsOff, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: .none),
                    AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.32,
                                   curve: .timing(TimingCurve(.linear, duration: 0))),
                ]),
            ])
        },
        .scenario("a sheet dragged by the finger with animations removed", .passed) {
            Scene.scenario(kind: .dismiss, from: "presented", to: "closed", fromTree: Scene.presented, toTree: Scene.closed, [
                .init(id: "drag-off", environment: animationsOff, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 0, to: 300,
                                   curve: .timing(TimingCurve(.linear, duration: 0.3)), driver: .gesture),
                ]),
            ])
        },
        .scenario("a custom spring that ignores the animator scale", .failed, targets: ["card"]) {
            Scene.scenario([
                .init(id: "present-off", environment: animationsOff, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0,
                                   curve: .spring(Spring(.physical(mass: 1, stiffness: 1500, damping: 77.5)))),
                ]),
            ])
        },
        .scenario("an iOS transition", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("an Android sheet recorded only with animations on", .cantTell, targets: ["present"]) {
            Scene.scenario([
                .init(id: "present", environment: Environment(platform: .android, animatorDurationScale: 1), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
    ]
}
