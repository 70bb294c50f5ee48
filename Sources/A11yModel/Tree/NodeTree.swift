/// The tree of one snapshot stored flat: its nodes in reading order (pre-order), each without its
/// children, with the position of each node's parent and the end of each node's subtree. Nodes
/// are addressed by position; their ids stay for reports and references between snapshots.
///
/// This is how snapshots keep their trees, so a large tree is one array rather than an array per
/// parent, and an index over it (the engine's) refers to its nodes instead of copying them.
/// `root` rebuilds the nested form for code that wants it.
public struct NodeTree: Sendable, Hashable {
    /// In pre-order, each with no children; `nodes[0]` is the root.
    public private(set) var nodes: [Node]
    /// The position of each node's parent; -1 for the root.
    public private(set) var parents: [Int32]
    /// For each position, one past the last position of its subtree.
    public private(set) var ends: [Int32]

    /// Flattens a nested tree.
    public init(_ root: Node) {
        var builder = Builder()
        var stack: [(node: Node, parent: Int, closes: Int)] = [(root, -1, 0)]
        // Each entry either opens a node (closes == 0) or closes the one at `parent` (closes == 1).
        while let (node, parent, closes) = stack.popLast() {
            if closes == 1 {
                builder.close(parent)
                continue
            }
            var bare = node
            bare.children = []
            let position = builder.open(bare, parent: parent)
            stack.append((Node(id: ""), position, 1))
            for child in node.children.reversed() { stack.append((child, position, 0)) }
        }
        self = builder.tree
    }

    public var count: Int { nodes.count }

    public func parent(of position: Int) -> Int? {
        let parent = Int(parents[position])
        return parent < 0 ? nil : parent
    }

    public func end(of position: Int) -> Int { Int(ends[position]) }

    /// The nested form, every node with its children.
    public var root: Node {
        guard !nodes.isEmpty else { return Node(id: "") }
        // Children are finished before their parent: walk positions backwards and attach.
        var built = nodes
        var children = [[Node]](repeating: [], count: nodes.count)
        for position in nodes.indices.reversed() {
            built[position].children = children[position].reversed()
            children[position] = []
            if let parent = parent(of: position) { children[parent].append(built[position]) }
        }
        return built[0]
    }

    /// Builds a tree node by node in pre-order: `open` each node (without children) under its
    /// parent's position, and `close` it once everything inside it was opened. How readers that
    /// stream a document build snapshots without a nested tree.
    public struct Builder: Sendable {
        private var storage = NodeTree(nodes: [], parents: [], ends: [])

        public init() {}

        /// A builder with room for `capacity` nodes.
        public init(capacity: Int) {
            storage.nodes.reserveCapacity(capacity)
            storage.parents.reserveCapacity(capacity)
            storage.ends.reserveCapacity(capacity)
        }

        /// Adds `node` (its children are ignored) under the node at `parent` (-1 for the root);
        /// returns its position.
        @discardableResult
        public mutating func open(_ node: consuming Node, parent: Int) -> Int {
            let position = storage.nodes.count
            storage.nodes.append(node)
            storage.parents.append(Int32(truncatingIfNeeded: parent))
            storage.ends.append(Int32(truncatingIfNeeded: position + 1))
            return position
        }

        /// Ends the subtree of the node at `position`: everything opened since belongs to it.
        public mutating func close(_ position: Int) {
            storage.ends[position] = Int32(truncatingIfNeeded: storage.nodes.count)
        }

        /// The node at `position`, for filling in what arrives after its start (text, sheet…).
        public subscript(position: Int) -> Node {
            get { storage.nodes[position] }
            _modify { yield &storage.nodes[position] }
        }

        public var count: Int { storage.nodes.count }

        /// The finished tree.
        public var tree: NodeTree { storage }
    }

    private init(nodes: [Node], parents: [Int32], ends: [Int32]) {
        self.nodes = nodes
        self.parents = parents
        self.ends = ends
    }
}
