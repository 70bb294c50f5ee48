import A11yModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a JSON text that `JSONDecoder` refused goes wrong. The decoder only says "The given data
/// was not valid JSON.", with no line, for a syntax error and also for text that is valid JSON
/// but that it cannot hold: nesting deeper than it allows, a string escape that is half of a
/// UTF-16 pair, a whole number beyond 64 bits. Each of those is located here.
enum JSONSyntaxHint {
    /// How deep `JSONDecoder` nests objects and arrays.
    static let decoderNestingLimit = 512

    /// A sentence with line and column, or nil when nothing here explains the decoder's refusal.
    static func locate(_ data: Data) -> (line: Int, column: Int, message: String)? {
        let bytes = [UInt8](data)
        var parser = LocatedJSONParser(bytes)
        do {
            _ = try parser.parse()
        } catch {
            return (error.line, error.column, error.message)
        }
        var scan = DecoderLimitScan(bytes: bytes)
        return scan.firstProblem()
    }
}

/// One pass over syntactically valid JSON for what `JSONDecoder` refuses beyond syntax.
private struct DecoderLimitScan {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1

    mutating func firstProblem() -> (line: Int, column: Int, message: String)? {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > JSONSyntaxHint.decoderNestingLimit {
                    return (line, column, "objects and arrays are nested deeper than \(JSONSyntaxHint.decoderNestingLimit) levels, the limit")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "\""):
                if let problem = string() { return problem }
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if let problem = number() { return problem }
                continue
            default:
                break
            }
            advance()
        }
        return nil
    }

    /// Past a string; a lone surrogate escape is a problem.
    private mutating func string() -> (line: Int, column: Int, message: String)? {
        advance()
        var pendingHigh: (line: Int, column: Int, text: String)?
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let escapeLine = line, escapeColumn = column
                if bytes[index + 1] == UInt8(ascii: "u"), index + 5 < bytes.count,
                   let unit = UInt16(String(decoding: bytes[index + 2...index + 5], as: UTF8.self), radix: 16) {
                    let text = String(decoding: bytes[index...index + 5], as: UTF8.self)
                    if let high = pendingHigh, !(0xDC00..<0xE000).contains(unit) {
                        return Self.lone(high)
                    }
                    if (0xDC00..<0xE000).contains(unit), pendingHigh == nil {
                        return Self.lone((escapeLine, escapeColumn, text))
                    }
                    pendingHigh = (0xD800..<0xDC00).contains(unit) ? (escapeLine, escapeColumn, text) : nil
                    for _ in 0..<6 { advance() }
                    continue
                }
                if let high = pendingHigh { return Self.lone(high) }
                advance()
                advance()
                continue
            }
            if let high = pendingHigh { return Self.lone(high) }
            advance()
        }
        if let high = pendingHigh { return Self.lone(high) }
        advance()
        return nil
    }

    private static func lone(_ escape: (line: Int, column: Int, text: String)) -> (line: Int, column: Int, message: String) {
        (escape.line, escape.column, "'\(escape.text)' is half of a UTF-16 surrogate pair; a string can only hold whole characters")
    }

    /// Past a number; a whole number beyond 64 bits is a problem.
    private mutating func number() -> (line: Int, column: Int, message: String)? {
        let startLine = line, startColumn = column, start = index
        var whole = true
        while index < bytes.count {
            let byte = bytes[index]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") else { break }
            if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), byte != UInt8(ascii: "-") { whole = false }
            advance()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if whole, Int64(text) == nil {
            return (startLine, startColumn, "the whole number \(excerpt(text)) is outside the range of 64-bit integers "
                + "(\(Int64.min) … \(Int64.max))")
        }
        return nil
    }

    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}
