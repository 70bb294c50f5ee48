internal import CLibXML

/// What one XPath context carries in its `userData`: the errors reported while compiling or
/// evaluating (collected here, never through libxml2's global handlers, so concurrent contexts
/// never mix them and nothing reaches stderr) and the extension functions with the tree's
/// elements they may return.
final class XPathContextState {
    private(set) var errors: [XPathError] = []
    /// Set by an extension function just before it raises an error, so the report says why.
    var pendingMessage: String?
    let library: (any XPathFunctionLibrary)?
    let elements: [xmlNodePtr]
    /// Function-name pointers already resolved. libxml2 passes the name stored in the compiled
    /// expression, which stays put while the expression lives, so a pointer identifies a name.
    private var resolved: [UnsafeRawPointer: Int] = [:]

    init(library: (any XPathFunctionLibrary)?, elements: [xmlNodePtr]) {
        self.library = library
        self.elements = elements
    }

    func clearErrors() {
        if !errors.isEmpty { errors.removeAll(keepingCapacity: true) }
        pendingMessage = nil
    }

    func record(_ error: xmlError) {
        let code = Int(error.code) - Int(XML_XPATH_EXPRESSION_OK.rawValue)
        let message = pendingMessage ?? XPathError.explanation(of: code)
        pendingMessage = nil
        errors.append(XPathError(code: code, offset: error.str1 != nil ? Int(error.int1) : nil, message: message))
    }

    /// The library's number for the function whose name libxml2 is calling.
    func function(at name: UnsafePointer<xmlChar>) -> Int? {
        let key = UnsafeRawPointer(name)
        if let known = resolved[key] { return known }
        guard let library, let number = library.function(named: String(cString: name)) else { return nil }
        resolved[key] = number
        return number
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ opaque: UnsafeMutableRawPointer?) -> XPathContextState? {
        guard let opaque else { return nil }
        return Unmanaged<XPathContextState>.fromOpaque(opaque).takeUnretainedValue()
    }

    /// The ordinal `XMLTreeBuilder` stored in the element holding `node` (itself, or the element
    /// an attribute or text belongs to); nil for the document node or foreign nodes.
    static func ordinal(of node: xmlNodePtr?) -> Int? {
        var current = node
        while let candidate = current {
            switch candidate.pointee.type {
            case XML_ELEMENT_NODE:
                guard let tag = candidate.pointee._private else { return nil }
                return Int(bitPattern: tag) - 1
            case XML_DOCUMENT_NODE, XML_NAMESPACE_DECL:
                return nil
            default:
                current = candidate.pointee.parent
            }
        }
        return nil
    }
}

@available(*, unavailable, message: "an XPath context belongs to one task")
extension XPathContextState: Sendable {}

/// The context's error hook: libxml2 hands over `userData` and the error it just filled in.
let recordXPathError: xmlStructuredErrorFunc = { userData, error in
    guard let error, let state = XPathContextState.from(userData) else { return }
    state.record(error.pointee)
}
