/// What an import inferred or could not carry, in the order the user should read it: what was
/// read and converted, what was inferred, what looks odd, what is unknown.
///
/// Nodes get their ids only when the tree is assembled, so notes about a node keep its arena
/// index and are rendered with the final id.
struct ImportNotes: Sendable {
    private var facts: [String] = []
    private var inferences: [(node: Int, text: String)] = []
    private var tallies: [Tally] = []
    private var closing: [String] = []

    private struct Tally: Sendable {
        var message: String
        var nodes: [Int]
    }

    /// A plain statement about the import, shown first.
    mutating func add(_ text: String) { facts.append(text) }

    /// Withdraws a plain statement that turned out not to hold.
    mutating func remove(_ text: String) { facts.removeAll { $0 == text } }

    /// The statement that heads the notes (what was read).
    mutating func addHeading(_ text: String) { facts.insert(text, at: 0) }

    /// A statement shown last (what is unknown, which defaults were assumed).
    mutating func addClosing(_ text: String) { closing.append(text) }

    /// Something decided about a node from clues rather than read: `inferred: 'id' …`.
    mutating func inferred(_ node: Int, _ text: String) { inferences.append((node, text)) }

    /// One more node showing a repeated observation; up to three are named.
    mutating func tally(_ message: String, node: Int) {
        if let index = tallies.firstIndex(where: { $0.message == message }) {
            tallies[index].nodes.append(node)
        } else {
            tallies.append(Tally(message: message, nodes: [node]))
        }
    }

    /// The notes with node indices replaced by their ids. Nodes left out of the tree (system UI,
    /// off-screen subtrees: id "") are not the scenario's, so notes about them are dropped.
    func lines(ids: [String]) -> [String] {
        func name(_ node: Int) -> String { ids.indices.contains(node) ? "'\(ids[node])'" : "node \(node)" }
        func isLeftOut(_ node: Int) -> Bool { ids.indices.contains(node) && ids[node].isEmpty }
        let inferred = inferences.filter { !isLeftOut($0.node) }.map { "inferred: \(name($0.node)) \($0.text)" }
        let counted = tallies.compactMap { tally -> String? in
            let nodes = tally.nodes.filter { !isLeftOut($0) }
            guard !nodes.isEmpty else { return nil }
            let named = nodes.prefix(3).map(name).joined(separator: ", ")
            return "\(tally.message): \(nodes.count) (\(named)\(nodes.count > 3 ? ", …" : ""))"
        }
        return facts + inferred + counted + closing
    }
}
