import A11yModel

extension FlashThresholdRule {
    typealias Scene = MotionExampleScenario

    /// A presented card holding a black `badge` on its white background.
    static let badgeCard = Node(id: "window", role: .window, frame: Scene.screen, children: [
        Scene.presenter, Scene.scrim,
        Node(id: "card", part: .card, frame: Rect(x: 10, y: 444, width: 373, height: 374), background: .white,
             sheet: SheetFacts(), children: [
                 Node(id: "badge", role: .image, label: "New", frame: Rect(x: 30, y: 470, width: 40, height: 40),
                      background: .black),
             ]),
    ])

    /// Ramps from transparent to opaque in 0.1 s and starts over: ten flashes a second.
    static func strobe(_ node: String) -> AnimationTrack {
        AnimationTrack(node: node, property: .opacity, from: 0, to: 1,
                       curve: .timing(TimingCurve(.linear, duration: 0.1)), repeatsForever: true,
                       startsAutomatically: true)
    }

    static let examples: [RuleExample] = [
        .scenario("MorphModalKit's scrim dims once to 20 % black", .passed) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.2, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("a badge that pulses twice a second", .passed) {
            Scene.scenario(toTree: badgeCard, [
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "badge", property: .opacity, from: 1, to: 0.2,
                                   curve: .timing(TimingCurve(.easeInOut, duration: 0.5)), repeatCount: 4),
                ]),
            ])
        },
        .scenario("a black badge strobing ten times a second on a white card", .failed, targets: ["badge"]) {
            Scene.scenario(toTree: badgeCard, [.init(id: "present", environment: Environment(), tracks: [strobe("badge")])])
        },
        .scenario("a present that only slides", .inapplicable) {
            Scene.scenario([
                .init(id: "present", environment: Environment(), tracks: [
                    AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
                ]),
            ])
        },
        .scenario("a strobing scrim over a presenter whose colour was not captured", .cantTell, targets: ["scrim"]) {
            let uncoloured = Node(id: "window", role: .window, frame: Scene.screen, children: [
                Node(id: "presenter", part: .presenter, frame: Scene.screen), Scene.scrim,
            ])
            return Scene.scenario(toTree: uncoloured, [.init(id: "present", environment: Environment(), tracks: [strobe("scrim")])])
        },
    ]
}
