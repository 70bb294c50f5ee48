import A11yModel

/// Chrome exposes the content of an Android WebView as views whose `text` is what the browser
/// reports for each web node (for a link, part of its address at times), not text the app drew:
/// below a WebView the drawn text is unknown, so rules comparing it with the spoken name leave
/// those nodes alone.
enum WebViewText {
    static func forget(in arena: inout ImportArena) {
        for (index, isInside) in insideWebViews(arena).enumerated() where isInside {
            arena[index].node.visibleText = nil
        }
    }

    /// Per entry: it is below a WebView, part of the page it shows.
    static func insideWebViews(_ arena: ImportArena) -> [Bool] {
        var inside = [Bool](repeating: false, count: arena.count)
        for index in arena.indices {
            guard let parent = arena[index].parent else { continue }
            inside[index] = inside[parent] || arena[parent].clues.typeName == "android.webkit.WebView"
        }
        return inside
    }
}
