#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spring as one damped harmonic oscillator, `m·e'' + c·e' + k·e = 0`, whatever API declared it.
///
/// The animated value's error `e(t) = progress(t) − 1` starts at `e(0) = −1` (the whole travel
/// still to go) with `e'(0) = initialVelocity`, so a positive initial velocity moves towards the
/// target. Mappings (domain-rules §4.2):
/// - SwiftUI `response`/`dampingFraction`: `m = 1`, `k = (2π/response)²`, `c = 4π·ζ/response`.
/// - SwiftUI `duration`/`bounce`: `response = duration`; `ζ = 1 − bounce` for `bounce ≥ 0`,
///   `ζ = 1/(1 + bounce)` for `bounce < 0`.
/// - `mass`/`stiffness`/`damping` (`Spring(mass:stiffness:damping:)`, `CASpringAnimation`): as given.
/// - UIKit `duration`/`dampingRatio`: **assumption** — `duration` is read as a SwiftUI `response`
///   (reading A of §4.2). UIKit documents no formula from its "total duration" to stiffness.
public struct SpringParameters: Sendable, Hashable {
    /// Mass `m` (1 for every form except `physical`).
    public let mass: Double
    /// Stiffness `k`, in mass units per s².
    public let stiffness: Double
    /// Damping coefficient `c`, in mass units per s.
    public let damping: Double
    /// Initial velocity in fractions of the travel per second, positive towards the target
    /// (UIKit's `initialSpringVelocity`: 1 = the whole travel in one second).
    public let initialVelocity: Double
    /// Natural (undamped) angular frequency `ω0 = √(k/m)`, rad/s.
    public let naturalFrequency: Double
    /// Damping ratio `ζ = c / (2√(k·m))`: < 1 under-, = 1 critically, > 1 over-damped.
    public let dampingRatio: Double

    /// A spring from its physical constants; nil unless mass and stiffness are positive, damping
    /// is not negative and every value is finite.
    public init?(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        guard mass.isFinite, stiffness.isFinite, damping.isFinite, initialVelocity.isFinite,
              mass > 0, stiffness > 0, damping >= 0 else { return nil }
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard omega0.isFinite, omega0 > 0, zeta.isFinite else { return nil }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.naturalFrequency = omega0
        self.dampingRatio = zeta
    }

    /// A unit-mass spring from a SwiftUI response (seconds) and damping ratio. ζ is kept exactly
    /// as given rather than recomputed from `c`, so `dampingFraction: 1` is exactly critical.
    public init?(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        guard response.isFinite, response > 0, dampingRatio.isFinite, dampingRatio >= 0,
              initialVelocity.isFinite else { return nil }
        let omega0 = 2 * Double.pi / response
        guard omega0.isFinite, omega0 > 0 else { return nil }
        self.mass = 1
        self.stiffness = omega0 * omega0
        self.damping = 4 * Double.pi * dampingRatio / response
        self.initialVelocity = initialVelocity
        self.naturalFrequency = omega0
        self.dampingRatio = dampingRatio
    }

    /// The oscillator a declared spring describes; nil when its numbers describe no motion
    /// (non-positive or non-finite values, `bounce ≤ −1`).
    public init?(_ spring: Spring) {
        let v0 = spring.initialVelocity
        switch spring.form {
        case .response(let response, let dampingFraction):
            self.init(response: response, dampingRatio: dampingFraction, initialVelocity: v0)
        case .durationBounce(let duration, let bounce):
            guard let zeta = Self.dampingRatio(bounce: bounce) else { return nil }
            self.init(response: duration, dampingRatio: zeta, initialVelocity: v0)
        case .physical(let mass, let stiffness, let damping):
            self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
        case .uikit(let duration, let dampingRatio):
            self.init(response: duration, dampingRatio: dampingRatio, initialVelocity: v0)
        }
    }

    /// SwiftUI's bounce → damping ratio: `1 − bounce` (0…1), `1/(1 + bounce)` (−1…0); nil outside (−1, 1].
    public static func dampingRatio(bounce: Double) -> Double? {
        guard bounce.isFinite, bounce > -1, bounce <= 1 else { return nil }
        return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// Damped angular frequency `ωd = ω0·√(1 − ζ²)`, rad/s; 0 when not under-damped.
    public var dampedFrequency: Double {
        dampingRatio < 1 ? naturalFrequency * ((1 - dampingRatio) * (1 + dampingRatio)).squareRoot() : 0
    }

    /// SwiftUI's `response`: the undamped period `2π/ω0`, seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's perceptual `duration` (`Spring(duration:bounce:)`), equal to `response`, seconds.
    public var duration: Double { response }

    /// SwiftUI's `bounce`: `1 − ζ` up to critical damping (0 = critical, 1 = undamped),
    /// `1/ζ − 1` beyond it (towards −1 = heavily over-damped).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    public var regime: DampingRegime {
        dampingRatio < 1 ? .underdamped : dampingRatio == 1 ? .criticallyDamped : .overdamped
    }
}

public enum DampingRegime: String, Sendable, Hashable, CaseIterable {
    /// ζ < 1: oscillates around the target, overshoots from rest.
    case underdamped
    /// ζ = 1: the fastest approach without oscillating.
    case criticallyDamped
    /// ζ > 1: creeps towards the target; overshoots only with a large initial velocity.
    case overdamped
}
