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

    /// Decimal numbers only: `Double(_:)` would also take `inf`, `nan` and hexadecimal forms.
    static func parseNumber<Text: StringProtocol>(_ text: Text) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        }), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
