import A11yModel

/// The indexes of one scenario's snapshots, built when a subject first needs them and kept while
/// they fit a budget of nodes, so a scenario of any size holds a bounded number of them: the
/// least recently used go first, and one is built again if a later subject needs it. The two a
/// transition needs are always kept, whatever their size.
struct IndexCache {
    /// Nodes kept in all (an index costs about 170 bytes a node).
    static let nodeBudget = 120_000

    private let snapshots: [String: Snapshot]
    /// Least recently used first.
    private var kept: [SnapshotIndex] = []
    /// How many indexes were built, for tests of the budget.
    private(set) var builds = 0

    init(_ scenario: Scenario) {
        // As `Scenario.snapshot(_:)`: the first snapshot of an id is the one it names.
        var snapshots: [String: Snapshot] = [:]
        for snapshot in scenario.snapshots where snapshots[snapshot.id] == nil { snapshots[snapshot.id] = snapshot }
        self.snapshots = snapshots
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
        var total = kept.reduce(0) { $0 + $1.nodes.count }
        while kept.count > 2, total > Self.nodeBudget {
            total -= kept.removeFirst().nodes.count
        }
        return index
    }
}
