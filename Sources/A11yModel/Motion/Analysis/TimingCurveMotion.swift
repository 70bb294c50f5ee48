/// A timing-curve animation: progress from 0 to 1 along a cubic Bézier over a fixed duration.
/// It reaches its target exactly at `duration` and is in flight until then, so its settle time is
/// the duration at every tolerance.
public struct TimingCurveMotion: Sendable, Hashable {
    public let curve: CubicBezier
    /// Seconds.
    public let duration: Double
    /// Largest excursion past the target, fraction of the travel; 0 unless a y control point is above 1.
    public let overshoot: Double
    /// When the overshoot peaks, seconds; nil when there is none.
    public let overshootTime: Double?
    /// Largest speed, fractions of the travel per second (linear: `1/duration`);
    /// `.infinity` when the curve jumps (a vertical tangent).
    public let peakVelocity: Double
    /// When the speed peaks, seconds.
    public let peakVelocityTime: Double

    /// Nil unless `duration` is positive and finite: a zero-length timing curve is a jump, analysed
    /// like `Curve.none`.
    public init?(_ timing: TimingCurve) {
        self.init(CubicBezier(timing.function), duration: timing.duration)
    }

    public init?(_ curve: CubicBezier, duration: Double) {
        guard duration.isFinite, duration > 0 else { return nil }
        self.curve = curve
        self.duration = duration
        let highest = curve.highestProgress
        // y(1) = 1 up to rounding: only a peak clearly inside the curve is an overshoot.
        if highest.progress > 1 + 1e-12, highest.fraction < 1 {
            overshoot = highest.progress - 1
            overshootTime = highest.fraction * duration
        } else {
            overshoot = 0
            overshootTime = nil
        }
        let peak = curve.peakSlope
        peakVelocity = peak.slope / duration
        peakVelocityTime = peak.fraction * duration
    }

    /// Progress at `time` seconds: 0 before the start, 1 from `duration` on.
    public func progress(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < duration else { return 1 }
        return curve.progress(atFraction: time / duration)
    }

    /// Velocity at `time` seconds, fractions of the travel per second; 0 outside the animation.
    public func velocity(at time: Double) -> Double {
        guard time >= 0, time <= duration else { return 0 }
        return curve.slope(atFraction: time / duration) / duration
    }

    /// The duration, whatever the tolerance: the animation runs until then.
    public func settleTime(tolerance: Double) -> Double { duration }
}
