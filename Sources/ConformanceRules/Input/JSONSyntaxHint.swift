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

/// One pass over syntactically valid JSON for what `JSONDecoder` refuses beyond syntax. It keeps
/// byte offsets only; the offset of a problem becomes a line and column once, at the end.
private struct DecoderLimitScan {
    let bytes: [UInt8]
    var index = 0

    mutating func firstProblem() -> (line: Int, column: Int, message: String)? {
        guard let (offset, message) = firstProblemOffset() else { return nil }
        let (line, column) = position(of: offset)
        return (line, column, message)
    }

    private mutating func firstProblemOffset() -> (Int, String)? {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > JSONSyntaxHint.decoderNestingLimit {
                    return (index, "objects and arrays are nested deeper than \(JSONSyntaxHint.decoderNestingLimit) levels, the limit")
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
            index += 1
        }
        return nil
    }

    /// Past a string; a lone surrogate escape is a problem.
    private mutating func string() -> (Int, String)? {
        index += 1
        var pendingHigh: Int?
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                if let high = pendingHigh { return lone(at: high) }
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "u"), index + 5 < bytes.count,
               let unit = UInt16(String(decoding: bytes[index + 2...index + 5], as: UTF8.self), radix: 16) {
                if let high = pendingHigh, !(0xDC00..<0xE000).contains(unit) { return lone(at: high) }
                if (0xDC00..<0xE000).contains(unit), pendingHigh == nil { return lone(at: index) }
                pendingHigh = (0xD800..<0xDC00).contains(unit) ? index : nil
                index += 6
                continue
            }
            if let high = pendingHigh { return lone(at: high) }
            index += 2
        }
        if let high = pendingHigh { return lone(at: high) }
        index += 1
        return nil
    }

    private func lone(at offset: Int) -> (Int, String) {
        let escape = String(decoding: bytes[offset..<min(offset + 6, bytes.count)], as: UTF8.self)
        return (offset, "'\(escape)' is half of a UTF-16 surrogate pair; a string can only hold whole characters")
    }

    /// Past a number; a whole number beyond 64 bits is a problem.
    private mutating func number() -> (Int, String)? {
        let start = index
        var whole = true
        while index < bytes.count {
            let byte = bytes[index]
            let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard digit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") else { break }
            if !digit, byte != UInt8(ascii: "-") { whole = false }
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard whole, Int64(text) == nil else { return nil }
        return (start, "the whole number \(excerpt(text)) is outside the range of 64-bit integers (\(Int64.min) … \(Int64.max))")
    }

    /// 1-based line and column (in Unicode scalars) of byte `offset`.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return (line, bytes[lineStart..<offset].reduce(1) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 })
    }
}
