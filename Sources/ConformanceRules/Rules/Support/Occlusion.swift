import A11yModel

/// What is drawn over a node and takes its touches or hides it: a scrim catches every tap under
/// it, and a sheet or card drawn later catches taps inside its frame and, when opaque, hides what
/// lies beneath. Built once per snapshot.
struct Occlusion {
    /// UIKit's hit test skips views whose alpha is below 0.01.
    static let touchableOpacity = 0.01

    private let index: SnapshotIndex
    private let scrims: [VisitedNode]
    private let sheets: [VisitedNode]

    init(_ index: SnapshotIndex) {
        self.index = index
        scrims = index.nodes(part: .scrim)
        sheets = index.sheets
    }

    /// Whether a tap at the centre of `frame` lands on a scrim or a later sheet instead of `visited`.
    func catchesTouch(of visited: VisitedNode, at frame: Rect) -> Bool {
        let x = frame.midX, y = frame.midY
        return (scrims + sheets).contains { layer in
            guard isAbove(layer, visited), layer.effectiveOpacity >= Self.touchableOpacity else { return false }
            guard let cover = layer.node.frame else { return layer.node.part == .scrim }
            return !cover.isEmpty && cover.distance(toX: x, y: y) == 0
        }
    }

    /// The sheets drawn over `visited` that take the touches within their frames where they meet
    /// `frame`: a target under them accepts the pointer only outside them.
    func sheetsCatchingTouches(over visited: VisitedNode, at frame: Rect) -> [VisitedNode] {
        sheets.filter { sheet in
            guard isAbove(sheet, visited), sheet.effectiveOpacity >= Self.touchableOpacity,
                  let cover = sheet.node.frame else { return false }
            return cover.intersection(frame) != nil
        }
    }

    /// Whether an opaque sheet drawn later covers all of `frame`, so nothing of the node shows.
    func hides(_ visited: VisitedNode, frame: Rect) -> Bool {
        sheets.contains { sheet in
            guard isAbove(sheet, visited), let cover = sheet.node.frame, let fill = sheet.node.background,
                  fill.withOpacity(sheet.effectiveOpacity).isOpaque else { return false }
            return cover.contains(frame)
        }
    }

    /// Drawn after `visited` and not inside it (ancestors come earlier in reading order).
    private func isAbove(_ layer: VisitedNode, _ visited: VisitedNode) -> Bool {
        layer.order > visited.order && !index.isDescendant(layer, of: visited)
    }
}
