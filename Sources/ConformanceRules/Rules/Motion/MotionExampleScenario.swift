import A11yModel

/// Small scenarios for the motion rules' examples: one transition per recording, each between its
/// own pair of snapshots of the same two states, so recordings under different environments are
/// each other's counterparts.
enum MotionExampleScenario {
    /// One recorded transition: its id (also the suffix of its snapshots), environment and tracks.
    struct Recording {
        var id: String
        var environment: Environment
        var tracks: [AnimationTrack]
        var unknown: [ModelFact] = []
    }

    /// MorphModalKit's `animation` spring: UIKit duration 0.4, damping 0.86, velocity 0.8.
    static let stackSpring = Curve.spring(.uikit(duration: 0.4, dampingRatio: 0.86, initialVelocity: 0.8))
    /// MorphModalKit's `morphAnimation` spring: UIKit duration 0.4, damping 0.95, velocity 1.
    static let morphSpring = Curve.spring(.uikit(duration: 0.4, dampingRatio: 0.95, initialVelocity: 1))
    /// A critically damped spring: no overshoot from rest.
    static let criticalSpring = Curve.spring(.response(0.4, dampingFraction: 1))
    static let fade = Curve.timing(TimingCurve(.easeInOut, duration: 0.25))

    static let reduceMotion = Environment(reduceMotion: true)

    /// A scenario with a `kind` transition from `fromState` to `toState` per recording (one
    /// snapshot when both states are the same, as for a drag that settles back).
    static func scenario(kind: TransitionKind = .present, from fromState: String = "closed",
                         to toState: String = "presented", fromTree: Node = closed, toTree: Node = presented,
                         _ recordings: [Recording]) -> Scenario {
        var snapshots: [Snapshot] = []
        var transitions: [Transition] = []
        for recording in recordings {
            let fromID = "\(fromState)-\(recording.id)", toID = "\(toState)-\(recording.id)"
            snapshots.append(Snapshot(id: fromID, state: fromState, environment: recording.environment, root: fromTree))
            if toID != fromID {
                snapshots.append(Snapshot(id: toID, state: toState, environment: recording.environment, root: toTree))
            }
            transitions.append(Transition(id: recording.id, kind: kind, from: fromID, to: toID,
                                          environment: recording.environment, tracks: recording.tracks,
                                          unknown: recording.unknown))
        }
        return Scenario(id: "example", snapshots: snapshots, transitions: transitions)
    }

    /// The presenting screen alone.
    static let closed = Node(id: "window", role: .window, frame: screen, children: [presenter])

    /// The presenting screen under a 20 % black scrim and one card.
    static let presented = Node(id: "window", role: .window, frame: screen, children: [
        presenter, scrim, card("card", depth: 0, top: 444),
    ])

    /// Two cards: `card-1` peeking behind `card-2`.
    static let stacked = Node(id: "window", role: .window, frame: screen, children: [
        presenter, scrim, card("card-1", depth: 1, top: 424), card("card-2", depth: 0, top: 444),
    ])

    /// One card, `card-1`, at the front.
    static let single = Node(id: "window", role: .window, frame: screen, children: [
        presenter, scrim, card("card-1", depth: 0, top: 444),
    ])

    static let screen = Rect(x: 0, y: 0, width: 393, height: 852)

    static let presenter = Node(id: "presenter", part: .presenter, frame: screen, background: .white, children: [
        Node(id: "open", role: .button, label: "Open", frame: Rect(x: 140, y: 400, width: 113, height: 44)),
    ])

    static let scrim = Node(id: "scrim", role: .none, part: .scrim, frame: screen, opacity: 0.2, background: .black)

    static func card(_ id: String, depth: Int, top: Double) -> Node {
        Node(id: id, part: .card, frame: Rect(x: 10, y: top, width: 373, height: 374), background: .white,
             sheet: SheetFacts(stackDepth: depth), children: [
                 Node(id: "\(id)-title", role: .header, part: .title, label: "Options",
                      frame: Rect(x: 30, y: top + 24, width: 200, height: 22)),
             ])
    }
}
