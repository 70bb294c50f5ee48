/// Mutates a document's bytes the way the in-process fuzz tests of the JSON readers do: one to
/// four edits, each a changed byte, a cut of up to 16 bytes, one of the format's `tokens`
/// inserted, or a run of up to 64 bytes repeated in place. Seeded, so a failure replays.
struct ByteMutator {
    let tokens: [[UInt8]]

    init(tokens: [String]) { self.tokens = tokens.map { Array($0.utf8) } }

    func mutate(_ seed: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
            case 2: bytes.insert(contentsOf: tokens[Int.random(in: 0..<tokens.count, using: &random)], at: at)
            default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 64)], at: at)
            }
        }
        return bytes
    }
}
