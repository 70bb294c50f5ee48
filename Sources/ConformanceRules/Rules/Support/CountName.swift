import A11yModel

/// A name that is only a count, as social apps write one beside an icon: "8", "1,846", "1.2K",
/// "2,6B" (Turkish "bin"), "25,3 тыс.", "99+". Dates, times, versions and phone numbers are not
/// counts: their groups are not thousands.
enum CountName {
    /// Abbreviations of a magnitude written after a count, lowercased: thousand, million and
    /// billion in English, French, Spanish, Portuguese, Turkish, German, Russian, Chinese and
    /// Japanese.
    static let magnitudes: Set<String> = [
        "k", "m", "b", "bn", "mn", "mil", "mi", "mln", "md", "mrd", "tsd", "tsd.", "bin", "mio", "mio.",
        "тыс", "тыс.", "млн", "млн.", "млрд", "万", "亿", "億", "千",
    ]

    /// Separators of digit groups and of decimals: full stop, comma, apostrophe, spaces.
    private static let separators: Set<Character> = [".", ",", "'", " ", "\u{00A0}", "\u{202F}"]

    /// The longest count read: a name longer than this is a sentence or an identifier.
    static let maximumLength = 16

    /// Whether `name`, trimmed, is a count and nothing else.
    static func isCount(_ name: String) -> Bool {
        var text = Substring(SpeakableName.trimmed(name))
        guard !text.isEmpty, text.count <= maximumLength else { return false }
        if text.last == "+" { text = text.dropLast() }
        let digitsEnd = text.lastIndex(where: \.isASCIIDigit).map(text.index(after:)) ?? text.startIndex
        let suffix = text[digitsEnd...].trimmingLeadingSpaces.lowercased()
        guard suffix.isEmpty || magnitudes.contains(suffix) else { return false }
        return isGroupedNumber(text[..<digitsEnd])
    }

    /// A count written as a plain integer ("8", "301"): numbers that follow one another among
    /// controls side by side are keys, pages or days, not counts.
    static func integer(_ name: String) -> Int? {
        let text = SpeakableName.trimmed(name)
        guard !text.isEmpty, text.count <= 9, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Int(text)
    }

    /// Digits in groups: the first of one to three digits (any number when there is no
    /// separator), the next of three each (thousands), the last of one or two when it follows a
    /// decimal mark ("74,9", "1.25").
    private static func isGroupedNumber(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCIIDigit else { return false }
        var groups: [Substring] = []
        var start = text.startIndex, position = text.startIndex
        while position < text.endIndex {
            let character = text[position]
            if separators.contains(character) {
                groups.append(text[start..<position])
                start = text.index(after: position)
            } else if !character.isASCIIDigit {
                return false
            }
            position = text.index(after: position)
        }
        groups.append(text[start..<position])
        guard groups.allSatisfy({ !$0.isEmpty }) else { return false }
        if groups.count == 1 { return true }
        guard groups[0].count <= 3 else { return false }
        let middle = groups.dropFirst().dropLast()
        guard middle.allSatisfy({ $0.count == 3 }), let last = groups.last else { return false }
        return last.count == 3 || last.count <= 2
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

private extension Substring {
    var trimmingLeadingSpaces: Substring { drop { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" } }
}
