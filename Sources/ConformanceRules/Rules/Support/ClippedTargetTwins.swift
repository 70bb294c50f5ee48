import A11yModel

/// The same control in the whole rows beside the row an edge cuts. A list repeats its rows from
/// one template, so where an Android dump shows a target in a list cut by the list's or the
/// screen's edge (visible bounds only), the same control in a row the edge does not reach shows
/// its size: the Done button of the last, half-shown row is the Done button of every row.
/// Controls outside a list (a sheet's close button beside its Save) are not rows of one template.
enum ClippedTargetTwins {
    /// Levels climbed from the target to the row that holds it.
    static let levels = 4
    /// Rows compared at most.
    static let rowsCompared = 16
    /// Rows looked at on either side of the one holding the target: the nearest hold its twins,
    /// and a list of thousands of rows cut at one edge must not compare each with all.
    static let rowsReached = 64
    /// The farthest place among its siblings a view on the way from the target to its row may
    /// have: the same place is looked for in the other rows.
    static let offsetReached = 1_024

    /// The twins of `target` (cut, with touch frame `frame`): climbing from it towards its row,
    /// the first level whose siblings of the same width hold, at the same place in their
    /// subtree, a target of the same role and the same width (or height, for a row cut at its
    /// side), taller (or wider) than it, that no edge cuts. Empty when there is no such row.
    static func twins(of target: VisitedNode, frame: Rect, in context: SnapshotContext) -> [VisitedNode] {
        let index = context.index
        // Only the rows of a list repeat a template: the controls of a sheet or a bar are
        // different controls side by side.
        guard let list = list(holding: target, in: index) else { return [] }
        var path: [Int] = []
        var current = target
        for _ in 0..<levels {
            // The rows compared lie in the list: the list itself, or a view inside it, holds them.
            guard let parent = index.parent(of: current), index.isDescendant(parent, of: list),
                  let currentFrame = current.node.frame, let own = index.siblingOffset(of: current, limit: offsetReached) else { return [] }
            path.insert(own, at: 0)
            var found: [VisitedNode] = []
            for row in index.siblings(around: current, reach: rowsReached) {
                if found.count == rowsCompared { break }
                guard let rowFrame = row.node.frame,
                      abs(rowFrame.width - currentFrame.width) < near || abs(rowFrame.height - currentFrame.height) < near,
                      let twin = follow(path.dropFirst(), from: row, in: index), let cut = cutAxis(twin, of: target, frame: frame),
                      cut.cuts(frame, of: target, in: context),
                      let twinFrame = twin.node.touchFrame, !cut.cuts(twinFrame, of: twin, in: context) else { continue }
                found.append(twin)
            }
            if !found.isEmpty { return found }
            current = parent
        }
        return []
    }

    private static let near = 0.5

    /// The list whose rows repeat `element`'s template: the nearest view that scrolls, or a list
    /// that reports no scrolling (nested in a parent that scrolls for it).
    static func list(holding element: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        index.ancestors(of: element).first { $0.node.has(.scroll) || $0.node.role == .list }
    }

    /// Whether the cut is across the rows (`vertical`, a row cut at its top or bottom) or across
    /// the columns, as `twin` shows it; nil when `twin` is no twin. A twin has the target's role
    /// and its size across the cut, and is longer along it: a target merely lying on the edge, as
    /// long as its twins, is whole (a grid's first row at the top of its list).
    private static func cutAxis(_ twin: VisitedNode, of target: VisitedNode, frame: Rect) -> CutAxis? {
        guard twin.node.role == target.node.role, TouchTargets.isPointerTarget(twin.node), let other = twin.node.touchFrame else { return nil }
        if abs(other.width - frame.width) < near && other.height > frame.height + near { return .vertical }
        if abs(other.height - frame.height) < near && other.width > frame.width + near { return .horizontal }
        return nil
    }

    /// The node reached from `row` by taking, level by level, the child at each offset of `path`.
    private static func follow(_ path: ArraySlice<Int>, from row: VisitedNode, in index: SnapshotIndex) -> VisitedNode? {
        var node = row
        for offset in path {
            var children = index.childPositions(of: node).dropFirst(offset).makeIterator()
            guard let child = children.next() else { return nil }
            node = index.nodes[child]
        }
        return node
    }
}
