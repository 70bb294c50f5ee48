/// A closed list of well-known tokens plus an escape hatch for everything else.
///
/// Input files name roles, traits, actions and the like as strings. A token this version does not
/// know must survive a decode/encode round trip unchanged instead of trapping or being dropped,
/// so every vocabulary keeps unknown spellings as `.other("…")`.
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

    /// Whether the token is one this version understands.
    public var isKnown: Bool { Self.known.contains(self) }

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
