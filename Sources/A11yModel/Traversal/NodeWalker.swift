/// A node reached by a walk, with what rules need to know about where it sits.
///
/// A class: indexes, filters and rule contexts pass visited nodes around by the hundred thousand,
/// and copying one is then a single reference instead of every field of its `Node`. Immutable,
/// so it is as safe to share as a value.
public final class VisitedNode: Sendable {
    public let node: Node
    /// `/sheet[card]/content/button[close]`: role or part names with ids, stable for reports.
    public let path: String
    /// Ids from the root down to the parent.
    public let ancestorIDs: [String]
    public let depth: Int
    /// Hidden from AT by itself or by an ancestor.
    public let isHiddenFromAT: Bool
    /// Opacity multiplied down from the root.
    public let effectiveOpacity: Double
    /// The nearest enclosing node with sheet facts (itself included), if any.
    public let enclosingSheetID: String?
    /// Position in reading order (pre-order), 0-based.
    public let order: Int

    public init(node: Node, path: String, ancestorIDs: [String], depth: Int, isHiddenFromAT: Bool,
                effectiveOpacity: Double, enclosingSheetID: String?, order: Int) {
        self.node = node
        self.path = path
        self.ancestorIDs = ancestorIDs
        self.depth = depth
        self.isHiddenFromAT = isHiddenFromAT
        self.effectiveOpacity = effectiveOpacity
        self.enclosingSheetID = enclosingSheetID
        self.order = order
    }

    /// Reachable by VoiceOver: an element, not hidden, not transparent-and-hidden.
    public var isExposedElement: Bool { node.isAccessibilityElement && !isHiddenFromAT }
}

/// Walks a tree in pre-order (reading order) with an explicit stack, so that depth is bounded
/// by memory rather than by the call stack.
public enum NodeWalker {
    /// Every node in pre-order.
    public static func walk(_ root: Node) -> [VisitedNode] {
        var result: [VisitedNode] = []
        walk(root) { result.append($0) }
        return result
    }

    public static func walk(_ root: Node, _ visit: (VisitedNode) -> Void) {
        struct Frame {
            let node: Node
            let parentPath: String
            let ancestors: [String]
            let hidden: Bool
            let opacity: Double
            let sheetID: String?
        }
        var stack = [Frame(node: root, parentPath: "", ancestors: [], hidden: false, opacity: 1, sheetID: nil)]
        var order = 0
        while let frame = stack.popLast() {
            let node = frame.node
            let hidden = frame.hidden || node.isHidden
            let opacity = frame.opacity * node.opacity
            let sheetID = node.sheet != nil ? node.id : frame.sheetID
            let path = frame.parentPath + "/" + pathComponent(node)
            visit(VisitedNode(node: node, path: path, ancestorIDs: frame.ancestors, depth: frame.ancestors.count,
                              isHiddenFromAT: hidden, effectiveOpacity: opacity, enclosingSheetID: sheetID,
                              order: order))
            order += 1
            guard !node.children.isEmpty else { continue }
            let ancestors = frame.ancestors + [node.id]
            for child in node.children.reversed() {
                stack.append(Frame(node: child, parentPath: path, ancestors: ancestors, hidden: hidden,
                                   opacity: opacity, sheetID: sheetID))
            }
        }
    }

    /// `button#close`: the part or role, then the id.
    public static func pathComponent(_ node: Node) -> String {
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
    public var allNodes: [Node] { NodeWalker.walk(self).map(\.node) }

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
