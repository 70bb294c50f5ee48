import A11yModel

/// How far an Android dump reaches, in pixels: the size its root states (UiAutomator2's `width`
/// and `height`) and the far edges of its outermost elements, the windows' roots, which the
/// window manager keeps on the display (a node inside may reach past it: a carousel's next
/// card). They show the display's size once one of them starts at its top-left corner. A dialog
/// or sheet window dumped alone (`uiautomator dump` writes only the active window) does not; when
/// it starts at the left edge, it is as wide as the display (dialogs and sheets are centred), and
/// the display is at least as tall as it reaches; when it is inset from both edges, the display is
/// as wide as its left margin mirrored on the right, unless no display that wide is as tall as the
/// window reaches.
struct DisplayExtent {
    struct Size: Sendable, Equatable {
        var width: Int
        var height: Int
    }

    /// What the outermost bounds show of the display.
    enum Shown: Sendable, Equatable {
        /// Its size: a root starts at its top-left corner.
        case size(Size)
        /// Its width, and a height it has at least: a root starts at its left edge, none at the corner.
        case atLeast(Size)
        /// Its width, if the windows are centred: no root starts at its left edge, and the widest
        /// reach of a root with its left margin added on the right is this wide. `portrait` when a
        /// root reaches further down than that width: the display is then taller than wide.
        case centredWidth(Int, portrait: Bool)
        /// A width the display has at least: no root starts at its left edge, and the windows,
        /// below the display's top, are narrower than their left margins, so none is a centred
        /// dialog (a popup menu at the top right); the display reaches at least as far as their
        /// right edges.
        case reachedWidth(Int)

        /// The most the display's short side can be, in pixels: its width where only that is
        /// shown. A width it reaches at least bounds nothing: the display may be wider.
        var shortSideAtMost: Int? {
            switch self {
            case .size(let size): min(size.width, size.height)
            case .atLeast(let size): size.width
            case .centredWidth(let width, _): width
            case .reachedWidth: nil
            }
        }
    }

    private var right = 0, bottom = 0, anchored = false, leftAligned = false, mirroredWidth = 0

    mutating func include(_ bounds: PixelBounds) {
        guard bounds.right > bounds.left, bounds.bottom > bounds.top else { return }
        if bounds.left == 0 && bounds.top == 0 { anchored = true }
        if bounds.left == 0 { leftAligned = true }
        // A window below the display's top and narrower than its left margin is a popup beside
        // an edge, no centred dialog: mirroring that margin would make the display wider than it
        // may be. A pane from the top (one half of a split screen) is mirrored still.
        let popup = bounds.top > 0 && bounds.right - bounds.left < bounds.left
        if bounds.left > 0, !popup { mirroredWidth = max(mirroredWidth, bounds.left + bounds.right) }
        right = max(right, bounds.right)
        bottom = max(bottom, bounds.bottom)
    }

    mutating func includeStated(width: Int?, height: Int?) {
        guard let width, let height else { return }
        include(PixelBounds(left: 0, top: 0, right: width, bottom: height))
    }

    var shown: Shown? {
        let reach = Size(width: right, height: bottom)
        if anchored { return .size(reach) }
        if leftAligned { return .atLeast(reach) }
        if mirroredWidth > 0 {
            // Android centres a window with the odd pixel on its right: the display is one wider.
            let width = mirroredWidth + mirroredWidth % 2
            if Double(bottom) <= Self.tallestAspect * Double(width) { return .centredWidth(width, portrait: bottom > width) }
            // No display is that tall for its width: the windows are not centred (a menu below
            // its anchor), and the display is at least as wide as one that tall can be.
            return .reachedWidth(max(right, Int((Double(bottom) / Self.tallestAspect).rounded(.up))))
        }
        return right > 0 ? .reachedWidth(right) : nil
    }

    /// The tallest display for its width: phones reach 21:9 (2.33), a foldable's cover screen
    /// about 2.7 (the Galaxy Z Fold3's 832 × 2,268 px).
    static let tallestAspect = 2.8

    /// Ids of the status bar: the app window's own backdrop for it (`statusBarBackground`, the
    /// decor view's) and SystemUI's bar.
    static let statusBarIDs: Set<String> = ["android:id/statusBarBackground", "com.android.systemui:id/status_bar",
                                             "com.android.systemui:id/status_bar_container"]

