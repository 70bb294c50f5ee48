import A11yModel

/// XCTest lists the elements of a table's header or footer view more than once: inside the view
/// that holds them, again inside a copy of that view, and again as the table's own children with
/// the Header trait, each time with the same type, label, value and frame (Pocket Casts' episode
/// search field, three times in one page source). VoiceOver meets one field; judged three times,
/// an unlabelled field fails three times. Within one table or collection view, an element that
/// repeats an earlier one's type, label, value, identifier, frame and cell is left out with its
/// subtree, and the note names where each copy is. Two laid-out elements cannot share a frame
/// exactly and say the same, so nothing the user meets is lost; rows UIKit has not laid out yet
/// hold their switches at one placeholder frame, each in its own cell.
enum TableCopies {
    static let leftOut = "left out: copies of an element XCTest lists again in a table (same type, label, value and frame), the first judged"

    private struct Key: Hashable {
        var type: String?, label: String?, value: String?, identifier: String?, frame: Rect
        /// The cell it is in: rows not yet laid out hold their content at one placeholder frame.
        var cell: Int?
    }

    static func leaveOut(_ arena: inout ImportArena, notes: inout ImportNotes) {
        var copies: [String] = []
        for table in arena.indices where ["Table", "CollectionView"].contains(arena[table].clues.typeName) && !arena.isExcluded(table) {
            var seen = Set<Key>()
            for position in arena.descendants(of: table) {
                let entry = arena[position]
                guard entry.node.isAccessibilityElement, !arena.isExcluded(position), let frame = entry.node.frame, !frame.isEmpty else { continue }
                let cell = arena.ancestors(of: position).first { arena[$0].clues.typeName == "Cell" }
                let key = Key(type: entry.clues.typeName, label: entry.node.label, value: entry.node.value,
                              identifier: entry.node.identifier, frame: frame, cell: cell)
                if !seen.insert(key).inserted {
                    arena.exclude(position)
                    copies.append((entry.clues.typeName ?? "element") + (entry.line.map { " at line \($0)" } ?? ""))
                }
            }
        }
        if !copies.isEmpty { notes.add(leftOut + ": " + copies.joined(separator: ", ")) }
    }
}
