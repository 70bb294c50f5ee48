import A11yModel

/// A snapshot walked once: nodes in reading order with lookups by id and part, and subtree
/// ranges. Built by the engine and shared by every rule that looks at the snapshot.
public struct SnapshotIndex: Sendable {
    public let snapshot: Snapshot
    /// Pre-order (reading order).
    public let nodes: [VisitedNode]
    private let positions: [String: Int]
    /// For each position, one past the last position of its subtree.
    private let subtreeEnds: [Int]
    private let partPositions: [Part: [Int]]
    private let overlayPositions: [Int]
    /// Positions of nodes with a visible fill and a frame, by area: what may be drawn behind a
    /// text or glyph that comes after them (`Backdrop` reads it).
    let fills: RectGrid
    // The lists below are found once here, since many rules ask for them on every snapshot.
    /// Sheets and stacked cards, in reading order.
    public let sheets: [VisitedNode]
    /// Elements VoiceOver can reach.
    public let exposedElements: [VisitedNode]
    /// Nodes that claim modal containment (`accessibilityViewIsModal` or SwiftUI's `.isModal`
    /// trait) and are not hidden; the innermost decides what VoiceOver ignores.
    public let modalRoots: [VisitedNode]
    /// Elements VoiceOver can reach given modal containment: when a modal element is visible, its
    /// non-modal siblings (and their subtrees) are ignored, so only elements inside the innermost
    /// visible modal subtree count.
    public let reachableElements: [VisitedNode]

    public init(_ snapshot: Snapshot) {
        self.snapshot = snapshot
        var nodes: [VisitedNode] = []
        var positions: [String: Int] = [:]
        var parts: [Part: [Int]] = [:]
        var overlays: [Int] = []
        var fills = RectGrid()
        var sheets: [VisitedNode] = []
        var exposed: [VisitedNode] = []
        var modalRoots: [VisitedNode] = []
        NodeWalker.walk(snapshot.root) { visited in
            let position = nodes.count
            if positions[visited.node.id] == nil { positions[visited.node.id] = position }
            if let part = visited.node.part { parts[part, default: []].append(position) }
            if Backdrop.isOverlayLayer(visited) { overlays.append(position) }
            if let frame = visited.node.frame, let fill = visited.node.background, fill.alpha8 > 0 {
                fills.insert(frame, position)
            }
            if visited.node.sheet != nil { sheets.append(visited) }
            if visited.isExposedElement { exposed.append(visited) }
            if (visited.node.isModal || visited.node.has(.isModal)) && !visited.isHiddenFromAT { modalRoots.append(visited) }
            nodes.append(visited)
        }
        // In pre-order a subtree is the run of following nodes that are deeper than its root.
        var ends = Array(repeating: nodes.count, count: nodes.count)
        var open: [Int] = []
        for (position, node) in nodes.enumerated() {
            while let last = open.last, nodes[last].depth >= node.depth {
                ends[last] = position
                open.removeLast()
            }
            open.append(position)
        }
        self.nodes = nodes
        self.positions = positions
        self.subtreeEnds = ends
        self.partPositions = parts
        self.overlayPositions = overlays
        self.fills = fills
        self.sheets = sheets
        self.exposedElements = exposed
        self.modalRoots = modalRoots
        // The innermost visible modal element hides its non-modal siblings and their subtrees.
        if let modal = modalRoots.last, let start = positions[modal.node.id] {
            reachableElements = nodes[start..<ends[start]].filter(\.isExposedElement)
        } else {
            reachableElements = exposed
        }
    }

    public var id: String { snapshot.id }
    public var environment: Environment { snapshot.environment }

    public func node(_ id: String) -> VisitedNode? { positions[id].map { nodes[$0] } }
    public func nodes(part: Part) -> [VisitedNode] { (partPositions[part] ?? []).map { nodes[$0] } }

    /// The node and everything below it, in reading order.
    public func subtree(_ id: String) -> ArraySlice<VisitedNode> {
        guard let start = positions[id] else { return [] }
        return nodes[start..<subtreeEnds[start]]
    }

    /// The node's subtree as positions in `nodes`: its own position up to one past its last
    /// descendant, so a walk can jump over a subtree.
    public func subtreeRange(_ id: String) -> Range<Int>? {
        positions[id].map { $0..<subtreeEnds[$0] }
    }

    public func isDescendant(_ node: VisitedNode, of ancestorID: String) -> Bool {
        node.node.id == ancestorID || node.ancestorIDs.contains(ancestorID)
    }

    /// Translucent layers that tint whatever is drawn before them (scrims, dim views), in drawing
    /// order; `Backdrop.isOverlayLayer` says what counts.
    public var overlays: [VisitedNode] { overlayPositions.map { nodes[$0] } }

    /// The sheet people interact with: depth 0, not hidden, the last such one in the tree
    /// (drawn on top).
    public var frontSheet: VisitedNode? {
        sheets.last { ($0.node.sheet?.stackDepth ?? 0) == 0 && !$0.isHiddenFromAT && $0.effectiveOpacity > 0 }
            ?? sheets.last { ($0.node.sheet?.stackDepth ?? 0) == 0 }
    }
}
