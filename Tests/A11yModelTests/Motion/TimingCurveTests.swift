import Testing
@testable import A11yModel

@Suite struct TimingCurveTests {
    private func motion(_ function: TimingFunction, _ duration: Double) throws -> TimingCurveMotion {
        try #require(TimingCurveMotion(TimingCurve(function, duration: duration)))
    }

    @Test func namedFunctionsUseCoreAnimationControlPoints() {
        #expect(CubicBezier(.easeIn) == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(CubicBezier(.easeOut) == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier(.easeInOut) == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier(.linear).isLinear)
    }

    @Test func linearMovesAtOneTravelPerDuration() throws {
        let linear = try motion(.linear, 0.25)
        expectClose(linear.peakVelocity, 4, relative: 1e-12)
        #expect(linear.overshoot == 0)
        for step in 0...10 {
            let t = 0.025 * Double(step)
            expectNear(linear.progress(at: t), t / 0.25, absolute: 1e-12)
            expectNear(linear.velocity(at: t), 4, absolute: 1e-12)
        }
        #expect(linear.settleTime(tolerance: 0.01) == 0.25)
        #expect(linear.settleTime(tolerance: 0.001) == 0.25)
    }

    @Test func easeInOutIsSymmetric() throws {
        let curve = try motion(.easeInOut, 0.35)
        for step in 0...70 {
            let t = 0.35 * Double(step) / 70
            expectNear(curve.progress(at: t) + curve.progress(at: 0.35 - t), 1, absolute: 1e-12)
            expectNear(curve.velocity(at: t), curve.velocity(at: 0.35 - t), absolute: 1e-9)
        }
        // Fastest at the middle: dy/dx at s = 0.5 is 1.5 / 0.87.
        expectClose(curve.peakVelocity, 1.5 / 0.87 / 0.35, relative: 1e-12)
        expectNear(curve.peakVelocityTime, 0.175, absolute: 1e-12)
        expectNear(curve.progress(at: 0.175), 0.5, absolute: 1e-12)
    }

    @Test func easeInIsFastestAtTheEndAndEaseOutAtTheStart() throws {
        let easeIn = try motion(.easeIn, 1), easeOut = try motion(.easeOut, 1)
        expectClose(easeIn.peakVelocity, 1 / 0.58, relative: 1e-9)
        expectNear(easeIn.peakVelocityTime, 1, absolute: 1e-12)
        expectClose(easeOut.peakVelocity, 1 / 0.58, relative: 1e-9)
        expectNear(easeOut.peakVelocityTime, 0, absolute: 1e-12)
        // Mirror images: easeIn(t) = 1 − easeOut(1 − t).
        for step in 0...20 {
            let t = Double(step) / 20
            expectNear(easeIn.progress(at: t), 1 - easeOut.progress(at: 1 - t), absolute: 1e-12)
        }
    }

    @Test(arguments: [TimingFunction.linear, .easeIn, .easeOut, .easeInOut,
                      .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
                      .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55)])
    func bezierEndpointsAreStartAndTarget(function: TimingFunction) throws {
        let curve = try motion(function, 0.4)
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: -1) == 0)
        expectNear(curve.progress(at: 0.4), 1, absolute: 1e-12)
        #expect(curve.progress(at: 10) == 1)
        expectNear(curve.curve.progress(atFraction: 1e-9), 0, absolute: 1e-6)
        expectNear(curve.curve.progress(atFraction: 1 - 1e-9), 1, absolute: 1e-6)
    }

    @Test func inverseOfTheTimeAxisIsExact() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let bezier = CubicBezier(x1: .random(in: 0...1, using: &generator), y1: .random(in: -1...2, using: &generator),
                                     x2: .random(in: 0...1, using: &generator), y2: .random(in: -1...2, using: &generator))
            let x = Double.random(in: 0...1, using: &generator)
            expectNear(bezier.xAxis.value(bezier.parameter(forX: x)), x, absolute: 1e-12)
        }
    }

    @Test func overshootAndPeakVelocityMatchDenseSampling() throws {
        var generator = SeededGenerator(seed: 7)
        for index in 0..<60 {
            let function = TimingFunction.cubicBezier(
                x1: .random(in: 0...1, using: &generator), y1: .random(in: -0.8...1.8, using: &generator),
                x2: .random(in: 0...1, using: &generator), y2: .random(in: -0.8...1.8, using: &generator))
            let curve = try motion(function, 0.5)
            let bezier = curve.curve
            var highest = 1.0, fastest = 0.0
            for step in 0...20000 {
                let s = Double(step) / 20000
                highest = max(highest, bezier.yAxis.value(s))
                let dx = bezier.xAxis.derivative(s)
                if dx > 1e-3 { fastest = max(fastest, abs(bezier.yAxis.derivative(s) / dx)) }
            }
            #expect(highest - 1 <= curve.overshoot + 1e-12, "curve \(index): \(function.token)")
            expectNear(curve.overshoot, highest - 1, absolute: 1e-7)
            #expect(fastest / 0.5 <= curve.peakVelocity * (1 + 1e-9), "curve \(index): \(function.token)")
        }
    }

    @Test func backCurveOvershootsItsTarget() throws {
        // CSS "easeOutBack": y1 = 1.56 carries the curve past its target before it returns.
        let curve = try motion(.cubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1), 0.3)
        #expect(curve.overshoot > 0.05)
        let time = try #require(curve.overshootTime)
        #expect(time > 0 && time < 0.3)
        expectNear(curve.progress(at: time), 1 + curve.overshoot, absolute: 1e-9)
        expectNear(curve.velocity(at: time), 0, absolute: 1e-6)
    }

    @Test func anticipationBelowTheStartIsNotOvershoot() throws {
        let curve = try motion(.cubicBezier(x1: 0.6, y1: -0.3, x2: 0.7, y2: 1), 0.3)
        #expect(curve.overshoot == 0)
        #expect(curve.overshootTime == nil)
        #expect(curve.progress(at: 0.05) < 0)
    }

    @Test func verticalTangentHasInfiniteVelocity() throws {
        let curve = try motion(.cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1), 0.3)
        #expect(curve.peakVelocity == .infinity)
        expectNear(curve.peakVelocityTime, 0.15, absolute: 1e-9)
    }

    @Test func controlPointsOutsideTheTimeAxisAreClamped() {
        #expect(CubicBezier(x1: -0.5, y1: 0, x2: 1.5, y2: 1) == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    }

    @Test func zeroOrInvalidDurationIsNotATimedMotion() {
        #expect(TimingCurveMotion(TimingCurve(.easeInOut, duration: 0)) == nil)
        #expect(TimingCurveMotion(TimingCurve(.easeInOut, duration: -1)) == nil)
        #expect(TimingCurveMotion(TimingCurve(.easeInOut, duration: .nan)) == nil)
    }
}
