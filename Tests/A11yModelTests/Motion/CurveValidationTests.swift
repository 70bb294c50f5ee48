import Testing
@testable import A11yModel

/// The validator refuses the curves the analysis cannot describe (springs that never move) or
/// would have to clamp (Bézier time control points outside 0…1).
@Suite struct CurveValidationTests {
    private func issues(for curve: Curve) -> [ModelIssue] {
        let snapshots = [Snapshot(id: "a", state: "a", root: Node(id: "root")),
                         Snapshot(id: "b", state: "b", root: Node(id: "root"))]
        let track = AnimationTrack(property: .translationY, from: 100, to: 0, curve: curve)
        let transition = Transition(id: "t", kind: .push, from: "a", to: "b", tracks: [track])
        return ScenarioValidator.validate(Scenario(id: "s", snapshots: snapshots, transitions: [transition]))
    }

    @Test(arguments: [
        Curve.spring(Spring(.durationBounce(duration: 0.5, bounce: -1))),
        .spring(Spring(.durationBounce(duration: 0.5, bounce: 1.2))),
        .timing(TimingCurve(.cubicBezier(x1: -0.1, y1: 0, x2: 0.5, y2: 1), duration: 0.3)),
        .timing(TimingCurve(.cubicBezier(x1: 0.2, y1: 0, x2: 1.1, y2: 1), duration: 0.3)),
    ])
    func curvesWithoutMotionAreRefused(curve: Curve) throws {
        let found = issues(for: curve)
        #expect(found.count == 1)
        #expect(try #require(found.first).codingPath == "transitions[0].tracks[0].curve")
    }

    @Test(arguments: [
        Curve.spring(Spring(.durationBounce(duration: 0.5, bounce: -0.99))),
        .spring(Spring(.durationBounce(duration: 0.5, bounce: 1))),
        .timing(TimingCurve(.cubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1), duration: 0.3)),
        .none,
    ])
    func analysableCurvesPass(curve: Curve) {
        #expect(issues(for: curve).isEmpty)
        #expect(CurveAnalysis(curve) != nil)
    }
}
