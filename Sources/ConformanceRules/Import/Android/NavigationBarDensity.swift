import A11yModel

/// The density a dump shows through the navigation bar's backdrop.
///
/// An app's window draws a backdrop behind the navigation bar (`android:id/navigationBarBackground`)
/// exactly as thick as the bar, and the bar's thickness is fixed in dp whatever display size the
/// device is set to: 48 dp with three buttons (`navigation_bar_height` in AOSP's framework
/// resources), 24 dp or less as a gesture bar (16 dp in Android 10's gestural overlay, 24 dp
/// since). Which of the two a bar is shows in the display: read as 48 dp, a gesture bar makes
/// a phone wider than any phone is (a 63 px bar on a 1,080 px phone would be 823 dp across);
/// read as 24 dp, a button bar makes any display narrower than Android allows (320 dp).
///
/// - A three-button bar gives the density.
/// - A gesture bar gives the least density the device can have: the bar is at most 24 dp.
/// - On a display shaped like a tablet the bar may be up to 32 dp: a large screen's taskbar keeps
///   an inset there when stashed, thicker than a phone's gesture bar (64 px on 1,600 × 2,560 px
///   tablets whose 1 dp dividers are 2 px, 56 dp bars 112 px and 48 dp icon buttons 96 px: 32 dp
///   at 2).
///
/// Either lifts the latitude the display-size guess needs (`DensityLatitude`): a display set to
/// a smaller size draws the bar in fewer pixels, and the bar shows it.
enum NavigationBarDensity: Sendable, Equatable {
    /// A three-button bar: the density is its thickness over 48 dp.
    case threeButton(density: Double, thickness: Int)
    /// A gesture bar: the density is at least its thickness over 24 dp.
    case gesture(leastDensity: Double, thickness: Int)

    static let buttonBarThickness = 48.0
    static let thickestGestureBar = 24.0
    /// A tablet's stashed taskbar, where a phone has its gesture bar.
    static let thickestTabletBar = 32.0
    /// The narrowest a display may be across its short side (Android CDD, `MIN_DIMENSION_DP`).
    static let leastShortSide = ComposeTouchSize.leastShortSide
    /// Displays of sw600dp and wider are tablets: a display shaped like a phone is narrower.
    static let widestPhone = 600.0
    /// Across its short side, no display is wider than the widest common tablet (900 dp, the
    /// Pixel C) by much: read as 48 dp, a tablet's 24 dp gesture bar makes it twice as wide.
    static let widestTablet = 960.0

    var density: Double {
        switch self {
        case .threeButton(let density, _): density
        case .gesture(let least, _): least
        }
    }

    /// The bar the backdrops of a hierarchy show, for a display of this size. Nil without a
    /// backdrop, when backdrops disagree, or when neither reading gives a display Android allows.
    static func read(hierarchy root: XMLElement, display: DisplayExtent.Shown?) -> NavigationBarDensity? {
        guard let (short, long, knownShape) = sides(of: display),
              let thickness = backdropThickness(hierarchy: root, displayShortSide: short) else { return nil }
        return reading(thickness: thickness, shortSide: short, longSide: long, shapeKnown: knownShape)
    }

    /// A three-button bar when its thickness over 48 dp gives a display of a plausible width, else
    /// a gesture bar when its thickness over 24 dp does. Each pixel edge is rounded, so a bar may
    /// be up to one pixel thinner or thicker than the dp it is drawn at.
    static func reading(thickness: Int, shortSide: Int, longSide: Int, shapeKnown: Bool) -> NavigationBarDensity? {
        let phoneShaped = shapeKnown && Double(longSide) >= AndroidDensity.phoneAspect * Double(shortSide)
        let widest = phoneShaped ? widestPhone : widestTablet
        func plausible(_ dp: Double) -> Bool {
            // The widest the display can be at the thinnest the bar can be drawn, and the narrowest.
            let wide = Double(shortSide) * dp / (Double(thickness) - 1), narrow = Double(shortSide) * dp / (Double(thickness) + 1)
            return wide >= leastShortSide && narrow <= widest
        }
        if plausible(buttonBarThickness) {
            return .threeButton(density: Double(thickness) / buttonBarThickness, thickness: thickness)
        }
        if plausible(thickestGestureBar) {
            let thickest = shapeKnown && !phoneShaped ? thickestTabletBar : thickestGestureBar
            return .gesture(leastDensity: Double(thickness) / thickest, thickness: thickness)
        }
        return nil
    }

    /// The thickness in pixels of the navigation bar's backdrops, when every one along a display's
    /// edge agrees (a bar at the bottom, or at a side when the display is turned).
    static func backdropThickness(hierarchy root: XMLElement, displayShortSide: Int) -> Int? {
        var thicknesses: Set<Int> = []
        var pending = root.children
        while let element = pending.popLast() {
            pending += element.children
            // A bar runs along an edge; an empty or stubby backdrop (a bar hidden or not laid out) shows nothing.
            guard element[attribute: "resource-id"] == "android:id/navigationBarBackground", let bounds = PixelBounds.onScreen(element),
                  2 * max(bounds.width, bounds.height) >= displayShortSide else { continue }
            thicknesses.insert(min(bounds.width, bounds.height))
        }
        guard let low = thicknesses.min(), let high = thicknesses.max(), high - low <= 1 else { return nil }
        return low
    }

    /// The display's short and long sides in pixels, and whether its shape is known (a window
    /// dumped alone shows a height it has at least).
    private static func sides(of display: DisplayExtent.Shown?) -> (short: Int, long: Int, shapeKnown: Bool)? {
        switch display {
        case .size(let size):
            return (min(size.width, size.height), max(size.width, size.height), true)
        case .atLeast(let size):
            // At least this tall: a phone's shape shows only when the part shown is already that long.
            let phoneShaped = Double(size.height) >= AndroidDensity.phoneAspect * Double(size.width)
            return (size.width, size.height, phoneShaped)
        case .centredWidth, .reachedWidth, nil:
            return nil
        }
    }

    /// `the navigation bar's 113 px, a 48 dp three-button bar (as a gesture bar of 24 dp or less the
    /// display would be 259 dp across or narrower)`.
    func evidence(shortSide: Int) -> String {
        switch self {
        case .threeButton(let density, let thickness):
            let asGesture = Double(shortSide) / (density * Self.buttonBarThickness / Self.thickestGestureBar)
            return "the navigation bar's \(thickness) px, a 48 dp three-button bar (as a gesture bar of 24 dp or less the display "
                + "would be \(formatNumber(asGesture.rounded())) dp across or narrower)"
        case .gesture(let least, let thickness):
            let onTablet = Double(thickness) / least > Self.thickestGestureBar + 0.5
            let thickest = onTablet ? Self.thickestTabletBar : Self.thickestGestureBar
            let asButtons = Double(shortSide) / (least * thickest / Self.buttonBarThickness)
            let bar = onTablet ? "a tablet's stashed taskbar or gesture bar, 32 dp or less" : "a gesture bar of 24 dp or less"
            return "the navigation bar's \(thickness) px, \(bar) (as a 48 dp three-button bar the display "
                + "would be \(formatNumber(asButtons.rounded())) dp across)"
        }
    }
}
