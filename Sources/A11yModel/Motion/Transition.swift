/// A change from one snapshot to another, how it animated, and what assistive technology was told.
public struct Transition: Sendable, Hashable, Codable {
    public var id: String
    public var kind: TransitionKind
    /// Snapshot ids.
    public var from: String
    public var to: String
    public var environment: Environment
    public var tracks: [AnimationTrack]
    /// The element (in `from`) that had focus when the transition started.
    public var focusBefore: String?
    /// The element (in `to`) where focus lands afterwards; nil when focus was not moved.
    public var focusAfter: String?
    /// The element that presented the sheet, where focus should return on dismiss.
    public var invoker: String?
    public var notifications: [PostedNotification]
    /// During a morph: were the outgoing views hidden from AT as the transition began?
    public var outgoingHiddenAtStart: Bool?
    /// Can the transition be interrupted by new input?
    public var interruptible: Bool?
    /// Facts the capture could not record (`focus`, `notifications`, `tracks`).
    public var unknown: [ModelFact]

    public init(id: String, kind: TransitionKind, from: String, to: String, environment: Environment = Environment(),
                tracks: [AnimationTrack] = [], focusBefore: String? = nil, focusAfter: String? = nil,
                invoker: String? = nil, notifications: [PostedNotification] = [], outgoingHiddenAtStart: Bool? = nil,
                interruptible: Bool? = nil, unknown: [ModelFact] = []) {
        self.id = id
        self.kind = kind
        self.from = from
        self.to = to
        self.environment = environment
        self.tracks = tracks
        self.focusBefore = focusBefore
        self.focusAfter = focusAfter
        self.invoker = invoker
        self.notifications = notifications
        self.outgoingHiddenAtStart = outgoingHiddenAtStart
        self.interruptible = interruptible
        self.unknown = unknown
    }

    public func knows(_ fact: ModelFact) -> Bool { !unknown.contains(fact) }

    public func posted(_ kind: NotificationKind) -> [PostedNotification] {
        notifications.filter { $0.kind == kind }
    }

    private enum CodingKeys: String, CodingKey {
        case id, kind, from, to, environment, tracks, focusBefore, focusAfter, invoker, notifications
        case outgoingHiddenAtStart, interruptible, unknown
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        kind = try c.decode(TransitionKind.self, forKey: .kind)
        from = try c.decode(String.self, forKey: .from)
        to = try c.decode(String.self, forKey: .to)
        environment = try c.decodeIfPresent(Environment.self, forKey: .environment) ?? Environment()
        tracks = try c.decodeIfPresent([AnimationTrack].self, forKey: .tracks) ?? []
        focusBefore = try c.decodeIfPresent(String.self, forKey: .focusBefore)
        focusAfter = try c.decodeIfPresent(String.self, forKey: .focusAfter)
        invoker = try c.decodeIfPresent(String.self, forKey: .invoker)
        notifications = try c.decodeIfPresent([PostedNotification].self, forKey: .notifications) ?? []
        outgoingHiddenAtStart = try c.decodeIfPresent(Bool.self, forKey: .outgoingHiddenAtStart)
        interruptible = try c.decodeIfPresent(Bool.self, forKey: .interruptible)
        unknown = try c.decodeIfPresent([ModelFact].self, forKey: .unknown) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(environment, forKey: .environment)
        if !tracks.isEmpty { try c.encode(tracks, forKey: .tracks) }
        try c.encodeIfPresent(focusBefore, forKey: .focusBefore)
        try c.encodeIfPresent(focusAfter, forKey: .focusAfter)
        try c.encodeIfPresent(invoker, forKey: .invoker)
        if !notifications.isEmpty { try c.encode(notifications, forKey: .notifications) }
        try c.encodeIfPresent(outgoingHiddenAtStart, forKey: .outgoingHiddenAtStart)
        try c.encodeIfPresent(interruptible, forKey: .interruptible)
        if !unknown.isEmpty { try c.encode(unknown, forKey: .unknown) }
    }
}

public enum TransitionKind: OpenVocabulary {
    case present, dismiss, push, pop, replace, expand, collapse, dragSettle
    case other(String)

    public static let known: [TransitionKind] = [.present, .dismiss, .push, .pop, .replace, .expand, .collapse, .dragSettle]

    public var token: String {
        switch self {
        case .present: "present"
        case .dismiss: "dismiss"
        case .push: "push"
        case .pop: "pop"
        case .replace: "replace"
        case .expand: "expand"
        case .collapse: "collapse"
        case .dragSettle: "dragSettle"
        case .other(let token): token
        }
    }

    /// Detent changes: the sheet changes height but keeps its content.
    public var isDetentChange: Bool { self == .expand || self == .collapse || self == .dragSettle }
}

/// An accessibility notification posted when a transition completes.
public struct PostedNotification: Sendable, Hashable, Codable {
    public var kind: NotificationKind
    /// The element VoiceOver should move to (screenChanged / layoutChanged argument).
    public var target: String?
    /// The announcement text.
    public var text: String?

    public init(_ kind: NotificationKind, target: String? = nil, text: String? = nil) {
        self.kind = kind
        self.target = target
        self.text = text
    }
}

public enum NotificationKind: OpenVocabulary {
    case screenChanged, layoutChanged, announcement, pageScrolled
    case other(String)

    public static let known: [NotificationKind] = [.screenChanged, .layoutChanged, .announcement, .pageScrolled]

    public var token: String {
        switch self {
        case .screenChanged: "screenChanged"
        case .layoutChanged: "layoutChanged"
        case .announcement: "announcement"
        case .pageScrolled: "pageScrolled"
        case .other(let token): token
        }
    }
}