    /// The height in pixels of the status bar a hierarchy shows at the display's top edge, if any.
    static func statusBarHeight(hierarchy root: XMLElement) -> Int? {
        var pending = root.children
        while let element = pending.popLast() {
            pending += element.children
            guard let id = element[attribute: "resource-id"], statusBarIDs.contains(id), let text = element[attribute: "bounds"],
                  case .success(let bounds) = PixelBounds.parse(text), bounds.top == 0, bounds.left == 0,
                  bounds.bottom > bounds.top, bounds.right > bounds.left else { continue }
            return bounds.bottom - bounds.top
        }
        return nil
    }

    /// What shows the status bar's height in pixels: the bar itself, or the top of the app's
    /// window, laid out below a bar the dump leaves out.
    enum StatusBar: Sendable, Equatable {
        case bar(Int)
        case windowTop(Int)

        var height: Int {
            switch self {
            case .bar(let height), .windowTop(let height): height
            }
        }

        var evidence: String {
            switch self {
            case .bar(let height): "the status bar's \(height) px"
            case .windowTop(let top): "the app's window starting \(top) px below the display's top, under the status bar"
            }
        }
    }

    /// The status bar a hierarchy shows, else the top of a window from the display's left edge
    /// that reaches as far down as any window, when none starts at the display's top: a window
    /// laid out below the status bar. Another window starting there (a sheet's own window) is
    /// lower down, which bounds the density less, never more.
    static func statusBar(hierarchy root: XMLElement, windows: [PixelBounds]? = nil) -> StatusBar? {
        if let height = statusBarHeight(hierarchy: root) { return .bar(height) }
        guard root[attribute: "width"] == nil, root[attribute: "height"] == nil else { return nil }
        let shown = (windows ?? outermostBounds(of: root)).filter { $0.right > $0.left && $0.bottom > $0.top }
        guard let bottom = shown.map(\.bottom).max(), !shown.contains(where: { $0.top == 0 }) else { return nil }
        return shown.filter { $0.left == 0 && $0.bottom == bottom }.map(\.top).min().map(StatusBar.windowTop)
    }

    /// The outermost elements with bounds of a UiAutomator or UiAutomator2 hierarchy (`windows`,
    /// when the caller has found them already); malformed values are left for the reader to report
    /// where they are.
    static func of(hierarchy root: XMLElement, windows: [PixelBounds]? = nil) -> Shown? {
        var extent = DisplayExtent()
        extent.includeStated(width: root[attribute: "width"].flatMap { Int($0) }, height: root[attribute: "height"].flatMap { Int($0) })
        for bounds in windows ?? outermostBounds(of: root) { extent.include(bounds) }
        // A popup's menu is anchored to what opened it, not centred: its margins say nothing.
        if case .centredWidth = extent.shown, holdsOnlyMenus(root) { return .reachedWidth(extent.right) }
        return extent.shown
    }

    /// Whether every window of the dump is a popup's menu (`PopupMenus`).
    static func holdsOnlyMenus(_ root: XMLElement) -> Bool {
        let windows = windowElements(of: root)
        return !windows.isEmpty && windows.allSatisfy { window in
            guard let frame = PixelBounds.onScreen(window) else { return false }
            var parts: [PopupMenus.Part] = [], inside = window.children
            while let element = inside.popLast() {
                inside += element.children
                let area = PixelBounds.onScreen(element).map { Double($0.width) * Double($0.height) } ?? 0
                parts.append(PopupMenus.Part(className: element[attribute: "class"], resourceID: element[attribute: "resource-id"], area: area))
            }
            return PopupMenus.isMenu(windowArea: Double(frame.width) * Double(frame.height), parts: parts)
        }
    }

    /// The bounds of the outermost elements that have well-formed ones: the windows' roots.
    static func outermostBounds(of root: XMLElement) -> [PixelBounds] {
        windowElements(of: root).compactMap { element in
            guard let text = element[attribute: "bounds"], case .success(let bounds) = PixelBounds.parse(text) else { return nil }
            return bounds
        }
    }

    /// The outermost elements that carry bounds, well-formed or not: the windows' roots.
    static func windowElements(of root: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = [], pending = root.children
        while let element = pending.popLast() {
            if element[attribute: "bounds"] == nil { pending += element.children } else { found.append(element) }
        }
        return found
    }
}
