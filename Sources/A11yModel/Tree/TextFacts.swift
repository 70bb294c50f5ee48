/// How a text element is set, and whether it fits.
public struct TextFacts: Sendable, Hashable, Codable {
    /// The text style it uses, or nil for a fixed font.
    public var style: TextStyle?
    /// The point size as rendered in this snapshot's content size category.
    public var pointSize: Double
    public var weight: FontWeight
    /// Whether the size follows Dynamic Type (`preferredFont`, `UIFontMetrics`, `sp`).
    public var scalesWithDynamicType: Bool
    public var isTruncated: Bool
    public var isClipped: Bool
    /// Text whose loss loses content or function (WCAG 1.4.4); decorative text is not.
    public var isEssential: Bool

    public init(style: TextStyle? = nil, pointSize: Double, weight: FontWeight = .regular,
                scalesWithDynamicType: Bool = true, isTruncated: Bool = false, isClipped: Bool = false,
                isEssential: Bool = true) {
        self.style = style
        self.pointSize = pointSize
        self.weight = weight
        self.scalesWithDynamicType = scalesWithDynamicType
        self.isTruncated = isTruncated
        self.isClipped = isClipped
        self.isEssential = isEssential
    }

    private enum CodingKeys: String, CodingKey {
        case style, pointSize, weight, scalesWithDynamicType, isTruncated, isClipped, isEssential
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        style = try c.decodeIfPresent(TextStyle.self, forKey: .style)
        pointSize = try c.decode(Double.self, forKey: .pointSize)
        weight = try c.decodeIfPresent(FontWeight.self, forKey: .weight) ?? .regular
        scalesWithDynamicType = try c.decodeIfPresent(Bool.self, forKey: .scalesWithDynamicType) ?? true
        isTruncated = try c.decodeIfPresent(Bool.self, forKey: .isTruncated) ?? false
        isClipped = try c.decodeIfPresent(Bool.self, forKey: .isClipped) ?? false
        isEssential = try c.decodeIfPresent(Bool.self, forKey: .isEssential) ?? true
    }
}

public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The CSS/OpenType weight: 100 (ultra light) to 900 (black), regular 400, semibold 600, bold 700.
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Bold for WCAG's large-scale text: weight 700 or more, CSS's `bold` (CSS Fonts 4 §2.2), as
    /// axe-core and Android's `Typeface.BOLD` count it. Semibold (600) is not bold.
    public var isBold: Bool { numericWeight >= 700 }
}
