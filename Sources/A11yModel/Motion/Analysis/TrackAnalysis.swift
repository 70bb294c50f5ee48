#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The motion of one animated property in its own units: points for translations, height, corner
/// radius and blur radius; the scale factor for scale (0.05 = 5 % of the natural size); opacity
/// from 0 to 1; the model's unit for rotation.
public struct TrackAnalysis: Sendable, Hashable {
    public let track: AnimationTrack
    public let curve: CurveAnalysis

    /// Nil when the track's curve describes no motion (see `CurveAnalysis.init?`).
    public init?(_ track: AnimationTrack, tolerances: [Double] = CurveAnalysis.defaultTolerances) {
        guard let curve = CurveAnalysis(track.curve, tolerances: tolerances) else { return nil }
        self.track = track
        self.curve = curve
    }

    /// `|to − from|`, in the property's units (pt for a translation, scale delta for scale).
    public var travel: Double { abs(track.delta) }

    /// Largest excursion past `to`, in the property's units.
    public var overshoot: Double { curve.overshoot * travel }

    /// Largest speed, property units per second (pt/s for translations); 0 for a jump.
    public var peakVelocity: Double { curve.peakVelocity * travel }

    /// The travel as a fraction of the viewport dimension it runs along: width for `translationX`,
    /// height for `translationY` and `height`; nil for other properties or an empty viewport.
    public func viewportFraction(of viewport: Size) -> Double? {
        let dimension: Double
        switch track.property {
        case .translationX: dimension = viewport.width
        case .translationY, .height: dimension = viewport.height
        default: return nil
        }
        guard dimension > 0, dimension.isFinite else { return nil }
        return travel / dimension
    }

    /// How many times the curve plays; a repeat count of 0 or less plays once (Core Animation's
    /// convention, and the conservative reading for the WCAG checks).
    public var plays: Int { max(1, track.repeatCount) }

    /// Seconds from the start of the transition until the track stays within `tolerance` of its
    /// final value: delay, then every play but the last at `CurveAnalysis.cycleDuration`, then the
    /// last play's settle time. `.infinity` when the track repeats forever or never settles.
    public func motionDuration(tolerance: Double = CurveAnalysis.appleSettlingEpsilon) -> Double {
        if track.repeatsForever && curve.isAnimated { return .infinity }
        let repeats = Double(plays - 1)
        let cycles = repeats > 0 ? repeats * curve.cycleDuration : 0
        return track.delay + cycles + curve.settleTime(tolerance: tolerance)
    }

    /// The property's value at `time` seconds from the start of the transition: `from` during the
    /// delay, each play restarting from `from` after `CurveAnalysis.cycleDuration`.
    public func value(at time: Double) -> Double {
        let local = time - track.delay
        guard local >= 0 else { return track.from }
        var elapsed = local
        let cycle = curve.cycleDuration
        if cycle > 0, cycle.isFinite, track.repeatsForever || plays > 1 {
            var index = (local / cycle).rounded(.down)
            if !track.repeatsForever { index = min(index, Double(plays - 1)) }
            elapsed = local - index * cycle
        }
        return track.from + track.delta * curve.sample(at: elapsed)
    }
}
