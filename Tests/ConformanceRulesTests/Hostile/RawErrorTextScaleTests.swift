import Testing
@testable import ConformanceRules

/// `raw-error-text` reads every text of a snapshot. A text of names joined by underscores used to
/// be read from every underscore to both ends of its run, and asked at each quoted name whether
/// it speaks of code: a 4 MB label of them was quadratic. Each run is now read once.
struct RawErrorTextScaleTests {
    @Test func longTextsOfNamesAreReadInOnePass() throws {
        let run = String(repeating: "a_", count: 2_000_000)
        #expect(try finishes(within: 60, "a run of 4 MB joined by underscores") { RawErrorSigns.sign(in: "'\(run)") } == .some(nil))
        let quoted = String(repeating: "'ana_lopez' ", count: 300_000) + " the key"
        #expect(try finishes(within: 60, "300,000 quoted names and a word of code at the end") { RawErrorSigns.sign(in: quoted) }
                == .some(.quotedIdentifier("ana_lopez")))
        let bracketed = String(repeating: "[a_b", count: 500_000)
        #expect(try finishes(within: 60, "500,000 unclosed plugin codes") { RawErrorSigns.sign(in: bracketed) } == .some(nil))
    }
}
