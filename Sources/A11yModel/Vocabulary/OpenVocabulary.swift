/// A closed list of well-known tokens plus an escape hatch for a team's own.
///
/// Input files name roles, traits, actions and the like as strings. Scenario files may use only
/// the known tokens and tokens of their own that start with `x-` (`x-carousel`): anything else is
/// reported by `ScenarioValidator` with the closest known token, so a typo such as `buton` is an
/// error rather than a role no rule knows. Every spelling still decodes (as `.other("…")`) and
/// survives a round trip, so the validator, not the decoder, decides.
public protocol OpenVocabulary: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
    /// Every known case, in documentation order.
    static var known: [Self] { get }
    /// The spelling used in both file formats.
    var token: String { get }
    /// Wraps a spelling that is not in `known`.
    static func other(_ token: String) -> Self
}

extension OpenVocabulary {
    /// Parses a spelling; never fails. Inlinable so that readers in other modules get a version
    /// specialised for each vocabulary instead of a generic one that dispatches on every token.
    @inlinable
    public init(token: String) {
        self = Self.known.first { $0.token == token } ?? .other(token)
    }

    /// Whether the token is one this version understands: every known spelling reads as its
    /// own case, so only `.other` values are unknown (without searching `known`).
    public var isKnown: Bool { self != Self.other(token) }

    /// Whether the token is a team's own (`x-…`), which scenario files may use freely.
    public var isExtension: Bool { token.hasPrefix(extensionPrefix) }

    public var description: String { token }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.token < rhs.token }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(token: try container.decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(token)
    }
}

/// The prefix of tokens and JSON keys that are a team's own data: `x-carousel`, `"x-jira": "A11Y-12"`.
public let extensionPrefix = "x-"
