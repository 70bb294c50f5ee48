import A11yModel

/// The views of a snapshot that take a long press and nothing the target rules count (a
/// `ListView` long-clickable for its rows' item menus, whose rows report no click of their own):
/// a miss that lands on one opens something all the same. Found once per snapshot, when first
/// asked.
final class LongPressAreas {
    let index: SnapshotIndex
    private var found: [(order: Int, frame: Rect)]?

    init(_ index: SnapshotIndex) {
        self.index = index
    }

    /// Whether such a view, not one around `target`, meets `area`.
    func meets(_ area: Rect, besides target: VisitedNode) -> Bool {
        let areas = found ?? index.nodes.compactMap { visited in
            guard visited.node.has(.longPress), !TouchTargets.isPointerTarget(visited.node), let frame = visited.node.frame else { return nil }
            return (visited.order, frame)
        }
        found = areas
        return areas.contains { area.intersection($0.frame) != nil && !index.isDescendant(target, of: index.nodes[$0.order]) }
    }
}
