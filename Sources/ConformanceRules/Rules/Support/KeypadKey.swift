import A11yModel

/// A key of a keypad named by the symbol it types or stands for: "=" among a calculator's keys,
/// "←" among a terminal's extra keys. A screen reader speaks such a symbol by its name ("equals",
/// "left arrow"), which on a key is what the key does, while the same symbol alone on another
/// control ("×" for Close) names a shape, not an action.
enum KeypadKey {
    /// Symbols whose spoken name is their key's function: arithmetic, the keys beside the digits,
    /// and the four arrows of a cursor pad.
    static let spokenAsTheirKey: Set<String> = [
        "+", "-", "−", "=", "×", "÷", "±", "*", "/", ".", ",", "%", "#", "(", ")", "←", "↑", "→", "↓",
    ]

    /// Controls beside a key, itself included, that make a keypad, and how many of the others must
    /// be named by one character (a digit, a letter, a symbol): a grid of keys, not a toolbar of
    /// icons named in words.
    static let keysInPad = 6
    static let singleCharacterKeys = 4

    /// Whether `control`'s label is a symbol spoken as its function, on a key among keys.
    static func isKey(_ control: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let label = control.node.label.map(SpeakableName.trimmed), spokenAsTheirKey.contains(label) else { return false }
        return isAmongKeys(control, in: index)
    }

    /// Whether `control` is one of a keypad's keys, whatever its name: its parent holds at least
    /// `keysInPad` controls, `singleCharacterKeys` of the others named by a single character, or
    /// so do the rows beside its row (a calculator laid out four keys a row).
    static func isAmongKeys(_ control: VisitedNode, in index: SnapshotIndex) -> Bool {
        guard let parent = index.parent(of: control) else { return false }
        if isPad(keysIn: [parent], around: control, in: index) { return true }
        guard let pad = index.parent(of: parent) else { return false }
        let positions = Array(index.childPositions(of: pad).prefix(viewsLookedAt + 1))
        guard positions.count <= viewsLookedAt else { return false }
        let rows = positions.map { index.nodes[$0] }.filter { !ElementKind.isControl($0) }
        return isPad(keysIn: rows, around: control, in: index)
    }

    /// The most views looked at for a keypad: one has a few dozen keys, and a list of thousands
    /// of rows is none.
    static let viewsLookedAt = 128

    /// Whether the controls directly inside `containers` make a keypad around `control`.
    private static func isPad(keysIn containers: [VisitedNode], around control: VisitedNode, in index: SnapshotIndex) -> Bool {
        var keys = 0, singleCharacters = 0, looked = 0
        for container in containers {
            for position in index.childPositions(of: container) {
                looked += 1
                guard looked <= viewsLookedAt else { return false }
                let sibling = index.nodes[position]
                guard ElementKind.isControl(sibling) else { continue }
                keys += 1
                guard sibling.order != control.order else { continue }
                let name = SpokenName(of: sibling, in: index).text.map(SpeakableName.trimmed) ?? ""
                if name.count == 1 { singleCharacters += 1 }
            }
        }
        return keys >= keysInPad && singleCharacters >= singleCharacterKeys
    }
}
