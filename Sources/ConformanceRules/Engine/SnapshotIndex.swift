import A11yModel
import Synchronization

/// A snapshot walked once: nodes in reading order, addressed by position, with their relatives,
/// what they inherit, and lookups by id and part. Built by the engine for one snapshot at a time
/// and shared by every rule that looks at it; a class, so that passing it around is one reference.
///
/// Everything a rule asks of every node is found here once: ancestors by parent position (no
/// list of ancestor ids per node), subtree ranges, the fills that may lie behind a node, whether
/// an ancestor is disabled, which elements VoiceOver reaches. A node's path is built only when a
/// finding needs it.
public final class SnapshotIndex: Sendable {
    public let snapshot: Snapshot
    /// Pre-order (reading order); `nodes[n].order == n`.
    public let nodes: [VisitedNode]
    private let positions: [String: Int]
    private let partPositions: [Part: [Int]]
    private let overlayPositions: [Int]
    /// Positions of nodes with a visible fill and a frame, by area: what may be drawn behind a
    /// text or glyph that comes after them (`Backdrop` reads it).
    let fills: RectGrid
    /// Whether an ancestor is disabled (`notEnabled`).
    private let disabledAncestors: [Bool]
    /// The nearest ancestor with a visible fill, and the nearest painted below full opacity (-1
    /// for none): what `Backdrop` composites, found without walking every ancestor of every text.
    private let filledParents: [Int32]
    private let translucentParents: [Int32]
    private let reachable: [Bool]
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
    /// Whether the snapshot gives its texts only as names (`UncapturedText`), worked out when a
    /// rule first asks: one walk of the snapshot, where node rules ask it of many nodes.
    private let textsOnlyAsNames = Mutex<Bool?>(nil)

    public init(_ snapshot: Snapshot) {
        self.snapshot = snapshot
        var nodes: [VisitedNode] = []
        var positions: [String: Int] = [:]
        var parts: [Part: [Int]] = [:]
        var overlays: [Int] = []
        var sheets: [VisitedNode] = []
        var exposed: [VisitedNode] = []
        var modalRoots: [VisitedNode] = []
        var fills: [(Rect, Int)] = []
        var disabledAncestors: [Bool] = []
        var filledParents: [Int32] = [], translucentParents: [Int32] = []
        let tree = snapshot.tree
        nodes.reserveCapacity(tree.count)
        positions.reserveCapacity(tree.count)
        disabledAncestors.reserveCapacity(tree.count)
        filledParents.reserveCapacity(tree.count)
        translucentParents.reserveCapacity(tree.count)
        NodeWalker.walk(tree) { visited in
            let position = nodes.count
            if positions[visited.node.id] == nil { positions[visited.node.id] = position }
            if let part = visited.node.part { parts[part, default: []].append(position) }
            if Backdrop.isOverlayLayer(visited) { overlays.append(position) }
            if let frame = visited.node.frame, Backdrop.hasFill(visited.node) { fills.append((frame, position)) }
            if visited.node.sheet != nil { sheets.append(visited) }
            if visited.isExposedElement { exposed.append(visited) }
            if (visited.node.isModal || visited.node.has(.isModal)) && !visited.isHiddenFromAT { modalRoots.append(visited) }
            disabledAncestors.append(visited.parentOrder.map { disabledAncestors[$0] || nodes[$0].node.has(.notEnabled) } ?? false)
            if let parent = visited.parentOrder {
                let node = nodes[parent].node
                filledParents.append(Backdrop.hasFill(node) ? Int32(parent) : filledParents[parent])
                translucentParents.append(node.opacity < 1 ? Int32(parent) : translucentParents[parent])
            } else {
                filledParents.append(-1)
                translucentParents.append(-1)
            }
            nodes.append(visited)
        }
        self.nodes = nodes
        self.positions = positions
        self.partPositions = parts
        self.overlayPositions = overlays
        self.fills = RectGrid(fills)
        self.disabledAncestors = disabledAncestors
        self.filledParents = filledParents
        self.translucentParents = translucentParents
        self.sheets = sheets
        self.exposedElements = exposed
        self.modalRoots = modalRoots
        // The innermost visible modal element hides its non-modal siblings and their subtrees.
        let reachableElements = modalRoots.last.map { modal in nodes[modal.order..<tree.end(of: modal.order)].filter(\.isExposedElement) }
            ?? exposed
        var reachable = Array(repeating: false, count: nodes.count)
        for element in reachableElements { reachable[element.order] = true }
        self.reachableElements = reachableElements
        self.reachable = reachable
    }

