/// Dynamic Type content size categories, smallest to largest.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1, ax2, ax3, ax4, ax5

    public static let `default`: ContentSizeCategory = .large

    /// AX1…AX5, the sizes offered under Accessibility > Larger Text.
    public var isAccessibilityCategory: Bool { self >= .ax1 }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// Accepts this model's spelling and UIKit's (`UICTContentSizeCategoryAccessibilityXXXL`,
    /// `accessibilityExtraExtraExtraLarge`, `extraLarge`, …).
    public init?(parsing text: String) {
        if let exact = ContentSizeCategory(rawValue: text) {
            self = exact
            return
        }
        let aliases: [String: ContentSizeCategory] = [
            "extrasmall": .xSmall, "xs": .xSmall, "s": .small, "m": .medium, "l": .large,
            "extralarge": .xLarge, "xl": .xLarge, "extraextralarge": .xxLarge, "xxl": .xxLarge,
            "extraextraextralarge": .xxxLarge, "xxxl": .xxxLarge,
            "accessibilitymedium": .ax1, "accessibilitym": .ax1,
            "accessibilitylarge": .ax2, "accessibilityl": .ax2,
            "accessibilityextralarge": .ax3, "accessibilityxl": .ax3,
            "accessibilityextraextralarge": .ax4, "accessibilityxxl": .ax4,
            "accessibilityextraextraextralarge": .ax5, "accessibilityxxxl": .ax5,
        ]
        var key = text.lowercased().replacing("-", with: "")
        for prefix in ["uictcontentsizecategory", "uicontentsizecategory"] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
        }
        guard let category = aliases[key] ?? ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == key })
        else { return nil }
        self = category
    }
}
