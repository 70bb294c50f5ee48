import A11yModel

/// One extension function: how it is called, what it returns, what it does, an example for the
/// authoring guide, and its body. Bodies read the model through `ModelFunctionCall`.
struct ModelFunction: Sendable {
    var name: String
    var forms: [[XPathArgumentKind]]
    /// `ma:contrast-ratio([node]) → number`, as the guide prints it.
    var signature: String
    var summary: String
    var example: String
    var body: @Sendable (ModelFunctionCall) -> XPathValue

    /// What a function returns, and what it returns when the node or track it asks about is missing.
    enum Returns: String, Sendable {
        case boolean, number, string
        case nodeSet = "node-set"

        var fallback: XPathValue {
            switch self {
            case .boolean: .boolean(false)
            case .number: .number(.nan)
            case .string: .string("")
            case .nodeSet: .element(nil)
            }
        }
    }

    /// A function of one node: `ma:name()` about the context node, or `ma:name(node-set)`.
    static func ofNode(_ name: String, returns: Returns, _ summary: String, example: String,
                       _ body: @escaping @Sendable (SnapshotIndex, VisitedNode, ModelFunctionCall) -> XPathValue) -> ModelFunction {
        ModelFunction(name: name, forms: [[], [.nodes]], signature: "ma:\(name)([node]) → \(returns.rawValue)",
                      summary: summary, example: example) { call in
            guard let (index, node) = call.subjectNode else { return returns.fallback }
            return body(index, node, call)
        }
    }

    /// A function of one node and one more argument: `ma:name(x)` or `ma:name(node-set, x)`.
    static func ofNodeWith(_ name: String, _ operand: XPathArgumentKind, operandName: String, returns: Returns,
                           _ summary: String, example: String,
                           _ body: @escaping @Sendable (SnapshotIndex, VisitedNode, XPathArgument, ModelFunctionCall) -> XPathValue)
        -> ModelFunction {
        ModelFunction(name: name, forms: [[operand], [.nodes, operand]],
                      signature: "ma:\(name)([node,] \(operandName)) → \(returns.rawValue)", summary: summary,
                      example: example) { call in
            guard let (index, node) = call.subjectNode else { return returns.fallback }
            return body(index, node, call.arguments[call.arguments.count - 1], call)
        }
    }

    /// A function of one animation track: `ma:name()` inside a `<track>`, or `ma:name(track)`.
    static func ofTrack(_ name: String, returns: Returns, _ summary: String, example: String,
                        _ body: @escaping @Sendable (AnimationTrack, ModelFunctionCall) -> XPathValue) -> ModelFunction {
        ModelFunction(name: name, forms: [[], [.nodes]], signature: "ma:\(name)([track]) → \(returns.rawValue)",
                      summary: summary, example: example) { call in
            guard let track = call.subjectTrack else { return returns.fallback }
            return body(track, call)
        }
    }
}

/// One call of an extension function, with the document it runs against.
struct ModelFunctionCall {
    let arguments: XPathArguments
    let contextElement: Int?
    let document: RuleDocument

    /// The element the call is about: its first argument when that is a node-set, else the
    /// context node's element.
    var subjectElement: Int? {
        if arguments.count > 0, case .nodes(let first) = arguments[0] { return first }
        return contextElement
    }

    var subjectNode: (index: SnapshotIndex, node: VisitedNode)? { document.node(at: subjectElement) }

    var subjectTrack: AnimationTrack? { document.track(at: subjectElement) }
}
