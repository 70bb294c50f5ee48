import A11yModel
import Testing
@testable import ConformanceRules

@Suite("Motion chart layout")
struct MotionChartLayoutTests {
    @Test("time axes end on a round tick, at most eight ticks in", arguments: [
        (0.558, 0.6, 0.1), (0.25, 0.3, 0.05), (0.855, 1.0, 0.2), (3.5, 4.0, 0.5), (30, 35, 5),
    ])
    func axis(seconds: Double, expected: Double, step: Double) {
        let duration = MotionChartLayout.axisDuration(for: seconds)
        #expect(abs(duration - expected) < 1e-9)
        #expect(abs(MotionChartLayout.tickStep(for: duration) - step) < 1e-9)
    }

    @Test("a track hours long, or never ending, is cut off at the longest axis")
    func longTracks() throws {
        #expect(MotionChartLayout.axisDuration(for: 1e300) == MotionChartLayout.maximumDuration)
        #expect(MotionChartLayout.axisDuration(for: .infinity) == MotionChartLayout.maximumDuration)
        var scenario = MotionTestScenario.make()
        scenario.transitions[0].tracks[0].delay = 1e9
        scenario.transitions[0].tracks[1].repeatsForever = true
        let svg = try XMLDocumentParser.parseTree(try MotionSVG.render(MotionSummary(scenario), scenario: scenario))
        let ticks = svg.children.flatMap(\.children).flatMap(\.children).filter { $0[attribute: "class"] == "tick" }
        #expect(!ticks.isEmpty && ticks.count <= 2 * 3 * 9)
    }

    @Test("tracks pair with the counterpart's by node and property, the rest stand alone")
    func pairing() throws {
        let summary = MotionSummary(MotionTestScenario.make())
        let sections = MotionChartSection.sections(summary)
        #expect(sections.count == 1)
        let rows = try #require(sections.first?.rows)
        #expect(rows.map { [$0.primary?.track.property.token, $0.counterpart?.track.property.token] }
                == [["translationY", nil], ["opacity", nil], [nil, "opacity"]])
    }
}
