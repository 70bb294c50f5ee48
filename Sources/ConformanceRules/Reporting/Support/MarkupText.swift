/// Makes arbitrary strings safe as HTML or SVG text and attribute values.
///
/// Markup characters become references (`&amp; &lt; &gt; &quot; &#39;`, so the same escaping is
/// right in text, in either kind of quoted attribute, and in XML); ANSI sequences are removed;
/// every character HTML reports as a parse error or XML 1.0 forbids — C0 and C1 controls other
/// than tab, line feed and carriage return, DEL, and the noncharacters — becomes U+FFFD, so a
/// reader sees that something was there. What remains (right-to-left text, emoji) is kept; the
/// HTML report isolates such text in `<bdi>` so it cannot reorder the sentence around it.
enum MarkupText {
    static func escaped(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in ReportText.strippingANSI(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
            }
        }
        return result
    }

    /// Whether `text` has right-to-left letters or bidirectional formatting characters, which
    /// could reorder the words around it unless isolated.
    static func needsIsolation(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return false }
        return text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    /// `text` on one line and at most `limit` characters (`…` when cut): what the report shows
    /// of labels, ids and messages, whose full text the JSON report keeps.
    static func shortened(_ text: String, limit: Int) -> String { ReportText.singleLine(text, limit: limit) }

    /// Nothing to escape or replace: written as it is (ids, rule names and most messages).
    private static func isPlain(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
            } else if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                        || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                return false
            }
        }
        return ascii || text.unicodeScalars.allSatisfy(isAllowed)
    }

    /// Tab, LF, CR and everything from U+0020 except DEL, the C1 controls and the noncharacters.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: return false
        default: return value & 0xFFFE != 0xFFFE
        }
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"
}
