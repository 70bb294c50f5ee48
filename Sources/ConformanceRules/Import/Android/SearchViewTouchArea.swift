import A11yModel

/// The query field of a `SearchView` (AppCompat's and the framework's: `search_src_text` inside
/// `search_bar`) takes touches over the search view's whole height: `SearchView.onLayout`
/// installs a touch delegate that stretches the field's touch area "to be the height of the
/// parent in order to allow it to be up to 48dp", across the field's own width. No dump records
/// a touch delegate, so the field's touch area is set from the search view's frame: the target
/// rules judge what a finger can hit, not the thinner text line.
enum SearchViewTouchArea {
    static let stretched = "query fields of a SearchView: its touch delegate stretches their touch area to the search view's height"

    static func stretch(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices where arena[index].clues.resourceName == "search_src_text" {
            guard arena[index].node.hitFrame == nil, let field = arena[index].node.frame,
                  let bar = arena.ancestors(of: index).first(where: { arena[$0].clues.resourceName == "search_bar" }),
                  let searchView = arena[bar].parent, let parent = arena[searchView].node.frame,
                  parent.minY <= field.minY, parent.maxY >= field.maxY else { continue }
            arena[index].node.hitFrame = Rect(x: field.minX, y: parent.minY, width: field.width, height: parent.height)
            notes.tally(stretched, node: index)
        }
    }
}
