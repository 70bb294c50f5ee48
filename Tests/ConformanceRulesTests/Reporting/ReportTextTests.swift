import Foundation
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

struct ReportTextTests {
    @Test(arguments: [
        (0.0, "0.000"), (0.0004, "0.000"), (0.0005, "0.001"), (0.004, "0.004"), (1e-5, "0.000"),
        (12.3456, "12.346"), (1234567.891, "1234567.891"), (-1.0, "0.000"), (.nan, "0.000"), (.infinity, "0.000"),
    ])
    func secondsHaveThreeDecimalsAndNoExponent(_ value: Double, _ expected: String) {
        #expect(ReportText.seconds(value) == expected)
    }

    /// Seconds as the whole and fractional parts print them, the reading the digit writer replaced.
    static func secondsByParts(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.000" }
        let milliseconds = (value * 1000).rounded()
        guard milliseconds < Double(Int64.max / 2) else { return "0.000" }
        let total = Int64(milliseconds)
        let fraction = String(total % 1000)
        return "\(total / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    @Test func secondsAgreeWithPrintingTheParts() {
        var random = SplitMix64(seed: 5)
        let edges: [Double] = [0.0005, 0.0015, 0.9995, 0.999, 1, 9.9995, 10, 999.9995, 1e12, Double(Int64.max / 2) / 1000,
                               Double(Int64.max / 2) / 1000 * 0.999_999, .ulpOfOne, .leastNonzeroMagnitude, -0.0]
        for value in edges { #expect(ReportText.seconds(value) == Self.secondsByParts(value), "\(value)") }
        for _ in 0..<20_000 {
            let value = Double(random.next() >> 11) / Double(1 << 53) * pow(10, Double(random.index(22)) - 6)
            #expect(ReportText.seconds(value) == Self.secondsByParts(value), "\(value)")
        }
    }

    @Test func singleLineCollapsesWhitespaceAndCaps() {
        #expect(ReportText.singleLine("  a\n\tb   c \r\n") == "a b c")
        let long = String(repeating: "word ", count: 100)
        let capped = ReportText.singleLine(long, limit: 300)
        #expect(capped.count <= 300 && capped.hasSuffix("…"))
        #expect(ReportText.singleLine("short", limit: 300) == "short")
        #expect(ReportText.singleLine("abcdef", limit: 6) == "abcdef")
        #expect(ReportText.singleLine("abcdefg", limit: 6) == "abcde…")
    }

    /// The shortcut for text already on one line must give what the character-by-character way
    /// gives, for spaces of every kind, combining marks after spaces, symbols and limits.
    @Test func singleLineShortcutAgreesWithTheCarefulWay() {
        let pieces = ["a", "Z", "9", " ", "  ", "\t", "\n", "\u{A0}", "\u{2003}", "\u{301}", "\u{200D}", "→", "×", "…", "Δ",
                      "é", "👩🏽‍💻", "\u{FE0F}", "≤", "漢", "-", "\u{85}", "\u{3000}", "(", "ж"]
        var random = SplitMix64(seed: 9)
        for _ in 0..<4000 {
            let text = (0..<random.index(9)).map { _ in random.pick(pieces) }.joined()
            for limit in [Int.max, 5, 12, 1, 2, 0] {
                #expect(ReportText.singleLine(text, limit: limit) == ReportText.singleLineByCharacter(text, limit: limit),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) }) limit \(limit)")
            }
        }
    }

    @Test func xmlSafeStripsColourCodesAndReplacesForbiddenCharacters() {
        #expect(ReportText.xmlSafe("\u{1B}[1;31mred\u{1B}[0m") == "red")
        #expect(ReportText.xmlSafe("\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(ReportText.xmlSafe("a\u{0}b\u{1}c\u{FFFE}d\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}")
        #expect(ReportText.xmlSafe("tab\tline\nret\r ok ]]> <&>\"' שלום 👋") == "tab\tline\nret\r ok ]]> <&>\"' שלום 👋")
    }
}
