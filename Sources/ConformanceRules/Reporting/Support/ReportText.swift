/// Text helpers every reporter shares: locale-independent numbers, one-line messages, and
/// neutralising terminal escapes and characters some formats cannot carry.
public enum ReportText {
    /// "a", "a and b", "a, b and c" (or with another conjunction: "a, b or c").
    public static func list(_ values: [String], conjunction: String = "and") -> String {
        guard let last = values.last else { return "" }
        return values.count == 1 ? last : values.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Seconds with exactly three decimals, a `.` separator, no grouping and no exponent
    /// (`0.004`, `12.345`), built from integers so no locale or `Double.description` is involved.
    /// Negative, NaN and infinite durations are written as `0.000`.
    public static func seconds(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.000" }
        let milliseconds = (value * 1000).rounded()
        guard milliseconds < Double(Int64.max / 2) else { return "0.000" }
        let total = Int64(milliseconds)
        let fraction = String(total % 1000)
        return "\(total / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `text` on one line: runs of whitespace (newlines and tabs included) become one space, and
    /// the result is cut to `limit` characters, ending with `…` when cut.
    public static func singleLine(_ text: String, limit: Int = .max) -> String {
        if isPlainLine(text, limit: limit) { return text }
        var result = ""
        var pendingSpace = false
        var count = 0
        for character in text {
            if character.isWhitespace || character.isNewline {
                pendingSpace = !result.isEmpty
                continue
            }
            let needed = pendingSpace ? 2 : 1
            if count + needed > limit {
                return cut(result, limit: limit)
            }
            if pendingSpace {
                result.append(" ")
                count += 1
                pendingSpace = false
            }
            result.append(character)
            count += 1
        }
        return result
    }

    /// Printable ASCII with single spaces between words and within `limit`: already one line, as
    /// most ids, rule names and messages are, so nothing needs to be rebuilt character by character.
    private static func isPlainLine(_ text: String, limit: Int) -> Bool {
        var count = 0
        var previousWasSpace = true
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return false }
            if byte == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
            count += 1
        }
        return count <= limit && (!previousWasSpace || count == 0)
    }

    private static func cut(_ text: String, limit: Int) -> String {
        guard limit > 0 else { return "" }
        var kept = String(text.prefix(limit - 1))
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + "…"
    }

    /// `text` without ANSI escape sequences (see `XMLText.strippingANSI`).
    public static func strippingANSI(_ text: String) -> String { XMLText.strippingANSI(text) }

    /// `text` with ANSI sequences removed and every remaining character that XML 1.0 forbids
    /// (C0 controls other than tab, LF and CR; U+FFFE; U+FFFF) replaced by U+FFFD, so the reader
    /// sees that something was there.
    public static func xmlSafe(_ text: String) -> String { XMLText.cleaned(text, replacement: replacement) }

    /// `text` safe to print on a terminal: ANSI sequences removed and other control characters
    /// (except tab) replaced by U+FFFD, so input cannot recolour or move the cursor.
    public static func terminalSafe(_ text: String) -> String {
        let stripped = strippingANSI(text)
        guard stripped.unicodeScalars.contains(where: isTerminalControl) else { return stripped }
        var result = String.UnicodeScalarView()
        for scalar in stripped.unicodeScalars {
            result.append(isTerminalControl(scalar) ? replacement : scalar)
        }
        return String(result)
    }

    private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0x09 && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"
}
