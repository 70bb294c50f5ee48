import A11yModel

/// The same control in another item of a list whose items differ in layout. Where the items of a
/// list hold different numbers of views (a medication's block with one time slot, the next with
/// three and a stock counter), no path leads from one item to the same control in the next
/// (`ClippedTargetTwins`), but the control stands in the same column: its row lies at the same
/// place, as wide, and the control at the same place in it, as wide.
enum ColumnTwins {
    /// Nodes looked at on either side of the cut target, in the list's order: the items next to
    /// it, and a bound on the work a list of cut targets can cause.
    static let reach = 256

    /// The targets of `target`'s template in its list, outside its own row, that stand where it
    /// stands across the cut (`axis`), as wide as it, in a row as wide as its row, and that no
    /// edge cuts along `axis`.
    static func twins(of target: VisitedNode, frame: Rect, along axis: CutAxis,
                      in context: SnapshotContext) -> [VisitedNode] {
        let index = context.index
        guard let list = ClippedTargetTwins.list(holding: target, in: index), let row = index.parent(of: target), row.order != list.order, let rowFrame = row.node.frame else { return [] }
        let inside = index.subtreeRange(of: list)
        let near = max(inside.lowerBound + 1, target.order - reach)..<min(inside.upperBound, target.order + reach + 1)
        var found: [VisitedNode] = []
        for position in near where found.count < ClippedTargetTwins.rowsCompared {
            let twin = index.nodes[position]
            // The frames first: they rule out most nodes without comparing templates.
            guard twin.parentOrder != row.order, twin.order != target.order, let twinFrame = twin.node.touchFrame,
                  standsAlike(twinFrame, frame, across: axis), let twinRow = index.parent(of: twin), let twinRowFrame = twinRow.node.frame,
                  standsAlike(twinRowFrame, rowFrame, across: axis), FlowTwins.sharesTemplate(twin.node, with: target.node),
                  !index.isDescendant(twin, of: target), !index.isDescendant(target, of: twin),
                  axis.length(of: twinFrame) >= axis.length(of: frame), !axis.cuts(twinFrame, of: twin, in: context) else { continue }
            found.append(twin)
        }
        return found
    }

    private static let near = 0.5

    /// Whether two frames start at the same place and are as long across the cut.
    private static func standsAlike(_ frame: Rect, _ other: Rect, across axis: CutAxis) -> Bool {
        switch axis {
        case .vertical: abs(frame.minX - other.minX) < near && abs(frame.width - other.width) < near
        case .horizontal: abs(frame.minY - other.minY) < near && abs(frame.height - other.height) < near
        }
    }
}
