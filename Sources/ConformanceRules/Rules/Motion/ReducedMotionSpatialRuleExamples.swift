import A11yModel

extension ReducedMotionSpatialRule {
    typealias Scene = MotionExampleScenario

    static let examples: [RuleExample] = [
        .scenario("a present that cross-fades under Reduce Motion", .passed) {
            Scene.scenario([
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                    AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.2, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("a slide without Reduce Motion whose Reduce Motion recording cross-fades", .passed) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("a drag that follows the finger, then fades, under Reduce Motion", .passed) {
            Scene.scenario(kind: .dismiss, from: "presented", to: "closed", fromTree: Scene.presented, toTree: Scene.closed, [
                .init(id: "drag-dismiss-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 0, to: 180,
                                   curve: .timing(TimingCurve(.linear, duration: 0.3)), driver: .gesture),
                    AnimationTrack(node: "card", property: .opacity, from: 1, to: 0, curve: Scene.fade, delay: 0.3),
                ]),
            ])
        },
        .scenario("a 4 pt nudge with an 8 pt tolerance", .passed, parameters: ["translationTolerance": .number(8)]) {
            Scene.scenario([
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 4, to: 0, curve: Scene.fade),
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("MorphModalKit slides its card up 408 pt under Reduce Motion", .failed, targets: ["card"]) {
            Scene.scenario([
                .init(id: "present-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                    AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.2, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("the card behind scales with the drag while the front card follows the finger", .failed,
                  targets: ["card-1"]) {
            Scene.scenario(kind: .dragSettle, from: "pushed", to: "pushed", fromTree: Scene.stacked, toTree: Scene.stacked, [
                .init(id: "drag-settle-rm", environment: Scene.reduceMotion, tracks: [
                    AnimationTrack(node: "card-2", property: .translationY, from: 0, to: 120,
                                   curve: .timing(TimingCurve(.linear, duration: 0.3)), driver: .gesture),
                    AnimationTrack(node: "card-1", property: .scale, from: 0.95, to: 0.97,
                                   curve: .timing(TimingCurve(.linear, duration: 0.3)), driver: .gestureSecondary),
                    AnimationTrack(node: "card-2", property: .translationY, from: 120, to: 0, curve: .none, delay: 0.3),
                ]),
            ])
        },
        .scenario("a present recorded only without Reduce Motion, with an opacity fade", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .opacity, from: 0, to: 1, curve: Scene.fade),
                ]),
            ])
        },
        .scenario("a sliding present recorded only without Reduce Motion", .cantTell, targets: ["present"]) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("a Reduce Motion present whose tracks were not captured", .cantTell, targets: ["present-rm"]) {
            Scene.scenario([.init(id: "present-rm", environment: Scene.reduceMotion, tracks: [], unknown: [.tracks])])
        },
    ]
}
