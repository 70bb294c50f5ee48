import A11yModel

/// Labels as dumps really carry them: control characters that a scenario's XML form cannot
/// hold, and labels that are no name by `SpeakableName` (white space or invisible characters,
/// icon-font glyphs, punctuation or symbols).
///
/// Labels are kept as read (a white-space label still reads as no name, which is the truth);
/// the odd ones are counted in the notes so a report reader knows why a rule flagged them.
enum LabelReview {
    static let whitespaceOnly = "labels that are only white space or invisible characters, so assistive technology has no name to read"
    static let privateUseOnly = "labels that are only private-use icon-font glyphs (U+E000…), read as nothing or as a code"
    static let symbolsOnly = "labels that are only punctuation or symbols, which say nothing about the element"
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
                switch SpeakableName.quality(of: label) {
                case .speakable: break
                case .empty: notes.tally(whitespaceOnly, node: index)
                case .privateUseOnly: notes.tally(privateUseOnly + " [" + SpeakableName.codePoints(label) + "]", node: index)
                case .symbolsOnly: notes.tally(symbolsOnly, node: index)
                }
            }
            arena[index].node = node
        }
    }
}
