import A11yModel

/// Decides whether a recorded destination (`leadsTo`) closes a sheet. Captures name either the
/// token `dismissed` or a state of the scenario (`closed`, `popped`); a state counts when the sheet
/// is gone from it: absent from its tree or hidden there.
struct SheetDismissal {
    let sheetID: String
    let scenario: Scenario
    let snapshot: Snapshot

    init(of sheet: VisitedNode, in context: SnapshotContext) {
        sheetID = sheet.node.id
        scenario = context.scenario
        snapshot = context.snapshot
    }

    func closesSheet(_ destination: String?) -> Bool {
        guard let destination else { return false }
        if destination == SheetState.dismissed { return true }
        guard destination != snapshot.state else { return false }
        let captures = scenario.snapshots.filter { $0.state == destination }
        guard let target = captures.first(where: { $0.environment == snapshot.environment }) ?? captures.first else {
            return false
        }
        return !Self.shows(sheetID, in: target.tree)
    }

    /// Whether activating the node, by assistive technology or by a tap, closes the sheet.
    func activationCloses(_ node: Node) -> Bool {
        closesSheet(node.action(.activate)?.leadsTo)
            || node.gestures.contains { $0.kind.isSinglePointer && closesSheet($0.leadsTo) }
    }

    /// Whether the tree holds the node outside any hidden subtree.
    private static func shows(_ id: String, in tree: NodeTree) -> Bool {
        var position = 0
        while position < tree.count {
            let node = tree.nodes[position]
            if node.isHidden {
                position = tree.end(of: position)
                continue
            }
            if node.id == id { return true }
            position += 1
        }
        return false
    }
}
