/// Makes arbitrary strings safe to write as XML 1.0 text or attribute values.
///
/// XML 1.0 cannot carry C0 control characters other than tab, line feed and carriage return, nor
/// U+FFFE and U+FFFF, not even as character references; libxml2 2.9.14 writes them raw, which
/// yields a document no parser accepts. Test output and tool messages also carry ANSI colour
/// codes, whose escape character is such a control. Both are removed; everything else (markup
/// characters, right-to-left text, emoji) is kept and escaped by the writer.
public enum XMLText {
    /// `text` without ANSI escape sequences, and with the characters XML 1.0 forbids dropped or,
    /// when `replacement` is given, replaced by it (reports use U+FFFD so readers see that
    /// something was there).
    public static func cleaned(_ text: String, replacement: Unicode.Scalar? = nil) -> String {
        guard needsCleaning(text) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == escape {
                skipEscapeSequence(&scalars)
            } else if isAllowed(scalar) {
                result.append(scalar)
            } else if let replacement {
                result.append(replacement)
            }
        }
        return String(result)
    }

    /// `text` without ANSI CSI (`ESC [ … final`) and OSC (`ESC ] … BEL` or `ESC ] … ESC \`)
    /// sequences; any other escape loses just its ESC and the character after it.
    public static func strippingANSI(_ text: String) -> String {
        guard text.unicodeScalars.contains(escape) else { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == escape { skipEscapeSequence(&scalars) } else { result.append(scalar) }
        }
        return String(result)
    }

    /// The first character of `text` that XML 1.0 cannot represent, if any.
    public static func firstForbiddenScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isAllowed($0) }
    }

    /// XML 1.0 `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
    /// (Swift strings cannot hold surrogates, so only the first and last rules need checking.)
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20: false
        case 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    private static let escape: Unicode.Scalar = "\u{1B}"

    /// Whether `text` holds an escape or a character XML forbids, decided on its UTF-8 bytes
    /// without decoding scalars: nearly every string a report writes is clean, and this check
    /// runs for each of them. ESC and the other forbidden controls are single bytes below 0x20;
    /// U+FFFE and U+FFFF are `EF BF BE` and `EF BF BF`, which valid UTF-8 uses for nothing else.
    static func needsCleaning(_ text: String) -> Bool {
        // A native string's bytes are scanned in place; iterating `utf8` checks the string's
        // representation at every byte, which made this check a tenth of writing a JUnit report.
        text.utf8.withContiguousStorageIfAvailable { needsCleaning(bytes: $0) } ?? needsCleaningByteByByte(text.utf8)
    }

    /// Eight bytes at a time: a word of ASCII needs a look at its bytes only when one is below
    /// 0x20 (a control other than tab, LF and CR is to clean); a word with a byte beyond ASCII is
    /// read byte by byte, carrying the last two bytes so that U+FFFE and U+FFFF are found
    /// wherever they fall.
    private static func needsCleaning(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let high: UInt64 = 0x8080_8080_8080_8080
        var sequence = SequenceWatch()
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            if word & high == 0 {
                // A byte below 0x20 borrows into its top bit.
                if (word &- 0x2020_2020_2020_2020) & ~word & high != 0 {
                    for shift in stride(from: 0, to: 64, by: 8)
                    where isForbiddenControl(UInt8(truncatingIfNeeded: word >> UInt64(shift))) {
                        return true
                    }
                }
                sequence = SequenceWatch()
            } else {
                for byte in UnsafeBufferPointer(start: base + offset, count: 8) where sequence.needsCleaning(after: byte) {
                    return true
                }
            }
            offset += 8
        }
        for byte in UnsafeBufferPointer(rebasing: bytes[offset...]) where sequence.needsCleaning(after: byte) { return true }
        return false
    }

    private static func needsCleaningByteByByte(_ bytes: some Sequence<UInt8>) -> Bool {
        var sequence = SequenceWatch()
        return bytes.contains { sequence.needsCleaning(after: $0) }
    }

    /// Reads UTF-8 a byte at a time for a forbidden control or the end of `EF BF BE`/`EF BF BF`.
    private struct SequenceWatch {
        private var beforeLast: UInt8 = 0
        private var last: UInt8 = 0

        mutating func needsCleaning(after byte: UInt8) -> Bool {
            if isForbiddenControl(byte) { return true }
            if byte & 0xFE == 0xBE, last == 0xBF, beforeLast == 0xEF { return true }
            beforeLast = last
            last = byte
            return false
        }
    }

    private static func isForbiddenControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    /// Consumes what follows an ESC: a CSI sequence (`ESC [ … final`), an OSC sequence
    /// (`ESC ] … BEL` or `ESC ] … ESC \`), or a single character.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            while let next = scalars.next() {
                if (0x40...0x7E).contains(next.value) { return }
            }
        case "]":
            var previousWasEscape = false
            while let next = scalars.next() {
                if next == "\u{07}" || (previousWasEscape && next == "\\") { return }
                previousWasEscape = next == escape
            }
        default:
            return
        }
    }
}
