/// One component: the snapshots of its states and the transitions between them.
public struct Scenario: Sendable, Hashable, Codable {
    /// The file format version this value follows.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// Stable name used in report class names, e.g. `morphmodalkit-default`.
    public var id: String
    public var title: String?
    /// Where the component comes from (library, version, seed).
    public var source: String?
    public var snapshots: [Snapshot]
    public var transitions: [Transition]

    public init(formatVersion: Int = Scenario.currentFormatVersion, id: String, title: String? = nil,
                source: String? = nil, snapshots: [Snapshot] = [], transitions: [Transition] = []) {
        self.formatVersion = formatVersion
        self.id = id
        self.title = title
        self.source = source
        self.snapshots = snapshots
        self.transitions = transitions
    }

    public func snapshot(_ id: String) -> Snapshot? { snapshots.first { $0.id == id } }

    /// Snapshots grouped by state, in first-appearance order: each group is one variant set.
    public var variantSets: [(state: String, snapshots: [Snapshot])] {
        var order: [String] = []
        var groups: [String: [Snapshot]] = [:]
        for snapshot in snapshots {
            if groups[snapshot.state] == nil { order.append(snapshot.state) }
            groups[snapshot.state, default: []].append(snapshot)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    private enum CodingKeys: String, CodingKey { case formatVersion, id, title, source, snapshots, transitions }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try c.decodeIfPresent(Int.self, forKey: .formatVersion) ?? Scenario.currentFormatVersion
        id = try c.decode(String.self, forKey: .id)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        snapshots = try c.decodeIfPresent([Snapshot].self, forKey: .snapshots) ?? []
        transitions = try c.decodeIfPresent([Transition].self, forKey: .transitions) ?? []
    }
}
