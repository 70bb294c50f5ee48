import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The motion chart, parsed back with the libxml2 wrapper's hardened parser.
@Suite("Motion SVG")
struct MotionSVGTests {
    static func chart(_ scenario: Scenario = MotionTestScenario.make()) throws -> XMLElement {
        try XMLDocumentParser.parseTree(try MotionSVG.render(MotionSummary(scenario), scenario: scenario))
    }

    @Test("an SVG root with a title, sized by its view box")
    func root() throws {
        let scenario = MotionTestScenario.make()
        let data = try MotionSVG.render(MotionSummary(scenario), scenario: scenario)
        // The parser's value tree leaves namespace declarations out; the bytes carry it.
        #expect(String(decoding: data, as: UTF8.self).contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let svg = try XMLDocumentParser.parseTree(data)
        #expect(svg.name == "svg")
        #expect(svg[attribute: "viewBox"]?.hasPrefix("0 0 968 ") == true)
        #expect(svg.children(named: "title").first?.text.contains("present-test") == true)
    }

    @Test("one path per track, each on its own side")
    func onePathPerTrack() throws {
        let svg = try Self.chart()
        let paths = svg.descendants { $0.name == "path" && $0[attribute: "class"] == "track" }
        #expect(paths.count == 3)
        let panels = svg.descendants { $0[attribute: "class"] == "panel" }
        let drawn = panels.filter { !$0.descendants { $0[attribute: "class"] == "track" }.isEmpty }
        #expect(Set(drawn.map { "\($0[attribute: "data-transition"] ?? "") \($0[attribute: "data-node"] ?? "") \($0[attribute: "data-property"] ?? "")" })
                == ["present card translationY", "present scrim opacity", "present-rm card opacity"])
        #expect(drawn.first { $0[attribute: "data-transition"] == "present-rm" }?[attribute: "data-side"] == "reduce-motion")
    }

    @Test("the Reduce Motion counterpart sits beside its transition, and a track it drops is named")
    func counterpartBeside() throws {
        let svg = try Self.chart()
        let sections = svg.descendants { $0[attribute: "class"] == "section" }
        #expect(sections.map { $0[attribute: "data-transition"] } == ["present"])
        #expect(sections.first?[attribute: "data-counterpart"] == "present-rm")
        let texts = svg.descendants { $0.name == "text" }.map(\.text)
        #expect(texts.contains("no card translationY track in present-rm"))
        #expect(texts.contains("present-rm — with Reduce Motion"))
    }

    @Test("settle markers stand at §4.4's times for MorphModalKit's spring")
    func settleMarkers() throws {
        let svg = try Self.chart()
        let panel = try #require(svg.descendants {
            $0[attribute: "class"] == "panel" && $0[attribute: "data-node"] == "card"
                && $0[attribute: "data-property"] == "translationY" && $0[attribute: "data-transition"] == "present"
        }.first)
        let markers = panel.descendants { $0[attribute: "class"] == "settle" }
        #expect(markers.map { $0[attribute: "data-tolerance"] } == ["0.01", "0.001"])
        let seconds = markers.compactMap { $0[attribute: "data-seconds"].flatMap(Double.init) }
        #expect(seconds.count == 2)
        #expect(abs(seconds[0] - 0.292) <= 0.01 * 0.292)
        #expect(abs(seconds[1] - 0.558) <= 0.01 * 0.558)
        // The plot starts at 24 + 44 pt, is 388 wide and spans 0.6 s (0.558 s padded to the next 0.1 s).
        let x = markers.compactMap { $0[attribute: "x1"].flatMap(Double.init) }
        #expect(abs(x[0] - (68 + 0.292 / 0.6 * 388)) <= 1)
        #expect(abs(x[1] - (68 + 0.558 / 0.6 * 388)) <= 1)
        #expect(panel[attribute: "data-duration"] == "0.6")
    }

    @Test("the spring's path starts at 0 and ends on the target line")
    func pathEnds() throws {
        let svg = try Self.chart()
        let panel = try #require(svg.descendants {
            $0[attribute: "class"] == "panel" && $0[attribute: "data-node"] == "card" && $0[attribute: "data-transition"] == "present"
        }.first)
        let path = try #require(panel.descendants { $0[attribute: "class"] == "track" }.first?[attribute: "d"])
        let points = path.split(separator: "L").map { $0.replacingOccurrences(of: "M", with: "").split(separator: " ").compactMap { Double($0) } }
        let target = try #require(panel.descendants { $0[attribute: "class"] == "target" }.first?[attribute: "y1"].flatMap(Double.init))
        let start = try #require(panel.descendants { $0[attribute: "class"] == "start" }.first?[attribute: "y1"].flatMap(Double.init))
        #expect(points.count == MotionChartLayout.samples + 1)
        #expect(points.first.map { abs($0[1] - start) < 0.01 } == true)
        #expect(points.last.map { abs($0[1] - target) < 0.5 } == true)
        // Above the target line somewhere: the 0.5 % overshoot, drawn to scale.
        #expect(points.contains { $0[1] < target })
    }

    @Test("a jump is drawn as a vertical step at its delay")
    func jump() throws {
        var scenario = MotionTestScenario.make()
        scenario.transitions[1].tracks = [AnimationTrack(node: "card", property: .height, from: 200, to: 430, curve: .none, delay: 0.1)]
        let svg = try Self.chart(scenario)
        let panel = try #require(svg.descendants {
            $0[attribute: "class"] == "panel" && $0[attribute: "data-transition"] == "present-rm" && $0[attribute: "data-property"] == "height"
        }.first)
        let path = try #require(panel.descendants { $0[attribute: "class"] == "track" }.first?[attribute: "d"])
        let points = path.split(separator: "L").map { $0.replacingOccurrences(of: "M", with: "").split(separator: " ").compactMap { Double($0) } }
        let x = try #require(panel[attribute: "data-plot-x"].flatMap(Double.init))
        let width = try #require(panel[attribute: "data-plot-width"].flatMap(Double.init))
        let duration = try #require(panel[attribute: "data-duration"].flatMap(Double.init))
        let edge = x + 0.1 / duration * width
        let atEdge = points.filter { abs($0[0] - edge) < 0.01 }
        #expect(Set(atEdge.map { $0[1] }).count == 2, "\(atEdge)")
        #expect(panel.descendants { $0[attribute: "class"] == "settle" }.isEmpty)
    }

    @Test("tolerance bands straddle the target, the wider one taller")
    func bands() throws {
        let svg = try Self.chart()
        let panel = try #require(svg.descendants { $0[attribute: "class"] == "panel" && $0[attribute: "data-node"] == "card" }.first)
        let bands = panel.descendants { $0[attribute: "class"] == "tolerance-band" }
        #expect(bands.map { $0[attribute: "data-tolerance"] } == ["0.01", "0.001"])
        let heights = bands.compactMap { $0[attribute: "height"].flatMap(Double.init) }
        #expect(heights.count == 2 && heights[0] > heights[1] && heights[1] > 0)
    }

    @Test("ids that are markup come out escaped and the document still parses")
    func hostileIDs() throws {
        let svg = try Self.chart(MotionTestScenario.make(cardID: "card <&> \"1\""))
        let paths = svg.descendants { $0[attribute: "class"] == "track" }
        #expect(paths.contains { $0[attribute: "data-node"] == "card <&> \"1\"" })
    }
}

extension XMLElement {
    /// This element and everything below it that matches, in document order.
    fileprivate func descendants(where matches: (XMLElement) -> Bool) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack = [self]
        while let element = stack.popLast() {
            if matches(element) { found.append(element) }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }
}
