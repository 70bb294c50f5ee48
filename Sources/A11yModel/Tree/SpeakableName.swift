/// Whether a label gives assistive technology something to say: the one definition every name
/// check in morph-audit uses (W3C ACT's "non-empty accessible name", made concrete for screen
/// readers on phones).
///
/// A text is **no name** when, once the characters a screen reader skips are left out, it is
/// empty, or holds only private-use glyphs (icon fonts put their icons at U+E000–U+F8FF and in
/// planes 15–16, read as nothing or as a code), or only punctuation and symbols ("×", "•", "…",
/// which say nothing about what the element does). An emoji shown as one is spoken by its name
/// ("red heart") and is a name (`isSpokenEmoji`). Skipped are the characters with the Unicode
/// `White_Space` property (U+0020, U+00A0, U+2002, U+3000…) and those of general categories Cc
/// (controls) and Cf (format: U+200B zero-width space, U+200C/D joiners, U+2060 word joiner, U+FEFF,
/// U+00AD soft hyphen, the bidirectional marks U+200E/F and U+202A–U+202E, U+2066–U+2069…).
public enum SpeakableName {
    public enum Quality: Sendable, Hashable {
        /// At least one letter, digit or other speakable character.
        case speakable
        /// Nothing, or only characters a screen reader skips.
        case empty
        /// Only private-use glyphs (and skipped characters): an icon font's code points.
        case privateUseOnly
        /// Only punctuation and symbols, with or without private-use glyphs.
        case symbolsOnly
    }

    public static func quality(of text: String?) -> Quality {
        guard let text, let first = text.unicodeScalars.first else { return .empty }
        // The common case: a label starting with an ASCII letter or digit.
        if first.isASCII, ("a"..."z").contains(first) || ("A"..."Z").contains(first) || ("0"..."9").contains(first) {
            return .speakable
        }
        var sawPrivateUse = false, sawSymbol = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars where !isSkipped(scalar) {
            if isPrivateUse(scalar) {
                sawPrivateUse = true
            } else if isSpokenEmoji(scalar, after: previous) {
                return .speakable
            } else if isPunctuationOrSymbol(scalar) {
                sawSymbol = true
            } else {
                return .speakable
            }
            previous = scalar
        }
        if sawSymbol { return .symbolsOnly }
        return sawPrivateUse ? .privateUseOnly : .empty
    }

    /// Whether the text is a name: `quality(of:) == .speakable`.
    public static func isSpeakable(_ text: String?) -> Bool { quality(of: text) == .speakable }

    /// White space, controls and format characters: what a screen reader passes over in silence.
    public static func isSkipped(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII's white space and controls are U+0000–U+0020 and U+007F; the rest of ASCII is read.
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .control, .format: return true
        default: return false
        }
    }

    /// The Private Use Areas: U+E000–U+F8FF and supplementary planes 15 and 16.
    public static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: true
        default: false
        }
    }

    /// An emoji shown as one: a character drawn as an emoji by default (Emoji_Presentation: "❤️"'s
    /// heart with its selector, "👍", a flag's regional indicators) or an emoji character followed by
    /// the emoji variation selector U+FE0F. VoiceOver and TalkBack speak its name ("red heart",
    /// "thumbs up"), as axe-core, ATF and GTXiLib accept it; a symbol drawn as text ("×", "✕",
    /// "★") is read as a symbol's name that says nothing of the action.
    static func isSpokenEmoji(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        return scalar.value == 0xFE0F && previous.map { $0.properties.isEmoji && !$0.isASCII } == true
    }

    /// Punctuation (P*), symbols (S*) and marks (M*) with no base character.
    static func isPunctuationOrSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }

    /// The text without skipped characters at either end, for messages.
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSkipped($0) }),
              let end = scalars.lastIndex(where: { !isSkipped($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// `U+E5CD U+E5CE`: the code points of the text that are not plain to read, for messages
    /// about a label made of glyphs or invisible characters (at most four).
    public static func codePoints(_ text: String) -> String {
        text.unicodeScalars.filter { isSkipped($0) || isPrivateUse($0) || isPunctuationOrSymbol($0) || !$0.isASCII }
            .prefix(4).map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: " ")
    }

    /// Why a text is no name, in words for messages: "is empty", "is only private-use glyphs
    /// (U+E5CD)"…; nil when it is a name.
    public static func problem(with text: String?) -> String? {
        switch quality(of: text) {
        case .speakable: return nil
        case .empty:
            guard let text, !text.isEmpty else { return "is empty" }
            return "is only white space or invisible characters (\(codePoints(text)))"
        case .privateUseOnly: return "is only private-use icon-font glyphs (\(codePoints(text ?? "")))"
        case .symbolsOnly:
            return "is only punctuation or symbols ('\(trimmed(text ?? ""))', read out by the symbols' names, if at all)"
        }
    }
}
