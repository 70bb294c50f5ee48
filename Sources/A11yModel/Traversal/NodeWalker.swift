/// A node reached by a walk, with what rules need to know about where it sits.
///
/// A class: indexes, filters and rule contexts pass visited nodes around by the hundred thousand,
/// and copying one is then a single reference instead of every field of its `Node`. Immutable,
/// so it is as safe to share as a value. Relatives are named by their position in reading order,
/// which an index of the walk turns back into nodes; the path of a node is built from them only
/// when a report needs it.
public final class VisitedNode: Sendable {
    /// The snapshot's nodes (`NodeTree.nodes`), shared by every visited node of one walk.
    @usableFromInline let nodes: [Node]
    // Positions are stored in 32 bits, -1 for none, and the enclosing sheet by position only:
    // an index holds one visited node per node of its snapshot, and this keeps each one within
    // 64 bytes of heap with no reference to count but `nodes`. (A tree of 2³¹ nodes would need
    // hundreds of gigabytes before it got here.)
    @usableFromInline let position: Int32
    private let parentPosition: Int32
    private let level: Int32
    private let sheetPosition: Int32
    /// Opacity multiplied down from the root.
    public let effectiveOpacity: Double
    /// Hidden from AT by itself or by an ancestor.
    public let isHiddenFromAT: Bool
    /// Whether nodes sit inside it (`node.children` is always empty here: the children are the
    /// nodes that follow in reading order).
    public let hasChildren: Bool

    public init(nodes: [Node], order: Int, parentOrder: Int?, hasChildren: Bool, depth: Int, isHiddenFromAT: Bool,
                effectiveOpacity: Double, enclosingSheetOrder: Int?) {
        self.nodes = nodes
        position = Int32(order)
        parentPosition = parentOrder.map(Int32.init) ?? -1
        self.hasChildren = hasChildren
        level = Int32(depth)
        self.isHiddenFromAT = isHiddenFromAT
        self.effectiveOpacity = effectiveOpacity
        sheetPosition = enclosingSheetOrder.map(Int32.init) ?? -1
    }

    /// Position in reading order (pre-order), 0-based.
    @inlinable public var order: Int { Int(position) }
    /// The parent's position; nil for the root.
    public var parentOrder: Int? { parentPosition < 0 ? nil : Int(parentPosition) }
    public var depth: Int { Int(level) }
    /// The position of the nearest enclosing node with sheet facts (itself included), if any.
    public var enclosingSheetOrder: Int? { sheetPosition < 0 ? nil : Int(sheetPosition) }
    /// That node's id.
    public var enclosingSheetID: String? { enclosingSheetOrder.map { nodes[$0].id } }

    /// The node itself, read in place from the snapshot's tree, without its children: they are
    /// the nodes that follow it in reading order (ask the index, or `hasChildren`).
    ///
    /// Addressed in the tree's storage: `Array`'s subscript hands out a copy of the element,
    /// and copying a node retains each of its strings and arrays, where a rule reads a field
    /// or two. The storage outlives the access, since `nodes` is a constant of this object.
    @inlinable
    public var node: Node {
        _read {
            precondition(order < nodes.count, "a visited node lies in its tree")
            let element = nodes.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped + order }
            yield element.pointee
        }
    }

    /// Reachable by VoiceOver: an element, not hidden, not transparent-and-hidden.
    public var isExposedElement: Bool { node.isAccessibilityElement && !isHiddenFromAT }
}

/// Walks a tree in pre-order (reading order). A snapshot's tree is stored in that order already,
/// so the walk is one pass over it, each node inheriting from its parent's position.
public enum NodeWalker {
    /// Every node in pre-order.
    public static func walk(_ tree: NodeTree) -> [VisitedNode] {
        var result: [VisitedNode] = []
        result.reserveCapacity(tree.count)
        walk(tree) { result.append($0) }
        return result
    }

    /// Every node of a nested tree in pre-order (the tree is flattened first).
    public static func walk(_ root: Node) -> [VisitedNode] { walk(NodeTree(root)) }

    public static func walk(_ root: Node, _ visit: (VisitedNode) -> Void) { walk(NodeTree(root), visit) }

    public static func walk(_ tree: NodeTree, _ visit: (VisitedNode) -> Void) {
        let nodes = tree.nodes
        typealias Inherited = (hidden: Bool, opacity: Double, depth: Int, sheet: Int?)
        var inherited: [Inherited] = []
        inherited.reserveCapacity(nodes.count)
        for order in nodes.indices {
            // Fields read one by one: binding the whole node would copy every string and array of it.
            let parent = tree.parent(of: order)
            let above: Inherited = parent.map { inherited[$0] } ?? (hidden: false, opacity: 1, depth: -1, sheet: nil)
            let sheet = nodes[order].sheetStorage != nil ? order : above.sheet
            let facts = (hidden: above.hidden || nodes[order].isHidden, opacity: above.opacity * nodes[order].opacity,
                         depth: above.depth + 1, sheet: sheet)
            inherited.append(facts)
            visit(VisitedNode(nodes: nodes, order: order, parentOrder: parent, hasChildren: tree.end(of: order) > order + 1,
                              depth: facts.depth, isHiddenFromAT: facts.hidden,
                              effectiveOpacity: facts.opacity, enclosingSheetOrder: sheet))
        }
    }

    /// `button#close`: the part or role, then the id.
    @inlinable public static func pathComponent(_ node: Node) -> String {
        "\(node.part?.token ?? node.role.token)#\(node.id)"
    }

    /// The deepest nesting of the tree (a lone root has depth 1).
    public static func depth(of root: Node) -> Int {
        var deepest = 0
        var stack: [(Node, Int)] = [(root, 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in node.children { stack.append((child, depth + 1)) }
        }
        return deepest
    }
}

extension Node {
    /// Every node of the subtree, this one included, in pre-order.
    public var allNodes: [Node] {
        var result: [Node] = []
        var stack = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The first node with `id` in this subtree.
    public func find(_ id: String) -> Node? {
        var stack = [self]
        while let node = stack.popLast() {
            if node.id == id { return node }
            stack.append(contentsOf: node.children)
        }
        return nil
    }
}
