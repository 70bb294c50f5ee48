import A11yModel

/// The density a dump shows through Compose's minimum touch size.
///
/// Compose Material makes a clickable smaller than 48 × 48 dp take touches over 48 dp around its
/// centre (`minimumInteractiveComponentSize`), and its buttons are 40 dp tall (`ButtonDefaults
/// .MinHeight`, an `IconButton`'s state layer). In a dump, such a button is a clickable
/// `android.view.View` holding the `android.widget.Button` node its role adds, centred in it and
/// 40/48 of its height (and of its width when that was extended too): a wrapper 72 px tall around
/// a 60 px button is 48 dp at 1.5. The wrapper's height in pixels over 48 is then the density the
/// device ran at, whatever display size it was set to — the one fact no dump records.
///
/// Read only when every such pair of the dump agrees, and only at a density the display can have:
/// Android's compatibility definition gives every display at least 320 dp across its short side
/// (SettingsLib's `DisplayDensityUtils.MIN_DIMENSION_DP`), so a padded layout that happens to be
/// in the same proportion, read as a density above that, is not taken.
struct ComposeTouchSize: Sendable, Equatable {
    /// The density: the wrapper's height over 48 dp.
    var density: Double
    /// How many wrappers show it, and one of them, for the note.
    var pairs: Int
    var example: Example

    struct Example: Sendable, Equatable {
        var name: String?
        var wrapperHeight: Int
        var buttonHeight: Int
    }

    static let touchSize = 48.0
    static let buttonSize = 40.0
    /// Pixel bounds are rounded, each edge by up to half a pixel.
    static let pixelTolerance = 1.0
    /// Pairs further apart than this (in density) are not one device's.
    static let agreement = 0.03
    /// The narrowest a display may be across its short side (Android CDD, `MIN_DIMENSION_DP`).
    static let leastShortSide = 320.0

    /// The pairs of a UiAutomator hierarchy, if they agree and the display (its short side in
    /// pixels, when shown) can be at that density.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> ComposeTouchSize? {
        var found: [(density: Double, example: Example)] = []
        var pending = root.children
        while let element = pending.popLast() {
            pending += element.children
            guard let pair = pair(wrapper: element) else { continue }
            found.append(pair)
        }
        guard let first = found.first else { return nil }
        let densities = found.map(\.density)
        guard let low = densities.min(), let high = densities.max(), high - low <= agreement else { return nil }
        let density = densities.reduce(0, +) / Double(densities.count)
        if let displayShortSide, Double(displayShortSide) / density < leastShortSide { return nil }
        return ComposeTouchSize(density: density, pairs: found.count, example: first.example)
    }

    /// The density a clickable `View` shows when it is the 48 dp touch area of the Compose button
    /// it holds.
    static func pair(wrapper element: XMLElement) -> (density: Double, example: Example)? {
        guard className(element) == "android.view.View", element[attribute: "clickable"] == "true",
              let outer = PixelBounds.onScreen(element) else { return nil }
        let buttons = element.children.filter { className($0) == "android.widget.Button" }
        guard buttons.count == 1, let inner = PixelBounds.onScreen(buttons[0]) else { return nil }
        let height = outer.bottom - outer.top, width = outer.right - outer.left
        let innerHeight = inner.bottom - inner.top, innerWidth = inner.right - inner.left
        guard innerHeight < height, isCentred(inner.top - outer.top, outer.bottom - inner.bottom),
              isExtended(innerHeight, to: height) else { return nil }
        // Across, the button is either as wide as its touch area or extended the same way.
        let sameWidth = abs(innerWidth - width) <= 1 && isCentred(inner.left - outer.left, outer.right - inner.right)
        let extendedWidth = innerWidth < width && isCentred(inner.left - outer.left, outer.right - inner.right)
            && isExtended(innerWidth, to: width)
        guard sameWidth || extendedWidth else { return nil }
        let texts = element.children.map { $0[attribute: "text"] }
        let name = ([element[attribute: "content-desc"], buttons[0][attribute: "content-desc"], element[attribute: "text"]] + texts)
            .compactMap { $0 }.first { !$0.isEmpty }
        return (Double(height) / touchSize, Example(name: name, wrapperHeight: height, buttonHeight: innerHeight))
    }

    private static func isCentred(_ before: Int, _ after: Int) -> Bool { abs(before - after) <= 1 }

    private static func isExtended(_ inner: Int, to outer: Int) -> Bool {
        abs(Double(inner) - Double(outer) * buttonSize / touchSize) <= pixelTolerance
    }

    private static func className(_ element: XMLElement) -> String { element[attribute: "class"] ?? element.name }

    /// `'Not now': a 72 px touch area around a 60 px button, and 2 more`.
    var evidence: String {
        let name = example.name.map { "'\(excerpt($0))': " } ?? ""
        let more = pairs > 1 ? ", and \(pairs - 1) more" : ""
        return "\(name)a \(example.wrapperHeight) px touch area around a \(example.buttonHeight) px button\(more)"
    }
}
