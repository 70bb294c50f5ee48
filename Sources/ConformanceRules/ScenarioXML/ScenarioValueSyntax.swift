/// Whether a value is in the lexical space of its XSD type, decided as libxml2's validator decides
/// it (including where libxml2 departs from the specification: it accepts no white space around
/// an `xs:long`). The values are attribute values as the parser normalised them.
extension ScenarioValueType {
    func accepts(_ value: String) -> Bool {
        // Labels, ids and other free text take any value: nothing to scan.
        if case .string = self { return true }
        // Values already in collapsed form with no space (nearly all) are checked byte by byte.
        let oneWord = !value.isEmpty && !value.utf8.contains(where: XMLValueText.isSpace)
        switch self {
        case .boolean where oneWord: return value == "true" || value == "false" || value == "1" || value == "0"
        case .number where oneWord: return Self.isDecimal(value.utf8)
        case .vocabulary where oneWord: return true
        case .color where oneWord: return Self.isColor(value.utf8[...])
        default: break
        }
        switch self {
        case .string, .vocabularyList:
            return true
        case .long:
            return Self.isLong(value.utf8[...])
        case .boolean:
            return Self.singleToken(value).map { ["true", "false", "1", "0"].contains(String(decoding: $0, as: UTF8.self)) } ?? false
        case .number:
            return Self.singleToken(value).map(Self.isDecimal) ?? false
        case .numbers(let count):
            var found = 0
            return XMLValueText.forEachWord(value) { word in
                found += 1
                return found <= count && Self.isDecimal(word)
            } && found == count
        case .vocabulary:
            return Self.singleToken(value) != nil
        case .color:
            return Self.singleToken(value).map(Self.isColor) ?? false
        case .timingFunction:
            return Self.isTimingFunction(XMLValueText.collapse(value))
        case .enumeration(_, let values):
            return values.contains(XMLValueText.collapse(value))
        }
    }

    /// Why a value was refused, for the reader's own diagnostics.
    var expectation: String {
        switch self {
        case .string, .vocabularyList: "any text"
        case .long: "a whole number without spaces"
        case .boolean: "true, false, 1 or 0"
        case .number: "a finite decimal number"
        case .numbers(let count): "\(count) decimal numbers"
        case .vocabulary: "one token without spaces"
        case .color: "a colour: #RGB, #RRGGBB or #RRGGBBAA"
        case .timingFunction: "linear, easeIn, easeOut, easeInOut or cubicBezier(x1,y1,x2,y2)"
        case .enumeration(_, let values): "one of " + values.joined(separator: ", ")
        }
    }

    /// The value's only token once white space is collapsed; nil when it has none or several.
    private static func singleToken(_ value: String) -> Substring.UTF8View? {
        let tokens = value.utf8.split(whereSeparator: XMLValueText.isSpace)
        return tokens.count == 1 ? tokens[0] : nil
    }

    /// `[+-]?[0-9]+` within 64 bits, nothing around it.
    private static func isLong(_ bytes: Substring.UTF8View) -> Bool {
        var digits = bytes
        var negative = false
        if let first = digits.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            negative = first == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return false }
        var magnitude: UInt64 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
            let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return false }
            magnitude = sum
        }
        return magnitude <= (negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max))
    }

    /// The XSD's number pattern `[+\-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+\-]?[0-9]+)?`.
    static func isDecimal<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var index = bytes.startIndex
        func digits() -> Int {
            var count = 0
            while index != bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                count += 1
                bytes.formIndex(after: &index)
            }
            return count
        }
        // One of two bytes, not a variadic list: that would be an array made at every call.
        func skip(_ one: UInt8, or other: UInt8) -> Bool {
            guard index != bytes.endIndex, bytes[index] == one || bytes[index] == other else { return false }
            bytes.formIndex(after: &index)
            return true
        }
        _ = skip(UInt8(ascii: "+"), or: UInt8(ascii: "-"))
        let whole = digits()
        if skip(UInt8(ascii: "."), or: UInt8(ascii: ".")) {
            guard digits() > 0 || whole > 0 else { return false }
        } else if whole == 0 {
            return false
        }
        if skip(UInt8(ascii: "e"), or: UInt8(ascii: "E")) {
            _ = skip(UInt8(ascii: "+"), or: UInt8(ascii: "-"))
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }

    /// `#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})`.
    private static func isColor(_ bytes: Substring.UTF8View) -> Bool {
        let hex = bytes.first == UInt8(ascii: "#") ? bytes.dropFirst() : bytes[...]
        return [3, 6, 8].contains(hex.count) && hex.allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }

    /// `linear|easeIn|easeOut|easeInOut|cubicBezier\([^)]*\)`, matched against the whole value.
    private static func isTimingFunction(_ text: String) -> Bool {
        if ["linear", "easeIn", "easeOut", "easeInOut"].contains(text) { return true }
        guard text.hasPrefix("cubicBezier("), text.hasSuffix(")") else { return false }
        return !text.dropFirst("cubicBezier(".count).dropLast().contains(")")
    }
}
