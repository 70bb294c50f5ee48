import A11yModel

/// The density an Android dump's pixel bounds are read at, and the note that says where it came
/// from. No dump records the density. Without `--density` it is assumed from the display's size,
/// taking for that size the *lowest* density common devices have: assumed too high, every size
/// shrinks and targets that pass on the device fail; assumed too low, only small ones pass.
struct AndroidDensity: Sendable, Equatable {
    var value: Double
    var note: String
    /// Not given with `--density`: the snapshot then lists the density as unknown, and sizes near
    /// a threshold need review (`DensityLatitude`).
    var isAssumed = true

    /// A phone's width in dp when its short side is 1,080 px at the default density: the Pixel
    /// phones' 411 dp, as wide as common phones are at their default display size.
    static let phoneWidth = 1080 / ImportOptions.defaultDensity
    /// The widest common tablet, across its short side (the Pixel C: 1,800 px at 2).
    static let tabletWidth = 900.0
    /// The same tablet along its long side (2,560 px at 2): a window's width alone does not say
    /// which way the display is turned.
    static let tabletLength = 1280.0
    /// Phones are this much taller than wide or more (16:9 is 1.78); tablets are 16:10 (1.6) or squarer.
    static let phoneAspect = 1.7
    /// The largest short side of a phone display (QHD, 1,440 px); past it, only tablets.
    static let largestPhoneSide = 1440

    /// The height Android gives the status bar at the least: 24 dp (`status_bar_height` since
    /// Android 6; display cutouts make it taller, never shorter).
    static let leastStatusBarHeight = 24.0

    /// The density for the display, and at most the one at which the status bar (as tall as the
    /// dump shows, if it does) is 24 dp: a display set to a smaller size, or an emulator of a
    /// lower density, puts more dp across the same pixels than a phone does. Compose's touch
    /// areas, then Material 3's drag handle, then a sheet handle's 48 dp box, then a top app
    /// bar's navigation button, then an AlertDialog's title, then a Compose dropdown menu's
    /// rows, then a 16:9 display's status bar, then the navigation bar, say more
    /// than the display's size where the dump shows them.
    static func choose(given: Double?, display shown: DisplayExtent.Shown?, rotation: Int? = nil, statusBar: DisplayExtent.StatusBar?,
                       touchSize: ComposeTouchSize? = nil, dragHandle: Material3DragHandle? = nil, handleBox: SheetHandleBox? = nil,
                       navigationButton: AppBarNavigationButton? = nil, alertTitle: AlertTitleInset? = nil,
                       menuRows: DropdownMenuRows? = nil, navigationBar: NavigationBarDensity? = nil,
                       grid: ((Double) -> DpGridDensity?)? = nil) -> AndroidDensity {
        let chosen = choose(given: given, display: shown, rotation: rotation)
        guard given == nil else { return chosen }
        // A status bar under 24 dp at the density read says the reading is wrong.
        func fitsStatusBar(_ density: Double) -> Bool {
            statusBar.map { density <= Double($0.height) / leastStatusBarHeight + ComposeTouchSize.agreement } ?? true
        }
        if let touchSize, fitsStatusBar(touchSize.density) {
            return AndroidDensity(value: touchSize.density, note: "pixel bounds converted to points at density \(formatNumber(touchSize.density)), "
                + "read from \(touchSize.source) (\(touchSize.evidence)); "
                + "the display's size alone suggested \(formatNumber(chosen.value))", isAssumed: false)
        }
        // Sizes the layout sets in dp, in order of how many dumps showed them right.
        let measured: [(density: Double, evidence: String)?] = [
            dragHandle.map { ($0.density, $0.evidence) }, handleBox.map { ($0.density, $0.evidence) },
            navigationButton.map { ($0.density, $0.evidence) },
            alertTitle.map { ($0.density, $0.evidence) }, menuRows.map { ($0.density, $0.evidence) },
        ]
        if let (density, evidence) = measured.lazy.compactMap({ $0 }).first(where: { fitsStatusBar($0.density) }) {
            return AndroidDensity(value: density, note: "pixel bounds converted to points at density \(rounded(density)), "
                + "read from \(evidence); the display's size alone suggested \(formatNumber(chosen.value))", isAssumed: false)
        }
        if let pinned = StatusBarDensity(statusBar: statusBar, display: shown), pinned.density > chosen.value {
            return AndroidDensity(value: pinned.density, note: "pixel bounds converted to points at density \(formatNumber(pinned.density)), "
                + "read from \(pinned.evidence); the display's size alone suggested \(formatNumber(chosen.value))", isAssumed: false)
        }
        let bounded = boundedByStatusBar(chosen, statusBar: statusBar)
        if let navigationBar, let shortSide = shown?.shortSideAtMost,
           let read = read(navigationBar, shortSide: shortSide, over: bounded, suggested: chosen.value, statusBar: statusBar) {
            return read
        }
        if let read = grid?(bounded.value), fitsStatusBar(read.density) {
            return AndroidDensity(value: read.density, note: "pixel bounds converted to points at density \(formatNumber(read.density)), "
                + "read from \(read.evidence); the display's size alone suggested \(formatNumber(chosen.value))"
                + (bounded.value < chosen.value ? " and the status bar at most \(formatNumber(bounded.value))" : ""), isAssumed: false)
        }
        return bounded
    }

