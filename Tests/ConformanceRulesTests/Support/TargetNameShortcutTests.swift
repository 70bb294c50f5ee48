import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// The target rules read ASCII ids and names byte by byte (arrows, scroll bars, the Equivalent
/// exception's names); each shortcut must answer as the reading by characters does.
struct TargetNameShortcutTests {
    static let pieces = ["arrow", "Arrow", "ARROW", "right", "Right", "chevron", "forward", "disclosure", "arrows",
                         "scroll", "Scroll", "bar", "Bar", "fast", "FAST", "scrollbar", "Fastscroll", "profile", "Profile",
                         "_", "-", "__", "a", "Z", "q", "9", " ", "\t", "\r\n", "ic", "Ic", "btn", "View", "open", "s"]

    static func texts(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<5000).map { _ in (0..<random.index(7)).map { _ in random.pick(pieces) }.joined() }
    }

    @Test func arrowNamesAgreeWithTheReadingByCharacters() {
        for text in Self.texts(seed: 31) {
            #expect(TargetExemptions.isCalledArrow(ascii: text.utf8) == TargetExemptions.isCalledArrow(byCharacter: text), "\(text)")
        }
        #expect(TargetExemptions.isCalledArrow("ivArrowRight") && TargetExemptions.isCalledArrow("chevron-icon"))
        #expect(!TargetExemptions.isCalledArrow("narrowView") && !TargetExemptions.isCalledArrow("copyright"))
    }

    @Test func scrollBarNamesAgreeWithTheReadingByCharacters() {
        for text in Self.texts(seed: 32) {
            #expect(TargetExemptions.isCalledScrollBar(ascii: text) == TargetExemptions.isCalledScrollBar(byCharacter: text), "\(text)")
        }
        #expect(TargetExemptions.isCalledScrollBar("viewTradeScroll_Bar") && TargetExemptions.isCalledScrollBar("FastScroller"))
        #expect(!TargetExemptions.isCalledScrollBar("scrollView"))
    }

    @Test func profileNamesAgreeWhateverTheirBytes() {
        // The byte test only lets through what the search by characters then decides.
        #expect(EquivalentBeside.opensProfile("view nur rahman's profile", of: "nur rahman"))
        #expect(!EquivalentBeside.opensProfile("view nur rahman's page", of: "nur rahman"))
        #expect(EquivalentBeside.opensProfile("profil de nur rahman", of: "nur rahman") == false)
        #expect(EquivalentBeside.normalized("  View\tNur  RAHMAN ") == "view nur rahman")
        #expect(EquivalentBeside.normalized("Ver  perfil de\u{2003}ÁLVARO") == "ver perfil de álvaro")
    }
}
