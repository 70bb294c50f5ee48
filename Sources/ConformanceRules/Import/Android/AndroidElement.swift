#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import A11yModel

/// One node of an Android dump (Appium UiAutomator2, `uiautomator dump`, androidx, Maestro
/// Android) in a common shape. Optional fields are those some versions or formats leave out
/// (hierarchy-formats.md §3.2, §4, §6).
struct AndroidElement: Sendable {
    var className: String?
    var text: String?
    var contentDescription: String?
    var resourceID: String?
    var hint: String?
    var package: String?
    var bounds: PixelBounds?
    var checkable: Bool?
    var checked: Bool?
    var clickable: Bool?
    var longClickable: Bool?
    var focusable: Bool?
    var enabled: Bool?
    var password: Bool?
    var scrollable: Bool?
    var selected: Bool?
    /// `displayed` (UiAutomator2) or `visible-to-user` (androidx, Maestro's dumper).
    var visibleToUser: Bool?
    var importantForAccessibility: Bool?
    var screenReaderFocusable: Bool?
    var dismissable: Bool?
    var accessibilityFocused: Bool?
    /// `focused`: input focus, which TalkBack follows when the app moves it.
    var inputFocused: Bool?
    var heading: Bool?
    var paneTitle: String?
    /// Action ids (`ACTION_CLICK`), from UiAutomator2's opt-in `actions`.
    var actionIDs: [String]?
    /// `NAF="true"`: clickable with no text or description anywhere below.
    var notAccessibilityFriendly = false
    /// Whether the dump shows children under it.
    var hasChildren = false
    /// Whether its bounds ended before they started, read as empty (`PixelBounds.parseVisible`).
    var boundsCollapsed = false
}

/// Android `bounds="[l,t][r,b]"`: screen pixels, the visible part of the node only.
struct PixelBounds: Sendable, Hashable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    /// Android's `Rect` holds 32-bit ints (and Maestro's iOS bounds are points); bounds beyond
    /// them come from no device, and keeping to them means `right - left` cannot overflow.
    static let coordinates = Int(Int32.min)...Int(Int32.max)

    /// Parses `[l,t][r,b]`; a failure with a reason when malformed or when they end before they start.
    static func parse(_ text: String) -> Result<PixelBounds, BoundsError> {
        switch parseVisible(text) {
        case .success(let read) where read.collapsed:
            return .failure(BoundsError("bounds '\(excerpt(text))' end before they start (right < left or bottom < top)"))
        case .success(let read): return .success(read.bounds)
        case .failure(let error): return .failure(error)
        }
    }

    /// Parses `[l,t][r,b]` as a dump's visible bounds. A view drawn wholly outside its parent's
    /// clip (a value bubble above a slider's thumb) is reported with bounds that end before they
    /// start, its own edges cut by the parent's: nothing of it is on screen, so it is read as empty
    /// at its start (`collapsed`), as Android's visibility check reads it.
    static func parseVisible(_ text: String) -> Result<(bounds: PixelBounds, collapsed: Bool), BoundsError> {
        let trimmed = text.trimming(.whitespaces)
        let parts = trimmed.split(separator: "][", omittingEmptySubsequences: false)
        guard parts.count == 2, trimmed.hasPrefix("["), trimmed.hasSuffix("]") else {
            return .failure(BoundsError("'\(excerpt(text))' is not bounds of the form [left,top][right,bottom]"))
        }
        let numbers = [parts[0].dropFirst(), parts[1].dropLast()].flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let values = numbers.map { Int($0.trimming(.whitespaces)) }
        guard numbers.count == 4, values.allSatisfy({ $0 != nil }) else {
            return .failure(BoundsError("'\(excerpt(text))' is not bounds of the form [left,top][right,bottom] with whole pixels"))
        }
        guard values.allSatisfy({ Self.coordinates.contains($0 ?? 0) }) else {
            return .failure(BoundsError("bounds '\(excerpt(text))' lie outside the 32-bit coordinates devices record "
                + "(whole numbers from \(Self.coordinates.lowerBound) to \(Self.coordinates.upperBound))"))
        }
        let left = values[0] ?? 0, top = values[1] ?? 0, right = values[2] ?? 0, bottom = values[3] ?? 0
        let collapsed = right < left || bottom < top
        return .success((PixelBounds(left: left, top: top, right: max(left, right), bottom: max(top, bottom)), collapsed))
    }

    var width: Int { right - left }
    var height: Int { bottom - top }

    /// The well-formed, non-empty bounds of a dump's element, or nil: for the readers that look at
    /// a hierarchy before it is imported (malformed values are left for the import to report).
    static func onScreen(_ element: XMLElement) -> PixelBounds? {
        guard let text = element[attribute: "bounds"], case .success(let bounds) = parse(text),
              bounds.width > 0, bounds.height > 0 else { return nil }
        return bounds
    }

    func overlaps(_ other: PixelBounds) -> Bool {
        left < other.right && other.left < right && top < other.bottom && other.top < bottom
    }

    /// In points (dp) at `density` pixels per point.
    func rect(density: Double) -> Rect {
        Rect(x: Double(left) / density, y: Double(top) / density,
             width: Double(right - left) / density, height: Double(bottom - top) / density)
    }
}

struct BoundsError: Error, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
