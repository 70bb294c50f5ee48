/// The settings one snapshot or transition was captured under.
public struct Environment: Sendable, Hashable, Codable {
    public var platform: Platform
    public var reduceMotion: Bool
    public var prefersCrossFadeTransitions: Bool
    public var contentSize: ContentSizeCategory
    public var colorScheme: ColorScheme
    public var increaseContrast: Bool
    public var boldText: Bool
    public var voiceOver: Bool
    /// `.elevated` for content UIKit lifts above the base level (popovers, some modals).
    public var interfaceLevel: InterfaceLevel
    /// The screen in points and its pixel scale.
    public var viewport: Size
    public var scale: Double
    /// The viewport as a rectangle at the origin: where a frame is on screen.
    public var screen: Rect { Rect(x: 0, y: 0, width: viewport.width, height: viewport.height) }
    /// Android's `ANIMATOR_DURATION_SCALE` (0 = "Remove animations"); nil when not captured.
    public var animatorDurationScale: Double?
    /// Whether the software keyboard is up (its frame is a node with part `keyboard`).
    public var keyboardVisible: Bool

    public init(
        platform: Platform = .iOS, reduceMotion: Bool = false, prefersCrossFadeTransitions: Bool = false,
        contentSize: ContentSizeCategory = .large, colorScheme: ColorScheme = .light,
        increaseContrast: Bool = false, boldText: Bool = false, voiceOver: Bool = false,
        interfaceLevel: InterfaceLevel = .base, viewport: Size = Size(width: 393, height: 852),
        scale: Double = 3, animatorDurationScale: Double? = nil, keyboardVisible: Bool = false
    ) {
        self.platform = platform
        self.reduceMotion = reduceMotion
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
        self.contentSize = contentSize
        self.colorScheme = colorScheme
        self.increaseContrast = increaseContrast
        self.boldText = boldText
        self.voiceOver = voiceOver
        self.interfaceLevel = interfaceLevel
        self.viewport = viewport
        self.scale = scale
        self.animatorDurationScale = animatorDurationScale
        self.keyboardVisible = keyboardVisible
    }

    /// Environments that only differ here are variants of one another (rules compare them).
    public var variantName: String {
        var parts = [platform.token, contentSize.rawValue, colorScheme.rawValue]
        if reduceMotion { parts.append("reduce-motion") }
        if prefersCrossFadeTransitions { parts.append("cross-fade") }
        if increaseContrast { parts.append("increase-contrast") }
        if boldText { parts.append("bold-text") }
        if voiceOver { parts.append("voiceover") }
        if interfaceLevel == .elevated { parts.append("elevated") }
        if keyboardVisible { parts.append("keyboard") }
        if let animatorDurationScale { parts.append("animator-scale-\(formatNumber(animatorDurationScale))") }
        return parts.joined(separator: ", ")
    }

    /// Motion is reduced on either platform's signal.
    public var motionReduced: Bool { reduceMotion || animatorDurationScale == 0 }

    // Every key but `platform` may be left out of a JSON file; defaults are the init's.
    private enum CodingKeys: String, CodingKey {
        case platform, reduceMotion, prefersCrossFadeTransitions, contentSize, colorScheme
        case increaseContrast, boldText, voiceOver, interfaceLevel, viewport, scale
        case animatorDurationScale, keyboardVisible
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let fallback = Environment()
        platform = try c.decodeIfPresent(Platform.self, forKey: .platform) ?? fallback.platform
        reduceMotion = try c.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false
        prefersCrossFadeTransitions = try c.decodeIfPresent(Bool.self, forKey: .prefersCrossFadeTransitions) ?? false
        contentSize = try c.decodeIfPresent(ContentSizeCategory.self, forKey: .contentSize) ?? .large
        colorScheme = try c.decodeIfPresent(ColorScheme.self, forKey: .colorScheme) ?? .light
        increaseContrast = try c.decodeIfPresent(Bool.self, forKey: .increaseContrast) ?? false
        boldText = try c.decodeIfPresent(Bool.self, forKey: .boldText) ?? false
        voiceOver = try c.decodeIfPresent(Bool.self, forKey: .voiceOver) ?? false
        interfaceLevel = try c.decodeIfPresent(InterfaceLevel.self, forKey: .interfaceLevel) ?? .base
        viewport = try c.decodeIfPresent(Size.self, forKey: .viewport) ?? fallback.viewport
        scale = try c.decodeIfPresent(Double.self, forKey: .scale) ?? fallback.scale
        animatorDurationScale = try c.decodeIfPresent(Double.self, forKey: .animatorDurationScale)
        keyboardVisible = try c.decodeIfPresent(Bool.self, forKey: .keyboardVisible) ?? false
    }
}

public enum Platform: OpenVocabulary {
    case iOS, android
    case other(String)

    public static let known: [Platform] = [.iOS, .android]

    public var token: String {
        switch self {
        case .iOS: "iOS"
        case .android: "android"
        case .other(let token): token
        }
    }
}

public enum ColorScheme: String, Sendable, Hashable, Codable, CaseIterable {
    case light, dark
}

public enum InterfaceLevel: String, Sendable, Hashable, Codable, CaseIterable {
    case base, elevated
}
