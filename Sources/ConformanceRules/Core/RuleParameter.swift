/// A value a rule is configured with.
public enum ParameterValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)

    public var description: String {
        switch self {
        case .number(let value): Self.describe(value)
        case .bool(let value): "\(value)"
        case .string(let value): value
        }
    }

    /// `24`, `4.5`, and a value with a long fraction (14 × 4/3) cut to four decimals and marked
    /// `18.6666…`, so a catalog does not print binary noise.
    private static func describe(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e12 { return String(Int64(value)) }
        let text = "\(value)"
        guard let dot = text.firstIndex(of: "."), !text.contains("e"), text.distance(from: dot, to: text.endIndex) > 7 else {
            return text
        }
        return String(text[...text.index(dot, offsetBy: 4)]) + "…"
    }

    public var typeName: String {
        switch self {
        case .number: "number"
        case .bool: "boolean"
        case .string: "string"
        }
    }

    public var number: Double? { if case .number(let value) = self { value } else { nil } }
    public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    public var string: String? { if case .string(let value) = self { value } else { nil } }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let bool = try? c.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? c.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try c.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .number(let value): try c.encode(value)
        case .bool(let value): try c.encode(value)
        case .string(let value): try c.encode(value)
        }
    }
}

/// A threshold or switch of a rule, with its default, per-profile values and where they come from.
public struct RuleParameter: Sendable, Hashable {
    public var name: String
    public var summary: String
    public var defaultValue: ParameterValue
    /// Values that differ from the default under a profile.
    public var profileValues: [Profile: ParameterValue]
    /// Where the number comes from: `WCAG 2.2 SC 2.5.8`, `HIG Accessibility`, `convention`.
    public var source: String
    /// For numbers: the values a configuration may set. Every built-in number declares one.
    public var range: ParameterRange?

    public init(_ name: String, _ defaultValue: ParameterValue, summary: String, source: String,
                profiles: [Profile: ParameterValue] = [:], range: ParameterRange? = nil) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
        self.profileValues = profiles
        self.source = source
        self.range = range
    }

    public func value(for profile: Profile) -> ParameterValue { profileValues[profile] ?? defaultValue }
}

/// The parameter values a rule runs with: profile values overlaid with configuration overrides.
public struct ResolvedParameters: Sendable, Hashable {
    public private(set) var values: [String: ParameterValue]

    public init(_ values: [String: ParameterValue] = [:]) { self.values = values }

    public init(parameters: [RuleParameter], profile: Profile, overrides: [String: ParameterValue] = [:]) {
        var values: [String: ParameterValue] = [:]
        for parameter in parameters { values[parameter.name] = parameter.value(for: profile) }
        for (name, value) in overrides { values[name] = value }
        self.values = values
    }

    /// The named number; rules declare their parameters, so a missing one is a catalog bug that the
    /// catalog test catches, and the fallback keeps a release build from trapping.
    public func number(_ name: String, default fallback: Double = 0) -> Double { values[name]?.number ?? fallback }
    /// The named number as a count: rounded down and clamped to 0…1,000,000. Configuration values
    /// are range-checked when read; this keeps any other value (an API caller's) from trapping in
    /// `Int(_:)`.
    public func count(_ name: String, default fallback: Int) -> Int {
        let value = number(name, default: Double(fallback))
        guard value.isFinite else { return value > 0 ? 1_000_000 : 0 }
        return Int(min(max(value.rounded(.down), 0), 1_000_000))
    }
    public func bool(_ name: String, default fallback: Bool = false) -> Bool { values[name]?.bool ?? fallback }
    public func string(_ name: String, default fallback: String = "") -> String { values[name]?.string ?? fallback }
}