    /// One past the last position of the subtree at `position`.
    private func end(_ position: Int) -> Int { snapshot.tree.end(of: position) }

    public var id: String { snapshot.id }
    public var environment: Environment { snapshot.environment }

    /// The first node with `id`.
    public func node(_ id: String) -> VisitedNode? { positions[id].map { nodes[$0] } }
    public func nodes(part: Part) -> [VisitedNode] { (partPositions[part] ?? []).map { nodes[$0] } }

    public func parent(of node: VisitedNode) -> VisitedNode? { node.parentOrder.map { nodes[$0] } }

    /// The positions of `node`'s children, in reading order: each child's subtree is jumped over.
    public func childPositions(of node: VisitedNode) -> UnfoldSequence<Int, Int> {
        let end = end(node.order)
        return sequence(state: node.order + 1) { position in
            guard position < end else { return nil }
            defer { position = self.end(position) }
            return position
        }
    }

    /// The sibling listed just before `node`: the node before it in reading order is the last of
    /// that sibling's subtree, from which the sibling is a climb, so no walk over the siblings
    /// before it (a parent may hold thousands).
    public func previousSibling(of node: VisitedNode) -> VisitedNode? {
        guard let parent = node.parentOrder, node.order - 1 > parent else { return nil }
        var position = node.order - 1
        while let up = nodes[position].parentOrder, up != parent { position = up }
        return nodes[position]
    }

    /// The sibling listed just after `node`: its subtree is jumped over.
    public func nextSibling(of node: VisitedNode) -> VisitedNode? {
        guard let parent = node.parentOrder else { return nil }
        let next = end(node.order)
        return next < end(parent) ? nodes[next] : nil
    }

    /// Up to `reach` siblings of `node` on either side of it, in the order listed: a bound on the
    /// work where a rule compares a node with those beside it, wherever among thousands it lies.
    public func siblings(around node: VisitedNode, reach: Int) -> [VisitedNode] {
        var before: [VisitedNode] = [], after: [VisitedNode] = []
        var previous = node, next = node
        for _ in 0..<reach {
            guard let sibling = previousSibling(of: previous) else { break }
            before.append(sibling)
            previous = sibling
        }
        for _ in 0..<reach {
            guard let sibling = nextSibling(of: next) else { break }
            after.append(sibling)
            next = sibling
        }
        return before.reversed() + after
    }

    /// How many siblings come before `node`, when at most `limit` do; nil past that.
    public func siblingOffset(of node: VisitedNode, limit: Int) -> Int? {
        var offset = 0, current = node
        while let previous = previousSibling(of: current) {
            offset += 1
            if offset > limit { return nil }
            current = previous
        }
        return offset
    }

    /// `compute`'s answer to whether the snapshot gives its texts only as names, computed once.
    func givesTextsOnlyAsNames(_ compute: () -> Bool) -> Bool {
        textsOnlyAsNames.withLock { known in
            if let known { return known }
            let answer = compute()
            known = answer
            return answer
        }
    }

    /// Up to `count` of `node`'s siblings from its parent's first child, and up to `count` of
    /// those that follow it: where a rule compares a node with those beside it (a list's rows), a
    /// bound on the work, since a parent may hold thousands of children.
    public func siblings(near node: VisitedNode, count: Int) -> [VisitedNode] {
        guard let parent = node.parentOrder else { return [] }
        let parentEnd = end(parent)
        var found: [VisitedNode] = []
        var position = parent + 1, lastLeading = parent
        while position < parentEnd, found.count < count {
            if position != node.order { found.append(nodes[position]) }
            lastLeading = position
            position = end(position)
        }
        position = end(node.order)
        for _ in 0..<count where position < parentEnd {
            if position > lastLeading { found.append(nodes[position]) }
            position = end(position)
        }
        return found
    }

    /// From the parent up to the root.
    public func ancestors(of node: VisitedNode) -> UnfoldSequence<VisitedNode, Int?> {
        sequence(state: node.parentOrder) { position in
            guard let current = position else { return nil }
            position = self.nodes[current].parentOrder
            return self.nodes[current]
        }
    }

