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
    @inline(__always) func activationCloses(_ node: Node) -> Bool {
        closesSheet(node.action(.activate)?.leadsTo)
            || node.gestures.contains { $0.kind.isSinglePointer && closesSheet($0.leadsTo) }
    }

    /// An element offering the dismiss action for the sheet: the sheet, an element of it, or a
    /// scrim beside it (a Compose drag handle, a Flutter modal barrier, UIKit's grabber). Such a
    /// sheet can be dismissed, whatever sheet facts the capture lacks. A dismiss action recorded
    /// is a fact of the capture even where it records no others (WDA's custom actions).
    static func dismissOffered(for sheet: VisitedNode, in context: SnapshotContext) -> VisitedNode? {
        let index = context.index
        let parent = index.parent(of: sheet)?.order
        let scrims = index.nodes(part: .scrim).filter { parent != nil && index.parent(of: $0)?.order == parent }
        return (index.ownNodes(of: sheet) + scrims).first { !$0.isHiddenFromAT && $0.node.action(.dismiss) != nil }
    }

    /// Whether the tree holds the node outside any hidden subtree.
    private static func shows(_ id: String, in tree: NodeTree) -> Bool {
        var position = 0
        while position < tree.count {
            // Two fields read in place: binding the node would copy all of it.
            if tree.nodes[position].isHidden {
                position = tree.end(of: position)
                continue
            }
            if tree.nodes[position].id == id { return true }
            position += 1
        }
        return false
    }
}
