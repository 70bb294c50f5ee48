import A11yModel

/// The form in which two spoken names are compared: "Close  Sheet" and "close sheet" are one
/// name to a listener.
enum ControlNameKey {
    /// `text` case-folded with runs of white space as one space; nil when nothing is left.
    static func key(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = SpeakableName.trimmed(text)
        let folded = trimmed.utf8.allSatisfy { $0 < 0x80 } ? asciiKey(trimmed)
            : trimmed.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return folded.isEmpty ? nil : folded
    }

    /// `key` of ASCII text, byte by byte: the white space among ASCII characters is tab, line
    /// feed, vertical tab, form feed, carriage return and space, and their case folding is
    /// A–Z to a–z. Most labels are ASCII, and `Character.isWhitespace` looks up Unicode
    /// properties for every character.
    static func asciiKey(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
