import Testing
@testable import A11yModel

@Suite struct FlashAnalysisTests {
    private let white = Color.white

    /// Scrim opacity as a triangle wave: `pairs` dims 0 → `peak` and undims back, each change
    /// taking `changeSeconds`, linear.
    private func scrimSamples(pairs: Int, changeSeconds: Double, peak: Double = 0.2,
                              over background: Color = .white) -> [LuminanceSample] {
        let period = 2 * changeSeconds
        return LuminanceSample.sampling(from: 0, through: Double(pairs) * period) { time in
            let phase = time.truncatingRemainder(dividingBy: period) / changeSeconds
            let opacity = peak * (phase <= 1 ? phase : 2 - phase)
            return LuminanceSample.scrimLuminance(opacity: opacity, over: background)
        }
    }

    @Test func scrimLuminanceMatchesTheReferenceValues() {
        // domain-rules §5: 0.2 black over white 1.000 → 0.604; over #F2F2F7 0.891 → 0.541.
        expectNear(LuminanceSample.scrimLuminance(opacity: 0, over: white), 1, absolute: 1e-12)
        expectNear(LuminanceSample.scrimLuminance(opacity: 0.2, over: white), 0.604, absolute: 5e-4)
        let grouped = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
        expectNear(LuminanceSample.scrimLuminance(opacity: 0, over: grouped), 0.891, absolute: 5e-4)
        expectNear(LuminanceSample.scrimLuminance(opacity: 0.2, over: grouped), 0.541, absolute: 5e-4)
        #expect(LuminanceSample.scrimLuminance(opacity: .nan, over: white) == 1)
    }

    @Test func oneDimAndUndimIsOneFlash() {
        let analysis = FlashAnalysis(samples: scrimSamples(pairs: 1, changeSeconds: 0.3))
        #expect(analysis.transitions.count == 2)
        #expect(analysis.transitions.allSatisfy { $0.isQualifying })
        #expect(!analysis.transitions[0].isIncrease)
        expectNear(analysis.transitions[0].change, -0.396, absolute: 1e-3)
        expectNear(analysis.transitions[0].end.time, 0.3, absolute: 1e-9)
        #expect(analysis.flashCount == 1)
        #expect(analysis.maxFlashesInAnySecond == 1)
        #expect(!analysis.exceedsThreeFlashesPerSecond)
    }

    @Test func fourPairsWithinOneSecondExceedThreeFlashes() {
        let analysis = FlashAnalysis(samples: scrimSamples(pairs: 4, changeSeconds: 0.1))
        #expect(analysis.flashCount == 4)
        #expect(analysis.maxTransitionsInAnySecond == 8)
        #expect(analysis.maxFlashesInAnySecond == 4)
        #expect(analysis.exceedsThreeFlashesPerSecond)
    }

    @Test func threePairsWithinOneSecondAreAtTheLimit() {
        let analysis = FlashAnalysis(samples: scrimSamples(pairs: 3, changeSeconds: 0.15))
        #expect(analysis.flashCount == 3)
        #expect(analysis.maxFlashesInAnySecond == 3)
        #expect(!analysis.exceedsThreeFlashesPerSecond)
    }

    @Test func steadyOneHertzFlashingStaysAtOneFlashPerSecond() {
        let analysis = FlashAnalysis(samples: scrimSamples(pairs: 6, changeSeconds: 0.5))
        #expect(analysis.flashCount == 6)
        #expect(analysis.maxFlashesInAnySecond == 1)
    }

    @Test func dimScrimOverADarkCardIsNoFlash() {
        // Over #1C1C1E the scrim moves luminance 0.012 → 0.008: far below the 10 % change.
        let dark = Color(red: 0x1C, green: 0x1C, blue: 0x1E)
        let analysis = FlashAnalysis(samples: scrimSamples(pairs: 4, changeSeconds: 0.1, over: dark))
        #expect(analysis.transitions.isEmpty)
        #expect(analysis.flashCount == 0)
        #expect(!analysis.exceedsThreeFlashesPerSecond)
    }

    @Test func changesBetweenBrightImagesAreNoFlash() {
        // 1.0 ↔ 0.85: changes of 15 % but the darker image is above 0.80.
        let samples = (0...16).map { LuminanceSample(time: Double($0) * 0.05, luminance: $0 % 2 == 0 ? 1 : 0.85) }
        let analysis = FlashAnalysis(samples: samples)
        #expect(analysis.transitions.count == 16)
        #expect(!analysis.transitions.contains { $0.isQualifying })
        #expect(analysis.flashCount == 0)
        #expect(analysis.maxTransitionsInAnySecond == 0)
    }

    @Test func smallWigglesDoNotSplitATransition() {
        let values = [1.0, 0.8, 0.62, 0.66, 0.6, 0.64, 0.7, 1.0]
        let samples = values.enumerated().map { LuminanceSample(time: Double($0.offset) * 0.05, luminance: $0.element) }
        let analysis = FlashAnalysis(samples: samples)
        #expect(analysis.transitions.count == 2)
        expectNear(analysis.transitions[0].end.luminance, 0.6, absolute: 1e-12)
        #expect(analysis.flashCount == 1)
    }

    @Test func sevenTransitionsInOneSecondExceed() {
        // 3.5 flashes: more than three.
        let samples = (0...7).map { LuminanceSample(time: Double($0) * 0.13, luminance: $0 % 2 == 0 ? 1 : 0.3) }
        let analysis = FlashAnalysis(samples: samples)
        #expect(analysis.maxTransitionsInAnySecond == 7)
        #expect(analysis.flashCount == 3)
        #expect(analysis.exceedsThreeFlashesPerSecond)
    }

    @Test func unorderedAndNonFiniteSamplesAreTolerated() {
        var samples = scrimSamples(pairs: 1, changeSeconds: 0.3)
        samples.reverse()
        samples.append(LuminanceSample(time: .nan, luminance: 0))
        samples.append(LuminanceSample(time: 0.1, luminance: .infinity))
        #expect(FlashAnalysis(samples: samples).flashCount == 1)
        #expect(FlashAnalysis(samples: []).flashCount == 0)
        #expect(FlashAnalysis(samples: [LuminanceSample(time: 0, luminance: 0.5)]).transitions.isEmpty)
    }

    @Test func scrimTrackFadeInIsOneTransition() throws {
        // A presented sheet's scrim fading in on MorphModalKit's spring: one dim, no flash, and the
        // spring's tiny overshoot is no extra transition.
        let track = AnimationTrack(property: .opacity, from: 0, to: 0.2,
                                   curve: .spring(.uikit(duration: 0.4, dampingRatio: 0.86)))
        let samples = LuminanceSample.scrim(try #require(TrackAnalysis(track)), over: white)
        let analysis = FlashAnalysis(samples: samples)
        #expect(analysis.transitions.count == 1)
        #expect(analysis.flashCount == 0)
        expectClose(samples.last?.time ?? 0, 0.558)
    }

    @Test func repeatingScrimIsSampledUpToTheHorizon() throws {
        let track = AnimationTrack(property: .opacity, from: 0, to: 0.3,
                                   curve: .timing(TimingCurve(.linear, duration: 0.1)), repeatsForever: true)
        let samples = LuminanceSample.scrim(try #require(TrackAnalysis(track)), over: white, horizon: 2)
        #expect(samples.last?.time == 2)
        // Each repeat dims over 0.1 s and jumps back: ten flashes a second.
        let analysis = FlashAnalysis(samples: samples)
        #expect(analysis.maxFlashesInAnySecond >= 9.5)
        #expect(analysis.exceedsThreeFlashesPerSecond)
    }
}
