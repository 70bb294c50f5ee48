#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A timing function as a cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2): x is the fraction of the duration elapsed, y the progress. The named functions use
/// Core Animation's control points (`CAMediaTimingFunctionName`: linear (0,0)(1,1), easeIn
/// (0.42,0)(1,1), easeOut (0,0)(0.58,1), easeInEaseOut (0.42,0)(0.58,1)).
///
/// x1 and x2 are clamped to 0…1, as CSS requires, so that time never runs backwards and every x
/// has exactly one progress; y1 and y2 are free (outside 0…1 the curve anticipates or overshoots).
public struct CubicBezier: Sendable, Hashable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1.clamped(to: 0...1)
        self.y1 = y1
        self.x2 = x2.clamped(to: 0...1)
        self.y2 = y2
    }

    public init(_ function: TimingFunction) {
        switch function {
        case .linear: self.init(x1: 0, y1: 0, x2: 1, y2: 1)
        case .easeIn: self.init(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case .easeOut: self.init(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .easeInOut: self.init(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): self.init(x1: x1, y1: y1, x2: x2, y2: y2)
        }
    }

    /// Control points on the diagonal make the curve the identity (progress = elapsed fraction).
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    var xAxis: BezierAxis { BezierAxis(p1: x1, p2: x2) }
    var yAxis: BezierAxis { BezierAxis(p1: y1, p2: y2) }

    /// Progress at `fraction` of the duration (clamped to 0…1).
    public func progress(atFraction fraction: Double) -> Double {
        guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
        let x = fraction.clamped(to: 0...1)
        if isLinear { return x }
        return yAxis.value(parameter(forX: x))
    }

    /// `dy/dx`: the velocity in travels per duration at `fraction` of the duration.
    public func slope(atFraction fraction: Double) -> Double {
        if isLinear { return 1 }
        return slope(atParameter: parameter(forX: fraction.clamped(to: 0...1)))
    }

    /// The Bézier parameter s with x(s) = x: Newton's method from s = x, falling back to bisection
    /// (x(s) is non-decreasing on 0…1 because x1 and x2 are in 0…1).
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let axis = xAxis
        var s = x
        for _ in 0..<8 {
            let error = axis.value(s) - x
            if abs(error) < 1e-14 { return s }
            let derivative = axis.derivative(s)
            guard derivative > 1e-9 else { break }
            s -= error / derivative
            guard s > 0, s < 1 else { break }
        }
        return RootFinding.bisect({ axis.value($0) - x }, lower: 0, upper: 1, tolerance: 1e-15)
    }

    /// `dy/dx` at parameter s; where `dx/ds` vanishes, the limit (l'Hôpital) or ±infinity.
    func slope(atParameter s: Double) -> Double {
        let dx = xAxis.derivative(s), dy = yAxis.derivative(s)
        if abs(dx) > 1e-12 { return dy / dx }
        if abs(dy) > 1e-12 { return dy > 0 ? .infinity : -.infinity }
        let ddx = xAxis.secondDerivative(s), ddy = yAxis.secondDerivative(s)
        if abs(ddx) > 1e-12 { return ddy / ddx }
        let dddx = xAxis.thirdDerivative, dddy = yAxis.thirdDerivative
        return abs(dddx) > 1e-12 ? dddy / dddx : 0
    }

    /// The largest speed `|dy/dx|` and the elapsed fraction x where it occurs (the earliest on a tie).
    /// The extremes of `y'(s)/x'(s)` are at s = 0, s = 1, the roots of `y''x' − y'x''` (a quadratic:
    /// the cubic terms cancel) and where `x'` vanishes.
    public var peakSlope: (slope: Double, fraction: Double) {
        if isLinear { return (1, 0) }
        let x = xAxis, y = yAxis
        let (ax, bx, cx) = x.derivativeCoefficients, (ay, by, cy) = y.derivativeCoefficients
        let stationary = RootFinding.quadraticRoots(ay * bx - ax * by, 2 * (ay * cx - ax * cy), by * cx - cy * bx)
        let vertical = RootFinding.quadraticRoots(ax, bx, cx)
        let candidates = ([0, 1] + stationary + vertical).filter { $0 >= 0 && $0 <= 1 }.sorted()
        var best = (slope: 0.0, fraction: 0.0)
        for s in candidates {
            let speed = abs(slope(atParameter: s))
            if speed > best.slope { best = (speed, x.value(s)) }
        }
        return best
    }

    /// The highest progress and the elapsed fraction where it occurs: (1, 1) unless the curve
    /// rises above its target (y control points above 1).
    public var highestProgress: (progress: Double, fraction: Double) {
        let (a, b, c) = yAxis.derivativeCoefficients
        var best = (progress: 1.0, fraction: 1.0)
        for s in RootFinding.quadraticRoots(a, b, c) where s > 0 && s < 1 {
            let value = yAxis.value(s)
            if value > best.progress { best = (value, xAxis.value(s)) }
        }
        return best
    }
}

/// One coordinate of a cubic Bézier from 0 to 1 with control values p1, p2:
/// `B(s) = 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ = a·s³ + b·s² + c·s`.
struct BezierAxis: Sendable {
    let a: Double, b: Double, c: Double

    init(p1: Double, p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
    func derivative(_ s: Double) -> Double { (3 * a * s + 2 * b) * s + c }
    func secondDerivative(_ s: Double) -> Double { 6 * a * s + 2 * b }
    var thirdDerivative: Double { 6 * a }
    /// `B'(s) = A·s² + B·s + C` as (A, B, C).
    var derivativeCoefficients: (Double, Double, Double) { (3 * a, 2 * b, c) }
}
