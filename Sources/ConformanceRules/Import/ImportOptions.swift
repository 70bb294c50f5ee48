import A11yModel

/// What the command line adds to a dump: the dump itself holds no environment and, on Android,
/// no screen density.
public struct ImportOptions: Sendable, Hashable {
    /// Pixels per point used when `density` is not given and the dump does not show the
    /// display's size (otherwise `AndroidDensity` assumes one from it): 2.625 (420 dpi), the
    /// density of the Pixel phones and of the emulator images Android Studio creates by default.
    /// Android dumps carry no density, so the notes of every Android import state the value used.
    public static let defaultDensity = 2.625
    /// Densities accepted on the command line (ldpi 0.75 … beyond xxxhdpi 4).
    public static let densityRange: ClosedRange<Double> = 0.5...8

    /// Android pixels per point (dp); nil means assumed from the display (`AndroidDensity`).
    public var density: Double?
    public var environment: EnvironmentOverrides
    /// The scenario id; nil derives it from the file name.
    public var scenarioID: String?
    /// The snapshot's state (and id); nil means `imported`.
    public var state: String?
    public var title: String?
    /// Keep system UI (status and navigation bars, launchers, SpringBoard, a browser's own
    /// interface around its page) in the scenario; by default it is left out, as it is not the
    /// app (`--include-system-ui`).
    public var includeSystemUI: Bool

    public init(density: Double? = nil, environment: EnvironmentOverrides = EnvironmentOverrides(),
                scenarioID: String? = nil, state: String? = nil, title: String? = nil, includeSystemUI: Bool = false) {
        self.includeSystemUI = includeSystemUI
        self.density = density
        self.environment = environment
        self.scenarioID = scenarioID
        self.state = state
        self.title = title
    }
}

/// Environment settings given on the command line; nil fields keep the dump's or the default.
public struct EnvironmentOverrides: Sendable, Hashable {
    public var platform: Platform?
    public var contentSize: ContentSizeCategory?
    public var colorScheme: ColorScheme?
    public var reduceMotion: Bool?
    public var prefersCrossFadeTransitions: Bool?
    public var increaseContrast: Bool?
    public var boldText: Bool?
    public var voiceOver: Bool?
    public var viewport: Size?
    public var scale: Double?

    public init(platform: Platform? = nil, contentSize: ContentSizeCategory? = nil, colorScheme: ColorScheme? = nil,
                reduceMotion: Bool? = nil, prefersCrossFadeTransitions: Bool? = nil, increaseContrast: Bool? = nil,
                boldText: Bool? = nil, voiceOver: Bool? = nil, viewport: Size? = nil, scale: Double? = nil) {
        self.platform = platform
        self.contentSize = contentSize
        self.colorScheme = colorScheme
        self.reduceMotion = reduceMotion
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
        self.increaseContrast = increaseContrast
        self.boldText = boldText
        self.voiceOver = voiceOver
        self.viewport = viewport
        self.scale = scale
    }

    public func applied(to base: Environment) -> Environment {
        var environment = base
        if let platform { environment.platform = platform }
        if let contentSize { environment.contentSize = contentSize }
        if let colorScheme { environment.colorScheme = colorScheme }
        if let reduceMotion { environment.reduceMotion = reduceMotion }
        if let prefersCrossFadeTransitions { environment.prefersCrossFadeTransitions = prefersCrossFadeTransitions }
        if let increaseContrast { environment.increaseContrast = increaseContrast }
        if let boldText { environment.boldText = boldText }
        if let voiceOver { environment.voiceOver = voiceOver }
        if let viewport { environment.viewport = viewport }
        if let scale { environment.scale = scale }
        return environment
    }

    /// Whether the accessibility settings that rules compare (content size, colour scheme,
    /// motion, contrast) were all left to their defaults.
    var leavesSettingsToDefaults: Bool {
        contentSize == nil && colorScheme == nil && reduceMotion == nil && increaseContrast == nil && boldText == nil
    }
}
