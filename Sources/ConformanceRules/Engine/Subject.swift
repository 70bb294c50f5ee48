import A11yModel

/// What a testcase is about: a snapshot, a variant set (one state under several environments) or
/// a transition.
public struct Subject: Sendable, Hashable, Codable, Comparable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case snapshot, variantSet, transition
    }

    public var kind: Kind
    /// Snapshot id, state name, or transition id.
    public var id: String
    /// The environment it ran under (nil for a variant set, which spans several).
    public var environment: Environment?
    /// Order within its scenario, so reports follow the file's order.
    public var order: Int

    public init(kind: Kind, id: String, environment: Environment?, order: Int) {
        self.kind = kind
        self.id = id
        self.environment = environment
        self.order = order
    }

    /// `presented-large-light [iOS, large, light]`, `transition push-rm [iOS, …, reduce-motion]`.
    public var displayName: String {
        let prefix = kind == .snapshot ? "" : kind == .variantSet ? "state " : "transition "
        return prefix + id + (environment.map { " [\($0.variantName)]" } ?? "")
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.kind.sortKey, lhs.order, lhs.id) < (rhs.kind.sortKey, rhs.order, rhs.id)
    }
}

extension Subject.Kind {
    fileprivate var sortKey: Int {
        switch self {
        case .snapshot: 0
        case .variantSet: 1
        case .transition: 2
        }
    }
}
