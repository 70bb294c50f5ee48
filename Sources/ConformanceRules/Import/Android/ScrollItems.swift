import A11yModel

/// The items of a focusable list, as TalkBack reads them. A child of a scrolling view (a
/// RecyclerView's row, a ScrollView's content) is a top-level scroll item: TalkBack focuses it on
/// its own when it has something to say, clickable or not (`AccessibilityNodeInfoUtils
/// .isTopLevelScrollItem`, `isAccessibilityFocusable`). The list around it, focusable for the
/// keyboard, does not speak its rows as one long name: its rows are stops of their own, and it
/// is passed over.
///
/// The children TalkBack sees are those of the tree Android reports, which leaves out a layout
/// that is not important for accessibility (`View.isImportantForAccessibility`: no text, no
/// description, no action, no delegate) and puts what it holds in its place. A list's rows stay
/// (RecyclerView and ListView give each an accessibility delegate); the layout a ScrollView holds
/// its form in goes, and the form's texts and controls are the scroll view's items.
///
/// The mapping took the rows' text for the focusable list's own (`insideActionable`); this pass
/// makes each speaking row an element again, with what it holds read as its name.
enum ScrollItems {
    static let separated = "rows of a focusable list TalkBack focuses one by one (items of a scrolling view)"

    static func separate(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for list in arena.indices where arena[list].node.isAccessibilityElement {
            guard let items = items(of: list, in: arena) else { continue }
            var rows = 0
            for row in items where !arena[row].node.isAccessibilityElement && !arena[row].node.isHidden
                && speaks(row, in: arena) {
                arena[row].node.isAccessibilityElement = true
                notes.tally(separated, node: row)
                rows += 1
            }
            // A list that says nothing of its own and takes no tap is no stop once its rows are:
            // TalkBack finds nothing for it to speak, and an AdapterView's long press is its
            // items' (`OnItemLongClickListener`).
            let node = arena[list].node
            if rows > 0, !node.has(.activate), node.label == nil, node.value == nil {
                arena[list].node.isAccessibilityElement = false
                notes.tally(FocusContainers.passedOver, node: list)
            }
        }
    }

    /// The items TalkBack finds in a scrolling view: a list's rows (a list too short to scroll
    /// still holds its rows as items), or the first views below a scroll view that are more than
    /// a layout, nil when there are fewer than two (what TalkBack makes of a scroll view's one
    /// item is less settled; it is left as it is).
    private static func items(of index: Int, in arena: ImportArena) -> [Int]? {
        let node = arena[index].node
        if node.role == .list { return arena[index].children }
        guard node.has(.scroll) || isScrollViewClass(arena[index].clues.typeName) else { return nil }
        var items: [Int] = [], pending = Array(arena[index].children.reversed())
        while let next = pending.popLast() {
            if isLayoutOnly(arena[next].node), arena[next].clues.importantForAccessibility != true,
               !hasTestID(arena[next].clues.resourceID) {
                pending += arena[next].children.reversed()
            } else {
                items.append(next)
            }
        }
        return items.count > 1 ? items : nil
    }

    /// A scroll view by its class, scrolling or not (its content fits): TalkBack takes the
    /// children of a scroll view's role for top-level scroll items either way.
    private static func isScrollViewClass(_ className: String?) -> Bool {
        guard let simple = className?.split(separator: ".").last else { return false }
        return ["ScrollView", "HorizontalScrollView", "NestedScrollView"].contains(simple)
    }

    /// A layout Android leaves out of the tree it reports: nothing to say, no action, no part (and
    /// not recorded as important for accessibility).
    private static func isLayoutOnly(_ node: Node) -> Bool {
        !node.isAccessibilityElement && !node.isHidden && (node.role == .group || node.role == .none) && node.part == nil
            && node.label == nil && node.value == nil && node.visibleText == nil && node.actions.isEmpty && node.traits.isEmpty
    }

    /// A React Native `testID`, reported as a resource id without a package's `:id/`: React
    /// Native gives the view an accessibility delegate with it, which keeps it in the tree.
    private static func hasTestID(_ resourceID: String?) -> Bool {
        guard let resourceID, !resourceID.isEmpty else { return false }
        return !resourceID.contains(":id/")
    }

    /// Whether the row has text of its own or in views inside it that no element inside it speaks for.
    private static func speaks(_ row: Int, in arena: ImportArena) -> Bool {
        var pending = [row]
        while let next = pending.popLast() {
            let node = arena[next].node
            if next != row && (node.isAccessibilityElement || node.isHidden) { continue }
            if [node.label, node.value, node.visibleText].contains(where: FocusContainers.hasText) { return true }
            pending += arena[next].children
        }
        return false
    }
}
