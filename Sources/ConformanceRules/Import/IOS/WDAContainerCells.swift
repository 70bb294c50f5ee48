/// WebDriverAgent's `accessible` (`isWDAccessible`) is not the element's own flag for cells: a
/// cell is reported accessible when it is an accessibility element *or its first child is one*,
/// and no element is reported accessible inside an element that is one (tables aside). A cell
/// reported accessible that holds an element reported accessible is therefore a container:
/// VoiceOver visits the elements inside it, never the cell (a context menu's row around its
/// button, a collection cell around its label). Taken as an element, such a cell and its button
/// read as two focus stops for one target.
enum WDAContainerCells {
    static let released = "cells WDA reports accessible because an element inside them is (isWDAccessible), taken as containers: VoiceOver visits what is inside"

    /// Only for dumps whose `accessible` flags WDA computed (page sources, not inferred ones).
    static func release(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for cell in arena.indices where arena[cell].clues.typeName == "Cell" && arena[cell].node.isAccessibilityElement {
            guard holdsElement(cell, in: arena) else { continue }
            arena[cell].node.isAccessibilityElement = false
            notes.tally(released, node: cell)
        }
    }

    /// Whether an element reported accessible lies in the subtree of `cell` (pre-order: the
    /// entries after it, deeper than it).
    private static func holdsElement(_ cell: Int, in arena: ImportArena) -> Bool {
        let depth = arena[cell].depth
        var position = cell + 1
        while position < arena.count, arena[position].depth > depth {
            if arena[position].node.isAccessibilityElement, !arena.isExcluded(position) { return true }
            position += 1
        }
        return false
    }
}
