/// The names an XPath 1.0 expression uses, found by reading its tokens with the spec's
/// disambiguation rules (section 3.7) — no libxml2 involved. Offsets are UTF-8 byte offsets, the
/// unit libxml2 reports errors in.
struct XPathLexicalScan {
    struct Name: Hashable {
        var prefix: String?
        var local: String
        var offset: Int

        var qualified: String { prefix.map { "\($0):\(local)" } ?? local }
    }

    struct FunctionCall: Hashable {
        var name: Name
        /// Arguments given, when the closing parenthesis was found.
        var argumentCount: Int?
    }

    private(set) var functionCalls: [FunctionCall] = []
    private(set) var variables: [Name] = []
    /// Element and attribute name tests that carry a prefix (`x:node`, `@x:label`, `x:*`).
    private(set) var prefixedNameTests: [Name] = []

    private static let nodeTypes: Set<String> = ["comment", "text", "processing-instruction", "node"]
    private static let operatorNames: Set<String> = ["and", "or", "mod", "div"]

    private enum Previous {
        /// Start of the expression, or `@ :: ( [ ,` or an operator: what follows is an operand.
        case expectsOperand
        /// A complete operand (name, literal, number, `)`, `]`, `.`, `*` as a name test…).
        case operand
    }

    init(_ expression: String) {
        let bytes = Array(expression.utf8)
        var index = 0
        var previous = Previous.expectsOperand
        // One entry per open parenthesis: the call it belongs to (if any), commas seen at its level,
        // and whether anything was written inside it.
        var parentheses: [(call: Int?, commas: Int, hasContent: Bool)] = []
        func markContent() {
            if let last = parentheses.indices.last { parentheses[last].hasContent = true }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isSpace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                markContent()
                index += 1
                while index < bytes.count, bytes[index] != byte { index += 1 }
                index += 1
                previous = .operand
                continue
            }
            if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < bytes.count && Self.isDigit(bytes[index + 1])) {
                markContent()
                while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                previous = .operand
                continue
            }
            if byte == UInt8(ascii: "$") {
                markContent()
                let start = index
                index += 1
                if let name = Self.qualifiedName(bytes, &index, at: start) { variables.append(name) }
                previous = .operand
                continue
            }
            if Self.isNameStart(byte) {
                let start = index
                let local = Self.ncName(bytes, &index)
                if previous == .operand, Self.operatorNames.contains(local) {
                    previous = .expectsOperand
                    continue
                }
                markContent()
                var name = Name(prefix: nil, local: local, offset: start)
                var prefixedWildcard = false
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] != UInt8(ascii: ":") {
                    if bytes[index + 1] == UInt8(ascii: "*") {
                        prefixedWildcard = true
                        index += 2
                    } else if Self.isNameStart(bytes[index + 1]) {
                        index += 1
                        name = Name(prefix: local, local: Self.ncName(bytes, &index), offset: start)
                    }
                }
                var lookahead = index
                while lookahead < bytes.count, Self.isSpace(bytes[lookahead]) { lookahead += 1 }
                let nextIsParenthesis = lookahead < bytes.count && bytes[lookahead] == UInt8(ascii: "(")
                let nextIsAxis = lookahead + 1 < bytes.count && bytes[lookahead] == UInt8(ascii: ":")
                    && bytes[lookahead + 1] == UInt8(ascii: ":")
                if prefixedWildcard {
                    prefixedNameTests.append(Name(prefix: local, local: "*", offset: start))
                    previous = .operand
                } else if nextIsParenthesis, name.prefix != nil || !Self.nodeTypes.contains(name.local) {
                    functionCalls.append(FunctionCall(name: name, argumentCount: nil))
                    parentheses.append((functionCalls.count - 1, 0, false))
                    index = lookahead + 1
                    previous = .expectsOperand
                } else if nextIsAxis {
                    index = lookahead + 2
                    previous = .expectsOperand
                } else {
                    if name.prefix != nil { prefixedNameTests.append(name) }
                    previous = .operand
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "("):
                markContent()
                parentheses.append((nil, 0, false))
                previous = .expectsOperand
            case UInt8(ascii: ")"):
                if let open = parentheses.popLast(), let call = open.call {
                    functionCalls[call].argumentCount = open.hasContent ? open.commas + 1 : 0
                }
                previous = .operand
            case UInt8(ascii: ","):
                if let last = parentheses.indices.last { parentheses[last].commas += 1 }
                previous = .expectsOperand
            case UInt8(ascii: "]"):
                previous = .operand
            case UInt8(ascii: "*"):
                markContent()
                previous = previous == .operand ? .expectsOperand : .operand
            case UInt8(ascii: "."):
                markContent()
                previous = .operand
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") { index += 1 }
            case UInt8(ascii: ":"):
                // `::` after an axis name was consumed with the name; anything else is libxml2's to reject.
                previous = .expectsOperand
            default:
                // `@ [ / // | + - = != < <= > >=` all expect an operand next.
                if byte != UInt8(ascii: "@") { markContent() }
                previous = .expectsOperand
            }
            index += 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func ncName(_ bytes: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func qualifiedName(_ bytes: [UInt8], _ index: inout Int, at offset: Int) -> Name? {
        guard index < bytes.count, isNameStart(bytes[index]) else { return nil }
        let first = ncName(bytes, &index)
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ":"), isNameStart(bytes[index + 1]) {
            index += 1
            return Name(prefix: first, local: ncName(bytes, &index), offset: offset)
        }
        return Name(prefix: nil, local: first, offset: offset)
    }
}
