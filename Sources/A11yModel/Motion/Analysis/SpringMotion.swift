#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spring's unit step: progress from 0 (start) to 1 (target) over time, with the spring's
/// normalised initial velocity. All values are fractions of the travel; times are seconds from
/// the start of the animation.
public struct SpringMotion: Sendable, Hashable {
    public let parameters: SpringParameters
    /// Largest excursion past the target, as a fraction of the travel (0.005 = 0.5 %); 0 when the
    /// spring never passes its target.
    public let overshoot: Double
    /// When the overshoot peaks, seconds; nil when there is none.
    public let overshootTime: Double?
    /// Largest speed reached, in fractions of the travel per second (6.37 = 6.37 × travel/s).
    /// A speed: an initial velocity away from the target counts by its magnitude.
    public let peakVelocity: Double
    /// When the speed peaks, seconds (0 when the initial velocity is the fastest point).
    public let peakVelocityTime: Double

    public init(_ parameters: SpringParameters) {
        self.parameters = parameters
        let error = Self.error(of: parameters)

        let overshootPeak = error.leadingStationaryTimes
            .map { (time: $0, value: error.value(at: $0)) }
            .filter { $0.value > 0 }
            .max { $0.value < $1.value }
        overshoot = overshootPeak?.value ?? 0
        overshootTime = overshootPeak?.time

        let velocity = error.derivative
        var fastest = (time: 0.0, speed: abs(velocity.y0))
        for time in velocity.leadingStationaryTimes {
            let speed = abs(velocity.value(at: time))
            if speed > fastest.speed { fastest = (time, speed) }
        }
        peakVelocity = fastest.speed
        peakVelocityTime = fastest.time
    }

    public init?(_ spring: Spring) {
        guard let parameters = SpringParameters(spring) else { return nil }
        self.init(parameters)
    }

    /// The error `e(t) = progress − 1`: `e(0) = −1`, `e'(0) = initialVelocity`.
    static func error(of parameters: SpringParameters) -> OscillatorSolution {
        OscillatorSolution(omega0: parameters.naturalFrequency, zeta: parameters.dampingRatio,
                           y0: -1, v0: parameters.initialVelocity)
    }

    private var error: OscillatorSolution { Self.error(of: parameters) }

    /// Progress at `time` seconds: 0 before the start, 1 at the target, above 1 while overshooting.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time.isFinite else { return 1 }
        return 1 + error.value(at: time)
    }

    /// Velocity at `time` seconds, fractions of the travel per second (positive towards the target).
    public func velocity(at time: Double) -> Double {
        guard time >= 0, time.isFinite else { return 0 }
        return error.slope(at: time)
    }

    /// The exact last time the progress is farther than `tolerance` (a fraction of the travel:
    /// 0.01 = 1 %, 0.001 = Apple's `settlingDuration` epsilon) from the target, seconds.
    /// `.infinity` for an undamped spring or a non-positive tolerance.
    public func settleTime(tolerance: Double) -> Double {
        error.lastExceedance(of: tolerance)
    }
}
