import A11yModel

/// What a dump says about an element beyond the model's fields: the evidence the sheet, dialog
/// and handle inference reads.
struct ElementClues: Sendable, Hashable {
    /// iOS element type without its prefix (`Button`, `Sheet`), or the Android class name.
    var typeName: String?
    /// Android `resource-id` (`com.app:id/design_bottom_sheet`); iOS identifiers are in the node.
    var resourceID: String?
    /// Android `pane-title`.
    var paneTitle: String?
    /// Android `dismissable`, when the dump has it.
    var dismissable: Bool?
    /// Android `package`.
    var package: String?
    /// Android `a11y-important` / `important-for-accessibility`, when the dump has it.
    var importantForAccessibility: Bool?
    /// The element scrolls vertically by what it is: an Android ScrollView, NestedScrollView or
    /// ListView that is scrollable, an iOS Table, a Compose node with a vertical scroll range.
    var scrollsVertically = false
    /// An Android view that is an element only because it is `focusable`: not clickable,
    /// long-clickable or screen-reader-focusable, with no label or value (a checked state is
    /// one) of its own (`FocusContainers`).
    var focusableOnly = false
    /// An Android view recorded neither clickable nor long-clickable (Maestro leaves the latter
    /// out): it handles no click of its own (`ClickableAncestorTaps`).
    var takesNoClicks = false
    /// Android `drawing-order` (UiAutomator2), when set: where the element is drawn among its
    /// siblings (`DrawingOrder`).
    var drawingOrder: Int?
    /// An Android field with no text and nothing inside, not a password, with a resource id, in a
    /// dump that records no hints: it has none, if a native view (`EmptyFieldHint`).
    var emptyWithoutHint = false

    /// The part of an Android resource id after `:id/`, or the whole id; nil for ids that
    /// shrinkers replaced ("(name removed)", "0_resource_name_obfuscated"), which name nothing.
    var resourceName: String? {
        guard let resourceID, !resourceID.isEmpty, !isShrunk else { return nil }
        if let range = resourceID.firstRange(of: ":id/") { return String(resourceID[range.upperBound...]) }
        return resourceID
    }

    /// Whether the Android resource id is one an app's resource shrinking replaced.
    var isShrunk: Bool {
        guard let resourceID else { return false }
        return resourceID.contains("name removed") || resourceID.contains("resource_name_obfuscated")
    }
}

/// An imported tree held flat, in pre-order (every child comes after its parent), while the
/// inference passes look at parents, siblings and ancestors and change nodes in place.
/// `assemble` turns it into a `Node` tree without recursion.
struct ImportArena: Sendable {
    struct Entry: Sendable {
        /// Its `children` stay empty here; `id` is given at assembly.
        var node: Node
        var parent: Int?
        var children: [Int] = []
        /// The root is at depth 1.
        var depth: Int
        /// Where the element is in the dump (1-based line), when known.
        var line: Int?
        /// Its start tag's column on that line (1-based byte offset), when known.
        var column: Int?
        var clues: ElementClues
        /// Left out of the scenario with its subtree (system UI): set by `exclude`.
        var excluded = false
    }

    private(set) var entries: [Entry] = []
    /// Per parent, its children in the order they are drawn where a pass worked it out
    /// (`SurfaceStacking`); others are drawn as `DrawingOrder` says.
    var placement: [Int: [Int]] = [:]
    /// Per entry: it or an ancestor is excluded. Kept up to date by `exclude`.
    private var excludedBelow: [Bool] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    var indices: Range<Int> { entries.indices }

    subscript(index: Int) -> Entry {
        get { entries[index] }
        set { entries[index] = newValue }
    }

    /// The depth a child of `parent` would have.
    func depth(under parent: Int?) -> Int { parent.map { entries[$0].depth + 1 } ?? 1 }

    /// Appends a node; callers add in pre-order and check the depth limit first.
    @discardableResult
    mutating func append(_ node: Node, parent: Int?, line: Int?, column: Int? = nil, clues: ElementClues = ElementClues()) -> Int {
        let index = entries.count
        entries.append(Entry(node: node, parent: parent, depth: depth(under: parent), line: line, column: column, clues: clues))
        excludedBelow.append(parent.map { excludedBelow[$0] } ?? false)
        if let parent { entries[parent].children.append(index) }
        return index
    }

    /// Leaves the node and its subtree out of the assembled tree. The root cannot be left out.
    mutating func exclude(_ index: Int) {
        guard index > 0 else { return }
        entries[index].excluded = true
        var pending = [index]
        while let next = pending.popLast() {
            excludedBelow[next] = true
            pending += entries[next].children
        }
    }

