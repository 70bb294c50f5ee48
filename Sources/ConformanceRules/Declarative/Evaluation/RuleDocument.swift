import A11yModel

/// The model side of the XML document declarative rules query: for every element (by ordinal,
/// see `XMLTreeBuilder`) what it was written from, so that XPath results map back to node ids and
/// extension functions read Swift values instead of attributes.
///
/// A snapshot document is the snapshot's element in the scenario XML form, defaults included.
/// A transition document is a `<scenario>` holding the transition's from and to snapshots (when
/// the scenario has them) and the transition.
final class RuleDocument {
    enum Kind: UInt8 {
        case other = 0, node, snapshot, transition, track
    }

    /// The names `XMLTreeBuilder` tracks, in the order of `Kind`'s raw values from 1.
    static let trackedElements = ["node", "snapshot", "transition", "track"]

    /// Snapshots in document order (one for a snapshot document; from, then to, for a transition).
    let snapshots: [SnapshotIndex]
    let transition: Transition?
    /// The snapshot's environment, or the transition's.
    let environment: Environment
    /// Id of the subject (snapshot or transition), the target of findings about it as a whole.
    let subjectID: String
    private let snapshotIDs: [String]

    private let kinds: [UInt8]
    /// For node elements: position in its snapshot's index; -1 otherwise.
    private let nodePositions: [Int32]
    /// For every element: which snapshot (by position in `snapshots`) it belongs to; -1 outside.
    private let slots: [Int8]
    /// Nearest node, snapshot or transition element at or above each element.
    private let owners: [Int32]
    /// Nearest node element at or above each element; -1 when none.
    private let nodeOwners: [Int32]
    /// Index in `transition.tracks` of the nearest track element at or above; -1 when none.
    private let trackOwners: [Int32]
    /// Per snapshot, the ordinal of each node position.
    private let nodeOrdinals: [[Int32]]

    private var reachableCache: [[Bool]?]
    /// Per snapshot, the front sheet's position; -1 for none, `notComputed` until asked.
    private var frontSheetCache: [Int]
    private static let notComputed = -2

    /// Nil when the tree does not line up with the indexes it was written from.
    init?(parents: [Int32], kinds: [UInt8], snapshots: [SnapshotIndex], transition: Transition?) {
        let count = parents.count
        var nodePositions = [Int32](repeating: -1, count: count)
        var slots = [Int8](repeating: -1, count: count)
        var owners = [Int32](repeating: 0, count: count)
        var nodeOwners = [Int32](repeating: -1, count: count)
        var trackOwners = [Int32](repeating: -1, count: count)
        var nodeOrdinals = snapshots.map { _ in [Int32]() }
        var slot = -1
        var tracks: Int32 = 0
        for ordinal in 0..<count {
            let parent = Int(parents[ordinal])
            let inherited = parent >= 0 && parent < ordinal
            let kind = Kind(rawValue: kinds[ordinal]) ?? .other
            slots[ordinal] = kind == .snapshot ? Int8(truncatingIfNeeded: slot + 1) : inherited ? slots[parent] : -1
            owners[ordinal] = inherited ? owners[parent] : Int32(ordinal)
            nodeOwners[ordinal] = inherited ? nodeOwners[parent] : -1
            trackOwners[ordinal] = inherited ? trackOwners[parent] : -1
            switch kind {
            case .snapshot:
                slot += 1
                guard slot < snapshots.count else { return nil }
                owners[ordinal] = Int32(ordinal)
            case .transition:
                owners[ordinal] = Int32(ordinal)
            case .node:
                let mine = Int(slots[ordinal])
                guard nodeOrdinals.indices.contains(mine) else { return nil }
                nodePositions[ordinal] = Int32(nodeOrdinals[mine].count)
                nodeOrdinals[mine].append(Int32(ordinal))
                owners[ordinal] = Int32(ordinal)
                nodeOwners[ordinal] = Int32(ordinal)
            case .track:
                trackOwners[ordinal] = tracks
                tracks += 1
            case .other:
                break
            }
        }
        guard zip(nodeOrdinals, snapshots).allSatisfy({ $0.count == $1.nodes.count }),
              Int(tracks) == (transition?.tracks.count ?? 0),
              let environment = transition?.environment ?? snapshots.first?.environment,
              let subjectID = transition?.id ?? snapshots.first?.id else { return nil }
        self.kinds = kinds
        self.nodePositions = nodePositions
        self.slots = slots
        self.owners = owners
        self.nodeOwners = nodeOwners
        self.trackOwners = trackOwners
        self.nodeOrdinals = nodeOrdinals
        self.snapshots = snapshots
        self.snapshotIDs = snapshots.map(\.id)
        self.transition = transition
        self.environment = environment
        self.subjectID = subjectID
        reachableCache = snapshots.map { _ in nil }
        frontSheetCache = snapshots.map { _ in Self.notComputed }
    }

