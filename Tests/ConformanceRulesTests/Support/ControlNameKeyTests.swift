import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// `distinct-control-names` groups controls by a key (case folded, white space collapsed). Its
/// byte-by-byte reading of ASCII labels must give what the reading by characters gives.
struct ControlNameKeyTests {
    static func byCharacter(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func asciiShortcutAgreesWithTheCarefulWay() {
        let pieces = ["a", "Z", "q", "9", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "-", "@", "[", "`", "{",
                      "Close", "CLOSE", "x", "\u{1F}", "\u{7F}", "~"]
        var random = SplitMix64(seed: 21)
        for _ in 0..<5000 {
            let text = (0..<random.index(10)).map { _ in random.pick(pieces) }.joined()
            #expect(ControlNameKey.asciiKey(text) == Self.byCharacter(text),
                    "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func keysFoldCaseAndSpaceOnEitherPath() {
        #expect(ControlNameKey.key("  Close\t Sheet \r\n") == "close sheet")
        #expect(ControlNameKey.key("Schließen  Blatt") == "schließen blatt")
        #expect(ControlNameKey.key("CLOSE\u{2003}sheet") == "close sheet")
        #expect(ControlNameKey.key(" \t ") == nil)
        #expect(ControlNameKey.key(nil) == nil)
    }
}