    /// At most the density at which the status bar is 24 dp.
    private static func boundedByStatusBar(_ chosen: AndroidDensity, statusBar: DisplayExtent.StatusBar?) -> AndroidDensity {
        guard let statusBar, statusBar.height > 0 else { return chosen }
        let bound = steppedDown(Double(statusBar.height) / leastStatusBarHeight)
        guard bound < chosen.value else { return chosen }
        return AndroidDensity(value: bound, note: "pixel bounds converted to points at density \(formatNumber(bound)), "
            + "assumed from \(statusBar.evidence): Android's status bar is at least 24 dp tall, so the density is at most "
            + "\(formatNumber(bound)) (the display's size alone suggested \(formatNumber(chosen.value))): the dump does not record the density, "
            + "pass --density (e.g. 3 for xxhdpi)")
    }

    /// The density the navigation bar shows, unless the status bar is under 24 dp at it (the two
    /// disagree, and neither is taken over the other):
    /// - a three-button bar's, known;
    /// - a gesture bar's least density when it is no lower than the assumed one: sizes read at
    ///   it are the largest the device can show, so a size too small at it is too small. A lower
    ///   bound says nothing of the density above it: vendors draw gesture bars of 16 dp too, so a
    ///   thin bar is no reason to lower the assumed density.
    private static func read(_ bar: NavigationBarDensity, shortSide: Int, over assumed: AndroidDensity, suggested: Double,
                             statusBar: DisplayExtent.StatusBar?) -> AndroidDensity? {
        if let statusBar, bar.density > (Double(statusBar.height) + 1) / leastStatusBarHeight { return nil }
        let evidence = bar.evidence(shortSide: shortSide)
        let alone = "the display's size alone suggested \(formatNumber(suggested))"
        switch bar {
        case .threeButton(let density, _):
            return AndroidDensity(value: density, note: "pixel bounds converted to points at density \(rounded(density)), "
                + "read from \(evidence); \(alone)", isAssumed: false)
        case .gesture(let least, _) where least >= assumed.value:
            return AndroidDensity(value: least, note: "pixel bounds converted to points at density \(rounded(least)), "
                + "the least \(evidence) allows, so that no size reads smaller than on the device; \(alone)", isAssumed: false)
        case .gesture:
            return nil
        }
    }

    /// `rotation` is the dump's (`<hierarchy rotation>`): a display wider than tall at rotation 0
    /// is landscape in its natural orientation, as tablets (and televisions) are and no phone is.
    static func choose(given: Double?, display shown: DisplayExtent.Shown?, rotation: Int? = nil) -> AndroidDensity {
        if let given {
            return AndroidDensity(value: given, note: "pixel bounds converted to points at density \(formatNumber(given)) (--density)",
                                  isAssumed: false)
        }
        let display: DisplayExtent.Size, source: String
        // Only a display shown whole tells its orientation.
        var naturallyLandscape = false
        switch shown {
        case .size(let size):
            display = size
            naturallyLandscape = rotation == 0 && size.width > size.height
            source = naturallyLandscape
                ? "the display's \(size.width)×\(size.height) px, wider than tall at rotation 0 (a tablet's natural orientation, never a phone's),"
                : "the display's \(size.width)×\(size.height) px"
        case .atLeast(let size):
            // Dialogs and sheets are centred, so a window from the left edge is as wide as the
            // display; the display may be taller, and a taller phone's density floor is no lower.
            display = size
            source = "a display \(size.width) px wide and at least \(size.height) px tall, as far as a window from its left edge reaches,"
        case .centredWidth(let width, let portrait):
            return centred(width: width, portrait: portrait)
        case .reachedWidth(let width):
            return reached(width: width)
        case nil:
            let value = ImportOptions.defaultDensity
            return AndroidDensity(value: value, note: "pixel bounds converted to points at density \(formatNumber(value)), "
                + "the default: the dump records neither the density nor the display's size, pass --density (e.g. 3 for xxhdpi)")
        }
        let short = min(display.width, display.height), long = max(display.width, display.height)
        let phone = !naturallyLandscape && (short <= 1080 || (short <= largestPhoneSide && Double(long) >= phoneAspect * Double(short)))
        let width = phone ? phoneWidth(across: short) : tabletWidth
        let value = steppedDown(Double(short) / width)
        let device = phone ? phoneName(across: short) : "a tablet \(formatNumber(width)) dp across"
        return AndroidDensity(value: value, note: "pixel bounds converted to points at density \(formatNumber(value)), "
            + "assumed from \(source) as \(device), the widest common size, "
            + "so that no size reads smaller than on the device: the dump does not record the density, pass --density (e.g. 3 for xxhdpi)")
    }

