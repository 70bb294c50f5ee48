import Foundation
import Testing
@testable import A11yModel

/// Properties over many seeded random springs, checked against brute force: dense sampling of
/// the progress and an RK4 integration of `m·x'' + c·x' + k·(x − 1) = 0` that shares no code
/// with the closed form.
@Suite struct SpringPropertyTests {
    static let springs: [SpringParameters] = {
        var generator = SeededGenerator(seed: 0x5EED_0004)
        var springs: [SpringParameters] = []
        for index in 0..<48 {
            let response = Double.random(in: 0.1...1.2, using: &generator)
            var zeta = Double.random(in: 0.05...3, using: &generator)
            if index % 8 == 0 { zeta = 1 }
            if index % 8 == 1 { zeta = 1 + 1e-9 }
            if index % 8 == 2 { zeta = 1 - 1e-9 }
            let velocity = index % 3 == 0 ? 0 : Double.random(in: -3...12, using: &generator)
            if let spring = SpringParameters(response: response, dampingRatio: zeta, initialVelocity: velocity) {
                springs.append(spring)
            }
        }
        // A few physical springs with non-unit mass.
        for _ in 0..<8 {
            let mass = Double.random(in: 0.2...5, using: &generator)
            let stiffness = Double.random(in: 20...600, using: &generator)
            let damping = Double.random(in: 0...80, using: &generator)
            if let spring = SpringParameters(mass: mass, stiffness: stiffness, damping: damping,
                                             initialVelocity: Double.random(in: -2...5, using: &generator)) {
                springs.append(spring)
            }
        }
        return springs
    }()

    @Test(arguments: springs)
    func settleTimeGrowsAsTheToleranceShrinks(spring: SpringParameters) {
        let motion = SpringMotion(spring)
        let times = [0.05, 0.02, 0.01, 0.001, 0.0001].map(motion.settleTime(tolerance:))
        #expect(times.allSatisfy { $0.isFinite && $0 >= 0 })
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(times)")
    }

    @Test(arguments: springs.filter { $0.dampingRatio >= 1 })
    func noOvershootAtOrAboveCriticalDampingFromRest(spring: SpringParameters) throws {
        let atRest = try #require(SpringParameters(mass: spring.mass, stiffness: spring.stiffness,
                                                   damping: spring.damping, initialVelocity: 0))
        let motion = SpringMotion(atRest)
        #expect(motion.overshoot == 0)
        let end = motion.settleTime(tolerance: 1e-6)
        for step in 0...2000 {
            #expect(motion.progress(at: end * Double(step) / 1000) <= 1)
        }
    }

    @Test(arguments: springs)
    func progressReachesTheTarget(spring: SpringParameters) {
        let motion = SpringMotion(spring)
        #expect(motion.progress(at: 0) == 0)
        let settled = motion.settleTime(tolerance: 1e-7)
        for factor in [1.0, 1.5, 3.0] {
            #expect(abs(motion.progress(at: settled * factor + 1e-9) - 1) <= 1e-7)
        }
        #expect(motion.progress(at: .infinity) == 1)
    }

    @Test(arguments: springs)
    func closedFormAgreesWithRungeKutta(spring: SpringParameters) {
        let motion = SpringMotion(spring)
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        func acceleration(_ x: Double, _ v: Double) -> Double { -(c * v + k * (x - 1)) / m }
        let dt = 1e-4, end = min(2.5, motion.settleTime(tolerance: 1e-4) + 0.2)
        var x = 0.0, v = spring.initialVelocity, t = 0.0
        var worstPosition = 0.0, worstVelocity = 0.0
        while t < end {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + dt / 2 * k1v, k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = acceleration(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
            worstPosition = max(worstPosition, abs(motion.progress(at: t) - x))
            worstVelocity = max(worstVelocity, abs(motion.velocity(at: t) - v) / max(1, abs(v)))
        }
        #expect(worstPosition < 1e-7, "position differs by \(worstPosition)")
        #expect(worstVelocity < 1e-6, "velocity differs by \(worstVelocity)")
    }

    @Test(arguments: springs)
    func settleTimeIsTheLastExcursionFoundByDenseSampling(spring: SpringParameters) {
        let motion = SpringMotion(spring)
        for tolerance in [0.01, 0.001] {
            let settle = motion.settleTime(tolerance: tolerance)
            let dt = 1e-4
            var lastOutside = 0.0, t = 0.0
            while t < settle + 1 {
                if abs(motion.progress(at: t) - 1) > tolerance { lastOutside = t }
                t += dt
            }
            #expect(abs(lastOutside - settle) <= dt, "tolerance \(tolerance): dense \(lastOutside), exact \(settle)")
            expectNear(abs(motion.progress(at: settle) - 1), tolerance, absolute: 1e-9)
        }
    }

    @Test(arguments: springs)
    func overshootAndPeakVelocityBoundDenseSamples(spring: SpringParameters) {
        let motion = SpringMotion(spring)
        let end = motion.settleTime(tolerance: 1e-5) + 0.1
        var maxProgress = 0.0, maxSpeed = 0.0, t = 0.0
        while t <= end {
            maxProgress = max(maxProgress, motion.progress(at: t))
            maxSpeed = max(maxSpeed, abs(motion.velocity(at: t)))
            t += 1e-4
        }
        #expect(max(0, maxProgress - 1) <= motion.overshoot + 1e-12)
        expectNear(max(0, maxProgress - 1), motion.overshoot, absolute: 1e-6)
        #expect(maxSpeed <= motion.peakVelocity * (1 + 1e-12))
        expectClose(maxSpeed, motion.peakVelocity, relative: 1e-4)
        expectClose(abs(motion.velocity(at: motion.peakVelocityTime)), motion.peakVelocity, relative: 1e-12)
    }

    @Test(arguments: [0.005, 0.02])
    func lightlyDampedSpringSettlesAfterItsLastSwing(zeta: Double) throws {
        // Dozens of swings: the last one above the tolerance is found in closed form, not by scanning.
        let motion = SpringMotion(try #require(SpringParameters(response: 0.4, dampingRatio: zeta, initialVelocity: 1)))
        let settle = motion.settleTime(tolerance: 0.01)
        #expect(settle > 10)
        var lastOutside = 0.0, t = settle - 1
        while t < settle + 1 {
            if abs(motion.progress(at: t) - 1) > 0.01 { lastOutside = t }
            t += 1e-5
        }
        #expect(abs(lastOutside - settle) <= 1e-5, "dense \(lastOutside), exact \(settle)")
        // Later peaks stay inside the band: check the envelope-level bound one period on.
        let period = motion.parameters.response / (1 - zeta * zeta).squareRoot()
        for step in 1...400 {
            #expect(abs(motion.progress(at: settle + period * Double(step) / 100) - 1) <= 0.01 + 1e-12)
        }
    }

    @Test func nearCriticalDampingIsContinuous() throws {
        let critical = SpringMotion(try #require(SpringParameters(response: 0.4, dampingRatio: 1, initialVelocity: 2)))
        for zeta in [1 - 1e-12, 1 - 1e-7, 1 + 1e-12, 1 + 1e-7] {
            let near = SpringMotion(try #require(SpringParameters(response: 0.4, dampingRatio: zeta, initialVelocity: 2)))
            for tolerance in [0.01, 0.001] {
                expectNear(near.settleTime(tolerance: tolerance), critical.settleTime(tolerance: tolerance), absolute: 1e-5)
            }
            expectNear(near.peakVelocity, critical.peakVelocity, absolute: 1e-5)
            expectNear(near.progress(at: 0.1), critical.progress(at: 0.1), absolute: 1e-7)
        }
    }
}
