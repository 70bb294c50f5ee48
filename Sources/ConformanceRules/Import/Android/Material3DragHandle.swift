import A11yModel

/// Compose Material 3's default drag handle, and the density it shows.
///
/// `BottomSheetDefaults.DragHandle` draws a 32 × 4 dp bar (`SheetBottomTokens
/// .DockedDragHandleWidth`/`Height`) padded by 22 dp above and below
/// (`DragHandleVerticalPadding`), and describes it "Drag handle" (`Strings
/// .BottomSheetDragHandleDescription`). The padding is applied outside the description, so a dump
/// shows the described bar at 32 × 4 dp, centred in the box the sheet wraps around it, 48 dp tall
/// (32 dp wide, or 48 when the library makes the box clickable). Those sizes in pixels give the
/// density the device ran at, whatever display size it was set to: the box's height over 48.
///
/// Only a bar whose width, height and both gaps all agree with one density, within a pixel and a
/// half, is taken: an app's own handle of other proportions is not this one.
struct Material3DragHandle: Sendable, Equatable {
    /// The density: the box's height over 48 dp.
    var density: Double
    var bar: PixelBounds
    var box: PixelBounds

    static let barWidth = 32.0
    static let barHeight = 4.0
    static let padding = 22.0
    static var boxHeight: Double { barHeight + 2 * padding }
    /// Each edge is rounded to a whole pixel.
    static let pixelTolerance = 1.5

    /// The first such handle of a UiAutomator hierarchy, at a density the display (its short side
    /// in pixels, when shown) can have.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> Material3DragHandle? {
        var pending = root.children.map { (element: $0, parent: XMLElement?.none) }
        while let (element, parent) = pending.popLast() {
            pending += element.children.reversed().map { ($0, element) }
            guard let parent, let handle = handle(bar: element, box: parent) else { continue }
            guard ComposeTouchSize.isPossible(handle.density, displayShortSide: displayShortSide) else { continue }
            return handle
        }
        return nil
    }

    /// The handle `bar` draws inside `box`, when both are Compose nodes of the library's geometry.
    static func handle(bar element: XMLElement, box holder: XMLElement) -> Material3DragHandle? {
        guard isComposeNode(element), isComposeNode(holder), element.children.isEmpty,
              let description = element[attribute: "content-desc"], !description.isEmpty,
              let bar = PixelBounds.onScreen(element), let box = PixelBounds.onScreen(holder) else { return nil }
        guard let density = density(bar: bar.rect(density: 1), box: box.rect(density: 1)) else { return nil }
        return Material3DragHandle(density: density, bar: bar, box: box)
    }

    /// The density at which `bar` is the 32 × 4 dp bar centred in the 48 dp tall `box`, in pixels
    /// (or in any unit, with `pixel` that unit's size of one device pixel).
    static func density(bar: Rect, box: Rect, pixel: Double = 1) -> Double? {
        let density = box.height / boxHeight / pixel
        guard density > 0 else { return nil }
        func near(_ length: Double, _ points: Double) -> Bool { abs(length / pixel - points * density) <= pixelTolerance }
        let above = bar.minY - box.minY, below = box.maxY - bar.maxY
        let left = bar.minX - box.minX, right = box.maxX - bar.maxX
        guard near(bar.width, barWidth), near(bar.height, barHeight), near(above, padding), near(below, padding),
              left >= -pixel / 2, right >= -pixel / 2, abs(left - right) / pixel <= pixelTolerance else { return nil }
        return density
    }

    /// The class uiautomator gives a Compose node: a plain `android.view.View`.
    static let composeNodeClass = "android.view.View"

    private static func isComposeNode(_ element: XMLElement) -> Bool {
        (element[attribute: "class"] ?? element.name) == composeNodeClass
    }

    /// What the density was read from, for the note.
    var evidence: String {
        "Material 3's default drag handle, a 32 × 4 dp bar (\(bar.right - bar.left) × \(bar.bottom - bar.top) px) "
            + "centred in a 48 dp tall box (\(box.bottom - box.top) px)"
    }
}
