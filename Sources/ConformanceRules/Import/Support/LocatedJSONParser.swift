import A11yModel

/// A strict JSON parser that records where every value starts.
///
/// Iterative (an explicit stack of open containers), so nesting costs heap, not call stack, and
/// is bounded by `maximumNesting`. Errors carry line and column (1-based; columns count Unicode
/// scalars). Input must already be valid UTF-8.
struct LocatedJSONParser {
    struct Failure: Error, Sendable, Hashable {
        var line: Int
        var column: Int
        var message: String
        /// The text is valid as far as it was read, but holds more values than the reader allows.
        var isValueLimit = false
    }

    /// Objects and arrays open at once; a tree of 200 dump nodes needs about 400.
    static let maximumNesting = 1_024

    /// Appends the input's next piece to the buffer; false when there is no more.
    typealias Refill = (inout [UInt8]) -> Bool

    /// The input, or when it comes in pieces, what has been read of it and not yet dropped.
    private var bytes: [UInt8]
    private var index: Int
    private let refill: Refill?
    /// Bytes from here on are kept when a refill drops those already read: the start of the
    /// string or number being read.
    private var anchor: Int?
    /// How many bytes refills have dropped from the front of `bytes`.
    private var dropped = 0
    private var line: Int
    private var column = 1
    private let maximumValues: Int
    private var valueCount = 0
    /// Keys too long to be stored inline in a `String`, so each repeat shares one copy.
    private var keys: Set<String> = []
    private static let maximumInternedKeys = 4_096

    /// Starts at byte `start`, which is on line `firstLine`, column 1.
    init(_ bytes: [UInt8], start: Int = 0, firstLine: Int = 1, maximumValues: Int = .max) {
        self.bytes = bytes
        index = start
        line = firstLine
        refill = nil
        self.maximumValues = maximumValues
    }

    /// Reads the input as `refill` hands it over, keeping only the part still being read: a
    /// file need not be held whole beside the tree made of it.
    init(maximumValues: Int = .max, refill: @escaping Refill) {
        bytes = []
        index = 0
        line = 1
        self.refill = refill
        self.maximumValues = maximumValues
    }

    /// The byte offset just after the parsed value.
    var endIndex: Int { dropped + index }

    /// Parses one value. Unless `allowTrailingText`, only white space may follow it.
    mutating func parse(allowTrailingText: Bool = false) throws(Failure) -> LocatedJSON {
        let value = try parseValue()
        skipWhitespace()
        if !allowTrailingText, peek() != nil {
            throw failure("unexpected text after the JSON value")
        }
        return value
    }

    /// An object or array still being read. Its members or elements are kept on one stack shared
    /// by every open container and moved into an array of exactly their number when it closes:
    /// no array grown by doubling is left in the tree, and no array is copied as it grows (a
    /// copied-out array shared with the stack copied every element read so far on each append,
    /// which made a flat array of 80,000 numbers take a minute).
    private struct Frame {
        enum Kind { case object, array }
        var kind: Kind
        var line: Int
        var column: Int
        /// Where its members (objects) or elements (arrays) start on their stack.
        var start: Int
        /// The key whose value is being read (objects only).
        var key = ""
    }

