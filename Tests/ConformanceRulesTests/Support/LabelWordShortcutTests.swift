import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// `label-repeats-role` passes most labels without splitting them into words, when no judged word
/// appears in them at all. That shortcut must never pass a label the word-by-word reading fails.
struct LabelWordShortcutTests {
    static let roleLists = [["button", "btn"], ["switch", "toggle", "checkbox"], ["slider", "adjustable"], ["link"]]

    /// What the word-by-word reading finds: a gesture phrase, or a role word first or last.
    static func isJudged(_ label: String, roles: [String]) -> Bool {
        let words = LabelRepeatsRoleRule.words(SpeakableName.trimmed(label))
        return LabelRepeatsRoleRule.gesturePhrases.contains { LabelRepeatsRoleRule.contains(words, $0) }
            || roles.contains { words.first == $0 || words.last == $0 }
    }

    @Test func everyGesturePhraseHoldsAVerbTheShortcutLooksFor() {
        for phrase in LabelRepeatsRoleRule.gesturePhrases {
            #expect(phrase.contains { LabelRepeatsRoleRule.gestureVerbs.contains($0) }, "\(phrase)")
        }
    }

    @Test func shortcutNeverPassesAJudgedLabel() {
        let pieces = ["Close", "BUTTON", "Btn", "tap", "Tap", "TO", "here", "double", "-", " ", "\t", "click", "Swipe",
                      "up", "long", "PRESS", "link", "Toggle", "switch", "slider", "x", "9", "é", "\u{200B}", "Ｔap", "ok"]
        var random = SplitMix64(seed: 31)
        var shortcuts = 0
        for _ in 0..<20_000 {
            let label = (0..<random.index(6)).map { _ in random.pick(pieces) }.joined(separator: random.index(3) == 0 ? "" : " ")
            let roles = random.pick(Self.roleLists)
            guard LabelRepeatsRoleRule.holdsNoJudgedWord(label, roles: roles) else { continue }
            shortcuts += 1
            #expect(!Self.isJudged(label, roles: roles), "'\(label)' with \(roles)")
        }
        #expect(shortcuts > 1_000, "the shortcut is taken for labels without the words")
    }

    @Test func shortcutIsOnlyForASCIILabelsWithoutTheWords() {
        #expect(LabelRepeatsRoleRule.holdsNoJudgedWord("Close sheet", roles: ["button", "btn"]))
        #expect(!LabelRepeatsRoleRule.holdsNoJudgedWord("Close Button", roles: ["button", "btn"]))
        #expect(!LabelRepeatsRoleRule.holdsNoJudgedWord("Double-TAP to close", roles: ["link"]))
        #expect(!LabelRepeatsRoleRule.holdsNoJudgedWord("Stapler", roles: ["link"]), "a word inside a word goes the long way")
        #expect(!LabelRepeatsRoleRule.holdsNoJudgedWord("Fermer la fenêtre", roles: ["button"]), "non-ASCII goes the long way")
        #expect(LabelRepeatsRoleRule.holdsNoJudgedWord("", roles: ["button"]))
    }
}

/// `handle-name-role-value` searches an ASCII label for the handle words as bytes; it must find
/// a word exactly when the search by characters does.
struct HandleWordSearchTests {
    @Test func byteSearchAgreesWithCharacterSearch() {
        let pieces = ["Drag", "HANDLE", "han", "dle", "Grab", "ber", "Sheet", "close", "Poignée", "ZIEH", "punkt", "ok",
                      "\r\n", "\r", "\n", " ", "-", "é", "e\u{301}", "ドラッグ", "x", "\u{200B}", "İ", "ß", "Schließen"]
        var random = SplitMix64(seed: 47)
        var byBytes = 0
        for _ in 0..<20_000 {
            let label = (0..<random.index(5)).map { _ in random.pick(pieces) }.joined(separator: random.chance(50) ? "" : " ")
            let lowered = label.lowercased()
            let byCharacters = HandleNameRoleValueRule.handleWords.contains { lowered.contains($0) }
            #expect(HandleNameRoleValueRule.describesAHandle(label) == byCharacters, "\(label.debugDescription)")
            if lowered.utf8.allSatisfy({ $0 < 0x80 }) { byBytes += 1 }
        }
        #expect(byBytes > 1_000)
    }
}
