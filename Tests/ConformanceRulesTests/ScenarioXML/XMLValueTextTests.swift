import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// The byte-level readers of attribute values must give exactly what the general ones give.
struct XMLValueTextTests {
    /// Every decimal the fast path accepts reads as the very double `Double(_:)` reads; forms it
    /// leaves alone (too many digits, large exponents, no digits) go to the general parser.
    @Test func exactDecimalsAreTheDoublesDoubleReads() {
        var random = SplitMix64(seed: 11)
        let fixed = ["0", "-0", "+5", "1.", ".5", "007", "361", "44.2", "0.825", "1e22", "1e23", "9007199254740993",
                     "123456789012345678", "1.7976931348623157e308", "5e-324", "0.1", "-12.5e-3", "3.0000000000000004", "1e-22",
                     "", "-", ".", "e5", "1e", "1e+", "--1", "1.2.3", "0x10"]
        var samples = fixed
        for _ in 0..<20_000 {
            var text = random.chance(20) ? "-" : ""
            text += String(random.next() % (random.chance(50) ? 1000 : 10_000_000_000_000_000))
            if random.chance(60) { text += "." + String(random.next() % 100_000) }
            if random.chance(20) { text += "e" + String(Int(random.next() % 50) - 25) }
            samples.append(text)
        }
        for text in samples {
            let fast = XMLValueText.exactDecimal(text.utf8)
            if let fast {
                #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)")
            }
            let general = XMLValueText.parseNumber(text)
            let reference = Double(text).flatMap { $0.isFinite ? $0 : nil }
            let decimalOnly = !text.isEmpty && text.utf8.allSatisfy { "0123456789.-+eE".utf8.contains($0) }
            #expect(general?.bitPattern == (decimalOnly ? reference?.bitPattern : nil), "\(text)")
        }
    }

    @Test func wordsAreTheRunsBetweenXMLSpaces() {
        var words: [String] = []
        _ = XMLValueText.forEachWord(" 1  2\t3\n4 ") { words.append(String(decoding: $0, as: UTF8.self)); return true }
        #expect(words == ["1", "2", "3", "4"])
        #expect(!XMLValueText.forEachWord("a b") { _ in false })
    }
}
