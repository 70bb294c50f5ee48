import Testing

/// `|actual − expected| ≤ relative·|expected|` (1 % unless stated), with the values in the message.
func expectClose(_ actual: Double, _ expected: Double, relative: Double = 0.01,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= relative * abs(expected),
            "\(actual) is not within \(relative * 100) % of \(expected)", sourceLocation: sourceLocation)
}

/// `|actual − expected| ≤ absolute`.
func expectNear(_ actual: Double, _ expected: Double, absolute: Double,
                sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= absolute,
            "\(actual) is not within ±\(absolute) of \(expected)", sourceLocation: sourceLocation)
}

/// SplitMix64: a seeded generator, so property tests are random but repeatable.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
