import A11yModel

/// Views that take every touch over a large part of an Android screen, drawn over what came
/// before them in their window: a page added over another (a fragment shown with `add`, its root
/// made clickable so that taps do not fall through), a search panel's shade that closes it, a
/// loading layer. Android hands a touch to the topmost view under the finger that takes it, so
/// what lies under one can no longer be touched; TalkBack acts on nodes, not on points, and still
/// reaches it unless the app hides it. Scrims, sheets and cards are not covers here: the sheet
/// rules and `Occlusion` judge them. Built once per snapshot.
struct TouchCovers {
    /// The least share of the screen a cover takes: a page or a panel, not a card or a row drawn
    /// over a neighbour.
    static let screenShare = 0.4
    /// A screen shows a cover or two; past this many, the ones drawn last are kept.
    static let coversKept = 64

    /// In drawing order.
    let covers: [VisitedNode]
    private let index: SnapshotIndex
    /// Per node, the position of its window (`window(of:)`), worked out once in reading order:
    /// a cover over thousands of elements deep in a tree asks it of each.
    private let windows: [Int]

    init(_ index: SnapshotIndex) {
        self.index = index
        let screen = index.environment.screen
        guard index.environment.platform == .android, screen.area > 0 else { covers = []; windows = []; return }
        let least = Self.screenShare * screen.area
        covers = Array(index.nodes.filter { candidate in
            // A disabled view that is clickable still takes the touches it does not act on.
            guard candidate.node.has(.activate), candidate.effectiveOpacity >= Occlusion.touchableOpacity,
                  let frame = candidate.node.frame, frame.area >= least else { return false }
            switch candidate.node.part {
            case .scrim?, .sheet?, .card?: return false
            default: return frame.covers(Self.screenShare, of: screen)
            }
        }.suffix(Self.coversKept))
        guard !covers.isEmpty else { windows = []; return }
        // The root's children are the windows; a parent comes before its children.
        var windows = Array(repeating: 0, count: index.nodes.count)
        for node in index.nodes {
            guard let parent = node.parentOrder else { continue }
            windows[node.order] = index.nodes[parent].parentOrder == nil ? node.order : windows[parent]
        }
        self.windows = windows
    }

    /// The cover drawn last over all of `frame` of `visited`, in its window and after it.
    func cover(over visited: VisitedNode, frame: Rect) -> VisitedNode? {
        covers(after: visited).last { cover in
            guard let over = cover.node.frame else { return false }
            return over.contains(frame) && sameWindow(cover, visited)
        }
    }

    /// Whether a tap at the centre of `frame` lands on a cover drawn after `visited`.
    func catchesTouch(of visited: VisitedNode, at frame: Rect) -> Bool {
        let x = frame.midX, y = frame.midY
        return covers(after: visited).contains { cover in
            guard let over = cover.node.frame else { return false }
            return !over.isEmpty && over.distance(toX: x, y: y) == 0 && sameWindow(cover, visited)
        }
    }

    /// The covers drawn after `visited` and not inside it: ancestors come before it, descendants
    /// right after it.
    private func covers(after visited: VisitedNode) -> ArraySlice<VisitedNode> {
        let after = index.subtreeRange(of: visited).upperBound
        return covers[SortedSearch.start(of: covers) { $0.order >= after }...]
    }

    /// Whether two nodes lie in one window, the outermost node under the root around each: a
    /// dump lists its windows in no order it states, so a view drawn later in another window
    /// says nothing of what it covers.
    private func sameWindow(_ a: VisitedNode, _ b: VisitedNode) -> Bool {
        windows[a.order] == windows[b.order]
    }
}
