internal import CLibXML

extension BuiltXMLTree {
    /// Runs `body` with one XPath context over this tree: extension functions and namespace
    /// registered, errors collected per context. Nil when libxml2 cannot create the context.
    borrowing func withXPath<Result>(functions library: (any XPathFunctionLibrary)?,
                                     _ body: (inout XPathContext) -> Result) -> Result? {
        let elements = self.elements
        return document.withRaw { document -> Result? in
            guard var context = XPathContext(document: document, library: library, elements: elements) else { return nil }
            return body(&context)
        }
    }
}

/// One libxml2 XPath context over one document, used by one task for one snapshot: every rule of
/// every pack is evaluated through it. Results come back as element ordinals (see
/// `XMLTreeBuilder`); no libxml2 pointer leaves it.
struct XPathContext: ~Copyable {
    /// libxml2 operations one evaluation of one expression may take (`opLimit`): far above what
    /// a rule needs on a 200,000-node scenario, far below what a nested `//*[count(//*) > 0]`
    /// costs on 3,000 nodes, which would otherwise run for hours.
    static let operationBudget = 100_000_000

    private let raw: xmlXPathContextPtr
    private let document: xmlDocPtr
    private let state: XPathContextState

    fileprivate init?(document: xmlDocPtr, library: (any XPathFunctionLibrary)?, elements: [xmlNodePtr]) {
        guard let raw = xmlXPathNewContext(document) else { return nil }
        let state = XPathContextState(library: library, elements: elements)
        raw.pointee.userData = state.opaque
        raw.pointee.error = recordXPathError
        if let library {
            xmlXPathRegisterNs(raw, library.namespacePrefix, library.namespaceURI)
        }
        xmlXPathRegisterFuncLookup(raw, lookupXPathFunction, state.opaque)
        self.raw = raw
        self.document = document
        self.state = state
    }

    deinit {
        xmlXPathFreeContext(raw)
        withExtendedLifetime(state) {}
    }

    /// Removes every variable bound so far.
    mutating func clearVariables() {
        xmlXPathRegisteredVariablesCleanup(raw)
    }

    /// Binds `$name` to a number, boolean or string.
    mutating func bind(_ name: String, to value: XPathScalar) {
        let object: xmlXPathObjectPtr? = switch value {
        case .number(let number): xmlXPathNewFloat(number)
        case .boolean(let flag): xmlXPathNewBoolean(flag ? 1 : 0)
        case .string(let text): xmlXPathNewString(text)
        }
        if let object, xmlXPathRegisterVariable(raw, name, object) != 0 { xmlXPathFreeObject(object) }
    }

    /// Binds `$prefix:name` to a selection, which the context then owns.
    mutating func bind(_ name: String, namespaceURI: String, to selection: consuming XPathSelection) {
        guard let object = selection.release() else { return }
        if xmlXPathRegisterVariableNS(raw, name, namespaceURI, object) != 0 { xmlXPathFreeObject(object) }
    }

    /// Evaluates expression `position` of `program` with the element `context` (an ordinal) as
    /// context node, or the document node when nil; the result must be a node-set. Attributes and
    /// text in it stand for their elements; duplicates are dropped; order is document order.
    mutating func select(_ program: XPathProgram, _ position: Int, context: Int?) -> Result<XPathSelection, XPathError> {
        switch evaluate(program, position, context: context) {
        case .failure(let error):
            return .failure(error)
        case .success(let object):
            guard object.pointee.type == XPATH_NODESET else {
                let kind = Self.typeName(object.pointee.type)
                xmlXPathFreeObject(object)
                return .failure(XPathError(code: Int(XPathError.invalidTypeCode),
                                           message: "the expression gives a \(kind), not a set of elements"))
            }
            return .success(elementsOnly(object))
        }
    }

