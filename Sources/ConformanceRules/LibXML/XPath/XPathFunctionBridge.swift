internal import CLibXML

/// Function lookup for every context. XPath 1.0's core functions are left to libxml2; names in
/// the library's namespace go to `callExtensionFunction`; every other name gets
/// `rejectUnknownFunction`, which raises a proper error through the context — returning nil
/// would make libxml2 print "function not found" on stderr itself.
let lookupXPathFunction: xmlXPathFuncLookupFunc = { data, name, namespaceURI in
    guard let name, let state = XPathContextState.from(data) else { return nil }
    guard let namespaceURI else {
        return XPathCoreFunctions.names.contains(String(cString: name)) ? nil : rejectUnknownFunction
    }
    guard let library = state.library, String(cString: namespaceURI) == library.namespaceURI,
          state.function(at: name) != nil else { return rejectUnknownFunction }
    return callExtensionFunction
}

/// The names XPath 1.0 defines (section 4), which libxml2 implements.
enum XPathCoreFunctions {
    static let names: Set<String> = [
        "last", "position", "count", "id", "local-name", "namespace-uri", "name",
        "string", "concat", "starts-with", "contains", "substring-before", "substring-after", "substring",
        "string-length", "normalize-space", "translate",
        "boolean", "not", "true", "false", "lang",
        "number", "sum", "floor", "ceiling", "round",
    ]
}

private let rejectUnknownFunction: xmlXPathFunction = { parser, _ in
    guard let parser else { return }
    if let context = parser.pointee.context, let state = XPathContextState.from(context.pointee.userData) {
        let name = context.pointee.function.map { String(cString: $0) } ?? "?"
        state.pendingMessage = "unknown function '\(name)()'"
    }
    xmlXPathErr(parser, XPathError.unknownFunctionCode)
}

/// Calls the library: pops and converts the arguments, runs the Swift function, pushes its value.
private let callExtensionFunction: xmlXPathFunction = { parser, argumentCount in
    guard let parser else { return }
    guard let context = parser.pointee.context, let state = XPathContextState.from(context.pointee.userData),
          let library = state.library, let name = context.pointee.function, let number = state.function(at: name)
    else {
        xmlXPathErr(parser, XPathError.unknownFunctionCode)
        return
    }
    let signature = library.signatures[number]
    let count = Int(argumentCount)
    guard count <= XPathArguments.capacity, let kinds = signature.form(count: count) else {
        let accepted = signature.forms.map { String($0.count) }.joined(separator: " or ")
        state.pendingMessage = "\(library.namespacePrefix):\(signature.name)() takes \(accepted) arguments, not \(count)"
        xmlXPathErr(parser, XPathError.invalidArityCode)
        return
    }
    var arguments = XPathArguments()
    for position in stride(from: count - 1, through: 0, by: -1) {
        guard let object = valuePop(parser) else {
            xmlXPathErr(parser, XPathError.invalidArityCode)
            return
        }
        defer { xmlXPathFreeObject(object) }
        guard let argument = convert(object, to: kinds[position]) else {
            state.pendingMessage = "argument \(position + 1) of \(library.namespacePrefix):\(signature.name)() "
                + "must be a node-set, such as '.' or '..'"
            xmlXPathErr(parser, XPathError.invalidTypeCode)
            return
        }
        arguments[position] = argument
    }
    let result = library.call(number, arguments, contextElement: XPathContextState.ordinal(of: context.pointee.node))
    let pushed: xmlXPathObjectPtr?
    switch result {
    case .number(let value): pushed = xmlXPathNewFloat(value)
    case .boolean(let value): pushed = xmlXPathNewBoolean(value ? 1 : 0)
    case .string(let value): pushed = xmlXPathNewString(value)
    case .element(let ordinal):
        let node = ordinal.flatMap { state.elements.indices.contains($0) ? state.elements[$0] : nil }
        pushed = xmlXPathNewNodeSet(node)
    case .failure(let message):
        state.pendingMessage = "\(library.namespacePrefix):\(signature.name)(): \(message)"
        xmlXPathErr(parser, XPathError.invalidTypeCode)
        return
    }
    guard let pushed else {
        xmlXPathErr(parser, XPathError.memoryCode)
        return
    }
    valuePush(parser, pushed)
}

/// XPath 1.0 argument conversion; nil when a node-set is required and something else was given.
private func convert(_ object: xmlXPathObjectPtr, to kind: XPathArgumentKind) -> XPathArgument? {
    switch kind {
    case .nodes:
        guard object.pointee.type == XPATH_NODESET || object.pointee.type == XPATH_XSLT_TREE else { return nil }
        guard let set = object.pointee.nodesetval, set.pointee.nodeNr > 0, let table = set.pointee.nodeTab else {
            return .nodes(first: nil)
        }
        return .nodes(first: XPathContextState.ordinal(of: table[0]))
    case .string:
        if object.pointee.type == XPATH_STRING, let value = object.pointee.stringval {
            return .string(String(cString: value))
        }
        return .string(LibXML.takeString(xmlXPathCastToString(object)) ?? "")
    case .number:
        return .number(xmlXPathCastToNumber(object))
    case .boolean:
        return .boolean(xmlXPathCastToBoolean(object) != 0)
    }
}
