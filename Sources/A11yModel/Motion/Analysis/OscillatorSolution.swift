#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The closed-form solution `y(t)` of `y'' + 2ζω0·y' + ω0²·y = 0` with `y(0) = y0`, `y'(0) = v0`
/// (domain-rules §4.3), written so that it stays accurate in every regime and near ζ = 1:
///
///     y(t) = e^(−ζω0·t) · [ y0·C(t) + (v0 + ζω0·y0)·S(t) ]
///
/// with `C = cos(ωd t)`, `S = sin(ωd t)/ωd` (under-damped), `C = 1`, `S = t` (critical) and
/// `C = cosh(γt)`, `S = sinh(γt)/γ`, `γ = ω0√(ζ²−1)` (over-damped). The over-damped branch is
/// evaluated as `e^(r1·t)·…` with the slow root `r1 = −ω0/(ζ + √(ζ²−1))`, so it neither overflows
/// nor cancels. The derivative of a solution is itself a solution of the same equation, which is
/// how peak velocity reuses the extremum search.
struct OscillatorSolution: Sendable {
    let omega0: Double
    let zeta: Double
    let y0: Double
    let v0: Double
    /// Decay rate of the envelope, `ζω0`.
    let decay: Double
    /// `ωd` when under-damped, `γ` when over-damped, 0 when critical.
    let frequency: Double
    /// `v0 + ζω0·y0`, the coefficient of `S(t)`.
    let sineCoefficient: Double

    init(omega0: Double, zeta: Double, y0: Double, v0: Double) {
        self.omega0 = omega0
        self.zeta = zeta
        self.y0 = y0
        self.v0 = v0
        decay = zeta * omega0
        frequency = omega0 * abs((1 - zeta) * (1 + zeta)).squareRoot()
        sineCoefficient = v0 + zeta * omega0 * y0
    }

    var isUnderdamped: Bool { zeta < 1 }
    var isOverdamped: Bool { zeta > 1 }

    /// The over-damped slow root `r1 = −ω0/(ζ + √(ζ²−1))`, without the cancellation of `−ζω0 + γ`.
    var slowRoot: Double { -omega0 / (zeta + (zeta * zeta - 1).squareRoot()) }

    func value(at t: Double) -> Double {
        if isUnderdamped {
            let angle = frequency * t
            return exp(-decay * t) * (y0 * cos(angle) + sineCoefficient * sin(angle) / frequency)
        }
        if isOverdamped {
            let slow = exp(slowRoot * t)
            // 1 − e^(−2γt), exact for small γt.
            let q = -expm1(-2 * frequency * t)
            return slow * (y0 * (2 - q) / 2 + sineCoefficient * q / (2 * frequency))
        }
        return exp(-decay * t) * (y0 + sineCoefficient * t)
    }

    /// `y'(t)`, itself the solution with `y(0) = v0`, `y'(0) = y''(0) = −2ζω0·v0 − ω0²·y0`.
    var derivative: OscillatorSolution {
        OscillatorSolution(omega0: omega0, zeta: zeta, y0: v0, v0: -2 * decay * v0 - omega0 * omega0 * y0)
    }

    func slope(at t: Double) -> Double { derivative.value(at: t) }

    /// The first time `t > 0` where `y'(t) = 0`, or nil when `y` is monotonic for all `t > 0`.
    ///
    /// `y'(t) = e^(−ζω0 t)·[v0·C(t) − K·S(t)]` with `K = ζω0·v0 + ω0²·y0`, so the stationary points
    /// solve `tan(ωd t) = ωd·v0/K` (under-damped, one every `π/ωd`), `t = v0/K` (critical) or
    /// `tanh(γt) = γ·v0/K` (over-damped, at most one).
    var firstStationaryTime: Double? {
        let k = decay * v0 + omega0 * omega0 * y0
        if isUnderdamped {
            guard frequency > 0, v0 != 0 || k != 0 else { return nil }
            let phase = atan2(frequency * v0, k)
            let first = (phase > 0 ? phase : phase + .pi) / frequency
            return first.isFinite && first > 0 ? first : nil
        }
        guard k != 0, v0 != 0 else { return nil }
        if isOverdamped {
            let x = frequency * v0 / k
            guard x > 0, x < 1 else { return nil }
            let t = atanh(x) / frequency
            return t.isFinite && t > 0 ? t : nil
        }
        let t = v0 / k
        return t.isFinite && t > 0 ? t : nil
    }

    /// Spacing of consecutive stationary points of an under-damped solution, `π/ωd`; at each step
    /// the extreme value flips sign and shrinks by `e^(−ζω0·π/ωd)`.
    var halfPeriod: Double? { isUnderdamped && frequency > 0 ? .pi / frequency : nil }

    /// The stationary points of `y` at `t > 0` that can hold its largest values: for an under-damped
    /// solution the first two (later ones are smaller copies with alternating sign), otherwise the
    /// single one, if any.
    var leadingStationaryTimes: [Double] {
        guard let first = firstStationaryTime else { return [] }
        if let halfPeriod { return [first, first + halfPeriod] }
        return [first]
    }
}
