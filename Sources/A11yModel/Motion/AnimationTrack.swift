/// One animated property of one node during a transition.
public struct AnimationTrack: Sendable, Hashable, Codable {
    /// The node that moves (an id in the transition's snapshots); nil for the whole component.
    public var node: String?
    public var property: AnimatedProperty
    public var from: Double
    public var to: Double
    public var curve: Curve
    public var delay: Double
    /// What moves it: the animation, the finger one to one, or the finger indirectly (parallax).
    public var driver: TrackDriver
    /// How many times it plays; `repeatsForever` overrides.
    public var repeatCount: Int
    public var repeatsForever: Bool
    /// Started without any interaction (WCAG 2.2.2 applies to such motion).
    public var startsAutomatically: Bool

    public init(node: String? = nil, property: AnimatedProperty, from: Double, to: Double, curve: Curve,
                delay: Double = 0, driver: TrackDriver = .animation, repeatCount: Int = 1,
                repeatsForever: Bool = false, startsAutomatically: Bool = false) {
        self.node = node
        self.property = property
        self.from = from
        self.to = to
        self.curve = curve
        self.delay = delay
        self.driver = driver
        self.repeatCount = repeatCount
        self.repeatsForever = repeatsForever
        self.startsAutomatically = startsAutomatically
    }

    public var delta: Double { to - from }

    private enum CodingKeys: String, CodingKey {
        case node, property, from, to, curve, delay, driver, repeatCount, repeatsForever, startsAutomatically
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        node = try c.decodeIfPresent(String.self, forKey: .node)
        property = try c.decode(AnimatedProperty.self, forKey: .property)
        from = try c.decode(Double.self, forKey: .from)
        to = try c.decode(Double.self, forKey: .to)
        curve = try c.decode(Curve.self, forKey: .curve)
        delay = try c.decodeIfPresent(Double.self, forKey: .delay) ?? 0
        driver = try c.decodeIfPresent(TrackDriver.self, forKey: .driver) ?? .animation
        repeatCount = try c.decodeIfPresent(Int.self, forKey: .repeatCount) ?? 1
        repeatsForever = try c.decodeIfPresent(Bool.self, forKey: .repeatsForever) ?? false
        startsAutomatically = try c.decodeIfPresent(Bool.self, forKey: .startsAutomatically) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(node, forKey: .node)
        try c.encode(property, forKey: .property)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(curve, forKey: .curve)
        if delay != 0 { try c.encode(delay, forKey: .delay) }
        if driver != .animation { try c.encode(driver, forKey: .driver) }
        if repeatCount != 1 { try c.encode(repeatCount, forKey: .repeatCount) }
        if repeatsForever { try c.encode(repeatsForever, forKey: .repeatsForever) }
        if startsAutomatically { try c.encode(startsAutomatically, forKey: .startsAutomatically) }
    }
}

public enum AnimatedProperty: OpenVocabulary {
    /// Points along x / y.
    case translationX, translationY
    /// Scale factor, 1 = natural size.
    case scale
    case opacity, cornerRadius, height, blur, rotation
    case other(String)

    public static let known: [AnimatedProperty] = [
        .translationX, .translationY, .scale, .opacity, .cornerRadius, .height, .blur, .rotation,
    ]

    public var token: String {
        switch self {
        case .translationX: "translationX"
        case .translationY: "translationY"
        case .scale: "scale"
        case .opacity: "opacity"
        case .cornerRadius: "cornerRadius"
        case .height: "height"
        case .blur: "blur"
        case .rotation: "rotation"
        case .other(let token): token
        }
    }

    /// Changes of perceived position, size or depth: WCAG 2.3.3's "motion animation".
    /// Opacity (and colour) changes are not motion.
    public var isSpatial: Bool {
        switch self {
        case .translationX, .translationY, .scale, .height, .rotation: true
        default: false
        }
    }
}

public enum TrackDriver: String, Sendable, Hashable, Codable, CaseIterable {
    /// Runs on its own once triggered.
    case animation
    /// Follows the finger one to one (direct manipulation).
    case gesture
    /// Driven by a gesture but not one to one: parallax, scaling of other cards.
    case gestureSecondary
}
