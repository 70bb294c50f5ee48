import FoundationEssentials

/// Where a JSON text that does not parse goes wrong, for the cases the decoder's message does not
/// locate: a file that ends early (truncated) or brackets that do not match.
enum JSONSyntaxHint {
    /// A sentence with line and column, or nil when the brackets and strings are balanced.
    static func locate(_ data: Data) -> (line: Int, column: Int, message: String)? {
        var stack: [UInt8] = []
        var inString = false, escaped = false
        var line = 1, column = 0
        for byte in data {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): stack.append(byte)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                let expected = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")
                guard stack.popLast() == expected else {
                    return (line, column, "'\(Character(Unicode.Scalar(byte)))' does not match an open bracket")
                }
            default: break
            }
        }
        if inString { return (line, column + 1, "the file ends inside a string: it is truncated") }
        if !stack.isEmpty {
            return (line, column + 1, "the file ends with \(stack.count) bracket\(stack.count == 1 ? "" : "s") still open: it is truncated")
        }
        return nil
    }
}
