import A11yModel

/// What the HTML report and the JUnit attachments draw for one scenario file, captured once it is
/// audited (`Auditor(keepsPictures:)`): a wireframe of each state that has problems, and the
/// motion of each transition with a motion problem beside its Reduce Motion counterpart. Bounded
/// whatever the input: at most `maximumStates` states, `maximumWireframes` drawings each, and
/// `WireframeCapture.maximumItems` nodes a drawing.
public struct ScenarioPictures: Sendable {
    public var states: [StatePictures]
    /// States with problems that were not drawn because `maximumStates` were.
    public var omittedStates: Int
    /// The transitions with motion problems and their counterparts; nil when there are none.
    public var motion: MotionSummary?

    static let maximumStates = 24
    static let maximumWireframes = 6

    public init(states: [StatePictures], omittedStates: Int = 0, motion: MotionSummary? = nil) {
        self.states = states
        self.omittedStates = omittedStates
        self.motion = motion
    }

    public func state(_ name: String) -> StatePictures? { states.first { $0.state == name } }

    /// Pictures of `scenario` for the problems in `checks` (`ScenarioAudit.checks`).
    public init(scenario: Scenario, checks: [RuleCheck]) {
        var problemsByState: [String: [Problem]] = [:]
        var order: [String] = []
        var motionTransitions: Set<String> = []
        for check in checks where !check.problems.isEmpty {
            if check.state.isTransition {
                for problem in check.problems where problem.pack == MotionPack.id {
                    motionTransitions.formUnion(problem.occurrences.map(\.subject.id))
                }
                continue
            }
            if problemsByState[check.state.state] == nil { order.append(check.state.state) }
            problemsByState[check.state.state, default: []] += check.problems
        }
        var states: [StatePictures] = []
        for name in order.prefix(ScenarioPictures.maximumStates) {
            let snapshots = scenario.snapshots.filter { $0.state == name }
            states.append(StatePictures(state: name, snapshots: snapshots, problems: problemsByState[name] ?? []))
        }
        self.states = states
        omittedStates = max(0, order.count - ScenarioPictures.maximumStates)
        motion = motionTransitions.isEmpty ? nil : MotionSummary(scenario).keeping(motionTransitions)
    }
}

/// The drawings of one state: one per group of snapshots that look alike.
public struct StatePictures: Sendable {
    public var state: String
    public var wireframes: [Wireframe]
    /// Snapshots not drawn because `ScenarioPictures.maximumWireframes` drawings were.
    public var omittedSnapshots: Int

    public init(state: String, wireframes: [Wireframe], omittedSnapshots: Int = 0) {
        self.state = state
        self.wireframes = wireframes
        self.omittedSnapshots = omittedSnapshots
    }

    init(state: String, snapshots: [Snapshot], problems: [Problem]) {
        self.state = state
        var wireframes: [Wireframe] = []
        var index: [Likeness: Int] = [:]
        var omitted = 0
        for snapshot in snapshots {
            let outlined = problems.indices.filter { problems[$0].occurs(in: snapshot.id) }
            let elements = Set(outlined.compactMap { problems[$0].element })
            let drawing = WireframeCapture.capture(snapshot, keeping: elements)
            let key = Likeness(viewport: drawing.viewport, items: drawing.items, outlined: outlined)
            if let known = index[key] {
                wireframes[known].snapshotIDs.append(snapshot.id)
                wireframes[known].environments.append(snapshot.environment)
            } else if wireframes.count < ScenarioPictures.maximumWireframes {
                index[key] = wireframes.count
                wireframes.append(drawing)
            } else {
                omitted += 1
            }
        }
        self.wireframes = wireframes
        omittedSnapshots = omitted
    }

    /// What makes two snapshots one drawing.
    private struct Likeness: Hashable {
        var viewport: Size
        var items: [WireframeItem]
        var outlined: [Int]
    }
}

extension Problem {
    /// Whether it occurs in the snapshot `id`; a variant-set problem occurs in each of its state's.
    func occurs(in snapshotID: String) -> Bool {
        occurrences.contains { $0.subject.kind == .variantSet || $0.subject.id == snapshotID }
    }
}
