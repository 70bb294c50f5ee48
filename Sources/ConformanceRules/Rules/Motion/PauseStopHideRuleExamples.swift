import A11yModel

extension PauseStopHideRule {
    typealias Scene = MotionExampleScenario

    /// A presented card whose tip carousel slides on its own, with `extra` controls in the card.
    static func carouselCard(_ extra: [Node] = []) -> Node {
        Node(id: "window", role: .window, frame: Scene.screen, children: [
            Scene.presenter, Scene.scrim,
            Node(id: "card", part: .card, frame: Rect(x: 10, y: 444, width: 373, height: 374), background: .white,
                 sheet: SheetFacts(), children: [
                     Node(id: "tips", role: .image, label: "Tips", frame: Rect(x: 30, y: 480, width: 333, height: 160)),
                 ] + extra),
        ])
    }

    /// The carousel advancing every 3 s, forever, from the moment the sheet appears.
    static let carousel = AnimationTrack(node: "tips", property: .translationX, from: 0, to: -333,
                                         curve: .timing(TimingCurve(.easeInOut, duration: 0.6)), delay: 3,
                                         repeatsForever: true, startsAutomatically: true)

    static func present(_ toTree: Node, tracks: [AnimationTrack], unknown: [ModelFact] = []) -> Scenario {
        var scenario = Scene.scenario(toTree: toTree, [.init(id: "present", environment: Environment(), tracks: tracks)])
        if !unknown.isEmpty { scenario.snapshots[1].unknown = unknown }
        return scenario
    }

    static let examples: [RuleExample] = [
        .scenario("a carousel that repeats forever next to a Pause button", .passed) {
            present(carouselCard([
                Node(id: "pause", role: .button, label: "Pause tips", frame: Rect(x: 30, y: 650, width: 120, height: 44)),
            ]), tracks: [carousel])
        },
        .scenario("a carousel whose element offers a custom action named Stop", .passed) {
            present(Node(id: "window", role: .window, frame: Scene.screen, children: [
                Node(id: "card", part: .card, background: .white, sheet: SheetFacts(), children: [
                    Node(id: "tips", role: .image, label: "Tips", actions: [AccessibilityAction(.custom, name: "Stop")]),
                ]),
            ]), tracks: [carousel])
        },
        .scenario("a hint that bounces three times in 2 s on its own", .passed) {
            present(carouselCard(), tracks: [
                AnimationTrack(node: "tips", property: .translationY, from: 0, to: -8,
                               curve: .timing(TimingCurve(.easeOut, duration: 0.6)), repeatCount: 3,
                               startsAutomatically: true),
            ])
        },
        .scenario("a carousel that repeats forever with no way to stop it", .failed, targets: ["tips"]) {
            present(carouselCard(), tracks: [carousel])
        },
        .scenario("a present people trigger, with no automatic motion", .inapplicable) {
            present(carouselCard(), tracks: [
                AnimationTrack(node: "card", property: .translationY, from: 408, to: 0, curve: Scene.stackSpring),
            ])
        },
        .scenario("a carousel in a capture that did not record actions", .cantTell, targets: ["tips"]) {
            present(carouselCard(), tracks: [carousel], unknown: [.actions])
        },
    ]
}
