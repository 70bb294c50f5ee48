import A11yModel

/// The items of a focusable list, as TalkBack reads them. A child of a scrolling view (a
/// RecyclerView's row, a ScrollView's content) is a top-level scroll item: TalkBack focuses it on
/// its own when it has something to say, clickable or not (`AccessibilityNodeInfoUtils
/// .isTopLevelScrollItem`, `isAccessibilityFocusable`). The list around it, focusable for the
/// keyboard, does not speak its rows as one long name: its rows are stops of their own, and it
/// is passed over.
///
/// The mapping took the rows' text for the focusable list's own (`insideActionable`); this pass
/// makes each speaking row an element again, with what it holds read as its name.
enum ScrollItems {
    static let separated = "rows of a focusable list TalkBack focuses one by one (items of a scrolling view)"

    static func separate(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for list in arena.indices where arena[list].node.isAccessibilityElement && isList(list, in: arena) {
            var rows = 0
            for row in arena[list].children where !arena[row].node.isAccessibilityElement && !arena[row].node.isHidden
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

    /// A list by its class (a list too short to scroll still holds its rows as items), or a
    /// scrolling view of several rows. A scroll view around one view that holds a whole form is
    /// left as it is: what TalkBack makes of that one item is less settled than of a list's rows.
    private static func isList(_ index: Int, in arena: ImportArena) -> Bool {
        let node = arena[index].node
        return node.role == .list || (node.has(.scroll) && arena[index].children.count > 1)
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
