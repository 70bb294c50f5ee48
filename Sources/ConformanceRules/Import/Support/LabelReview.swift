import A11yModel

/// Labels as dumps really carry them: control characters that a scenario's XML form cannot
/// hold, labels that are only white space, labels that are only icon-font glyphs.
///
/// Labels are kept as read (a white-space label still reads as no name, which is the truth);
/// the odd ones are counted in the notes so a report reader knows why a rule flagged them.
enum LabelReview {
    static let whitespaceOnly = "labels that are only white space, so assistive technology has no name to read"
    static let privateUseOnly = "labels that are only private-use icon-font glyphs (U+E000…), read as nothing or as a code"
    static let controlCharacters = "texts with control characters XML cannot carry, removed"

    static func review(_ arena: inout ImportArena, notes: inout ImportNotes) {
        for index in arena.indices {
            var node = arena[index].node
            var cleanedSomething = false
            for keyPath in [\Node.label, \Node.value, \Node.hint, \Node.identifier] {
                guard let text = node[keyPath: keyPath] else { continue }
                let cleaned = XMLText.cleaned(text)
                if cleaned != text {
                    node[keyPath: keyPath] = cleaned
                    cleanedSomething = true
                }
            }
            if cleanedSomething { notes.tally(controlCharacters, node: index) }
            if let label = node.label, !label.isEmpty {
                if label.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                    notes.tally(whitespaceOnly, node: index)
                } else if isPrivateUseOnly(label) {
                    notes.tally(privateUseOnly + " [" + codePoints(label) + "]", node: index)
                }
            }
            arena[index].node = node
        }
    }

    /// Every visible character is in a Private Use Area (icon fonts put their glyphs there).
    static func isPrivateUseOnly(_ text: String) -> Bool {
        var sawGlyph = false
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
            guard isPrivateUse(scalar) else { return false }
            sawGlyph = true
        }
        return sawGlyph
    }

    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD: true
        default: false
        }
    }

    private static func codePoints(_ text: String) -> String {
        text.unicodeScalars.filter(isPrivateUse).prefix(4).map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}
