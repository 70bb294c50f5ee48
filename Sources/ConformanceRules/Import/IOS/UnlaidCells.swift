import A11yModel

/// Rows of a table or collection view UIKit has created off screen but not laid out yet:
/// the cell has its place, off screen, while its labels and switches still sit at one placeholder
/// frame outside it and have no names yet (NetNewsWire's settings, three switches at 0,132 in
/// cells further down). VoiceOver reaches them only once they scroll in, laid out and named;
/// judged as captured, each switch would fail as unnamed. Such a cell is left out with its
/// subtree, and the notes name where each is.
enum UnlaidCells {
    static let leftOut = "left out: cells off screen not laid out yet (their content at a placeholder frame outside them)"

    static func leaveOut(_ arena: inout ImportArena, notes: inout ImportNotes) {
        guard let screen = arena.indices.first.flatMap({ arena[$0].node.frame }), !screen.isEmpty else { return }
        var cells: [String] = []
        for cell in arena.indices where arena[cell].clues.typeName == "Cell" && !arena.isExcluded(cell) {
            guard let frame = arena[cell].node.frame, !frame.isEmpty, frame.intersection(screen) == nil else { continue }
            let inside = arena.descendants(of: cell).compactMap { arena[$0].node.frame }.filter { !$0.isEmpty }
            guard !inside.isEmpty, inside.allSatisfy({ $0.intersection(frame) == nil }) else { continue }
            arena.exclude(cell)
            cells.append("Cell" + (arena[cell].line.map { " at line \($0)" } ?? ""))
        }
        if !cells.isEmpty { notes.add(leftOut + ": " + cells.joined(separator: ", ")) }
    }
}
