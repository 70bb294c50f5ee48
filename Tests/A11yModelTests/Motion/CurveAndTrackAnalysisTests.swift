import Testing
@testable import A11yModel

@Suite struct CurveAnalysisTests {
    @Test func springCurveReportsRequestedTolerancesInOrder() throws {
        let analysis = try #require(CurveAnalysis(.spring(.uikit(duration: 0.4, dampingRatio: 0.86)),
                                                  tolerances: [0.05, 0.01, 0.001]))
        #expect(analysis.settleTimes.map(\.tolerance) == [0.05, 0.01, 0.001])
        expectClose(analysis.settleTimes[0].seconds, 0.239)
        expectClose(analysis.settleTime(tolerance: 0.01), 0.292)
        expectClose(analysis.settleTime(tolerance: 0.02), 0.273)
        expectClose(analysis.overshoot, 0.00502)
        expectClose(analysis.peakVelocity, 6.37)
        expectClose(analysis.peakVelocityTime, 0.067)
        #expect(analysis.isAnimated)
        #expect(analysis.sample(at: 0) == 0)
        expectNear(analysis.sample(at: 5), 1, absolute: 1e-12)
        expectClose(analysis.cycleDuration, 0.558)
    }

    @Test func timingCurveSettlesAtItsDuration() throws {
        let analysis = try #require(CurveAnalysis(.timing(TimingCurve(.easeInOut, duration: 0.3))))
        #expect(analysis.settleTimes.map(\.seconds) == [0.3, 0.3])
        #expect(analysis.overshoot == 0)
        #expect(analysis.overshootTime == nil)
        expectNear(analysis.sample(at: 0.15), 0.5, absolute: 1e-12)
        #expect(analysis.cycleDuration == 0.3)
    }

    @Test(arguments: [Curve.none, .timing(TimingCurve(.linear, duration: 0))])
    func jumpHasNoMotion(curve: Curve) throws {
        let analysis = try #require(CurveAnalysis(curve))
        #expect(!analysis.isAnimated)
        #expect(analysis.motion == .jump)
        #expect(analysis.settleTimes.map(\.seconds) == [0, 0])
        #expect(analysis.overshoot == 0)
        #expect(analysis.peakVelocity == 0)
        #expect(analysis.sample(at: -0.01) == 0)
        #expect(analysis.sample(at: 0) == 1)
        #expect(analysis.velocity(at: 0) == 0)
    }

    @Test(arguments: [Curve.spring(Spring(.durationBounce(duration: 0.5, bounce: -1))),
                      .spring(Spring(.physical(mass: 1, stiffness: 0, damping: 1))),
                      .timing(TimingCurve(.linear, duration: -0.2))])
    func curvesThatDescribeNoMotionHaveNoAnalysis(curve: Curve) {
        #expect(CurveAnalysis(curve) == nil)
    }
}

@Suite struct TrackAnalysisTests {
    private let phone = Size(width: 393, height: 852)