    /// A window inset from both edges of the display (a dialog dumped alone): centred, it shows the
    /// display's width but not its height. Up to a phone's largest short side the display is read
    /// as a phone 411 dp wide; past it as a tablet, across its short side when a window reaching
    /// further down than the display is wide shows it upright (`portrait`), else turned on its
    /// side; and never at more than the default the dump would get without it: a window not
    /// centred (a popup menu at the top right) then reads too low a density, which misses small
    /// targets rather than failing sound ones.
    static func centred(width: Int, portrait: Bool) -> AndroidDensity {
        let (value, device) = acrossWindows(width: width, portrait: portrait)
        return AndroidDensity(value: value, note: "pixel bounds converted to points at density \(formatNumber(value)), "
            + "assumed from a display \(width) px wide, as far as a centred window's margins reach, as \(device), "
            + "at most the default \(formatNumber(ImportOptions.defaultDensity)), so that no size reads smaller than on the device: "
            + "the dump records neither the density nor the display's size, pass --density (e.g. 3 for xxhdpi)")
    }

    /// The density of a display `width` px wide that only windows show, and the device read: a
    /// phone up to a phone's largest short side, past it a tablet, across its short side when
    /// `portrait`, else on its side; never above the default, which the dump would get without it.
    private static func acrossWindows(width: Int, portrait: Bool) -> (value: Double, device: String) {
        let phone = width <= largestPhoneSide
        let across = phone ? phoneWidth(across: width) : portrait ? tabletWidth : tabletLength
        let value = steppedDown(min(Double(width) / across, ImportOptions.defaultDensity))
        let device = phone ? phoneName(across: width)
            : portrait ? "a tablet \(formatNumber(across)) dp across, upright since a window reaches further down than that"
            : "a tablet \(formatNumber(across)) dp wide on its side"
        return (value, device)
    }

    /// Windows beside the display's edge, not centred (a popup menu at the top right): the display
    /// is at least as wide as they reach. Read as a phone that wide up to a phone's largest short
    /// side, past it as a tablet on its side, the lowest density either may have, and never above
    /// the default.
    static func reached(width: Int) -> AndroidDensity {
        let (value, device) = acrossWindows(width: width, portrait: false)
        return AndroidDensity(value: value, note: "pixel bounds converted to points at density \(formatNumber(value)), "
            + "assumed from a display at least \(width) px wide, as its windows show, which are not centred on it (a popup beside "
            + "the display's edge, narrower than its left margin or reaching further down than a display as wide as its margins "
            + "mirrored is tall), as \(device), so that no size reads smaller than on the device: "
            + "the dump records neither the density nor the display's size, pass --density (e.g. 3 for xxhdpi)")
    }

    /// Phones whose short side in pixels is wider in dp than `phoneWidth`: Google's largest Pixels
    /// (the 8 Pro, 9 Pro XL and 10 Pro XL, and their emulator images) are 1,344 px across at 480
    /// dpi, 448 dp, where 411 dp would read 3.25 and every size 8 % smaller than on the device.
    /// At their default resolution (1,008 × 2,244) the same 448 dp are 1,008 px, 2.25 each, where
    /// 411 dp would read 2.375 and every size 5 % smaller.
    static let widerPhones: [Int: (width: Double, name: String)] = [
        1344: (448, "a Pixel 8 Pro, 9 Pro XL or 10 Pro XL, 448 dp wide"),
        1008: (448, "a Pixel 8 Pro, 9 Pro XL or 10 Pro XL at its default resolution, 448 dp wide"),
    ]

    /// The width in dp of the widest common phone `pixels` across.
    static func phoneWidth(across pixels: Int) -> Double { widerPhones[pixels]?.width ?? phoneWidth }

    /// `a phone 411 dp wide`, or the phone a width names.
    static func phoneName(across pixels: Int) -> String {
        widerPhones[pixels]?.name ?? "a phone \(formatNumber(phoneWidth.rounded())) dp wide"
    }

    /// `2.354`: a density read from pixels, to three decimals.
    private static func rounded(_ density: Double) -> String { formatNumber((density * 1000).rounded() / 1000) }

    /// Down to a multiple of 1/8 (the density buckets are: 1.5, 1.75, 2.625, 3.5), within the
    /// densities `--density` accepts.
    static func steppedDown(_ density: Double) -> Double {
        let stepped = (density * 8).rounded(.down) / 8
        return min(max(stepped, 0.75), ImportOptions.densityRange.upperBound)
    }
}
