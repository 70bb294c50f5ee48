/// Text helpers every reporter shares: locale-independent numbers, one-line messages, and
/// neutralising terminal escapes and characters some formats cannot carry.
public enum ReportText {
    /// "a", "a and b", "a, b and c" (or with another conjunction: "a, b or c").
    public static func list(_ values: [String], conjunction: String = "and") -> String {
        guard let last = values.last else { return "" }
        guard values.count > 1 else { return last }
        // Joined by hand, as `joined(separator:)` of a slice makes the runtime search every
        // protocol conformance of the program the first time (a small audit's start-up).
        var result = values[0]
        for value in values.dropFirst().dropLast() { result += ", " + value }
        return result + " \(conjunction) " + last
    }

    /// Seconds with exactly three decimals, a `.` separator, no grouping and no exponent
    /// (`0.004`, `12.345`), built from integers so no locale or `Double.description` is involved.
    /// Negative, NaN and infinite durations are written as `0.000`.
    public static func seconds(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.000" }
        let milliseconds = (value * 1000).rounded()
        guard milliseconds < Double(Int64.max / 2) else { return "0.000" }
        // Every testcase of a report carries one: the digits are written right to left into
        // stack memory, and a result of up to 15 bytes is a small string, never allocated.
        var remaining = UInt64(milliseconds)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            repeat {
                if buffer.count - start == 3 {
                    start -= 1
                    buffer[start] = UInt8(ascii: ".")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0 || buffer.count - start < 5
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// `text` on one line: runs of whitespace (newlines and tabs included) become one space, and
    /// the result is cut to `limit` characters, ending with `…` when cut.
    public static func singleLine(_ text: String, limit: Int = .max) -> String {
        if isPlainLine(text, limit: limit) { return text }
        return cutPlainLine(text, limit: limit) ?? singleLineByCharacter(text, limit: limit)
    }

    /// A line that is plain but for its length (a long message), cut where the careful way cuts
    /// it: the first `limit - 1` characters, without a space at the end, then "…". ASCII is cut
    /// from its bytes; other text by characters, which may turn out to be within the limit.
    private static func cutPlainLine(_ text: String, limit: Int) -> String? {
        guard limit > 0 else { return nil }
        // nil: not contiguous or not ASCII, so see to it by characters; true/false: plain ASCII or not.
        let plainASCII = text.utf8.withContiguousStorageIfAvailable { isPlainASCIILine($0, limit: .max) } ?? nil
        switch plainASCII {
        case false?:
            return nil
        case true?:
            let cut = text.utf8.withContiguousStorageIfAvailable { bytes in
                var end = min(limit - 1, bytes.count)
                while end > 0 && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
            }
            return cut.map { $0 + "…" }
        case nil:
            guard isPlainLine(text, limit: .max) else { return nil }
            guard text.count > limit else { return text }
            var kept = text.prefix(limit - 1)
            while kept.last == " " { kept.removeLast() }
            return kept + "…"
        }
    }

    /// `singleLine` the careful way, character by character.
    static func singleLineByCharacter(_ text: String, limit: Int) -> String {
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

    /// Already one line within `limit`: printable characters with single spaces between words, as
    /// most ids, rule names and messages are, so nothing needs to be rebuilt character by
    /// character. Scalars beyond ASCII are accepted when they are certainly not white space and
    /// cannot join a preceding space into one character (letters, punctuation, arrows, symbols);
    /// anything else takes the careful way.
    private static func isPlainLine(_ text: String, limit: Int) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ isPlainASCIILine($0, limit: limit) }), let answer {
            return answer
        }
        var count = 0
        var previousWasSpace = true
        var isASCII = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                guard value >= 0x20, value < 0x7F else { return false }
                if value == 0x20 {
                    if previousWasSpace { return false }
                    previousWasSpace = true
                } else {
                    previousWasSpace = false
                }
            } else {
                if isSpaceOrJoining(value, afterSpace: previousWasSpace && count > 0) { return false }
                isASCII = false
                previousWasSpace = false
            }
            count += 1
        }
        // A character may be several scalars, so beyond ASCII the byte count bounds it from above.
        return (isASCII ? count : text.utf8.count) <= limit && (!previousWasSpace || count == 0)
    }

    /// `isPlainLine` read on the bytes of a native string, as long as they are ASCII (most lines
    /// are): nil at the first byte beyond it, and then the scalars decide.
    private static func isPlainASCIILine(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Bool? {
        var previousWasSpace = true
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            guard byte >= 0x20, byte < 0x7F else { return false }
            if byte == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
        }
        return bytes.count <= limit && (!previousWasSpace || bytes.isEmpty)
    }

    /// White space (Unicode White_Space beyond ASCII), or after a space, a scalar outside the
    /// blocks known to start a character of their own.
    private static func isSpaceOrJoining(_ value: UInt32, afterSpace: Bool) -> Bool {
        switch value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: break
        }
        guard afterSpace else { return false }
        switch value {
        case 0xA1...0x2FF, 0x370...0x3FF, 0x400...0x482, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x2BFF: return false
        default: return true
        }
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
