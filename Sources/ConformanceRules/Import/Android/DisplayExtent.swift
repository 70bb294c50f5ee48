import A11yModel

/// How far an Android dump reaches, in pixels: the size its root states (UiAutomator2's `width`
/// and `height`) and the far edges of its outermost elements, the windows' roots, which the
/// window manager keeps on the display (a node inside may reach past it: a carousel's next
/// card). They show the display's size once one of them starts at its top-left corner; without
/// such a root (a dialog window dumped alone) the display's size is not shown.
struct DisplayExtent {
    struct Size: Sendable, Equatable {
        var width: Int
        var height: Int
    }

    private var right = 0, bottom = 0, anchored = false

    mutating func include(_ bounds: PixelBounds) {
        guard bounds.right > bounds.left, bounds.bottom > bounds.top else { return }
        if bounds.left == 0 && bounds.top == 0 { anchored = true }
        right = max(right, bounds.right)
        bottom = max(bottom, bounds.bottom)
    }

    mutating func includeStated(width: Int?, height: Int?) {
        guard let width, let height else { return }
        include(PixelBounds(left: 0, top: 0, right: width, bottom: height))
    }

    var size: Size? { anchored ? Size(width: right, height: bottom) : nil }

    /// The outermost elements with bounds of a UiAutomator or UiAutomator2 hierarchy; malformed
    /// values are left for the reader to report where they are.
    static func of(hierarchy root: XMLElement) -> Size? {
        var extent = DisplayExtent()
        extent.includeStated(width: root[attribute: "width"].flatMap { Int($0) }, height: root[attribute: "height"].flatMap { Int($0) })
        var pending = root.children
        while let element = pending.popLast() {
            guard let text = element[attribute: "bounds"] else {
                pending += element.children
                continue
            }
            if case .success(let bounds) = PixelBounds.parse(text) { extent.include(bounds) }
        }
        return extent.size
    }
}
