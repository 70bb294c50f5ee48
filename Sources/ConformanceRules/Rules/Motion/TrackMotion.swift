import A11yModel

/// How far a spatial track may move before a Reduce Motion rule counts it as motion.
struct SpatialTolerance: Sendable {
    /// Points, for translations and height changes.
    var points: Double
    /// Change of the scale factor (0.02 = 2 % of the natural size).
    var scale: Double

    /// Read from a rule's `translationTolerance` and `scaleTolerance` parameters.
    init(_ parameters: ResolvedParameters) {
        points = parameters.number("translationTolerance", default: 0)
        scale = parameters.number("scaleTolerance", default: 0)
    }

    /// `translation ≤ 0 pt, scale Δ ≤ 0`.
    var description: String {
        "translation ≤ \(MotionNumber.points(points)), scale Δ ≤ \(MotionNumber.trimmed(scale))"
    }

    /// The standard parameters of a rule that takes a spatial tolerance.
    static func parameters(source: String) -> [RuleParameter] {
        [
            RuleParameter("translationTolerance", .number(0),
                          summary: "Largest translation or height change, in points, not counted as motion",
                          source: source, range: .points),
            RuleParameter("scaleTolerance", .number(0),
                          summary: "Largest change of the scale factor not counted as motion (0.02 = 2 %)",
                          source: source, range: .scaleChange),
        ]
    }
}

extension AnimationTrack {
    /// The value changes over time: a spring or a timing curve with a duration. `Curve.none` and a
    /// zero-length timing curve are jumps, which move nothing.
    var animates: Bool {
        switch curve {
        case .none: false
        case .timing(let timing): timing.duration > 0
        case .spring: true
        }
    }

    /// Animated and not following the finger one to one: what the motion rules weigh. Direct
    /// manipulation (`driver: gesture`) is exempt, as Apple's Reduce Motion guidance lists
    /// "tracking animations directly with people's gestures" among its practices (MOT-06);
    /// `gestureSecondary` (parallax, other cards scaling with the drag) is not.
    var isAutonomousMotion: Bool { animates && driver != .gesture }

    var isTranslation: Bool { property == .translationX || property == .translationY }

    /// A change of perceived position, size or depth beyond `tolerance` (rotation has none).
    func isSpatialMotion(beyond tolerance: SpatialTolerance) -> Bool {
        guard isAutonomousMotion, property.isSpatial else { return false }
        let change = abs(delta)
        switch property {
        case .translationX, .translationY, .height: return change > tolerance.points
        case .scale: return change > tolerance.scale
        default: return change > 0
        }
    }

    /// `slides 408 pt`, `scales 1 → 0.95`, `resizes by 120 pt`, with `with the drag` for
    /// gesture-driven secondary motion.
    var motionPhrase: String {
        let change: String
        switch property {
        case .translationX, .translationY: change = "slides \(MotionNumber.points(abs(delta)))"
        case .height: change = "resizes by \(MotionNumber.points(abs(delta)))"
        case .scale: change = "scales \(MotionNumber.trimmed(from)) → \(MotionNumber.trimmed(to))"
        case .blur: change = "blurs \(MotionNumber.trimmed(from)) → \(MotionNumber.trimmed(to))"
        default: change = "animates \(property.token) \(MotionNumber.trimmed(from)) → \(MotionNumber.trimmed(to))"
        }
        return driver == .gestureSecondary ? change + " with the drag" : change
    }

    /// `translationY 408 pt`, `scale Δ 0.05`: the measured change in the property's unit.
    var measuredChange: String {
        switch property {
        case .translationX, .translationY, .height: "\(property.token) \(MotionNumber.points(abs(delta)))"
        default: "\(property.token) Δ \(MotionNumber.trimmed(abs(delta)))"
        }
    }
}

/// The node a track moves, located in the transition's snapshots.
struct TrackTarget: Hashable, Sendable {
    /// Node id, or the transition id for a track on the whole component.
    let id: String
    /// The snapshot holding the node: `to` when it is there, else `from`.
    let snapshotID: String?
}

extension TransitionContext {
    func target(of track: AnimationTrack) -> TrackTarget {
        guard let id = track.node else { return TrackTarget(id: transition.id, snapshotID: nil) }
        if let to, to.node(id) != nil { return TrackTarget(id: id, snapshotID: to.id) }
        if let from, from.node(id) != nil { return TrackTarget(id: id, snapshotID: from.id) }
        return TrackTarget(id: id, snapshotID: nil)
    }

    /// `tracks` grouped by the node they move, in order of first appearance, so that a node with
    /// several tracks gets one verdict.
    func groupedByTarget(_ tracks: [AnimationTrack]) -> [(target: TrackTarget, tracks: [AnimationTrack])] {
        var order: [TrackTarget] = []
        var groups: [TrackTarget: [AnimationTrack]] = [:]
        for track in tracks {
            let target = target(of: track)
            if groups[target] == nil { order.append(target) }
            groups[target, default: []].append(track)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// The node as it is in `to` (else `from`), with its place in the tree.
    func visited(_ target: TrackTarget) -> VisitedNode? {
        guard let snapshotID = target.snapshotID else { return nil }
        return (to?.id == snapshotID ? to : from)?.node(target.id)
    }
}

extension Array where Element == String {
    /// Distinct phrases joined as prose: `a`, `a and b`, `a, b and c`.
    var joinedAsProse: String {
        let seen = distinct
        guard seen.count > 1, let last = seen.last else { return seen.first ?? "" }
        return seen.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Distinct values in order, comma-separated: `translationY 9.1 pt, scale Δ 0.02`.
    var joinedDistinct: String { distinct.joined(separator: ", ") }

    private var distinct: [String] {
        var seen: [String] = []
        for phrase in self where !seen.contains(phrase) { seen.append(phrase) }
        return seen
    }
}
