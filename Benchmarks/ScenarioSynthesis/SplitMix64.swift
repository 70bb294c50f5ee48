/// SplitMix64: small, seedable, and the same sequence on every platform and Swift version, so a
/// seed always names the same corpus.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { Int(next() % 100) < percent }

    /// An index in `0..<count`, or 0 when `count` is not positive.
    public mutating func index(_ count: Int) -> Int { count > 0 ? Int(next() % UInt64(count)) : 0 }

    public mutating func pick<T>(_ values: [T]) -> T { values[index(values.count)] }
}
