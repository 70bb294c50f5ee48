import A11yModel

/// A present recorded without Reduce Motion on MorphModalKit's spring read as a SwiftUI response
/// (0.4 s, ζ 0.86, from rest: 1 % at 0.292 s, 0.1 % at 0.558 s, 0.502 % overshoot, 6.37 × travel/s,
/// domain-rules §4.4), and its Reduce Motion counterpart that cross-fades.
enum MotionTestScenario {
    static let spring = Curve.spring(.response(0.4, dampingFraction: 0.86))
    static let fade = Curve.timing(TimingCurve(.easeInOut, duration: 0.25))

    static func make(cardID: String = "card") -> Scenario {
        let closed = Node(id: "window", role: .window)
        let presented = Node(id: "window", role: .window, children: [
            Node(id: "scrim", role: .none, part: .scrim, opacity: 0.2, background: .black),
            Node(id: cardID, part: .card, sheet: SheetFacts()),
        ])
        let reduced = Environment(reduceMotion: true)
        return Scenario(id: "present-test", title: "A present and its Reduce Motion recording", snapshots: [
            Snapshot(id: "closed", state: "closed", root: closed),
            Snapshot(id: "presented", state: "presented", root: presented),
            Snapshot(id: "closed-rm", state: "closed", environment: reduced, root: closed),
            Snapshot(id: "presented-rm", state: "presented", environment: reduced, root: presented),
        ], transitions: [
            Transition(id: "present", kind: .present, from: "closed", to: "presented", tracks: [
                AnimationTrack(node: cardID, property: .translationY, from: 408, to: 0, curve: spring),
                AnimationTrack(node: "scrim", property: .opacity, from: 0, to: 0.2, curve: spring),
            ]),
            Transition(id: "present-rm", kind: .present, from: "closed-rm", to: "presented-rm", environment: reduced,
                       tracks: [AnimationTrack(node: cardID, property: .opacity, from: 0, to: 1, curve: fade)]),
        ])
    }
}
