/// The white space `trimming(_:)` takes off: Foundation's `CharacterSet.whitespaces` and
/// `.whitespacesAndNewlines` as CoreFoundation defines them, which keep U+200B ZERO WIDTH SPACE
/// among the spaces.
public enum TrimmedWhitespace: Sendable {
    /// Tab and the space separators.
    case whitespaces
    /// Those, line and paragraph separators, and U+000A–U+000D and U+0085.
    case whitespacesAndNewlines

    @inlinable public func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: self == .whitespacesAndNewlines
        default: false
        }
    }
}

extension StringProtocol {
    /// `trimmingCharacters(in:)` of those sets, scalar by scalar from both ends, without the
    /// bridge to `NSString` that Foundation's version sets up at its first call and allocates
    /// through at every one (`WhitespaceTrimmingTests` compares the two over every scalar).
    public func trimming(_ whitespace: TrimmedWhitespace) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, whitespace.contains(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let last = scalars.index(before: end)
            guard whitespace.contains(scalars[last]) else { break }
            end = last
        }
        if start == scalars.startIndex && end == scalars.endIndex { return String(self) }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[start..<end])
        return String(trimmed)
    }
}
