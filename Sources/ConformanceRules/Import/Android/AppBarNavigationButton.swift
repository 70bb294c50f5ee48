import A11yModel

/// The navigation button of a top app bar, and the density it shows.
///
/// Flutter's `AppBar` and Compose Material's `TopAppBar` put their leading icon button (Back,
/// the drawer's menu) in a 56 dp slot: a 48 × 48 dp button (Flutter's `kMinInteractiveDimension`,
/// Material's minimum touch size), 4 dp from the bar's start (Flutter centres it in the slot,
/// Compose pads the bar by `TopAppBarHorizontalPadding`). A dump shows it as a square, named,
/// clickable node whose left edge is a twelfth of its width from its window's: its width over 48
/// is the density the device ran at, whatever display size it was set to.
///
/// Only a square within a pixel, its inset within a pixel of a twelfth of its width, near the
/// top of its window, is taken: a layout of whole dp fits those proportions only with the 48 dp
/// button at 4 dp.
struct AppBarNavigationButton: Sendable, Equatable {
    /// The density: the button's width over 48 dp.
    var density: Double
    var button: PixelBounds
    var label: String

    static let size = 48.0
    static let inset = 4.0
    /// The status bar and the app bar above the button's bottom, at most (a tall status bar of
    /// a display cutout, 56 dp, and a 64 dp bar).
    static let deepest = 120.0
    static let pixelTolerance = 1.0

    /// The first such button of a UiAutomator hierarchy, at a density the display (its short
    /// side in pixels, when shown) can have.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> AppBarNavigationButton? {
        for window in root.children {
            guard let frame = PixelBounds.onScreen(window) else { continue }
            var pending = Array(window.children.reversed())
            while let element = pending.popLast() {
                pending += element.children.reversed()
                guard let found = button(element, in: frame) else { continue }
                guard ComposeTouchSize.isPossible(found.density, displayShortSide: displayShortSide) else { continue }
                return found
            }
        }
        return nil
    }

    /// The navigation button `element` is, in a window of `frame`.
    static func button(_ element: XMLElement, in window: PixelBounds) -> AppBarNavigationButton? {
        guard element[attribute: "clickable"] == "true", let label = element[attribute: "content-desc"],
              !label.trimming(.whitespaces).isEmpty, let bounds = PixelBounds.onScreen(element) else { return nil }
        let width = Double(bounds.width), left = Double(bounds.left - window.left)
        let density = width / size
        guard density >= 1, abs(Double(bounds.height) - width) <= pixelTolerance, left > 0,
              abs(left - inset * density) <= pixelTolerance,
              Double(bounds.bottom - window.top) <= deepest * density else { return nil }
        return AppBarNavigationButton(density: density, button: bounds, label: label)
    }

    /// What the density was read from, for the note.
    var evidence: String {
        "the app bar's navigation button '\(excerpt(label))', a 48 dp square (\(button.width) px) 4 dp from its window's edge "
            + "(\(button.left) px), as Flutter's AppBar and Compose's TopAppBar lay it out"
    }
}
