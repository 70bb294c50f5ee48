import A11yModel

extension ReducedMotionDepthRule {
    typealias Scene = MotionExampleScenario

    static let examples: [RuleExample] = [
        .scenario("a push that fades the new card in and the old one out under Reduce Motion", .passed) {
            Scene.scenario(kind: .push, from: "presented", to: "pushed", fromTree: Scene.single, toTree: Scene.stacked, [
                .init(id: "push-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card-2", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                    AnimationTrack(node: "card-1", property: .opacity, from: 1, to: 0, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("MorphModalKit's push scales and lifts the card behind under Reduce Motion", .failed,
                  targets: ["card-1"]) {
            Scene.scenario(kind: .push, from: "presented", to: "pushed", fromTree: Scene.single, toTree: Scene.stacked, [
                .init(id: "push-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card-2", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                    AnimationTrack(node: "card-1", property: .scale, from: 1, to: 0.95, curve: Scene.stackSpring),
                    AnimationTrack(node: "card-1", property: .translationY, from: 0, to: -29.4, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("MorphModalKit's drag parallax: the card behind shifts at 8 % of the drag", .failed,
                  targets: ["card-1"]) {
            Scene.scenario(kind: .dragSettle, from: "pushed", to: "pushed", fromTree: Scene.stacked, toTree: Scene.stacked, [
                .init(id: "drag-settle-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card-2", property: .translationY, from: 0, to: 120,
                                   curve: .timing(TimingCurve(.linear, duration: 0.3)), driver: .gesture),
                    AnimationTrack(node: "card-1", property: .translationY, from: -29.4, to: -20.3,
                                   curve: .timing(TimingCurve(.linear, duration: 0.3)), driver: .gestureSecondary),
                ]),
            ])
        },
        .scenario("a lone card slid in without Reduce Motion: no card behind it, no parallax", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("a stack push recorded only without Reduce Motion", .cantTell, targets: ["push"]) {
            Scene.scenario(kind: .push, from: "presented", to: "pushed", fromTree: Scene.single, toTree: Scene.stacked, [
                .init(id: "push", environment: Environment(), tracks: [
                    AnimationTrack(node: "card-1", property: .scale, from: 1, to: 0.95, curve: Scene.stackSpring),
                ]),
            ])
        },
    ]
}
