/// The size and shape of a synthetic scenario.
public struct SyntheticShape: Sendable, Hashable {
    /// Nodes in the whole scenario, over all its snapshots (each snapshot gets an equal share).
    public var nodes: Int
    /// Snapshots: states (compact, expanded) under a rotation of environments (large/light,
    /// AX5/dark, Reduce Motion…).
    public var snapshots: Int
    /// Rows per section of the sheet's list.
    public var rowsPerSection: Int
    /// Percentage of generated elements given a defect a rule should find (a faint colour, a
    /// missing label, a small target, text that does not scale, a spring under Reduce Motion).
    public var defectPercent: Int

    public init(nodes: Int = 200, snapshots: Int = 2, rowsPerSection: Int = 12, defectPercent: Int = 5) {
        self.nodes = max(nodes, 1)
        self.snapshots = max(snapshots, 1)
        self.rowsPerSection = max(rowsPerSection, 1)
        self.defectPercent = min(max(defectPercent, 0), 100)
    }

    /// Nodes in snapshot `index`: an equal share, the remainder going to the first snapshots.
    public func nodes(inSnapshot index: Int) -> Int {
        nodes / snapshots + (index < nodes % snapshots ? 1 : 0)
    }
}
