import A11yModel
@testable import ConformanceRules

/// Evaluates one expression against a snapshot's or transition's rule document, as a rule
/// would: `ma:` functions registered, optionally with a node as context.
enum XPathProbe {
    static func string(_ expression: String, on snapshot: Snapshot, at nodeID: String? = nil) -> Result<String, XPathError> {
        guard case .success(let program) = XPathCompiler.compile([expression]) else {
            return .failure(XPathError(code: 7, message: "does not compile"))
        }
        let index = SnapshotIndex(snapshot)
        let result = RuleDocumentBuilder.withSnapshot(index) { tree, document in
            tree.withXPath(functions: ModelFunctions(document: document)) { xpath in
                let ordinal = nodeID.flatMap { id in index.node(id).flatMap { document.ordinal(of: $0, in: index) } }
                return xpath.string(program, 0, context: ordinal)
            }
        }
        switch result {
        case .success(let value?): return value
        default: return .failure(XPathError(code: 0, message: "no document"))
        }
    }

    static func string(_ expression: String, on scenario: Scenario, transition: String) -> Result<String, XPathError> {
        guard case .success(let program) = XPathCompiler.compile([expression]),
              let transition = scenario.transitions.first(where: { $0.id == transition }) else {
            return .failure(XPathError(code: 7, message: "does not compile"))
        }
        let from = scenario.snapshot(transition.from).map(SnapshotIndex.init)
        let to = scenario.snapshot(transition.to).map(SnapshotIndex.init)
        let result = RuleDocumentBuilder.withTransition(transition, from: from, to: to, scenarioID: scenario.id) { tree, document in
            tree.withXPath(functions: ModelFunctions(document: document)) { xpath in xpath.string(program, 0, context: nil) }
        }
        switch result {
        case .success(let value?): return value
        default: return .failure(XPathError(code: 0, message: "no document"))
        }
    }

    /// The value, or the error message prefixed with `error: `.
    static func value(_ expression: String, on snapshot: Snapshot, at nodeID: String? = nil) -> String {
        switch string(expression, on: snapshot, at: nodeID) {
        case .success(let value): value
        case .failure(let error): "error: \(error.message)"
        }
    }
}