    /// Evaluates expression `position` and converts the result with XPath's `string()`.
    mutating func string(_ program: XPathProgram, _ position: Int, context: Int?) -> Result<String, XPathError> {
        evaluate(program, position, context: context).map { object in
            defer { xmlXPathFreeObject(object) }
            if object.pointee.type == XPATH_STRING, let value = object.pointee.stringval { return String(cString: value) }
            return LibXML.takeString(xmlXPathCastToString(object)) ?? ""
        }
    }

    private mutating func evaluate(_ program: XPathProgram, _ position: Int, context: Int?)
        -> Result<xmlXPathObjectPtr, XPathError>
    {
        guard program.expressions.indices.contains(position) else {
            return .failure(XPathError(code: Int(XPathError.invalidArityCode), message: "no such compiled expression"))
        }
        state.clearErrors()
        raw.pointee.node = context.flatMap { state.elements.indices.contains($0) ? state.elements[$0] : nil }
            ?? xmlNodePtr(OpaquePointer(document))
        raw.pointee.opLimit = UInt(Self.operationBudget)
        raw.pointee.opCount = 0
        let object = xmlXPathCompiledEval(program.expressions[position], raw)
        if let error = state.errors.first {
            if let object { xmlXPathFreeObject(object) }
            return .failure(error)
        }
        guard let object else {
            return .failure(XPathError.invalidExpression)
        }
        return .success(object)
    }

    /// Replaces attributes and text by their elements when the set holds any.
    private func elementsOnly(_ object: xmlXPathObjectPtr) -> XPathSelection {
        guard let set = object.pointee.nodesetval, set.pointee.nodeNr > 0, let table = set.pointee.nodeTab else {
            return XPathSelection(object: object, ordinals: [])
        }
        let count = Int(set.pointee.nodeNr)
        var ordinals: [Int32] = []
        ordinals.reserveCapacity(count)
        var allElements = true
        for index in 0..<count {
            let node = table[index]
            if let node, node.pointee.type == XML_ELEMENT_NODE, let tag = node.pointee._private {
                ordinals.append(Int32(truncatingIfNeeded: Int(bitPattern: tag) - 1))
            } else {
                allElements = false
                if let ordinal = XPathContextState.ordinal(of: node) { ordinals.append(Int32(ordinal)) }
            }
        }
        guard !allElements else { return XPathSelection(object: object, ordinals: ordinals) }
        xmlXPathFreeObject(object)
        ordinals.sort()
        var unique: [Int32] = []
        unique.reserveCapacity(ordinals.count)
        for ordinal in ordinals where unique.last != ordinal { unique.append(ordinal) }
        let replacement = xmlXPathNewNodeSet(nil)
        if let replaced = replacement?.pointee.nodesetval {
            for ordinal in unique where state.elements.indices.contains(Int(ordinal)) {
                xmlXPathNodeSetAdd(replaced, state.elements[Int(ordinal)])
            }
        }
        return XPathSelection(object: replacement, ordinals: unique)
    }

    private static func typeName(_ type: xmlXPathObjectType) -> String {
        switch type {
        case XPATH_BOOLEAN: "boolean"
        case XPATH_NUMBER: "number"
        case XPATH_STRING: "string"
        default: "value that is not a node-set"
        }
    }
}

/// A value bound to an XPath variable.
enum XPathScalar: Sendable, Hashable {
    case number(Double)
    case boolean(Bool)
    case string(String)
}

/// The elements an expression selected, by ordinal in document order, with the libxml2 node-set
/// kept so that it can be bound to a variable without being rebuilt.
struct XPathSelection: ~Copyable {
    private var object: xmlXPathObjectPtr?
    let ordinals: [Int32]

    fileprivate init(object: xmlXPathObjectPtr?, ordinals: [Int32]) {
        self.object = object
        self.ordinals = ordinals
    }

    deinit {
        if let object { xmlXPathFreeObject(object) }
    }

    fileprivate consuming func release() -> xmlXPathObjectPtr? {
        let taken = object
        object = nil
        return taken
    }
}