    var elementCount: Int { kinds.count }

    /// The node an element belongs to (itself, or the node whose fact it is), with its snapshot.
    func node(at ordinal: Int?) -> (index: SnapshotIndex, node: VisitedNode)? {
        guard let ordinal, nodeOwners.indices.contains(ordinal) else { return nil }
        let owner = Int(nodeOwners[ordinal])
        guard owner >= 0 else { return nil }
        let slot = Int(slots[owner]), position = Int(nodePositions[owner])
        guard snapshots.indices.contains(slot), snapshots[slot].nodes.indices.contains(position) else { return nil }
        return (snapshots[slot], snapshots[slot].nodes[position])
    }

    /// The snapshot an element belongs to; the first snapshot for elements outside any.
    func snapshot(at ordinal: Int?) -> SnapshotIndex? {
        if let ordinal, slots.indices.contains(ordinal), snapshots.indices.contains(Int(slots[ordinal])) {
            return snapshots[Int(slots[ordinal])]
        }
        return snapshots.first
    }

    /// The animation track an element belongs to.
    func track(at ordinal: Int?) -> AnimationTrack? {
        guard let ordinal, trackOwners.indices.contains(ordinal), let tracks = transition?.tracks else { return nil }
        let index = Int(trackOwners[ordinal])
        return tracks.indices.contains(index) ? tracks[index] : nil
    }

    /// The element a node was written as.
    func ordinal(of node: VisitedNode, in index: SnapshotIndex) -> Int? {
        guard let slot = snapshots.firstIndex(where: { $0.id == index.id }),
              nodeOrdinals[slot].indices.contains(node.order) else { return nil }
        return Int(nodeOrdinals[slot][node.order])
    }

    /// What a finding about the element names: a node (with its snapshot), or the subject.
    func target(of ordinal: Int) -> (id: String, snapshotID: String?) {
        guard owners.indices.contains(ordinal) else { return (subjectID, nil) }
        let owner = Int(owners[ordinal])
        switch Kind(rawValue: kinds[owner]) ?? .other {
        case .node:
            // Straight to the id: copying the whole visited node for every target would cost more
            // than the XPath that selected it.
            let slot = Int(slots[owner]), position = Int(nodePositions[owner])
            guard snapshots.indices.contains(slot), snapshots[slot].nodes.indices.contains(position) else {
                return (subjectID, nil)
            }
            return (snapshots[slot].nodes[position].node.id, snapshotIDs[slot])
        case .snapshot:
            return (snapshot(at: owner)?.id ?? subjectID, nil)
        default:
            return (subjectID, nil)
        }
    }

    /// Owner ordinal used to merge several selected elements of one target.
    func owner(of ordinal: Int) -> Int { owners.indices.contains(ordinal) ? Int(owners[ordinal]) : -1 }

    /// Whether VoiceOver can reach the node, given modal containment (computed once per snapshot).
    func isReachable(_ node: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let slot = snapshots.firstIndex(where: { $0.id == index.id }) else { return false }
        if reachableCache[slot] == nil {
            var flags = [Bool](repeating: false, count: index.nodes.count)
            for element in index.reachableElements where flags.indices.contains(element.order) { flags[element.order] = true }
            reachableCache[slot] = flags
        }
        return reachableCache[slot].map { $0.indices.contains(node.order) && $0[node.order] } ?? false
    }

    /// The front sheet of a snapshot (computed once per snapshot).
    func frontSheet(in index: SnapshotIndex) -> VisitedNode? {
        guard let slot = snapshots.firstIndex(where: { $0.id == index.id }) else { return nil }
        if frontSheetCache[slot] == Self.notComputed { frontSheetCache[slot] = index.frontSheet?.order ?? -1 }
        let position = frontSheetCache[slot]
        return index.nodes.indices.contains(position) ? index.nodes[position] : nil
    }
}

@available(*, unavailable, message: "a rule document belongs to one evaluation")
extension RuleDocument: Sendable {}
