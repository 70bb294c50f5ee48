import A11yModel

/// Sheets whose content a dump shows in a vertical scroller. No dump has sheet facts, but an
/// element that scrolls vertically by what it is (`ElementClues.scrollsVertically`) and holds the
/// lower part of a sheet shows that content which grows with the text scrolls instead of being
/// cut off, which is what fixed-detent-heights asks of a sheet with a constant height. The
/// scroller must be at least half the sheet's height and reach its bottom edge (Android bounds
/// stop at the screen's edge, as the sheet's do).
enum ScrollingContent {
    static func mark(_ arena: inout ImportArena, notes: inout ImportNotes) {
        // One pass over the scrollers, each walking up to its own sheet.
        for scroller in arena.indices where arena[scroller].clues.scrollsVertically && !arena.isExcluded(scroller) {
            guard let sheet = SurfaceInference.surface(containing: scroller, in: arena), sheet != scroller,
                  arena[sheet].node.sheet?.scrollsContent == false,
                  let sheetFrame = arena[sheet].node.frame, !sheetFrame.isEmpty,
                  let frame = arena[scroller].node.frame,
                  frame.height >= sheetFrame.height / 2, frame.maxY >= sheetFrame.maxY - 1 else { continue }
            arena[sheet].node.sheet?.scrollsContent = true
            let what = arena[scroller].clues.typeName.map { "a vertical scroller (\($0))" } ?? "a vertical scroller"
            notes.inferred(sheet, "scrolls its content: \(what) fills at least its lower half, down to its bottom edge")
        }
    }
}
