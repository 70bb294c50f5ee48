import A11yModel

/// The density a dump shows through Compose's minimum touch size.
///
/// Compose Material makes a clickable smaller than 48 × 48 dp take touches over 48 dp around its
/// centre (`minimumInteractiveComponentSize`), and its buttons are 40 dp tall (`ButtonDefaults
/// .MinHeight`, an `IconButton`'s state layer), its filter chips 32 dp (`FilterChipDefaults
/// .Height`, a `android.widget.CheckBox` node for their role). In a dump, such a button is a clickable
/// `android.view.View` holding the `android.widget.Button` node its role adds, centred in it and
/// 40/48 of its height (and of its width when that was extended too): a wrapper 72 px tall around
/// a 60 px button is 48 dp at 1.5. The wrapper's height in pixels over 48 is then the density the
/// device ran at, whatever display size it was set to — the one fact no dump records.
///
/// Compose reports a clickable node's touch bounds (`touchBoundsInRoot`), so a chip or an icon
/// smaller than 48 dp in a row that is too reaches past the row equally on both sides: 102 px
/// chips in a 50 px row are 48 dp at 2.125. The side extended is then no longer than the other.
/// Such a node says less than a pair (a view may be centred over a smaller one for other
/// reasons), so these are read only in a dump without pairs, two of them at least, all agreeing.
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
        /// The touch area reaches past the view holding it (`buttonHeight` is then that view's
        /// size along the same side), rather than around a button.
        var pastHolder = false
        /// Around a filter chip (32 dp) rather than a button (40 dp).
        var aroundChip = false
    }

    static let touchSize = 48.0
    static let buttonSize = 40.0
    static let chipSize = 32.0
    /// Pixel bounds are rounded, each edge by up to half a pixel.
    static let pixelTolerance = 1.0
    /// Pairs further apart than this (in density) are not one device's.
    static let agreement = 0.03
    /// The narrowest a display may be across its short side (Android CDD, `MIN_DIMENSION_DP`).
    static let leastShortSide = 320.0

    /// Whether a density read from the dump leaves the display (its short side in pixels, when
    /// shown) at least as wide as the narrowest phone.
    static func isPossible(_ density: Double, displayShortSide: Int?) -> Bool {
        displayShortSide.map { Double($0) / density >= leastShortSide } ?? true
    }

    /// The pairs of a UiAutomator hierarchy, if they agree and the display (its short side in
    /// pixels, when shown) can be at that density.
    static func read(hierarchy root: XMLElement, displayShortSide: Int?) -> ComposeTouchSize? {
        var pairs: [(density: Double, example: Example)] = []
        var pastHolders: [(density: Double, example: Example)] = []
        var pending = root.children.map { (element: $0, holder: XMLElement?.none) }
        while let (element, holder) = pending.popLast() {
            pending += element.children.map { ($0, element) }
            if let pair = pair(wrapper: element) {
                pairs.append(pair)
            } else if let holder, let past = reachingPast(holder, from: element) {
                pastHolders.append(past)
            }
        }
        let found = pairs.isEmpty && pastHolders.count >= 2 ? pastHolders : pairs
        guard let first = found.first else { return nil }
        let densities = found.map(\.density)
        guard let low = densities.min(), let high = densities.max(), high - low <= agreement else { return nil }
        let density = densities.reduce(0, +) / Double(densities.count)
        guard isPossible(density, displayShortSide: displayShortSide) else { return nil }
        return ComposeTouchSize(density: density, pairs: found.count, example: first.example)
    }

    /// The density a clickable `View` shows when it is the 48 dp touch area of the Compose button
    /// it holds.
    static func pair(wrapper element: XMLElement) -> (density: Double, example: Example)? {
        guard className(element) == "android.view.View", element[attribute: "clickable"] == "true",
              let outer = PixelBounds.onScreen(element) else { return nil }
        let roles = element.children.filter { roleSizes[className($0)] != nil }
        guard roles.count == 1, let size = roleSizes[className(roles[0])], let inner = PixelBounds.onScreen(roles[0]) else { return nil }
        let height = outer.bottom - outer.top, width = outer.right - outer.left
        let innerHeight = inner.bottom - inner.top, innerWidth = inner.right - inner.left
        guard innerHeight < height, isCentred(inner.top - outer.top, outer.bottom - inner.bottom),
              isExtended(innerHeight, to: height, size: size) else { return nil }
        // Across, the button is either as wide as its touch area or extended the same way.
        let sameWidth = abs(innerWidth - width) <= 1 && isCentred(inner.left - outer.left, outer.right - inner.right)
        let extendedWidth = innerWidth < width && isCentred(inner.left - outer.left, outer.right - inner.right)
            && isExtended(innerWidth, to: width, size: size)
        guard sameWidth || extendedWidth else { return nil }
        let texts = element.children.map { $0[attribute: "text"] }
        let name = ([element[attribute: "content-desc"], roles[0][attribute: "content-desc"], element[attribute: "text"]] + texts)
            .compactMap { $0 }.first { !$0.isEmpty }
        return (Double(height) / touchSize, Example(name: name, wrapperHeight: height, buttonHeight: innerHeight, aroundChip: size == chipSize))
    }

    /// The density a clickable `View` shows when, along one side, it reaches equally past both
    /// edges of the view holding it: Compose's touch area around a chip or icon in a row thinner
    /// than 48 dp.
    static func reachingPast(_ holder: XMLElement, from element: XMLElement) -> (density: Double, example: Example)? {
        guard className(element) == "android.view.View", element[attribute: "clickable"] == "true",
              let touch = PixelBounds.onScreen(element), let held = PixelBounds.onScreen(holder) else { return nil }
        let sides = [(touch.top, touch.bottom, held.top, held.bottom, touch.right - touch.left),
                     (touch.left, touch.right, held.left, held.right, touch.bottom - touch.top)]
        for (start, end, holderStart, holderEnd, across) in sides {
            let before = holderStart - start, after = end - holderEnd
            // Compose extends only a side shorter than 48 dp, to 48 dp: the longer side is the view's own.
            guard before > 0, after > 0, isCentred(before, after), end - start <= across + 1 else { continue }
            let name = ([element[attribute: "content-desc"], element[attribute: "text"]] + element.children.map { $0[attribute: "text"] })
                .compactMap { $0 }.first { !$0.isEmpty }
            return (Double(end - start) / touchSize,
                    Example(name: name, wrapperHeight: end - start, buttonHeight: holderEnd - holderStart, pastHolder: true))
        }
        return nil
    }

    private static func isCentred(_ before: Int, _ after: Int) -> Bool { abs(before - after) <= 1 }

    private static func isExtended(_ inner: Int, to outer: Int, size: Double) -> Bool {
        abs(Double(inner) - Double(outer) * size / touchSize) <= pixelTolerance
    }

    /// The node a Compose role adds inside its clickable, by class, and its height in dp: a
    /// button's state layer (`ButtonDefaults.MinHeight`, an `IconButton`'s), a filter chip's
    /// (`FilterChipDefaults.Height`, role Checkbox).
    static let roleSizes: [String: Double] = ["android.widget.Button": buttonSize, "android.widget.CheckBox": chipSize]

    private static func className(_ element: XMLElement) -> String { element[attribute: "class"] ?? element.name }

    /// What the density was read from, for the note.
    var source: String {
        if example.pastHolder { return "Compose's 48 dp minimum touch areas" }
        return example.aroundChip ? "Compose's 48 dp minimum touch size around its 32 dp filter chips"
            : "Compose's 48 dp minimum touch size around its 40 dp buttons"
    }

    /// `'Not now': a 72 px touch area around a 60 px button, and 2 more`.
    var evidence: String {
        let name = example.name.map { "'\(excerpt($0))': " } ?? ""
        let more = pairs > 1 ? ", and \(pairs - 1) more" : ""
        if example.pastHolder {
            return "\(name)a \(example.wrapperHeight) px touch area reaching past both edges of the \(example.buttonHeight) px view holding it\(more)"
        }
        return "\(name)a \(example.wrapperHeight) px touch area around a \(example.buttonHeight) px \(example.aroundChip ? "chip" : "button")\(more)"
    }
}
