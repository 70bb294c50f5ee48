/// `*` matches any run of characters, `?` one character; everything else is literal.
///
/// Matched as an automaton whose states are the positions in the pattern, all of them followed
/// at once in the bits of a few words: each character of the text costs a pass over
/// `pattern.count / 64` words, whatever the pattern. Backtracking to the last star cost up to
/// the pattern's length for each character, so a long pattern against 16 KiB node ids, for every
/// finding, could run for minutes.
enum Glob {
    /// Longest pattern a configuration may give, in UTF-8 bytes.
    static let maximumLength = 1_024

    static func matches(_ pattern: String, _ text: String) -> Bool {
        if pattern == "*" { return true }
        let automaton = Automaton(pattern)
        var active = automaton.start
        for character in text {
            guard automaton.step(&active, on: character) else { return false }
        }
        return automaton.accepts(active)
    }

    private struct Automaton {
        /// Bit i of these: symbol i of the pattern (runs of stars made one) is a star, a `?`, or
        /// the given character.
        let stars: [UInt64], anyCharacter: [UInt64]
        let literals: [Character: [UInt64]]
        let symbolCount: Int
        let start: [UInt64]

        init(_ pattern: String) {
            var symbols: [Character] = []
            for character in pattern where !(character == "*" && symbols.last == "*") { symbols.append(character) }
            symbolCount = symbols.count
            let zero = [UInt64](repeating: 0, count: symbols.count / 64 + 1)
            var stars = zero, anyCharacter = zero
            var literals: [Character: [UInt64]] = [:]
            for (position, symbol) in symbols.enumerated() {
                let word = position / 64, bit = UInt64(1) << UInt64(position % 64)
                switch symbol {
                case "*": stars[word] |= bit
                case "?": anyCharacter[word] |= bit
                default: literals[symbol, default: zero][word] |= bit
                }
            }
            self.stars = stars
            self.anyCharacter = anyCharacter
            self.literals = literals
            var start = zero
            start[0] = 1
            Self.skipStars(&start, stars)
            self.start = start
        }

        /// Consumes one character: positions whose symbol takes it move one on, stars stay.
        /// False when no position is left, so the text cannot match.
        func step(_ active: inout [UInt64], on character: Character) -> Bool {
            let literal = literals[character]
            var carry: UInt64 = 0, any: UInt64 = 0
            for word in active.indices {
                let moving = active[word] & (anyCharacter[word] | (literal?[word] ?? 0))
                let next = (moving << 1) | carry | (active[word] & stars[word])
                carry = moving >> 63
                active[word] = next
                any |= next
            }
            Self.skipStars(&active, stars)
            return any != 0
        }

        func accepts(_ active: [UInt64]) -> Bool {
            active[symbolCount / 64] & (UInt64(1) << UInt64(symbolCount % 64)) != 0
        }

        /// A star may match nothing: the position after an active star is active too. Stars
        /// never follow one another, so one pass is enough.
        private static func skipStars(_ active: inout [UInt64], _ stars: [UInt64]) {
            var carry: UInt64 = 0
            for word in active.indices {
                let atStars = active[word] & stars[word]
                active[word] |= (atStars << 1) | carry
                carry = atStars >> 63
            }
        }
    }
}
