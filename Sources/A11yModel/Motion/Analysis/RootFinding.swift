/// Root finding for the analysis: every caller brackets its root first, so plain bisection is
/// both sufficient and impossible to throw off (no derivative, no divergence).
enum RootFinding {
    /// The root of `f` in `[lower, upper]`, where `f(lower)` and `f(upper)` have opposite signs
    /// (or one is zero). Stops when the bracket is narrower than `tolerance` seconds or after
    /// 200 halvings; returns the midpoint of the final bracket.
    static func bisect(_ f: (Double) -> Double, lower: Double, upper: Double,
                       tolerance: Double = 1e-12) -> Double {
        var lo = lower, hi = upper
        var fLo = f(lo)
        if fLo == 0 { return lo }
        if f(hi) == 0 { return hi }
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if hi - lo <= tolerance * max(1, abs(mid)) || mid <= lo || mid >= hi { break }
            let fMid = f(mid)
            if fMid == 0 { return mid }
            if (fMid > 0) == (fLo > 0) {
                lo = mid
                fLo = fMid
            } else {
                hi = mid
            }
        }
        return lo + (hi - lo) / 2
    }

    /// Real roots of `a·s² + b·s + c = 0` (degenerate lower-degree cases included), in no order.
    /// Uses the cancellation-free form of the quadratic formula.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return [] }
        let (a, b, c) = (a / scale, b / scale, c / scale)
        if abs(a) < 1e-14 {
            return abs(b) < 1e-14 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        if discriminant < 0 { return [] }
        let root = discriminant.squareRoot()
        let q = -0.5 * (b + (b >= 0 ? root : -root))
        if q == 0 { return [0] }
        return [q / a, c / q]
    }
}
