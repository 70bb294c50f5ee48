import A11yModel

/// UIKit's scroll views show their indicators to XCTest as elements labelled "Vertical scroll
/// bar, 2 pages" (adjustable, their value the position; "Horizontal scroll bar, …" for the other
/// axis). A view holding a vertical one scrolls vertically, whatever its type: a collection view,
/// a plain scroll view, a SwiftUI list (the sheets of Pocket Casts, NetNewsWire and Kiwix in
/// public page sources). It is marked so, as a table is by its type, for `ScrollingContent`.
/// The label is UIKit's English one; a capture in another language is not read.
enum ScrollIndicators {
    static let verticalPrefix = "Vertical scroll bar"

    static func mark(_ arena: inout ImportArena) {
        for index in arena.indices where arena[index].node.label?.hasPrefix(verticalPrefix) == true {
            guard let scroller = arena[index].parent else { continue }
            arena[scroller].clues.scrollsVertically = true
        }
    }
}