    /// The ancestors with a visible fill (alpha above 0), innermost first.
    func filledAncestors(of node: VisitedNode) -> UnfoldSequence<VisitedNode, Int32> {
        chain(from: filledParents[node.order], through: filledParents)
    }

    /// The ancestors with opacity below 1, innermost first.
    func translucentAncestors(of node: VisitedNode) -> UnfoldSequence<VisitedNode, Int32> {
        chain(from: translucentParents[node.order], through: translucentParents)
    }

    private func chain(from start: Int32, through links: [Int32]) -> UnfoldSequence<VisitedNode, Int32> {
        sequence(state: start) { position in
            guard position >= 0 else { return nil }
            let current = Int(position)
            position = links[current]
            return self.nodes[current]
        }
    }

    /// The ancestors strictly inside `container`, innermost first; none when the node is not
    /// inside it.
    public func ancestors(of node: VisitedNode, inside container: VisitedNode) -> [VisitedNode] {
        guard node.order > container.order, isDescendant(node, of: container) else { return [] }
        return Array(ancestors(of: node).prefix { $0.order != container.order })
    }

    /// The node and everything below it, in reading order.
    public func subtree(_ id: String) -> ArraySlice<VisitedNode> {
        guard let start = positions[id] else { return [] }
        return nodes[start..<end(start)]
    }

    public func subtree(of node: VisitedNode) -> ArraySlice<VisitedNode> { nodes[node.order..<end(node.order)] }

    /// The node's subtree as positions in `nodes`: its own position up to one past its last
    /// descendant, so a walk can jump over a subtree.
    public func subtreeRange(_ id: String) -> Range<Int>? {
        positions[id].map { $0..<end($0) }
    }

    public func subtreeRange(of node: VisitedNode) -> Range<Int> { node.order..<end(node.order) }

    /// The node is `ancestor` or inside it.
    public func isDescendant(_ node: VisitedNode, of ancestor: VisitedNode) -> Bool {
        node.order >= ancestor.order && node.order < end(ancestor.order)
    }

    /// The node is the first node with `ancestorID` or inside it.
    public func isDescendant(_ node: VisitedNode, of ancestorID: String) -> Bool {
        guard let start = positions[ancestorID] else { return false }
        return isDescendant(node, of: nodes[start])
    }

    /// Whether VoiceOver reaches the node, modal containment taken into account.
    public func isReachable(_ node: VisitedNode) -> Bool { reachable[node.order] }

    /// Whether an ancestor of the node is disabled.
    func hasDisabledAncestor(_ node: VisitedNode) -> Bool { disabledAncestors[node.order] }

    /// `/sheet#card/content#list/button#close`: role or part names with ids from the root down,
    /// shortened in the middle past `NodePathText.limit` bytes.
    public func path(of node: VisitedNode) -> String {
        var components = [NodeWalker.pathComponent(node.node)]
        for ancestor in ancestors(of: node) { components.append(NodeWalker.pathComponent(ancestor.node)) }
        return NodePathText.path(components.reversed())
    }

    /// Translucent layers that tint whatever is drawn before them (scrims, dim views), in drawing
    /// order; `Backdrop.isOverlayLayer` says what counts.
    public var overlays: [VisitedNode] { overlayPositions.map { nodes[$0] } }

    /// The overlay layers drawn over `visited`: after it and its descendants, in drawing order.
    /// Found from the first one after it, so nodes drawn after every overlay cost nothing.
    public func overlays(drawnOver visited: VisitedNode) -> some Sequence<VisitedNode> {
        let after = subtreeRange(of: visited).upperBound
        let first = SortedSearch.start(of: overlayPositions) { $0 >= after }
        return overlayPositions[first...].lazy.map { self.nodes[$0] }
    }

    /// The sheet people interact with: depth 0, not hidden, the last such one in the tree
    /// (drawn on top).
    public var frontSheet: VisitedNode? {
        sheets.last { ($0.node.sheet?.stackDepth ?? 0) == 0 && !$0.isHiddenFromAT && $0.effectiveOpacity > 0 }
            ?? sheets.last { ($0.node.sheet?.stackDepth ?? 0) == 0 }
    }
}