    private mutating func parseValue() throws(Failure) -> LocatedJSON {
        var stack: [Frame] = []
        var members: [LocatedJSON.Member] = []
        var elements: [LocatedJSON] = []
        while true {
            skipWhitespace()
            let startLine = line, startColumn = column
            guard let byte = peek() else { throw truncated(openContainers: stack.count) }
            valueCount += 1
            if valueCount > maximumValues {
                var limit = failure("the scenario has more than \(maximumValues) JSON values, the most one file may hold; "
                    + "split it into several files")
                limit.isValueLimit = true
                throw limit
            }
            var value: LocatedJSON
            switch byte {
            case UInt8(ascii: "{"):
                advance()
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    advance()
                    value = LocatedJSON(value: .object([]), line: startLine, column: startColumn)
                } else {
                    try checkNesting(stack.count)
                    var frame = Frame(kind: .object, line: startLine, column: startColumn, start: members.count)
                    frame.key = try parseKey(openContainers: stack.count + 1)
                    stack.append(frame)
                    continue
                }
            case UInt8(ascii: "["):
                advance()
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    advance()
                    value = LocatedJSON(value: .array([]), line: startLine, column: startColumn)
                } else {
                    try checkNesting(stack.count)
                    stack.append(Frame(kind: .array, line: startLine, column: startColumn, start: elements.count))
                    continue
                }
            case UInt8(ascii: "\""):
                value = LocatedJSON(value: .string(try parseString()), line: startLine, column: startColumn)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                value = LocatedJSON(value: try parseLiteral(), line: startLine, column: startColumn)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = LocatedJSON(value: .number(try parseNumber()), line: startLine, column: startColumn)
            default:
                throw failure("unexpected character '\(characterDescription())' where a value should start")
            }
            // Attach the finished value to the innermost open container, closing those that end here.
            while let top = stack.indices.last {
                skipWhitespace()
                switch stack[top].kind {
                case .object:
                    members.append(LocatedJSON.Member(key: stack[top].key, value: value))
                    if peek() == UInt8(ascii: ",") {
                        advance()
                        stack[top].key = try parseKey(openContainers: stack.count)
                    } else if peek() == UInt8(ascii: "}") {
                        advance()
                        let frame = stack.removeLast()
                        let own = Array(members[frame.start...])
                        members.removeSubrange(frame.start...)
                        value = LocatedJSON(value: .object(own), line: frame.line, column: frame.column)
                        continue
                    } else if peek() == nil {
                        throw truncated(openContainers: stack.count)
                    } else {
                        throw failure("expected ',' or '}' after the value of \"\(excerpt(stack[top].key))\"")
                    }
                case .array:
                    elements.append(value)
                    if peek() == UInt8(ascii: ",") {
                        advance()
                    } else if peek() == UInt8(ascii: "]") {
                        advance()
                        let frame = stack.removeLast()
                        let own = Array(elements[frame.start...])
                        elements.removeSubrange(frame.start...)
                        value = LocatedJSON(value: .array(own), line: frame.line, column: frame.column)
                        continue
                    } else if peek() == nil {
                        throw truncated(openContainers: stack.count)
                    } else {
                        throw failure("expected ',' or ']' after an array element")
                    }
                }
                break
            }
            if stack.isEmpty { return value }
        }
    }

    private func checkNesting(_ openContainers: Int) throws(Failure) {
        if openContainers >= Self.maximumNesting {
            throw failure("objects and arrays are nested deeper than \(Self.maximumNesting) levels, the limit")
        }
    }

    private mutating func parseKey(openContainers: Int) throws(Failure) -> String {
        skipWhitespace()
        guard let byte = peek() else { throw truncated(openContainers: openContainers) }
        guard byte == UInt8(ascii: "\"") else {
            throw failure("expected a quoted key, found '\(characterDescription())'")
        }
        var key = try parseString()
        if key.utf8.count > 15, keys.count < Self.maximumInternedKeys || keys.contains(key) {
            key = keys.insert(key).memberAfterInsert
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            if peek() == nil { throw truncated(openContainers: openContainers) }
            throw failure("expected ':' after the key \"\(excerpt(key))\"")
        }
        advance()
        return key
    }

    private mutating func parseString() throws(Failure) -> String {
        advance()  // opening quote
        // Text between escapes is taken whole from the bytes; `anchor` keeps it through refills.
        var scalars: String.UnicodeScalarView?
        anchor = index
        defer { anchor = nil }
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                let run = String(decoding: bytes[anchor!..<index], as: UTF8.self)
                advance()
                guard var scalars else { return run }
                scalars.append(contentsOf: run.unicodeScalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                var text = scalars ?? String.UnicodeScalarView()
                text.append(contentsOf: String(decoding: bytes[anchor!..<index], as: UTF8.self).unicodeScalars)
                advance()
                text.append(try parseEscape())
                scalars = text
                anchor = index
            case 0..<0x20:
                throw failure("control character U+\(hex(UInt32(byte))) inside a string; JSON needs it escaped")
            default:
                advance()
            }
        }
        throw failure("the file ends inside a string: it is truncated")
    }

    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        guard let byte = peek() else { throw failure("the file ends inside a string: it is truncated") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHexQuad()
            if (0xD800..<0xDC00).contains(high), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
                advance()
                advance()
                let low = try parseHexQuad()
                if (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                return "\u{FFFD}"
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            throw failure("unknown escape '\\\(characterDescription(back: 1))' in a string")
        }
    }

    private mutating func parseHexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexDigit(byte) else {
                throw failure("expected four hexadecimal digits after '\\u'")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseLiteral() throws(Failure) -> LocatedJSON.Value {
        for (word, value) in [("true", LocatedJSON.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
        where startsWith(word) {
            for _ in word.utf8 { advance() }
            return value
        }
        throw failure("unexpected word starting with '\(characterDescription())'; expected true, false or null")
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let startLine = line, startColumn = column
        anchor = index
        defer { anchor = nil }
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        {
            advance()
        }
        let text = String(decoding: bytes[anchor!..<index], as: UTF8.self)
        guard let number = Double(text) else {
            throw Failure(line: startLine, column: startColumn, message: "'\(excerpt(text))' is not a number")
        }
        guard number.isFinite else {
            throw Failure(line: startLine, column: startColumn,
                          message: "'\(excerpt(text))' is too large for a number (the largest is about 1.8e308)")
        }
        return number
    }

    // MARK: - Reading position

    /// The byte `offset` after the current one (0 <= index + offset), reading on when the input
    /// comes in pieces; nil at the end of the input.
    @inline(__always)
    private mutating func peek(_ offset: Int = 0) -> UInt8? {
        if index + offset < bytes.count { return bytes[index + offset] }
        return refillPeek(offset)
    }

    /// Reads pieces until the byte `offset` after the current one is there, first dropping what
    /// was read before it (or before `anchor`), so the buffer holds about one piece.
    @inline(never)
    private mutating func refillPeek(_ offset: Int) -> UInt8? {
        guard let refill else { return nil }
        let keep = min(anchor ?? index, index)
        if keep > 0 {
            bytes.removeSubrange(..<keep)
            index -= keep
            anchor = anchor.map { $0 - keep }
            dropped += keep
        }
        while index + offset >= bytes.count {
            guard refill(&bytes) else { return nil }
        }
        return bytes[index + offset]
    }

    private mutating func startsWith(_ word: String) -> Bool {
        for (offset, byte) in word.utf8.enumerated() where peek(offset) != byte { return false }
        return true
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

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    /// The character starting `back` bytes before the current one (which are still held).
    private mutating func characterDescription(back: Int = 0) -> String {
        guard let first = peek(-back) else { return "" }
        var character = [first]
        while character.count < 4, let next = peek(character.count - back), next & 0xC0 == 0x80 { character.append(next) }
        return String(decoding: character, as: UTF8.self)
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func failure(_ message: String) -> Failure {
        Failure(line: line, column: column, message: message)
    }

    private func truncated(openContainers open: Int) -> Failure {
        let what = open == 0 ? "before a value" : "with \(open) object\(open == 1 ? "" : "s") or array\(open == 1 ? "" : "s") still open"
        return failure("the file ends \(what): it is truncated")
    }
}
