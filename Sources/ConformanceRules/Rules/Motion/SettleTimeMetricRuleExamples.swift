import A11yModel

extension SettleTimeMetricRule {
    typealias Scene = MotionExampleScenario

    static let examples: [RuleExample] = [
        .scenario("MorphModalKit's present: a 408 pt slide on its stack spring", .passed) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                    AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.2, curve: Scene.stackSpring),
                ]),
            ])
        },
        // The metric cannot fail; a bouncy spring is reported like any other and passes.
        .scenario("an underdamped spring is reported, never failed", .failed, targets: []) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0,
                                   curve: .spring(.response(0.5, dampingFraction: 0.3))),
                ]),
            ])
        },
        .scenario("a sheet that appears without animation", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: .none),
                ]),
            ])
        },
        .scenario("a capture without animation tracks", .cantTell, targets: ["present"]) {
            Scene.scenario([.init(id: "present", environment: Environment(), tracks: [], unknown: [.tracks])])
        },
    ]
}
