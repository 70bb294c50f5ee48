import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// Suppression patterns are matched by an automaton followed in bits; it must accept exactly
/// what `*` and `?` mean, and take time in proportion to the text, whatever the pattern.
struct GlobTests {
    /// The meaning, by recursion with a memo: `*` any run of characters, `?` one character.
    static func reference(_ pattern: [Character], _ text: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ t: Int) -> Bool {
            if let known = memo[p * (text.count + 1) + t] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == "*" {
                result = match(p + 1, t) || (t < text.count && match(p, t + 1))
            } else {
                result = t < text.count && (pattern[p] == "?" || pattern[p] == text[t]) && match(p + 1, t + 1)
            }
            memo[p * (text.count + 1) + t] = result
            return result
        }
        return match(0, 0)
    }

    @Test func acceptsWhatStarsAndQuestionMarksMean() {
        var random = SplitMix64(seed: 3)
        let patternPieces: [String] = ["*", "**", "?", "a", "b", "é", "e\u{301}", "-", "."]
        let textPieces: [String] = ["a", "b", "é", "e\u{301}", "-", ".", "ab"]
        for round in 0..<20_000 {
            // Long patterns now and then, so that positions span several words.
            let length = round % 50 == 0 ? 70 + random.index(100) : random.index(9)
            let pattern = (0..<length).map { _ in random.pick(patternPieces) }.joined()
            let text = (0..<random.index(round % 50 == 0 ? 200 : 10)).map { _ in random.pick(textPieces) }.joined()
            #expect(Glob.matches(pattern, text) == Self.reference(Array(pattern), Array(text)), "'\(pattern)' on '\(text)'")
        }
        #expect(Glob.matches("handle-*", "handle-contrast"))
        #expect(!Glob.matches("handle-?", "handle-contrast"))
        #expect(Glob.matches("*", ""))
        #expect(!Glob.matches("", "a"))
    }

    @Test func aLongPatternAgainstLongIDsTakesLinearTime() throws {
        // Backtracking to the star compared the whole literal after it again at each character
        // of the text: 16 million comparisons for one match.
        let pattern = "*" + String(repeating: "a", count: 1_022) + "b"
        let id = String(repeating: "a", count: 16_384)
        let matched = try finishes(within: 60, "300 long matches") {
            (0..<300).contains { _ in Glob.matches(pattern, id) }
        }
        #expect(matched == false)
    }
}
