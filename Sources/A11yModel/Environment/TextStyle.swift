/// Apple's text styles, with the point sizes of Apple's Dynamic Type table
/// (HIG Typography, iOS/iPadOS; values verbatim, xSmall…AX5).
public enum TextStyle: OpenVocabulary {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    case other(String)

    public static let known: [TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
        .caption1, .caption2,
    ]

    public var token: String {
        switch self {
        case .largeTitle: "largeTitle"
        case .title1: "title1"
        case .title2: "title2"
        case .title3: "title3"
        case .headline: "headline"
        case .body: "body"
        case .callout: "callout"
        case .subheadline: "subheadline"
        case .footnote: "footnote"
        case .caption1: "caption1"
        case .caption2: "caption2"
        case .other(let token): token
        }
    }

    /// Sizes per category in the order of `ContentSizeCategory.allCases`; nil for `.other`.
    private var sizes: [Double]? {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        case .other: nil
        }
    }

    /// The style's point size at `category`, or nil for a style Apple's table does not list.
    public func pointSize(at category: ContentSizeCategory) -> Double? {
        guard let sizes, let index = ContentSizeCategory.allCases.firstIndex(of: category) else { return nil }
        return sizes[index]
    }

    /// Headline is the only semibold style in the table.
    public var isSemibold: Bool { self == .headline }
}
