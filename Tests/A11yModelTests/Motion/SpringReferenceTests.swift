import Testing
import Foundation
@testable import A11yModel

/// The reference numbers of domain-rules §4.2–§4.4 (reading A: UIKit duration read as response).
@Suite struct SpringReferenceTests {
    private func motion(_ spring: Spring) throws -> SpringMotion {
        try #require(SpringMotion(spring))
    }

    @Test func morphModalKitAnimationSpringFromRest() throws {
        let spring = try motion(.uikit(duration: 0.4, dampingRatio: 0.86))
        expectClose(spring.settleTime(tolerance: 0.05), 0.239)
        expectClose(spring.settleTime(tolerance: 0.02), 0.273)
        expectClose(spring.settleTime(tolerance: 0.01), 0.292)
        expectClose(spring.settleTime(tolerance: 0.001), 0.558)
        expectClose(spring.overshoot, 0.00502)
        expectClose(try #require(spring.overshootTime), 0.392)
        expectClose(spring.peakVelocity, 6.37)
        expectClose(spring.peakVelocityTime, 0.067)
    }

    @Test func morphModalKitAnimationSpringWithInitialVelocity() throws {
        let spring = try motion(.uikit(duration: 0.4, dampingRatio: 0.86, initialVelocity: 0.8))
        expectClose(spring.settleTime(tolerance: 0.01), 0.289)
        expectClose(spring.settleTime(tolerance: 0.001), 0.555)
        expectClose(spring.overshoot, 0.00503)
        expectClose(try #require(spring.overshootTime), 0.389)
        expectClose(spring.peakVelocity, 6.38)
        expectClose(spring.peakVelocityTime, 0.063)
    }

    @Test func morphModalKitMorphSpring() throws {
        let spring = try motion(.uikit(duration: 0.4, dampingRatio: 0.95))
        expectClose(spring.settleTime(tolerance: 0.01), 0.375)
        expectClose(spring.settleTime(tolerance: 0.001), 0.485)
        expectClose(spring.overshoot, 0.000071)
        expectClose(try #require(spring.overshootTime), 0.641)
        expectClose(spring.peakVelocity, 5.98)
        expectClose(spring.peakVelocityTime, 0.065)

        let launched = try motion(.uikit(duration: 0.4, dampingRatio: 0.95, initialVelocity: 1))
        expectClose(launched.settleTime(tolerance: 0.01), 0.370)
        expectClose(launched.settleTime(tolerance: 0.001), 0.480)
        expectClose(launched.overshoot, 0.000071)
        expectClose(launched.peakVelocityTime, 0.060)
    }

    @Test func criticallyDampedAtTheSameFrequency() throws {
        let spring = try motion(.response(0.4, dampingFraction: 1))
        expectClose(spring.settleTime(tolerance: 0.01), 0.423)
        expectClose(spring.settleTime(tolerance: 0.001), 0.588)
        #expect(spring.overshoot == 0)
        #expect(spring.overshootTime == nil)
        // Closed form: (1 + ω0·t)·e^(−ω0·t) = ε at the settle time.
        let omega0 = 2 * Double.pi / 0.4, t = spring.settleTime(tolerance: 0.01)
        expectNear((1 + omega0 * t) * exp(-omega0 * t), 0.01, absolute: 1e-9)
    }

    @Test func swiftUIDefaultSpring() throws {
        let spring = try motion(.response(0.5, dampingFraction: 0.825))
        expectClose(spring.settleTime(tolerance: 0.01), 0.459)
        expectClose(spring.settleTime(tolerance: 0.001), 0.689)
        expectClose(spring.overshoot, 0.0102)
    }

    @Test func overshootFromRestMatchesTheClassicFormula() throws {
        for zeta in [0.1, 0.3, 0.5, 0.7, 0.86, 0.95, 0.99] {
            let spring = try motion(.response(0.4, dampingFraction: zeta))
            let omegaD = 2 * Double.pi / 0.4 * (1 - zeta * zeta).squareRoot()
            expectClose(spring.overshoot, exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), relative: 1e-9)
            expectClose(try #require(spring.overshootTime), Double.pi / omegaD, relative: 1e-9)
        }
    }

    @Test func coreAnimationSettlingDurationCalibration() throws {
        // CASpringAnimation docs: mass 1, stiffness 100; damping 5 and 15. Exact 0.1 % criterion.
        let loose = try motion(Spring(.physical(mass: 1, stiffness: 100, damping: 5)))
        let tight = try motion(Spring(.physical(mass: 1, stiffness: 100, damping: 15)))
        expectClose(loose.settleTime(tolerance: 0.001), 2.69)
        expectClose(tight.settleTime(tolerance: 0.001), 0.80)
    }

    @Test func overdampedSettlesWithoutOvershoot() throws {
        let spring = try motion(.response(0.4, dampingFraction: 1.5))
        #expect(spring.parameters.regime == .overdamped)
        // Independent dense evaluation of the same closed form (python, dt = 10 µs).
        expectClose(spring.settleTime(tolerance: 0.01), 0.7938, relative: 1e-3)
        expectClose(spring.settleTime(tolerance: 0.001), 1.1776, relative: 1e-3)
        #expect(spring.overshoot == 0)
        #expect(spring.overshootTime == nil)
        #expect(spring.progress(at: 5) > 0.99999)
        #expect(spring.progress(at: 5) < 1)

        let heavy = try motion(.response(0.4, dampingFraction: 3))
        expectClose(heavy.settleTime(tolerance: 0.01), 1.7198, relative: 1e-3)
        #expect(heavy.overshoot == 0)
    }

    @Test func fastLaunchMakesAnOverdampedSpringOvershoot() throws {
        // Over-damped ζ = 1.5 at ω0 = 15.7: e crosses zero when v0 > −r2 ≈ 41.1 travel/s.
        let slow = try motion(.response(0.4, dampingFraction: 1.5, initialVelocity: 30))
        #expect(slow.overshoot == 0)
        let fast = try motion(.response(0.4, dampingFraction: 1.5, initialVelocity: 80))
        #expect(fast.overshoot > 0.01)
        let peak = try #require(fast.overshootTime)
        expectClose(fast.progress(at: peak) - 1, fast.overshoot, relative: 1e-12)
        expectNear(fast.velocity(at: peak), 0, absolute: 1e-9)
        // Its peak speed is the launch itself.
        #expect(fast.peakVelocity == 80)
        #expect(fast.peakVelocityTime == 0)
    }

    @Test func criticallyDampedLaunchOvershoots() throws {
        let spring = try motion(.response(0.4, dampingFraction: 1, initialVelocity: 30))
        expectClose(spring.overshoot, 0.1115, relative: 1e-3)
        expectClose(try #require(spring.overshootTime), 0.1336, relative: 2e-3)
        expectClose(spring.settleTime(tolerance: 0.01), 0.3900, relative: 1e-3)
    }

    @Test func undampedSpringNeverSettles() throws {
        let spring = try motion(Spring(.durationBounce(duration: 0.5, bounce: 1)))
        #expect(spring.settleTime(tolerance: 0.01) == .infinity)
        expectClose(spring.overshoot, 1, relative: 1e-12)
    }

    @Test func nonPositiveToleranceNeverSettles() throws {
        let spring = try motion(.response(0.4, dampingFraction: 0.86))
        #expect(spring.settleTime(tolerance: 0) == .infinity)
        #expect(spring.settleTime(tolerance: -1) == .infinity)
        #expect(spring.settleTime(tolerance: .nan) == .infinity)
    }

    @Test func toleranceWiderThanTheTravelSettlesAtOnce() throws {
        let spring = try motion(.response(0.4, dampingFraction: 0.86))
        #expect(spring.settleTime(tolerance: 1) == 0)
    }
}
