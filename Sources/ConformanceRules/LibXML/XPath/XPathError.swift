internal import CLibXML

/// An XPath expression that libxml2 could not compile or evaluate.
///
/// libxml2 2.9.14 reports XPath problems as a code and an offset, with no message text, so the
/// message comes from this file's table — or from the extension function that raised the error,
/// which knows better ("ma:has-trait expects a trait name").
public struct XPathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// libxml2's `xmlXPathError` value (`XPATH_EXPR_ERROR` is 7).
    public var code: Int
    /// Byte offset into the expression where libxml2 stopped, when it knows it (compilation).
    public var offset: Int?
    public var message: String

    public init(code: Int, offset: Int? = nil, message: String) {
        self.code = code
        self.offset = offset
        self.message = message
    }

    public var description: String { message }

    /// libxml2's "Invalid expression", for a failure it reported without a code.
    static var invalidExpression: XPathError {
        let code = Int(XPATH_EXPR_ERROR.rawValue)
        return XPathError(code: code, message: explanation(of: code))
    }

    static let invalidTypeCode = Int32(XPATH_INVALID_TYPE.rawValue)
    static let invalidArityCode = Int32(XPATH_INVALID_ARITY.rawValue)
    static let unknownFunctionCode = Int32(XPATH_UNKNOWN_FUNC_ERROR.rawValue)
    static let memoryCode = Int32(XPATH_MEMORY_ERROR.rawValue)
    static let operationLimitCode = Int(XPATH_OP_LIMIT_EXCEEDED.rawValue)

    /// The evaluation ran out of its operation budget (`XPathContext.operationBudget`).
    public var exceededBudget: Bool { code == Self.operationLimitCode }

    /// What each libxml2 code means, in words a rule author can act on.
    static func explanation(of code: Int) -> String {
        switch UInt32(truncatingIfNeeded: code) {
        case XPATH_NUMBER_ERROR.rawValue: "malformed number"
        case XPATH_UNFINISHED_LITERAL_ERROR.rawValue: "string literal is not closed"
        case XPATH_START_LITERAL_ERROR.rawValue: "expected a string literal"
        case XPATH_VARIABLE_REF_ERROR.rawValue: "expected a variable name after '$'"
        case XPATH_UNDEF_VARIABLE_ERROR.rawValue: "undefined variable"
        case XPATH_INVALID_PREDICATE_ERROR.rawValue: "invalid predicate"
        case XPATH_EXPR_ERROR.rawValue: "invalid expression"
        case XPATH_UNCLOSED_ERROR.rawValue: "missing closing bracket or parenthesis"
        case XPATH_UNKNOWN_FUNC_ERROR.rawValue: "unknown function"
        case XPATH_INVALID_OPERAND.rawValue: "invalid operand"
        case XPATH_INVALID_TYPE.rawValue: "value of the wrong type"
        case XPATH_INVALID_ARITY.rawValue: "wrong number of arguments"
        case XPATH_INVALID_CTXT_SIZE.rawValue: "invalid context size"
        case XPATH_INVALID_CTXT_POSITION.rawValue: "invalid context position"
        case XPATH_MEMORY_ERROR.rawValue: "out of memory"
        case XPATH_UNDEF_PREFIX_ERROR.rawValue: "undefined namespace prefix"
        case XPATH_ENCODING_ERROR.rawValue: "encoding error"
        case XPATH_INVALID_CHAR_ERROR.rawValue: "character not allowed here"
        case XPATH_INVALID_CTXT.rawValue: "invalid context"
        case XPATH_STACK_ERROR.rawValue: "expression too complex (value stack error)"
        case XPATH_FORBID_VARIABLE_ERROR.rawValue: "variables are not allowed here"
        case XPATH_OP_LIMIT_EXCEEDED.rawValue:
            "exceeded its budget of \(XPathContext.operationBudget) XPath operations in one evaluation"
        case XPATH_RECURSION_LIMIT_EXCEEDED.rawValue: "the expression is nested too deeply (libxml2's limit is 5000 levels)"
        case XPTR_SYNTAX_ERROR.rawValue, XPTR_RESOURCE_ERROR.rawValue, XPTR_SUB_RESOURCE_ERROR.rawValue:
            "XPointer is not supported in rules"
        default: "XPath error \(code)"
        }
    }
}
