import A11yModel

/// UIKit's context-menu preview. A long press that opens a context menu
/// (`UIContextMenuInteraction`) lifts a snapshot of the pressed view beside the menu, both in a
/// container UIKit adds last to the window, over the screen. XCTest shows the snapshot as a view
/// labelled "Preview", a sibling of the view holding the menu's cells of actions, and may expose the
/// snapshot's content as an element with no name (Ice Cubes' post, in public iOS 26 page sources).
/// That content copies a view of the screen behind; the app names the menu's actions, not UIKit's
/// snapshot. Judged, the copy fails as an unnamed element the app cannot name, so the preview is
/// left out with its subtree and the note names it.
enum ContextMenuPreview {
    static let leftOut = "left out: UIKit's context-menu preview, a snapshot of the pressed view beside the menu"

    static func leaveOut(_ arena: inout ImportArena, notes: inout ImportNotes) {
        var previews: [String] = []
        for window in arena.indices where arena[window].clues.typeName == "Window" && !arena.isExcluded(window) {
            let containers = arena[window].children.filter { !arena.isExcluded($0) }
            guard containers.count >= 2, let container = containers.last else { continue }
            for preview in arena.descendants(of: container) where isPreview(preview, in: arena) {
                guard arena.siblings(of: preview).contains(where: { holdsMenu($0, in: arena) }) else { continue }
                arena.exclude(preview)
                previews.append("'Preview'" + (arena[preview].line.map { " at line \($0)" } ?? ""))
            }
        }
        if !previews.isEmpty { notes.add(leftOut + ": " + previews.joined(separator: ", ")) }
    }

    /// A view UIKit labels "Preview" that is no element itself.
    private static func isPreview(_ index: Int, in arena: ImportArena) -> Bool {
        let entry = arena[index]
        return entry.clues.typeName == "Other" && entry.node.label == "Preview" && !entry.node.isAccessibilityElement
            && !arena.isExcluded(index)
    }

    /// Whether the view holds a menu: a collection or table view whose cells hold buttons.
    private static func holdsMenu(_ index: Int, in arena: ImportArena) -> Bool {
        arena.descendants(of: index).contains { cell in
            arena[cell].clues.typeName == "Cell"
                && arena[cell].parent.map { ["CollectionView", "Table"].contains(arena[$0].clues.typeName) } == true
                && arena.descendants(of: cell).contains { arena[$0].clues.typeName == "Button" }
        }
    }
}
