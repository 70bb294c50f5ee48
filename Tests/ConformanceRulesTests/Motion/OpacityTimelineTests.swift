import A11yModel
import Testing
@testable import ConformanceRules

@Suite("Opacity timeline")
struct OpacityTimelineTests {
    /// Timelines whose two colourings differ, tie, flash or stay calm.
    static let timelines: [(String, [AnimationTrack])] = [
        ("a scrim fading in", [track(from: 0, to: 0.4, .easeOut, duration: 0.3)]),
        ("a dim that undims", [track(from: 1, to: 0.2, .linear, duration: 0.2),
                               track(from: 0.2, to: 1, .easeIn, duration: 0.2, delay: 0.4)]),
        ("a blink repeating forever", [track(from: 1, to: 0, .linear, duration: 0.05, repeatsForever: true)]),
        ("a light blink, repeated", [track(from: 0.95, to: 0.6, .easeInOut, duration: 0.1, repeatCount: 12)]),
        ("a spring overshooting to full", [AnimationTrack(property: .opacity, from: 0, to: 1,
                                                          curve: .spring(.response(0.3, dampingFraction: 0.3)))]),
    ]

    @Test("the worst case is whichever of black over white and white over black flashes more, first on a tie",
          arguments: timelines.map(\.0))
    func worstCaseIsTheLargerColouring(name: String) throws {
        let tracks = try #require(Self.timelines.first { $0.0 == name }?.1)
        let timeline = try #require(OpacityTimeline(tracks))
        let dark = timeline.flashes(paint: .black, over: .white)
        let light = timeline.flashes(paint: .white, over: .black)
        let expected = light.maxTransitionsInAnySecond > dark.maxTransitionsInAnySecond ? light : dark
        #expect(timeline.worstCase == expected)
    }

    @Test("a factor scales the sampled opacity before it is painted")
    func opacityFactorScales() throws {
        let timeline = try #require(OpacityTimeline([Self.track(from: 1, to: 0, .linear, duration: 0.05, repeatsForever: true)]))
        #expect(timeline.flashes(paint: .black, over: .white).flashCount > 3)
        #expect(timeline.flashes(paint: .black, over: .white, opacityFactor: 0.05).flashCount == 0)
    }

    private static func track(from: Double, to: Double, _ function: TimingFunction, duration: Double,
                              delay: Double = 0, repeatCount: Int = 1, repeatsForever: Bool = false) -> AnimationTrack {
        AnimationTrack(property: .opacity, from: from, to: to, curve: .timing(TimingCurve(function, duration: duration)),
                       delay: delay, repeatCount: repeatCount, repeatsForever: repeatsForever)
    }
}
