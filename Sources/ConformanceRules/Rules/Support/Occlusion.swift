import A11yModel

/// What is drawn over a node and takes its touches or hides it: a scrim catches every tap under
/// it, and a sheet or card drawn later catches taps inside its frame and, when opaque, hides what
/// lies beneath. Built once per snapshot.
struct Occlusion {
    /// UIKit's hit test skips views whose alpha is below 0.01.
    static let touchableOpacity = 0.01

    private let index: SnapshotIndex
    private let sheets: [VisitedNode]
    /// Scrims and sheets that take touches, in drawing order: the `layersKept` drawn last.
    private let touchLayers: ArraySlice<VisitedNode>
    /// A screen shows a few scrims and sheets; a file may describe thousands, none over a given
    /// target, and each target would then be compared with all of them. Past this many, only the
    /// layers drawn last, the ones over everything else, are looked at.
    static let layersKept = 1_024
    /// Large views that take every touch, drawn over a page (`TouchCovers`), where the capture
    /// records which view is on top: a dump that does not may list a panel raised over the page
    /// after it before it.
    private let covers: TouchCovers?

    init(_ index: SnapshotIndex) {
        self.index = index
        covers = index.snapshot.knows(.stacking) ? TouchCovers(index) : nil
        sheets = index.sheets
        touchLayers = (index.nodes(part: .scrim) + sheets).filter { $0.effectiveOpacity >= Self.touchableOpacity }
            .sorted { $0.order < $1.order }.suffix(Self.layersKept)
    }

    /// Whether a tap at the centre of `frame` lands on a scrim, a later sheet or a cover instead
    /// of `visited`.
    /// Only layers drawn after the node and its descendants are looked at, found by binary search:
    /// a screen of thousands of scrims asked this of each of them.
    func catchesTouch(of visited: VisitedNode, at frame: Rect) -> Bool {
        let x = frame.midX, y = frame.midY
        let after = index.subtreeRange(of: visited).upperBound
        return touchLayers[SortedSearch.start(of: touchLayers) { $0.order >= after }...].contains { layer in
            guard let cover = layer.node.frame else { return layer.node.part == .scrim }
            return !cover.isEmpty && cover.distance(toX: x, y: y) == 0
        } || covers?.catchesTouch(of: visited, at: frame) == true
    }

    /// The sheets drawn over `visited` that take the touches within their frames where they meet
    /// `frame`: a target under them accepts the pointer only outside them.
    func sheetsCatchingTouches(over visited: VisitedNode, at frame: Rect) -> [VisitedNode] {
        sheets(drawnOver: visited).filter { sheet in
            guard sheet.effectiveOpacity >= Self.touchableOpacity, let cover = sheet.node.frame else { return false }
            return cover.intersection(frame) != nil
        }
    }

    /// Whether an opaque sheet drawn later covers all of `frame`, so nothing of the node shows.
    func hides(_ visited: VisitedNode, frame: Rect) -> Bool {
        sheets(drawnOver: visited).contains { sheet in
            guard let cover = sheet.node.frame, let fill = sheet.node.background,
                  fill.withOpacity(sheet.effectiveOpacity).isOpaque else { return false }
            return cover.contains(frame)
        }
    }

    /// The sheets drawn after `visited` and not inside it (ancestors come earlier in reading
    /// order, descendants right after it), in drawing order.
    private func sheets(drawnOver visited: VisitedNode) -> ArraySlice<VisitedNode> {
        let after = index.subtreeRange(of: visited).upperBound
        return sheets[SortedSearch.start(of: sheets) { $0.order >= after }...]
    }
}
