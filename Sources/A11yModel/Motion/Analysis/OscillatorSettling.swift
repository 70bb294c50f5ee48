#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OscillatorSolution {
    /// The exact last time `|y(t)| > tolerance`, in seconds: 0 when `|y|` never exceeds it,
    /// `.infinity` when it always will again (undamped, or a non-positive tolerance).
    ///
    /// Not the envelope approximation: between consecutive stationary points `y` is monotonic, so
    /// the last excursion beyond the tolerance is bracketed by the last stationary point where
    /// `|y| > tolerance` and the next one (or, past the last stationary point, by an envelope bound
    /// beyond which `|y|` stays inside the band). Inside that bracket `y` crosses the level
    /// `±tolerance` exactly once; bisection finds it to ~1e-12 s.
    func lastExceedance(of tolerance: Double) -> Double {
        guard tolerance > 0 else { return .infinity }
        return isUnderdamped ? underdampedLastExceedance(tolerance) : monotonicTailLastExceedance(tolerance)
    }

    private func underdampedLastExceedance(_ tolerance: Double) -> Double {
        guard let first = firstStationaryTime, let halfPeriod else {
            return abs(y0) > tolerance ? .infinity : 0
        }
        let firstPeak = abs(value(at: first))
        if firstPeak <= tolerance {
            return abs(y0) > tolerance ? crossing(of: tolerance, from: 0, to: first) : 0
        }
        // Extremes shrink by e^(−ζω0·π/ωd) per half period: estimate the last one above the
        // tolerance in closed form, then confirm it by evaluating the neighbours.
        let shrinkPerStep = decay * halfPeriod
        guard shrinkPerStep > 0 else { return .infinity }
        let estimate = (log(firstPeak / tolerance) / shrinkPerStep).rounded(.down)
        guard estimate.isFinite, estimate < 1e12 else { return .infinity }
        func exceeds(_ step: Double) -> Bool { abs(value(at: first + step * halfPeriod)) > tolerance }
        // Rounding can put the estimate one step off either way; a few steps bound the correction.
        var step = max(0, estimate), corrections = 0
        while corrections < 8, exceeds(step + 1) { step += 1; corrections += 1 }
        while corrections < 16, step > 0, !exceeds(step) { step -= 1; corrections += 1 }
        return crossing(of: tolerance, from: first + step * halfPeriod, to: first + (step + 1) * halfPeriod)
    }

    /// Critically and over-damped: at most one stationary point, then a monotonic approach to 0.
    private func monotonicTailLastExceedance(_ tolerance: Double) -> Double {
        let stationary = firstStationaryTime
        if let peakTime = stationary, abs(value(at: peakTime)) > tolerance {
            guard let end = envelopeExit(tolerance, after: peakTime) else { return .infinity }
            return crossing(of: tolerance, from: peakTime, to: end)
        }
        guard abs(y0) > tolerance else { return 0 }
        if let peakTime = stationary { return crossing(of: tolerance, from: 0, to: peakTime) }
        guard let end = envelopeExit(tolerance, after: 0) else { return .infinity }
        return crossing(of: tolerance, from: 0, to: end)
    }

    /// A time after which `|y(t)| ≤ tolerance` for good (critically and over-damped), from the
    /// bound `|y(t)| ≤ e^(−λt)·(|y0| + |v0 + ζω0·y0|·t)` with `λ = −r1` (`sinh x / x ≤ cosh x`),
    /// which decreases for `t ≥ 1/λ`. Nil when there is no decay.
    private func envelopeExit(_ tolerance: Double, after start: Double) -> Double? {
        let lambda = isOverdamped ? -slowRoot : decay
        guard lambda > 0, lambda.isFinite else { return nil }
        let p = abs(y0), q = abs(sineCoefficient)
        var time = max(1 / lambda, start)
        for _ in 0..<2100 {
            guard time.isFinite else { return nil }
            if exp(-lambda * time) * (p + q * time) <= tolerance { return time }
            time *= 2
        }
        return nil
    }

    /// The time in `[lower, upper]` where `y` falls back through `±tolerance`, given that `y` is
    /// monotonic there, `|y(lower)| > tolerance` and `|y(upper)| ≤ tolerance` or on the other side.
    private func crossing(of tolerance: Double, from lower: Double, to upper: Double) -> Double {
        let side: Double = value(at: lower) > 0 ? 1 : -1
        return RootFinding.bisect({ side * value(at: $0) - tolerance }, lower: lower, upper: upper)
    }
}
