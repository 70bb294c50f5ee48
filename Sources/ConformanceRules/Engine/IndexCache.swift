import A11yModel

/// The indexes of one scenario's snapshots, built when a subject first needs them and kept while
/// they fit a budget of nodes, so a scenario of any size holds a bounded number of them: the
/// least recently used go first, and one is built again if a later subject needs it. The two a
/// transition needs are always kept, whatever their size.
struct IndexCache {
    /// Nodes kept in all (an index costs about 130 bytes a node: its visited node, 64 bytes of
    /// heap, a slot in its list, its entry by id and a few flags).
    static let defaultNodeBudget = 120_000

    let nodeBudget: Int
    private let snapshots: [String: Snapshot]
    /// Least recently used first.
    private var kept: [SnapshotIndex] = []
    /// Their ids, for `wouldBuild`, which a schedule asks many times per subject.
    private var keptIDs: Set<String> = []
    /// How many indexes were built, for tests of the budget.
    private(set) var builds = 0

    init(_ scenario: Scenario, nodeBudget: Int = Self.defaultNodeBudget) {
        // As `Scenario.snapshot(_:)`: the first snapshot of an id is the one it names.
        var snapshots: [String: Snapshot] = [:]
        for snapshot in scenario.snapshots where snapshots[snapshot.id] == nil { snapshots[snapshot.id] = snapshot }
        self.snapshots = snapshots
        self.nodeBudget = nodeBudget
    }

    /// Whether every snapshot's index can be kept at once, so none is ever built twice.
    var keepsAll: Bool {
        snapshots.count <= 2 || snapshots.values.reduce(0) { $0 + $1.tree.count } <= nodeBudget
    }

    /// Whether asking for `id` now would build its index: the scenario has that snapshot and its
    /// index is not kept.
    func wouldBuild(_ id: String) -> Bool {
        snapshots[id] != nil && !keptIDs.contains(id)
    }

    /// The index of the snapshot `id`; nil when the scenario has none.
    mutating func index(_ id: String) -> SnapshotIndex? {
        if let position = kept.firstIndex(where: { $0.id == id }) {
            let index = kept.remove(at: position)
            kept.append(index)
            return index
        }
        guard let snapshot = snapshots[id] else { return nil }
        let index = SnapshotIndex(snapshot)
        builds += 1
        kept.append(index)
        keptIDs.insert(id)
        var total = kept.reduce(0) { $0 + $1.nodes.count }
        while kept.count > 2, total > nodeBudget {
            let evicted = kept.removeFirst()
            keptIDs.remove(evicted.id)
            total -= evicted.nodes.count
        }
        return index
    }
}
