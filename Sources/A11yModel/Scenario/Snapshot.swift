/// The accessibility tree of one state of the component under one environment.
public struct Snapshot: Sendable, Hashable, Codable {
    /// Unique in the scenario, e.g. `expanded-ax5-rm`.
    public var id: String
    /// The component state it shows (`compact`, `stack-depth-2`, …). Snapshots that share a
    /// state under different environments form a variant set.
    public var state: String
    public var environment: Environment
    /// Where assistive-technology focus sits in this state, when captured.
    public var focusedNode: String?
    /// Facts the capture could not record; rules that need them answer "can't tell".
    public var unknown: [ModelFact]
    /// The accessibility tree, stored flat (see `NodeTree`).
    public var tree: NodeTree

    /// The tree in nested form: built from `tree` when read, flattened into it when set.
    public var root: Node {
        get { tree.root }
        set { tree = NodeTree(newValue) }
    }

    public init(id: String, state: String, environment: Environment = Environment(), focusedNode: String? = nil,
                unknown: [ModelFact] = [], root: Node) {
        self.init(id: id, state: state, environment: environment, focusedNode: focusedNode, unknown: unknown,
                  tree: NodeTree(root))
    }

    public init(id: String, state: String, environment: Environment = Environment(), focusedNode: String? = nil,
                unknown: [ModelFact] = [], tree: NodeTree) {
        self.id = id
        self.state = state
        self.environment = environment
        self.focusedNode = focusedNode
        self.unknown = unknown
        self.tree = tree
    }

    public func knows(_ fact: ModelFact) -> Bool { !unknown.contains(fact) }

    private enum CodingKeys: String, CodingKey { case id, state, environment, focusedNode, unknown, root }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        state = try c.decodeIfPresent(String.self, forKey: .state) ?? id
        environment = try c.decodeIfPresent(Environment.self, forKey: .environment) ?? Environment()
        focusedNode = try c.decodeIfPresent(String.self, forKey: .focusedNode)
        unknown = try c.decodeIfPresent([ModelFact].self, forKey: .unknown) ?? []
        tree = NodeTree(try c.decode(Node.self, forKey: .root))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(state, forKey: .state)
        try c.encode(environment, forKey: .environment)
        try c.encodeIfPresent(focusedNode, forKey: .focusedNode)
        if !unknown.isEmpty { try c.encode(unknown, forKey: .unknown) }
        try c.encode(root, forKey: .root)
    }
}

/// A kind of fact a capture format may be unable to carry (UI-test dumps have no modal flag,
/// no colours, no escape action…). Rules that depend on an unknown fact answer `cantTell`.
public enum ModelFact: OpenVocabulary {
    case modality, actions, hint, colors, textStyle, traits, hitFrame, gestures, opacity, sheet
    case focus, notifications, tracks
    /// Element roles (a dump without element types has its roles guessed).
    case roles
    /// Whether each view is important for accessibility (Android's `importantForAccessibility`).
    case importance
    /// The order the screen reader reads in: unknown when the file's order is not that order
    /// (TalkBack reads Compose content by its place on screen, whatever order a dump lists it in).
    case readingOrder
    /// The screen density sizes were converted at: unknown when pixel bounds were read at an
    /// assumed one, so a size read near a threshold may lie on either side of it on the device.
    case density
    /// Which element is on top where two overlap: unknown when the file's order may not be the
    /// drawing order (Android draws a raised view, by its elevation, over views listed after it,
    /// and no dump records elevation).
    case stacking
    case other(String)

    public static let known: [ModelFact] = [
        .modality, .actions, .hint, .colors, .textStyle, .traits, .hitFrame, .gestures, .opacity, .sheet,
        .focus, .notifications, .tracks, .roles, .importance, .readingOrder, .density, .stacking,
    ]

    public var token: String {
        switch self {
        case .modality: "modality"
        case .actions: "actions"
        case .hint: "hint"
        case .colors: "colors"
        case .textStyle: "textStyle"
        case .traits: "traits"
        case .hitFrame: "hitFrame"
        case .gestures: "gestures"
        case .opacity: "opacity"
        case .sheet: "sheet"
        case .focus: "focus"
        case .notifications: "notifications"
        case .tracks: "tracks"
        case .roles: "roles"
        case .importance: "importance"
        case .readingOrder: "readingOrder"
        case .density: "density"
        case .stacking: "stacking"
        case .other(let token): token
        }
    }
}
