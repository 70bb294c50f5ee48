/// The values a numeric rule parameter accepts. A configuration value outside it is refused with
/// its coding path, so no threshold from a file reaches a rule as `1e300` (which would trap where
/// a rule counts in whole numbers) or as a ratio no contrast can have.
public struct ParameterRange: Sendable, Hashable, CustomStringConvertible {
    public var bounds: ClosedRange<Double>
    /// Only whole numbers (counts).
    public var wholeNumbers: Bool

    public init(_ bounds: ClosedRange<Double>, wholeNumbers: Bool = false) {
        self.bounds = bounds
        self.wholeNumbers = wholeNumbers
    }

    public func contains(_ value: Double) -> Bool {
        bounds.contains(value) && (!wholeNumbers || value == value.rounded())
    }

    /// "a whole number from 1 to 1000", "a number from 1 to 21".
    public var description: String {
        let lower = ParameterValue.number(bounds.lowerBound), upper = ParameterValue.number(bounds.upperBound)
        return "\(wholeNumbers ? "a whole number" : "a number") from \(lower) to \(upper)"
    }

    /// A contrast ratio: 1 (no contrast) to 21 (black on white).
    public static let contrastRatio = ParameterRange(1...21)
    /// A share of something: 0 to 1.
    public static let fraction = ParameterRange(0...1)
    /// A change of a scale factor: 0 to 10 (1000 %).
    public static let scaleChange = ParameterRange(0...10)
    /// A length or a text size in points.
    public static let points = ParameterRange(0...10_000)
    /// A duration in seconds: up to an hour.
    public static let seconds = ParameterRange(0...3_600)
    /// How many of something: a whole number from 0 to 1000.
    public static let count = ParameterRange(0...1_000, wholeNumbers: true)
}
