import A11yModel

/// The rows of a Compose dropdown menu, and the density they show.
///
/// Compose's `DropdownMenu` (Material and Material 3) is a `Popup`: a window whose root view
/// carries `android:id/content` itself (`PopupLayout`). It scrolls its items in a column padded
/// 8 dp at the top and bottom (`DropdownMenuVerticalPadding`), which the dump reports as a
/// ScrollView inset that far from the window's edges, and each one-line item is 48 dp tall
/// (`MenuListItemContainerHeight`; Material's `DropdownMenuItemDefaultMinHeight`). Padding and
/// heights are set in dp whatever the font size, so where the rows' height over 48 and the inset
/// over 8 agree, they give the density the device ran at: a menu dumped alone shows no display
/// that would, and its window is not centred on it. Taller rows (two lines, a supporting text)
/// disagree with the inset, and are not read.
struct DropdownMenuRows: Sendable, Equatable {
    /// The density: the rows' height over 48 dp and the inset over 8 dp.
    var density: Double
    var rowHeight: Int
    var rows: Int
    var inset: Int

    static let rowSide = 48.0
    static let padding = 8.0

    /// The first such menu of a UiAutomator hierarchy, at a density the display (its short side
    /// in pixels, when shown) can have.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> DropdownMenuRows? {
        for window in DisplayExtent.windowElements(of: root) {
            guard window[attribute: "resource-id"] == PopupMenus.contentFrameID, let frame = PixelBounds.onScreen(window) else { continue }
            var pending = window.children
            while let element = pending.popLast() {
                pending += element.children
                guard element[attribute: "class"] == "android.widget.ScrollView",
                      let found = rows(of: element, in: frame),
                      ComposeTouchSize.isPossible(found.density, displayShortSide: displayShortSide) else { continue }
                return found
            }
        }
        return nil
    }

    /// The reading a menu's scroll view gives in its window's `frame`: two or more clickable rows
    /// as wide as it, of one height, stacked from its top to its bottom, inset as far from the
    /// window's top as from its bottom. A menu that scrolls may show its last row cut.
    static func rows(of scroller: XMLElement, in frame: PixelBounds) -> DropdownMenuRows? {
        guard let box = PixelBounds.onScreen(scroller) else { return nil }
        let rows = scroller.children.compactMap { row -> PixelBounds? in
            guard row[attribute: "clickable"] == "true" else { return nil }
            return PixelBounds.onScreen(row)
        }
        let scrolls = scroller[attribute: "scrollable"] == "true"
        let whole = scrolls ? rows.dropLast() : rows[...]
        guard rows.count == scroller.children.count, whole.count >= 2, let first = whole.first, let last = rows.last,
              first.top == box.top, scrolls || last.bottom == box.bottom,
              rows.allSatisfy({ $0.left == box.left && $0.right == box.right }),
              whole.allSatisfy({ abs($0.height - first.height) <= 1 }),
              zip(rows, rows.dropFirst()).allSatisfy({ $0.bottom == $1.top }) else { return nil }
        let top = box.top - frame.top, bottom = frame.bottom - box.bottom
        guard top > 0, abs(top - bottom) <= 1 else { return nil }
        let height = Double(first.height)
        guard let density = DpAgreement.density([.init(pixels: height...height, dp: rowSide),
                                                 .init(pixels: Double(min(top, bottom))...Double(max(top, bottom)), dp: padding)])
        else { return nil }
        return DropdownMenuRows(density: density, rowHeight: first.height, rows: whole.count, inset: top)
    }

    /// What the density was read from, for the note.
    var evidence: String {
        "the \(rows) rows of a Compose dropdown menu, \(rowHeight) px each and inset \(inset) px in their popup, "
            + "its 48 dp items and 8 dp padding"
    }
}
