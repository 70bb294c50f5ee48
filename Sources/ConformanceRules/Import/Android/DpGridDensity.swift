import A11yModel

/// The density a layout's own sizes show.
///
/// Views are sized and spaced in dp, and Android turns a dimension of `k` dp into
/// `round(k × density)` pixels (`TypedValue.complexToDimensionPixelSize`, Compose's `roundToPx`),
/// so the widths, heights and insets of a dump gather on the pixel values whole dp give at the
/// device's density: at 3, 72 px (24 dp) and 144 px (48 dp), never 73; at 2.625, 21, 42 and 63 px
/// (8, 16 and 24 dp). Views sized by their text or by a weight fall anywhere. Material lays
/// views out on a 4 dp grid, so multiples of 4 and 8 dp are the likeliest sizes.
///
/// Each distinct size and inset is read as drawn from a mixture: whole dp at the density (the
/// multiples of 8 dp eight times as likely as odd dp, of 4 dp four times, even dp twice) or any
/// pixel value. The density whose mixture explains the dump best, by a likelihood ratio of at
/// least `decisiveMargin`, over the assumed density and every other candidate, is taken.
///
/// Only standard densities (`DisplayMetrics.DENSITY_*`) from just above the assumed one up to
/// the assumed one over `DensityLatitude.smallestDisplayScale` are candidates: a reading raises
/// the density by no more than a display's size setting may have lowered it, never lowers it,
/// and stays far from twice the assumed density, at which a layout of multiples of 8 dp would
/// read as one of multiples of 4 dp.
struct DpGridDensity: Sendable, Equatable {
    var density: Double
    /// Distinct sizes and insets read.
    var values: Int
    /// How many of them are whole dp, and multiples of 4 dp, at the density and at the next
    /// likeliest candidate.
    var atDensity: Fit
    var runnerUp: Double
    var atRunnerUp: Fit
    /// Frequent sizes in whole dp at the density, for the note: `72 px = 24 dp`.
    var examples: [Example]

    struct Fit: Sendable, Equatable {
        var wholeDp: Int
        var fourDp: Int
    }

    struct Example: Sendable, Equatable {
        var pixels: Int
        var dp: Int
    }

    /// `DisplayMetrics`' density constants, in dpi (density × 160).
    static let standardDPIs = [120, 140, 160, 180, 200, 213, 220, 240, 260, 280, 300, 320, 340, 360, 390, 400, 420, 440, 450,
                               480, 520, 560, 600, 640]
    /// The natural logarithm of the likelihood ratio a reading must reach: about 400 to 1.
    static let decisiveMargin = 6.0
    /// Fewer distinct sizes and insets than this decide nothing, however well they fit: a
    /// handful of views can share one size by chance.
    static let leastValues = 10

    /// The pixel values read, in dp at the assumed density, so that a screen captured at twice the
    /// pixels reads the same views: sizes from 1.5 dp (a divider is smaller) to 150 dp (wider
    /// views are mostly sized by their parent), insets from a parent's edges (paddings and
    /// margins) up to 75 dp.
    struct ValueRange: Equatable {
        var smallest: Int
        var largestSize: Int
        var largestInset: Int

        init(assumed: Double) {
            smallest = Int((1.5 * assumed).rounded(.up))
            largestSize = Int(150 * assumed)
            largestInset = Int(75 * assumed)
        }

        var sizes: ClosedRange<Int> { smallest...max(smallest, largestSize) }
        var insets: ClosedRange<Int> { smallest...max(smallest, largestInset) }
    }

    /// A view's pixel bounds and those of the nearest enclosing view that has them.
    struct Box {
        var bounds: PixelBounds
        var parent: PixelBounds?
    }

