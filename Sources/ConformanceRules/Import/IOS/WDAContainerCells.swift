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
            guard arena.holdsElement(below: cell) else { continue }
            arena[cell].node.isAccessibilityElement = false
            notes.tally(released, node: cell)
        }
    }
}
