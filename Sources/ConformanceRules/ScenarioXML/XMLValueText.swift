/// White space and numbers in attribute values, the way XSD reads them: shared by the scenario
/// readers, the pack reader and the importers.
enum XMLValueText {
    /// XML white space: space, tab, line feed, carriage return.
    static func isXMLSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n"
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// XSD's `collapse`: runs of white space become one space, none at either end.
    static func collapse(_ value: String) -> String {
        isCollapsed(value) ? value : value.split(whereSeparator: isXMLSpace).joined(separator: " ")
    }

    /// Already in collapsed form: no tab, line break, leading, trailing or doubled space. Most
    /// values are, and then splitting and joining them again would only cost time.
    static func isCollapsed(_ value: String) -> Bool {
        var previousWasSpace = true
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: " "):
                if previousWasSpace { return false }
                previousWasSpace = true
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return false
            default:
                previousWasSpace = false
            }
        }
        return !previousWasSpace || value.isEmpty
    }

    /// Calls `body` with each run of non-space bytes of `text`, in order, until it returns false;
    /// whether it never did. No array of words is made, and the bytes are read in place: walking a
    /// string's UTF-8 view checks the string's representation at every byte, and every frame of
    /// every node goes through here twice (its syntax checked, then its numbers read).
    static func forEachWord(_ text: String, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard !isSpace(bytes[index]) else {
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count, !isSpace(bytes[end]) { end += 1 }
                guard body(bytes[index..<end]) else { return false }
                index = end
            }
            return true
        }
    }

    /// Decimal numbers only: `Double(_:)` would also take `inf`, `nan` and hexadecimal forms.
    static func parseNumber<Text: StringProtocol>(_ text: Text) -> Double? {
        if let value = exactDecimal(text.utf8) { return value }
        guard !text.isEmpty, text.utf8.allSatisfy({ byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        }), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `[+-]digits[.digits][e[+-]digits]` read straight from its bytes when the digits fit in 53
    /// bits and the power of ten is at most 22: then one multiplication or division of two exact
    /// doubles is correctly rounded (Clinger's fast path), the same value `Double(_:)` gives. Nil
    /// for anything else, which the general parser handles; most numbers in files (`361`, `44.2`,
    /// `0.825`) take this path.
    static func exactDecimal<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Double? {
        var index = bytes.startIndex
        var negative = false
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            bytes.formIndex(after: &index)
        }
        var mantissa: UInt64 = 0
        var digits = 0, exponent = 0
        var sawDigit = false
        func digit() -> UInt64? {
            guard index != bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
            return UInt64(bytes[index] - UInt8(ascii: "0"))
        }
        while let value = digit() {
            guard digits < 18 else { return nil }
            mantissa = mantissa * 10 + value
            if mantissa > 0 { digits += 1 }
            sawDigit = true
            bytes.formIndex(after: &index)
        }
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            bytes.formIndex(after: &index)
            while let value = digit() {
                guard digits < 18 else { return nil }
                mantissa = mantissa * 10 + value
                if mantissa > 0 { digits += 1 }
                exponent -= 1
                sawDigit = true
                bytes.formIndex(after: &index)
            }
        }
        guard sawDigit else { return nil }
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            bytes.formIndex(after: &index)
            var negativeExponent = false
            if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negativeExponent = bytes[index] == UInt8(ascii: "-")
                bytes.formIndex(after: &index)
            }
            var written = 0, count = 0
            while let value = digit() {
                guard count < 4 else { return nil }
                written = written * 10 + Int(value)
                count += 1
                bytes.formIndex(after: &index)
            }
            guard count > 0 else { return nil }
            exponent += negativeExponent ? -written : written
        }
        guard index == bytes.endIndex, mantissa <= 1 << 53, (-22...22).contains(exponent) else { return nil }
        let magnitude = exponent < 0 ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa) * powersOfTen[exponent]
        return negative ? -magnitude : magnitude
    }

    /// 10⁰…10²², every one exact in a double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
        1e21, 1e22,
    ]
}