    /// The reading of a dump's views, when one density above `assumed` explains them decisively.
    static func read(_ boxes: [Box], over assumed: Double, displayShortSide: Int?) -> DpGridDensity? {
        let range = ValueRange(assumed: assumed)
        var values = Set<Int>(), counts: [Int: Int] = [:]
        for box in boxes {
            for size in [box.bounds.width, box.bounds.height] where range.sizes.contains(size) {
                values.insert(size)
                counts[size, default: 0] += 1
            }
            guard let parent = box.parent else { continue }
            let bounds = box.bounds
            for inset in [bounds.left - parent.left, bounds.top - parent.top, parent.right - bounds.right, parent.bottom - bounds.bottom]
            where range.insets.contains(inset) {
                values.insert(inset)
            }
        }
        return read(values: values.sorted(), over: assumed, displayShortSide: displayShortSide, counts: counts)
    }

    /// Every element of a UiAutomator hierarchy with bounds on screen.
    static func boxes(_ root: XMLElement) -> [Box] {
        var boxes: [Box] = []
        var pending: [(element: XMLElement, parent: PixelBounds?)] = root.children.reversed().map { ($0, nil) }
        while let (element, parent) = pending.popLast() {
            let bounds = PixelBounds.onScreen(element)
            if let bounds { boxes.append(Box(bounds: bounds, parent: parent)) }
            pending += element.children.reversed().map { ($0, bounds ?? parent) }
        }
        return boxes
    }

    /// `values` are distinct and within `ValueRange(assumed:)`. A density above the assumed one is
    /// taken when it leads the assumed one and every other candidate by `decisiveMargin`.
    static func read(values: [Int], over assumed: Double, displayShortSide: Int?, counts: [Int: Int] = [:]) -> DpGridDensity? {
        guard values.count >= leastValues else { return nil }
        let range = ValueRange(assumed: assumed)
        let ceiling = assumed / DensityLatitude.smallestDisplayScale
        let candidates = standardDPIs.map { Double($0) / 160 }
            .filter { $0 > assumed + 1e-9 && $0 <= ceiling + 1e-9 && ComposeTouchSize.isPossible($0, displayShortSide: displayShortSide) }
        let fits = (candidates + [assumed]).map { (density: $0, fit: GridModel(density: $0, range: range).fit(values)) }
        guard let reading = decisive(fits), reading.best.density != assumed else { return nil }
        let examples = values.compactMap { pixels in GridModel.wholeDp(pixels, density: reading.best.density).map { Example(pixels: pixels, dp: $0) } }
            .sorted { (counts[$0.pixels] ?? 0, $0.pixels) > (counts[$1.pixels] ?? 0, $1.pixels) }.prefix(3)
        return DpGridDensity(density: reading.best.density, values: values.count, atDensity: Fit(values, density: reading.best.density),
                             runnerUp: reading.next.density, atRunnerUp: Fit(values, density: reading.next.density), examples: Array(examples))
    }

    /// The likeliest of `fits` and the next, when the first leads by `decisiveMargin`.
    private static func decisive(_ fits: [(density: Double, fit: Double)])
        -> (best: (density: Double, fit: Double), next: (density: Double, fit: Double))? {
        let sorted = fits.sorted { $0.fit > $1.fit }
        guard sorted.count > 1, sorted[0].fit - sorted[1].fit >= decisiveMargin else { return nil }
        return (sorted[0], sorted[1])
    }

    /// What the density was read from, for the note.
    var evidence: String {
        let shown = examples.map { "\($0.pixels) px = \($0.dp) dp" }.joined(separator: ", ")
        return "the layout's dp grid: of its \(values) distinct sizes and insets, \(atDensity.wholeDp) are whole dp at "
            + "\(formatNumber(density)) and \(atDensity.fourDp) multiples of 4 dp (\(shown)), "
            + "against \(atRunnerUp.wholeDp) and \(atRunnerUp.fourDp) at \(formatNumber(runnerUp)), the likeliest other density"
    }
}

extension DpGridDensity.Fit {
    /// How many of `values` are whole dp, and multiples of 4 dp, at `density`.
    init(_ values: [Int], density: Double) {
        let whole = values.compactMap { GridModel.wholeDp($0, density: density) }
        self.init(wholeDp: whole.count, fourDp: whole.filter { $0 % 4 == 0 }.count)
    }
}
