/// The motion of one `Curve` as fractions of the travel: settle times, overshoot, peak velocity,
/// and progress over time. Times are seconds from the start of the curve (delays are the track's).
public struct CurveAnalysis: Sendable, Hashable {
    /// 1 % of the travel: the common "settled" tolerance.
    public static let onePercent = 0.01
    /// 0.1 % of the travel: the epsilon of Apple's `Spring.settlingDuration`.
    public static let appleSettlingEpsilon = 0.001
    public static let defaultTolerances = [onePercent, appleSettlingEpsilon]

    public enum Motion: Sendable, Hashable {
        case spring(SpringMotion)
        case timing(TimingCurveMotion)
        /// `Curve.none` or a zero-length timing curve: the value jumps to its target at once.
        case jump
    }

    public let curve: Curve
    public let motion: Motion
    /// Settle time at each requested tolerance, in the order requested.
    public let settleTimes: [SettleTime]

    /// Nil when the curve's numbers describe no motion (see `SpringParameters.init?(_:)`), or a
    /// timing curve's duration is negative or not finite.
    public init?(_ curve: Curve, tolerances: [Double] = CurveAnalysis.defaultTolerances) {
        switch curve {
        case .none:
            motion = .jump
        case .spring(let spring):
            guard let spring = SpringMotion(spring) else { return nil }
            motion = .spring(spring)
        case .timing(let timing):
            if let timed = TimingCurveMotion(timing) {
                motion = .timing(timed)
            } else if timing.duration == 0 {
                motion = .jump
            } else {
                return nil
            }
        }
        self.curve = curve
        let motion = motion
        settleTimes = tolerances.map { SettleTime(tolerance: $0, seconds: Self.settleTime(of: motion, tolerance: $0)) }
    }

    /// False for a jump: nothing moves, so there is no duration, overshoot or velocity.
    public var isAnimated: Bool { motion != .jump }

    /// Seconds until the progress stays within `tolerance` (fraction of the travel) of the target:
    /// the exact last exceedance for springs, the duration for timing curves, 0 for a jump.
    public func settleTime(tolerance: Double) -> Double {
        settleTimes.first { $0.tolerance == tolerance }?.seconds ?? Self.settleTime(of: motion, tolerance: tolerance)
    }

    private static func settleTime(of motion: Motion, tolerance: Double) -> Double {
        switch motion {
        case .spring(let spring): spring.settleTime(tolerance: tolerance)
        case .timing(let timing): timing.settleTime(tolerance: tolerance)
        case .jump: 0
        }
    }

    /// Largest excursion past the target, fraction of the travel; 0 when none.
    public var overshoot: Double {
        switch motion {
        case .spring(let spring): spring.overshoot
        case .timing(let timing): timing.overshoot
        case .jump: 0
        }
    }

    /// When the overshoot peaks, seconds; nil when there is none.
    public var overshootTime: Double? {
        switch motion {
        case .spring(let spring): spring.overshootTime
        case .timing(let timing): timing.overshootTime
        case .jump: nil
        }
    }

    /// Largest speed, fractions of the travel per second; 0 for a jump.
    public var peakVelocity: Double {
        switch motion {
        case .spring(let spring): spring.peakVelocity
        case .timing(let timing): timing.peakVelocity
        case .jump: 0
        }
    }

    /// When the speed peaks, seconds.
    public var peakVelocityTime: Double {
        switch motion {
        case .spring(let spring): spring.peakVelocityTime
        case .timing(let timing): timing.peakVelocityTime
        case .jump: 0
        }
    }

    /// Progress at `time` seconds: 0 before the start, 1 at the target (above 1 while overshooting).
    /// A jump is at its target from time 0 on.
    public func sample(at time: Double) -> Double {
        switch motion {
        case .spring(let spring): spring.progress(at: time)
        case .timing(let timing): timing.progress(at: time)
        case .jump: time >= 0 ? 1 : 0
        }
    }

    /// Velocity at `time` seconds, fractions of the travel per second (0 for a jump).
    public func velocity(at time: Double) -> Double {
        switch motion {
        case .spring(let spring): spring.velocity(at: time)
        case .timing(let timing): timing.velocity(at: time)
        case .jump: 0
        }
    }

    /// How long one play lasts when a track repeats: a timing curve's duration, a spring's settle
    /// time at Apple's 0.1 % (what `settlingDuration` gives a `CASpringAnimation`), 0 for a jump.
    public var cycleDuration: Double { settleTime(tolerance: Self.appleSettlingEpsilon) }
}

/// Seconds until a motion stays within `tolerance` (a fraction of the travel) of its target.
public struct SettleTime: Sendable, Hashable {
    public var tolerance: Double
    /// Seconds; `.infinity` when it never settles.
    public var seconds: Double

    public init(tolerance: Double, seconds: Double) {
        self.tolerance = tolerance
        self.seconds = seconds
    }
}
