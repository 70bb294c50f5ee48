/// Extension functions, seen from Swift. The wrapper registers them on every XPath context it
/// creates, converts arguments as the XPath 1.0 function-call rules do (strings with `string()`,
/// numbers with `number()`, …) and maps node arguments to element ordinals, so implementations
/// read Swift values and never touch libxml2.
protocol XPathFunctionLibrary: AnyObject {
    /// The prefix expressions use (`ma`) and the namespace it stands for.
    var namespacePrefix: String { get }
    var namespaceURI: String { get }
    /// Every function, numbered by position.
    var signatures: [XPathFunctionSignature] { get }
    /// The number of the function called `name` in the namespace, or nil.
    func function(named name: String) -> Int?
    /// Runs function `function` on `arguments`, already converted to the kinds its signature
    /// asks for. `contextElement` is the ordinal of the XPath context node's element.
    func call(_ function: Int, _ arguments: XPathArguments, contextElement: Int?) -> XPathValue
}

/// How a function may be called: one list of argument kinds per accepted number of arguments.
struct XPathFunctionSignature: Sendable, Hashable {
    var name: String
    var forms: [[XPathArgumentKind]]

    func form(count: Int) -> [XPathArgumentKind]? { forms.first { $0.count == count } }
}

enum XPathArgumentKind: String, Sendable, Hashable {
    /// A node-set; the function sees the ordinal of its first node's element.
    case nodes = "node-set"
    case string, number, boolean
}

/// One converted argument.
enum XPathArgument: Sendable {
    /// The element of the node-set's first node (an attribute or text counts as its element),
    /// nil for an empty node-set.
    case nodes(first: Int?)
    case string(String)
    case number(Double)
    case boolean(Bool)

    var element: Int? { if case .nodes(let first) = self { first } else { nil } }
    var string: String { if case .string(let value) = self { value } else { "" } }
    var number: Double { if case .number(let value) = self { value } else { .nan } }
    var boolean: Bool { if case .boolean(let value) = self { value } else { false } }
}

/// Up to three arguments, stored inline so that a call allocates nothing.
struct XPathArguments: Sendable {
    static let capacity = 3
    private(set) var count = 0
    private var first: XPathArgument = .boolean(false)
    private var second: XPathArgument = .boolean(false)
    private var third: XPathArgument = .boolean(false)

    init() {}

    subscript(position: Int) -> XPathArgument {
        get {
            switch position {
            case 0: first
            case 1: second
            default: third
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            default: third = newValue
            }
            count = max(count, position + 1)
        }
    }
}

/// What an extension function returns.
enum XPathValue: Sendable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    /// A node-set of at most one element (by ordinal); nil for the empty node-set.
    case element(Int?)
    /// Raises an XPath error with this message; evaluation of the expression stops.
    case failure(String)
}
