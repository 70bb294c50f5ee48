import A11yModel

/// The empty rows of an `AdapterView` list. `AbsListView` reports every enabled item clickable and
/// long-clickable, whether the app handles the click or not (its item accessibility delegate), so
/// a spacer between groups of rows (WeChat's grey gaps, a ListView's section divider) shows as a
/// clickable view. One holding nothing (no text, no description, no views inside) does nothing
/// for a finger: it is no pointer target, which the target rules leave be. TalkBack still stops
/// on it, an empty stop, which control-name reports. A real row holds its content, and is kept,
/// and so is one on the list's edge, which may be cut.
enum ListSpacerRows {
    static let note = "empty rows of a ListView or GridView taken for no pointer targets: AbsListView marks every enabled item clickable, and these hold nothing"

    /// The framework's lists whose items it marks clickable.
    static let adapterViews: Set<String> = ["android.widget.ListView", "android.widget.GridView", "android.widget.ExpandableListView"]

    static func release(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where arena[index].children.isEmpty && arena[index].node.has(.activate) {
            guard let list = arena[index].parent, adapterViews.contains(arena[list].clues.typeName ?? ""),
                  arena[index].node.label == nil, arena[index].node.value == nil,
                  arena[index].node.visibleText?.isEmpty ?? true,
                  let frame = arena[index].node.frame, let bounds = arena[list].node.frame, isWhole(frame, in: bounds) else { continue }
            arena[index].node.actions.removeAll { $0.kind == .activate || $0.kind == .longPress }
            // Holding nothing, it is a plain view whatever its class: a focus stop, no control.
            arena[index].node.role = .group
            notes.tally(note, node: index)
        }
    }

    /// Clear of the list's top and bottom edges: a row on an edge may be cut, and the dump leaves
    /// out what it holds beyond it, so its emptiness proves nothing.
    private static func isWhole(_ row: Rect, in list: Rect) -> Bool {
        row.minY > list.minY + ClipEdge.near && row.maxY < list.maxY - ClipEdge.near
    }
}