    @Test func morphModalKitPushInPoints() throws {
        // §4.4: a 324 pt card with a 34 pt inset travels 408 pt; overshoot ≈ 2.0 pt, peak ≈ 2600 pt/s.
        let track = AnimationTrack(property: .translationY, from: 408, to: 0,
                                   curve: .spring(.uikit(duration: 0.4, dampingRatio: 0.86)))
        let analysis = try #require(TrackAnalysis(track))
        #expect(analysis.travel == 408)
        expectClose(analysis.overshoot, 2.05)
        expectClose(analysis.peakVelocity, 2599)
        expectClose(try #require(analysis.viewportFraction(of: phone)), 408 / 852.0, relative: 1e-12)
        // Overshoot past `to` = 0 means a value below 0 along the way.
        let peak = try #require(analysis.curve.overshootTime)
        expectClose(analysis.value(at: peak), -analysis.overshoot, relative: 1e-9)
    }

    @Test func scaleTrackMeasuresTheScaleDelta() throws {
        // §4.4: replace `.scale` 1.05 → 1.0 on the morph spring overshoots by ≈ 0.0004 % scale.
        let track = AnimationTrack(property: .scale, from: 1.05, to: 1,
                                   curve: .spring(.uikit(duration: 0.4, dampingRatio: 0.95, initialVelocity: 1)))
        let analysis = try #require(TrackAnalysis(track))
        expectClose(analysis.travel, 0.05, relative: 1e-9)
        expectClose(analysis.overshoot, 0.05 * 0.000071, relative: 0.02)
        #expect(analysis.viewportFraction(of: phone) == nil)
    }

    @Test func viewportDimensionFollowsTheAxis() throws {
        let slide = try #require(TrackAnalysis(AnimationTrack(property: .translationX, from: 0, to: 100,
                                                              curve: .timing(TimingCurve(.linear, duration: 0.2)))))
        expectClose(try #require(slide.viewportFraction(of: phone)), 100 / 393.0, relative: 1e-12)
        expectClose(slide.peakVelocity, 500, relative: 1e-12)
        let grow = try #require(TrackAnalysis(AnimationTrack(property: .height, from: 300, to: 600, curve: .none)))
        expectClose(try #require(grow.viewportFraction(of: phone)), 300 / 852.0, relative: 1e-12)
        #expect(grow.viewportFraction(of: Size(width: 0, height: 0)) == nil)
        #expect(grow.peakVelocity == 0)
    }

    @Test func valueWaitsForTheDelayAndRepeatsFromTheStart() throws {
        let track = AnimationTrack(property: .opacity, from: 0, to: 1,
                                   curve: .timing(TimingCurve(.linear, duration: 0.5)), delay: 0.25, repeatCount: 3)
        let analysis = try #require(TrackAnalysis(track))
        #expect(analysis.value(at: 0.1) == 0)
        expectNear(analysis.value(at: 0.5), 0.5, absolute: 1e-12)
        expectNear(analysis.value(at: 0.85), 0.2, absolute: 1e-12)   // second play
        expectNear(analysis.value(at: 1.5), 0.5, absolute: 1e-12)    // third play
        #expect(analysis.value(at: 9) == 1)                          // stays at the end
        expectNear(analysis.motionDuration(), 0.25 + 3 * 0.5, absolute: 1e-12)
    }

    @Test func motionDurationAddsDelayToSettleTime() throws {
        let spring = Curve.spring(.response(0.4, dampingFraction: 0.86))
        let analysis = try #require(TrackAnalysis(AnimationTrack(property: .translationY, from: 100, to: 0,
                                                                 curve: spring, delay: 0.1)))
        expectClose(analysis.motionDuration(), 0.1 + 0.558)
        expectClose(analysis.motionDuration(tolerance: 0.01), 0.1 + 0.292)
        let forever = try #require(TrackAnalysis(AnimationTrack(property: .opacity, from: 0.4, to: 1, curve: spring,
                                                                repeatsForever: true)))
        #expect(forever.motionDuration() == .infinity)
    }

    @Test func transitionDurationIsTheLongestTrack() {
        let tracks = [
            AnimationTrack(property: .translationY, from: 400, to: 0, curve: .spring(.response(0.4, dampingFraction: 0.86))),
            AnimationTrack(property: .opacity, from: 0, to: 1, curve: .timing(TimingCurve(.easeOut, duration: 0.3)), delay: 0.5),
        ]
        let transition = Transition(id: "present", kind: .present, from: "closed", to: "open", tracks: tracks)
        expectNear(transition.totalMotionDuration() ?? -1, 0.8, absolute: 1e-12)
        expectClose(transition.totalMotionDuration(including: { $0.property.isSpatial }) ?? -1, 0.558)
        #expect(Transition(id: "t", kind: .push, from: "a", to: "b").totalMotionDuration() == 0)

        var looping = transition
        looping.tracks.append(AnimationTrack(property: .opacity, from: 1, to: 0.5,
                                             curve: .timing(TimingCurve(.easeInOut, duration: 1)), repeatsForever: true))
        #expect(looping.totalMotionDuration() == .infinity)

        var broken = transition
        broken.tracks.append(AnimationTrack(property: .scale, from: 1, to: 0.9,
                                            curve: .spring(Spring(.physical(mass: 0, stiffness: 1, damping: 1)))))
        #expect(broken.totalMotionDuration() == nil)
    }
}
