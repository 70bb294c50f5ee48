import A11yModel

/// What a testcase is about: a snapshot, a variant set (one state under several environments) or
/// a transition.
///
/// Its values are shared (`SharedValues`), as a finding's are: every rule result of the subject
/// holds it, and a scenario's results are kept until the reports are written, so each copy is a
/// reference instead of a hundred bytes.
public struct Subject: Sendable, Hashable, Codable, Comparable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case snapshot, variantSet, transition
    }

    private var storage: SharedValues<Values>

    public var kind: Kind {
        get { storage.values.kind }
        set { storage.update { $0.kind = newValue } }
    }
    /// Snapshot id, state name, or transition id.
    public var id: String {
        get { storage.values.id }
        set { storage.update { $0.id = newValue } }
    }
    /// The environment it ran under (nil for a variant set, which spans several).
    public var environment: Environment? {
        get { storage.values.environment }
        set { storage.update { $0.environment = newValue } }
    }
    /// Order within its scenario, so reports follow the file's order.
    public var order: Int {
        get { storage.values.order }
        set { storage.update { $0.order = newValue } }
    }
    /// What the subject shows apart from its environment: a snapshot's or variant set's state
    /// (`presented`), or a transition's kind and the states it joins (`push presented → pushed`).
    /// Reports group findings by it, so one defect seen under eight environments is one problem.
    public var state: String {
        get { storage.values.state }
        set { storage.update { $0.state = newValue } }
    }

    /// `state` defaults to the id: right for a variant set, and for a snapshot or transition
    /// built by hand without the scenario around it.
    public init(kind: Kind, id: String, environment: Environment?, order: Int, state: String? = nil) {
        storage = SharedValues(Values(kind: kind, id: id, environment: environment, order: order, state: state ?? id))
    }

    /// Encoded and decoded exactly as the plain struct of these five properties was.
    public init(from decoder: any Decoder) throws { storage = SharedValues(try Values(from: decoder)) }

    public func encode(to encoder: any Encoder) throws { try storage.values.encode(to: encoder) }

    /// `presented-large-light [iOS, large, light]`, `transition push-rm [iOS, …, reduce-motion]`.
    public var displayName: String {
        let prefix = kind == .snapshot ? "" : kind == .variantSet ? "state " : "transition "
        return prefix + id + (environment.map { " [\($0.variantName)]" } ?? "")
    }

    /// The state this subject belongs to, whatever its environment: snapshots and the variant set
    /// of one state share it; transitions have their own.
    public var stateKey: StateKey { StateKey(isTransition: kind == .transition, state: state) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.kind.sortKey, lhs.order, lhs.id) < (rhs.kind.sortKey, rhs.order, rhs.id)
    }

    private struct Values: Sendable, Hashable, Codable {
        var kind: Kind
        var id: String
        var environment: Environment?
        var order: Int
        var state: String
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

/// A state of the component, or a transition between two states, apart from the environments it
/// was captured under: the unit reports group findings by (one JUnit testcase per rule and state,
/// one problem per rule, element and state).
public struct StateKey: Sendable, Hashable, Codable {
    public var isTransition: Bool
    /// `presented`, or `push presented → pushed` for a transition.
    public var state: String

    public init(isTransition: Bool, state: String) {
        self.isTransition = isTransition
        self.state = state
    }

    /// `presented`, `transition push presented → pushed`.
    public var name: String { (isTransition ? "transition " : "") + state }
}