    /// Whether the node is left out, by itself or with an ancestor.
    func isExcluded(_ index: Int) -> Bool { excludedBelow[index] }

    /// The entries below `index`: in pre-order, those after it deeper than it.
    func descendants(of index: Int) -> Range<Int> {
        let depth = entries[index].depth
        var end = index + 1
        while end < entries.count, entries[end].depth > depth { end += 1 }
        return (index + 1)..<end
    }

    /// Whether an accessibility element not left out lies below `index`.
    func holdsElement(below index: Int) -> Bool {
        descendants(of: index).contains { entries[$0].node.isAccessibilityElement && !excludedBelow[$0] }
    }

    /// Ancestors from the parent up to the root.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = entries[index].parent
        while let next = current {
            result.append(next)
            current = entries[next].parent
        }
        return result
    }

    /// The window holding `index`: its ancestor just below the dump's root, or itself when it is
    /// one, or the root.
    func window(of index: Int) -> Int {
        var current = index
        while let parent = entries[current].parent, parent != 0 { current = parent }
        return current
    }

    /// `index`, or its highest ancestor reached through parents holding nothing else, below the
    /// root: the outermost of the wrappers a view sits alone in.
    func outermostSoleChild(from index: Int) -> Int {
        var current = index
        while let parent = entries[current].parent, entries[parent].children.count == 1, entries[parent].parent != nil {
            current = parent
        }
        return current
    }

    /// The children of `index`'s parent from `count` before it to `count` after it, itself
    /// included, in order: a few near it tell what lies beside it, and a parent may hold
    /// thousands. Children are appended in pre-order, so each parent's list is sorted.
    func siblings(near index: Int, count: Int) -> ArraySlice<Int> {
        guard let parent = entries[index].parent else { return [index][...] }
        let children = entries[parent].children
        var low = 0, high = children.count
        while low < high {
            let middle = (low + high) / 2
            if children[middle] < index { low = middle + 1 } else { high = middle }
        }
        return children[max(0, low - count)..<min(children.count, low + count + 1)]
    }

    func siblings(of index: Int) -> [Int] {
        guard let parent = entries[index].parent else { return [] }
        return entries[parent].children.filter { $0 != index }
    }

    /// Whether `index` or one of its ancestors satisfies `test`.
    func selfOrAncestor(of index: Int, where test: (Entry) -> Bool) -> Int? {
        if test(entries[index]) { return index }
        return ancestors(of: index).first { test(entries[$0]) }
    }

    /// Per entry: it or an entry inside it satisfies `test`. Children come after their parents,
    /// so one pass from the end settles every entry.
    func holders(where test: (Entry) -> Bool) -> [Bool] {
        var holds = entries.map(test)
        for index in entries.indices.reversed() where holds[index] {
            if let parent = entries[index].parent { holds[parent] = true }
        }
        return holds
    }

    /// The tree with stable ids (`NodeIDAllocator`), the ids by arena index ("" for excluded
    /// entries), and the dump line (and column, when known) of every node by id. Excluded
    /// subtrees are left out.
    /// Ids and lines follow the order the dump lists elements in; siblings are placed in the order
    /// they are drawn where the dump says (`DrawingOrder`) or a pass worked it out (`placement`),
    /// so that what comes later is on top.
    func assemble() -> (root: Node, ids: [String], lines: [String: Int], columns: [String: Int])? {
        guard !entries.isEmpty else { return nil }
        let ids = NodeIDAllocator.assign(self)
        var lines: [String: Int] = [:], columns: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where !excludedBelow[index] {
            if let line = entry.line { lines[ids[index]] = line }
            if let column = entry.column { columns[ids[index]] = column }
        }
        // Children always follow their parent, so building from the end finds them ready.
        var built = [Node?](repeating: nil, count: entries.count)
        for index in entries.indices.reversed() where !excludedBelow[index] {
            var node = entries[index].node
            node.id = ids[index]
            let drawn = placement[index] ?? DrawingOrder.drawn(entries[index].children, in: self)
            node.children = drawn.compactMap { child in
                defer { built[child] = nil }
                return built[child]
            }
            built[index] = node
        }
        return built[0].map { ($0, ids, lines, columns) }
    }
}

/// The deepest tree an import accepts: the scenario limit, so every import can be written out
/// and read back.
enum ImportLimits {
    static let maximumDepth = ScenarioValidator.maximumDepth

    static func depthMessage(_ depth: Int) -> String {
        "elements are nested deeper than \(maximumDepth) levels, the limit (this one is at level \(depth))"
    }
}
