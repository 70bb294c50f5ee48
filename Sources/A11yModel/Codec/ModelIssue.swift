/// A problem found in a scenario, located by coding path and by model ids so that either
/// encoding can point at it (JSON by path, XML by line).
public struct ModelIssue: Sendable, Hashable, Error, CustomStringConvertible {
    /// JSON-style path: `snapshots[1].root.children[0].id`.
    public var codingPath: String
    public var message: String
    public var snapshotID: String?
    public var nodeID: String?
    public var transitionID: String?

    public init(codingPath: String, message: String, snapshotID: String? = nil, nodeID: String? = nil,
                transitionID: String? = nil) {
        self.codingPath = codingPath
        self.message = message
        self.snapshotID = snapshotID
        self.nodeID = nodeID
        self.transitionID = transitionID
    }

    public var description: String { codingPath.isEmpty ? message : "\(codingPath): \(message)" }
}

/// Renders a `Decoder` coding path as `snapshots[0].root.children[2].frame`.
public func renderCodingPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            text += (text.isEmpty ? "" : ".") + key.stringValue
        }
    }
    return text
}
