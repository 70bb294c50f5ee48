import Foundation
import Testing
@testable import A11yModel

/// `trimming(_:)` takes off exactly what Foundation's `trimmingCharacters(in:)` takes off.
struct WhitespaceTrimmingTests {
    private static let sets: [(TrimmedWhitespace, CharacterSet)] = [
        (.whitespaces, .whitespaces), (.whitespacesAndNewlines, .whitespacesAndNewlines),
    ]

    @Test("the same scalars are white space as in Foundation, over every scalar")
    func everyScalar() {
        for (ours, foundation) in Self.sets {
            var disagreements: [UInt32] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = String(Character(scalar))
                if ours.contains(scalar) != text.trimmingCharacters(in: foundation).isEmpty { disagreements.append(value) }
            }
            #expect(disagreements.isEmpty, "\(ours): \(disagreements.prefix(10).map { String($0, radix: 16) })")
        }
    }

    @Test("the same text is left, ends and middles alike, over random strings")
    func randomStrings() {
        let pieces = [" ", "\t", "\n", "\r\n", "\u{A0}", "\u{200B}", "\u{2028}", "\u{85}", "\u{3000}", "a", "é", "e\u{301}",
                      "\u{301}", "👩‍👩‍👧", "🇵🇹", "\u{E80D}", "x y", ",", ""]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for (ours, foundation) in Self.sets {
                // Scalars, not `==`: String equality would let a composed é match a decomposed one.
                #expect(Array(text.trimming(ours).unicodeScalars) == Array(text.trimmingCharacters(in: foundation).unicodeScalars),
                        "\(ours) of \(text.unicodeScalars.map(\.value))")
                let slice = text.dropFirst()
                #expect(Array(slice.trimming(ours).unicodeScalars) == Array(slice.trimmingCharacters(in: foundation).unicodeScalars))
            }
        }
    }
}
