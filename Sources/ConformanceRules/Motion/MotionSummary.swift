import A11yModel

/// Every transition of a scenario analysed track by track, with its counterpart under the other
/// Reduce Motion setting: what `morph-audit motion` prints as a table and draws as SVG.
public struct MotionSummary: Sendable {
    /// Settle tolerances as fractions of the travel, in the order the columns show them.
    public let tolerances: [Double]
    public let transitions: [TransitionMotion]

    public init(_ scenario: Scenario, tolerances: [Double] = CurveAnalysis.defaultTolerances) {
        self.tolerances = tolerances
        let states = Dictionary(scenario.snapshots.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
        transitions = scenario.transitions.map { transition in
            let counterpart = scenario.transitions.first { other in
                other.id != transition.id && other.kind == transition.kind
                    && states[other.from] == states[transition.from] && states[other.to] == states[transition.to]
                    && other.environment.motionReduced != transition.environment.motionReduced
            }
            return TransitionMotion(transition, fromState: states[transition.from] ?? transition.from,
                                    toState: states[transition.to] ?? transition.to,
                                    counterpartID: counterpart?.id, tolerances: tolerances)
        }
    }

    private init(tolerances: [Double], transitions: [TransitionMotion]) {
        self.tolerances = tolerances
        self.transitions = transitions
    }

    public func transition(_ id: String) -> TransitionMotion? { transitions.first { $0.transition.id == id } }

    /// The transitions in `ids` and their counterparts, in scenario order: what a report draws
    /// for the transitions that have motion problems.
    public func keeping(_ ids: Set<String>) -> MotionSummary {
        var kept = ids
        for motion in transitions where ids.contains(motion.transition.id) {
            if let counterpart = motion.counterpartID { kept.insert(counterpart) }
        }
        return MotionSummary(tolerances: tolerances, transitions: transitions.filter { kept.contains($0.transition.id) })
    }
}

/// One transition's tracks, analysed.
public struct TransitionMotion: Sendable {
    public let transition: Transition
    public let fromState: String
    public let toState: String
    /// The same kind between the same states under the other Reduce Motion setting, if recorded.
    public let counterpartID: String?
    public let tracks: [TrackMotionRow]

    init(_ transition: Transition, fromState: String, toState: String, counterpartID: String?, tolerances: [Double]) {
        self.transition = transition
        self.fromState = fromState
        self.toState = toState
        self.counterpartID = counterpartID
        let viewport = transition.environment.viewport
        tracks = transition.tracks.map { TrackMotionRow($0, tolerances: tolerances, viewport: viewport) }
    }

    /// Seconds until every track settles at the finest tolerance; nil when a track never does.
    public var duration: Double? {
        let ends = tracks.map { $0.end }
        guard ends.allSatisfy(\.isFinite) else { return nil }
        return ends.max() ?? 0
    }
}

/// One track with the numbers the table shows.
public struct TrackMotionRow: Sendable {
    public let track: AnimationTrack
    /// Nil when the curve's numbers describe no motion.
    public let analysis: TrackAnalysis?
    /// Seconds from the start of the track (after its delay) until it stays within each
    /// tolerance, in the summary's order; `.infinity` when it repeats forever or never settles.
    public let settleTimes: [Double]
    /// The travel as a fraction of the viewport dimension it runs along, for translations and height.
    public let viewportFraction: Double?

    init(_ track: AnimationTrack, tolerances: [Double], viewport: Size) {
        self.track = track
        let analysis = TrackAnalysis(track, tolerances: tolerances)
        self.analysis = analysis
        settleTimes = tolerances.map { tolerance in
            analysis.map { $0.motionDuration(tolerance: tolerance) - track.delay } ?? .nan
        }
        viewportFraction = analysis?.viewportFraction(of: viewport)
    }

    /// Seconds from the start of the transition until the track stays within the finest tolerance.
    public var end: Double {
        guard let last = settleTimes.last else { return track.delay }
        return track.delay + (last.isNaN ? 0 : last)
    }

    /// Points for translations, height and corner radius; other properties have their own units.
    public var isInPoints: Bool {
        switch track.property {
        case .translationX, .translationY, .height, .cornerRadius, .blur: true
        default: false
        }
    }
}
