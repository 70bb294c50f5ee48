import Testing
@testable import A11yModel

/// What is a name: letters and digits, and emoji shown as emoji (spoken by their names); not
/// symbols a text font draws, punctuation, private-use glyphs or invisible characters.
struct SpeakableNameTests {
    @Test("emoji shown as emoji are names", arguments: ["❤️", "👍", "🇸🇦", "⭐", "❌", "✖️", "👍🏽", "👨‍👩‍👧"])
    func emoji(_ text: String) {
        #expect(SpeakableName.quality(of: text) == .speakable)
    }

    @Test("symbols drawn as text, punctuation and selectors alone are not", arguments: ["×", "✕", "★", "•", "…", "❤", "✖", "#️", "\u{FE0F}", "→"])
    func symbols(_ text: String) {
        #expect(SpeakableName.quality(of: text) == .symbolsOnly)
    }

    @Test("private-use glyphs and invisible characters stay no name")
    func glyphsAndInvisible() {
        #expect(SpeakableName.quality(of: "\u{E5CD}") == .privateUseOnly)
        #expect(SpeakableName.quality(of: "\u{E5CD}\u{FE0F}") == .symbolsOnly, "a selector after a glyph draws no emoji")
        #expect(SpeakableName.quality(of: "\u{200B} \u{FEFF}") == .empty)
        #expect(SpeakableName.quality(of: "Close") == .speakable)
    }
}
