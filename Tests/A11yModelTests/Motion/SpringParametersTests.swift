import Testing
@testable import A11yModel

@Suite struct SpringParametersTests {
    @Test func appleDurationBounceExampleMapsToStiffnessAndDamping() throws {
        // Apple's `Spring` documentation: Spring(duration: 0.5, bounce: 0.3) is (mass 1, 157.9, 17.6).
        let spring = try #require(SpringParameters(Spring(.durationBounce(duration: 0.5, bounce: 0.3))))
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, 157.9)
        expectClose(spring.damping, 17.6)
        expectClose(spring.dampingRatio, 0.7, relative: 1e-12)
        expectClose(spring.duration, 0.5, relative: 1e-12)
        expectClose(spring.bounce, 0.3, relative: 1e-12)
    }

    @Test func applePhysicalExampleMapsToDurationAndBounce() throws {
        // Apple: Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63 and bounce 0.5.
        let spring = try #require(SpringParameters(Spring(.physical(mass: 1, stiffness: 100, damping: 10))))
        expectClose(spring.duration, 0.63)
        expectClose(spring.bounce, 0.5)
        expectClose(spring.naturalFrequency, 10, relative: 1e-12)
        expectClose(spring.dampingRatio, 0.5, relative: 1e-12)
        #expect(spring.regime == .underdamped)
    }

    @Test func responseFormFollowsSwiftUIMapping() throws {
        let spring = try #require(SpringParameters(.response(0.4, dampingFraction: 0.86)))
        expectClose(spring.naturalFrequency, 15.708, relative: 1e-4)
        expectClose(spring.stiffness, 246.74, relative: 1e-4)
        expectClose(spring.damping, 27.02, relative: 1e-3)
        expectClose(spring.dampedFrequency, 8.016, relative: 1e-3)
        expectClose(spring.response, 0.4, relative: 1e-12)
    }

    @Test func uikitDurationIsReadAsResponse() throws {
        let uikit = try #require(SpringParameters(.uikit(duration: 0.4, dampingRatio: 0.95, initialVelocity: 1)))
        let swiftUI = try #require(SpringParameters(.response(0.4, dampingFraction: 0.95, initialVelocity: 1)))
        #expect(uikit == swiftUI)
        #expect(uikit.initialVelocity == 1)
    }

    @Test func negativeBounceIsOverdamped() throws {
        let spring = try #require(SpringParameters(Spring(.durationBounce(duration: 0.5, bounce: -0.5))))
        expectClose(spring.dampingRatio, 2, relative: 1e-12)
        expectClose(spring.bounce, -0.5, relative: 1e-12)
        #expect(spring.regime == .overdamped)
        #expect(spring.dampedFrequency == 0)
    }

    @Test func dampingFractionOneIsExactlyCritical() throws {
        let spring = try #require(SpringParameters(.response(0.4, dampingFraction: 1)))
        #expect(spring.regime == .criticallyDamped)
        #expect(spring.bounce == 0)
    }

    @Test func bounceOneIsUndamped() throws {
        let spring = try #require(SpringParameters(Spring(.durationBounce(duration: 0.5, bounce: 1))))
        #expect(spring.dampingRatio == 0)
        #expect(spring.damping == 0)
    }

    @Test(arguments: [
        Spring(.physical(mass: 0, stiffness: 100, damping: 10)),
        Spring(.physical(mass: 1, stiffness: -1, damping: 10)),
        Spring(.physical(mass: 1, stiffness: 100, damping: -1)),
        Spring(.response(response: 0, dampingFraction: 0.8)),
        Spring(.response(response: .infinity, dampingFraction: 0.8)),
        Spring(.response(response: 0.4, dampingFraction: .nan)),
        Spring(.durationBounce(duration: 0.5, bounce: -1)),
        Spring(.durationBounce(duration: 0.5, bounce: 1.5)),
        Spring(.uikit(duration: 0.4, dampingRatio: 0.9), initialVelocity: .infinity),
    ])
    func unusableNumbersGiveNoParameters(spring: Spring) {
        #expect(SpringParameters(spring) == nil)
    }
}
