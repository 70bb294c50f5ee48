import A11yModel

/// morph-audit's XPath extension functions, called as `ma:name(…)` in pack expressions: the
/// model's computations (contrast against the composited backdrop, touch target size, Dynamic
/// Type sizes, spring settle times, …) so that rule authors need no arithmetic tricks. One
/// instance serves one document; `docs/authoring-packs.md` lists every function.
final class ModelFunctions: XPathFunctionLibrary {
    static let prefix = "ma"
    static let namespaceURI = "https://morph-audit.dev/xpath"

    static let all: [ModelFunction] = NodeFunctions.all + GeometryFunctions.all + TextFunctions.all
        + EnvironmentFunctions.all + ValueFunctions.all + MotionFunctions.all

    static let names: [String] = all.map(\.name)
    private static let numbers: [String: Int] = Dictionary(all.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
    private static let allSignatures = all.map { XPathFunctionSignature(name: $0.name, forms: $0.forms) }

    static func signature(named name: String) -> XPathFunctionSignature? {
        numbers[name].map { allSignatures[$0] }
    }

    let document: RuleDocument

    init(document: RuleDocument) {
        self.document = document
    }

    var namespacePrefix: String { Self.prefix }
    var namespaceURI: String { Self.namespaceURI }
    var signatures: [XPathFunctionSignature] { Self.allSignatures }

    func function(named name: String) -> Int? { Self.numbers[name] }

    func call(_ function: Int, _ arguments: XPathArguments, contextElement: Int?) -> XPathValue {
        guard Self.all.indices.contains(function) else { return .failure("no such function") }
        return Self.all[function].body(ModelFunctionCall(arguments: arguments, contextElement: contextElement, document: document))
    }
}

@available(*, unavailable, message: "a function library serves one document in one task")
extension ModelFunctions: Sendable {}
