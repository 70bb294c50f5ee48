import A11yModel

/// The names a scroll action takes when the view scrolls one way only.
enum ScrollAxis {
    static let horizontal = "horizontal"
    static let vertical = "vertical"
}

/// A frame whose edges can cut what lies inside it: across (its left and right edges), down (its
/// top and bottom), or both.
struct ClipEdge {
    var frame: Rect
    var across = true
    var down = true
    /// Cuts only what touches one of its two edges on an axis, not what spans from one to the
    /// other: a list's row as tall as the list (a row of colour swatches) fills it, uncut.
    var cutsOneSideOnly = false
    /// Cuts, at its top or bottom, what runs across that edge as well as what ends on it: a scroll
    /// view, past whose edge Compose reports the part of a row scrolled out of view, which the view
    /// clips.
    var cutsWhatCrossesDown = false

    init(_ frame: Rect, across: Bool = true, down: Bool = true) {
        self.frame = frame
        self.across = across
        self.down = down
    }

    /// The screen's edges.
    static func ofScreen(_ environment: Environment) -> ClipEdge {
        ClipEdge(environment.screen)
    }

    /// The edges of a list that does not report scrolling: it cuts the row it shows in part.
    static func ofList(_ frame: Rect) -> ClipEdge {
        var edge = ClipEdge(frame)
        edge.cutsOneSideOnly = true
        return edge
    }

    static let near = 0.5

    /// Across its other way, a scroll view thinner than WCAG's smallest target is taken to be cut.
    static let wholeExtent = 24.0

    /// A scroll view's edges cut what it holds the way it scrolls. One that scrolls one way only
    /// cuts only that way, when it is whole the other way: at least `wholeExtent` across it, and
    /// not itself on an edge that cuts it there (a row of cards in a feed scrolled half out of
    /// view shows a sliver of a HorizontalScrollView, its cards as thin).
    static func ofScroller(_ scroller: VisitedNode, frame: Rect, in context: SnapshotContext) -> ClipEdge {
        var edge = scrollerEdge(scroller, frame: frame, in: context)
        edge.cutsWhatCrossesDown = true
        return edge
    }

    private static func scrollerEdge(_ scroller: VisitedNode, frame: Rect, in context: SnapshotContext) -> ClipEdge {
        let names = scroller.node.actions.filter { $0.kind == .scroll }.map(\.name)
        let sideways = (!names.isEmpty && names.allSatisfy { $0 == ScrollAxis.horizontal })
            || (names.allSatisfy { $0 == nil } && isRowOfItems(scroller, frame: frame, in: context.index))
        let upDown = !names.isEmpty && names.allSatisfy { $0 == ScrollAxis.vertical }
        guard sideways || upDown else { return ClipEdge(frame) }
        let outer = TouchTargets.clipEdges(of: scroller, in: context, byAxis: false)
        if sideways, frame.height >= wholeExtent, !outer.contains(where: { $0.cutsDown(frame) }) {
            return ClipEdge(frame, down: false)
        }
        if upDown, frame.width >= wholeExtent, !outer.contains(where: { $0.cutsAcross(frame) }) {
            return ClipEdge(frame, across: false)
        }
        return ClipEdge(frame)
    }

    /// Whether the scroll view is one row of items, two or more side by side, each as tall as the
    /// view (a RecyclerView of position chips): it scrolls sideways, whatever its class, as a view
    /// exactly one item tall shows no more of a vertical list.
    static func isRowOfItems(_ scroller: VisitedNode, frame: Rect, in index: SnapshotIndex) -> Bool {
        var items = 0, lefts: Set<Double> = []
        // Item by item, over each one's subtree: asked for every target in the view.
        var position = scroller.order + 1
        let end = index.subtreeRange(of: scroller).upperBound
        while position < end {
            let item = index.nodes[position]
            guard let box = item.node.frame, abs(box.minY - frame.minY) <= near, abs(box.maxY - frame.maxY) <= near else { return false }
            items += 1
            lefts.insert(box.minX)
            position = index.subtreeRange(of: item).upperBound
        }
        return items >= 2 && lefts.count == items
    }

    /// Whether `inner` lies on the left or right edge, where this can shorten its width. One
    /// reaching past it is whole: a Compose node reaching past its list's edge is reported whole.
    func cutsAcross(_ inner: Rect) -> Bool {
        across && Self.touches(inner.minX, inner.maxX, frame.minX, frame.maxX, oneSideOnly: cutsOneSideOnly)
    }

    /// Whether `inner` lies on the top or bottom edge, where this can shorten its height.
    func cutsDown(_ inner: Rect) -> Bool {
        down && (Self.touches(inner.minY, inner.maxY, frame.minY, frame.maxY, oneSideOnly: cutsOneSideOnly)
            || cutsWhatCrossesDown && Self.crosses(inner.minY, inner.maxY, frame.minY, frame.maxY))
    }

    /// The bands `reach` deep beyond the edges that cut `inner`, as long as `inner` and `reach`
    /// more at each end: where the part of `inner` cut off, and the circle around it, may lie.
    func bands(beyond inner: Rect, reach: Double) -> [Rect] {
        var bands: [Rect] = []
        if cutsDown(inner) {
            let x = inner.minX - reach, width = inner.width + 2 * reach
            if abs(inner.maxY - frame.maxY) < Self.near { bands.append(Rect(x: x, y: frame.maxY, width: width, height: reach)) }
            if abs(inner.minY - frame.minY) < Self.near { bands.append(Rect(x: x, y: frame.minY - reach, width: width, height: reach)) }
        }
        if cutsAcross(inner) {
            let y = inner.minY - reach, height = inner.height + 2 * reach
            if abs(inner.maxX - frame.maxX) < Self.near { bands.append(Rect(x: frame.maxX, y: y, width: reach, height: height)) }
            if abs(inner.minX - frame.minX) < Self.near { bands.append(Rect(x: frame.minX - reach, y: y, width: reach, height: height)) }
        }
        return bands
    }

    /// Whether `low…high` runs across exactly one of the two edges, from inside.
    private static func crosses(_ low: Double, _ high: Double, _ edgeLow: Double, _ edgeHigh: Double) -> Bool {
        let acrossLow = low < edgeLow - near && high > edgeLow + near && high < edgeHigh + near
        let acrossHigh = low < edgeHigh - near && high > edgeHigh + near && low > edgeLow - near
        return acrossLow || acrossHigh
    }

    private static func touches(_ low: Double, _ high: Double, _ edgeLow: Double, _ edgeHigh: Double, oneSideOnly: Bool) -> Bool {
        let atLow = abs(low - edgeLow) < near, atHigh = abs(high - edgeHigh) < near
        return oneSideOnly ? atLow != atHigh : atLow || atHigh
    }
}
