#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How an animated property moves from its start to its end value.
public enum Curve: Sendable, Hashable, Codable {
    case spring(Spring)
    case timing(TimingCurve)
    /// No animation: the value jumps.
    case none

    private enum CodingKeys: String, CodingKey { case spring, timing, none }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if c.contains(.spring) {
            self = .spring(try c.decode(Spring.self, forKey: .spring))
        } else if c.contains(.timing) {
            self = .timing(try c.decode(TimingCurve.self, forKey: .timing))
        } else if c.contains(.none) {
            self = .none
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a curve needs one of the keys 'spring', 'timing' or 'none'"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .spring(let spring): try c.encode(spring, forKey: .spring)
        case .timing(let timing): try c.encode(timing, forKey: .timing)
        case .none: try c.encode([String: String](), forKey: .none)
        }
    }
}

/// A spring as the API that declared it spells it. Every form maps to one damped oscillator
/// (see `SpringParameters`); keeping the declared form lets reports quote the source.
public struct Spring: Sendable, Hashable, Codable {
    public var form: Form
    /// Initial velocity as a fraction of the travel per second (UIKit's `initialSpringVelocity`).
    public var initialVelocity: Double

    public enum Form: Sendable, Hashable {
        /// SwiftUI `spring(response:dampingFraction:)` / `Spring(response:dampingRatio:)`.
        case response(response: Double, dampingFraction: Double)
        /// SwiftUI `Spring(duration:bounce:)`.
        case durationBounce(duration: Double, bounce: Double)
        /// `Spring(mass:stiffness:damping:)`, `CASpringAnimation`, Android `SpringForce` via mass 1.
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// UIKit `animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`. UIKit does not
        /// document how duration maps to stiffness; the analysis reads `duration` as a response.
        case uikit(duration: Double, dampingRatio: Double)
    }

    public init(_ form: Form, initialVelocity: Double = 0) {
        self.form = form
        self.initialVelocity = initialVelocity
    }

    public static func response(_ response: Double, dampingFraction: Double, initialVelocity: Double = 0) -> Spring {
        Spring(.response(response: response, dampingFraction: dampingFraction), initialVelocity: initialVelocity)
    }

    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> Spring {
        Spring(.uikit(duration: duration, dampingRatio: dampingRatio), initialVelocity: initialVelocity)
    }

    private enum CodingKeys: String, CodingKey {
        case response, dampingFraction, duration, bounce, mass, stiffness, damping, uikitDuration, dampingRatio
        case initialVelocity
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        initialVelocity = try c.decodeIfPresent(Double.self, forKey: .initialVelocity) ?? 0
        if c.contains(.response) {
            form = .response(response: try c.decode(Double.self, forKey: .response),
                             dampingFraction: try c.decodeIfPresent(Double.self, forKey: .dampingFraction) ?? 0.825)
        } else if c.contains(.uikitDuration) {
            form = .uikit(duration: try c.decode(Double.self, forKey: .uikitDuration),
                          dampingRatio: try c.decode(Double.self, forKey: .dampingRatio))
        } else if c.contains(.stiffness) {
            form = .physical(mass: try c.decodeIfPresent(Double.self, forKey: .mass) ?? 1,
                             stiffness: try c.decode(Double.self, forKey: .stiffness),
                             damping: try c.decode(Double.self, forKey: .damping))
        } else if c.contains(.duration) {
            form = .durationBounce(duration: try c.decode(Double.self, forKey: .duration),
                                   bounce: try c.decodeIfPresent(Double.self, forKey: .bounce) ?? 0)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a spring needs 'response', 'duration', 'stiffness' or 'uikitDuration'"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch form {
        case .response(let response, let dampingFraction):
            try c.encode(response, forKey: .response)
            try c.encode(dampingFraction, forKey: .dampingFraction)
        case .durationBounce(let duration, let bounce):
            try c.encode(duration, forKey: .duration)
            try c.encode(bounce, forKey: .bounce)
        case .physical(let mass, let stiffness, let damping):
            try c.encode(mass, forKey: .mass)
            try c.encode(stiffness, forKey: .stiffness)
            try c.encode(damping, forKey: .damping)
        case .uikit(let duration, let dampingRatio):
            try c.encode(duration, forKey: .uikitDuration)
            try c.encode(dampingRatio, forKey: .dampingRatio)
        }
        if initialVelocity != 0 { try c.encode(initialVelocity, forKey: .initialVelocity) }
    }
}

/// A timing-function animation with a fixed duration.
public struct TimingCurve: Sendable, Hashable, Codable {
    public var function: TimingFunction
    public var duration: Double

    public init(_ function: TimingFunction, duration: Double) {
        self.function = function
        self.duration = duration
    }
}

public enum TimingFunction: Sendable, Hashable, Codable {
    case linear, easeIn, easeOut, easeInOut
    /// CSS/Core Animation cubic Bézier with control points (x1, y1) and (x2, y2).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// `linear`, `easeIn`, …, or `cubicBezier(x1,y1,x2,y2)`.
    public var token: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            "cubicBezier(\([x1, y1, x2, y2].map(formatNumber).joined(separator: ",")))"
        }
    }

    public init?(token: String) {
        switch token {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInOut": self = .easeInOut
        default:
            guard token.hasPrefix("cubicBezier("), token.hasSuffix(")") else { return nil }
            let inner = token.dropFirst("cubicBezier(".count).dropLast()
            let numbers = inner.split(separator: ",").compactMap { Double($0.trimming(.whitespaces)) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
            self = .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        guard let function = TimingFunction(token: text) else {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "'\(text)' is not a timing function; expected linear, easeIn, easeOut, easeInOut or cubicBezier(x1,y1,x2,y2)")
        }
        self = function
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(token)
    }
}
