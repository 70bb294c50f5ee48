/// `importantForAccessibility="noHideDescendants"` hides a view's whole subtree from TalkBack;
/// apps and Material's `BottomSheetBehavior` set it on what lies behind a sheet while it is open.
/// Every View inside then reports `a11y-important="false"` — controls too, which are important
/// otherwise — and uiautomator lists them only because it asks for views that are not important.
/// Virtual nodes (those a Compose host or a WebView provides) report their own importance,
/// `true`, although TalkBack never reaches them through the hidden host: taken at their word,
/// the text of a Compose view behind an open sheet failed modal containment.
///
/// A subtree whose own Views all report `false`, two controls among them, and whose only nodes
/// reporting `true` are virtual, is taken as hidden, and its virtual nodes are no elements.
enum HiddenDescendants {
    static let hidden = "elements a Compose host or WebView provides inside a subtree hidden from TalkBack (every view in it reports a11y-important=\"false\", controls included, as importantForAccessibility=\"noHideDescendants\" leaves them): no elements"

    /// Controls reporting `false` that a hidden subtree must hold: one could have been set so on
    /// its own (Material's `touch_outside`), not several.
    static let controlsRequired = 2

    static func hide(_ arena: inout ImportArena, notes: inout ImportNotes) {
        guard arena.indices.contains(where: { arena[$0].clues.importantForAccessibility == false }) else { return }
        let count = arena.count
        // Top-down: whether a node lies inside a virtual host (pre-order: parents come first).
        var virtual = [Bool](repeating: false, count: count)
        for index in arena.indices {
            guard let parent = arena[index].parent else { continue }
            virtual[index] = virtual[parent] || isVirtualHost(arena[parent].clues.typeName)
        }
        // Bottom-up: what each subtree holds.
        var viewReportsTrue = [Bool](repeating: false, count: count)
        var hiddenControls = [Int](repeating: 0, count: count)
        var virtualElements = [Bool](repeating: false, count: count)
        for index in arena.indices.reversed() {
            let entry = arena[index]
            if virtual[index] {
                virtualElements[index] = virtualElements[index] || (entry.node.isAccessibilityElement && entry.clues.importantForAccessibility == true)
            } else if entry.clues.importantForAccessibility == true {
                viewReportsTrue[index] = true
            } else if entry.clues.importantForAccessibility == false, entry.node.has(.activate) || entry.node.has(.longPress) {
                hiddenControls[index] += 1
            }
            guard let parent = entry.parent else { continue }
            viewReportsTrue[parent] = viewReportsTrue[parent] || viewReportsTrue[index]
            hiddenControls[parent] += hiddenControls[index]
            virtualElements[parent] = virtualElements[parent] || virtualElements[index]
        }
        // Outermost hidden subtrees first; a subtree inside one is already done.
        var index = 0
        while index < count {
            let entry = arena[index]
            let isHidden = entry.clues.importantForAccessibility == false && !virtual[index] && !viewReportsTrue[index]
                && hiddenControls[index] >= controlsRequired && virtualElements[index]
            guard isHidden else { index += 1; continue }
            var position = index + 1
            while position < count, arena[position].depth > entry.depth {
                if virtual[position], arena[position].clues.importantForAccessibility == true {
                    if arena[position].node.isAccessibilityElement { notes.tally(hidden, node: position) }
                    arena[position].node.isAccessibilityElement = false
                    arena[position].node.traits.removeAll { $0 == .importantForAccessibility }
                }
                position += 1
            }
            index = position
        }
    }

    /// A view whose nodes below it are virtual: a Compose host (`ComposeView` and its
    /// subclasses) or a WebView.
    static func isVirtualHost(_ typeName: String?) -> Bool {
        guard let typeName else { return false }
        return typeName.hasSuffix("ComposeView") || typeName == "android.webkit.WebView"
    }
}
