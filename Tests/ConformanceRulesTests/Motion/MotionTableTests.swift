import A11yModel
import Testing
@testable import ConformanceRules

@Suite("Motion table")
struct MotionTableTests {
    let scenario = MotionTestScenario.make()
    var output: String { MotionTable.render(MotionSummary(scenario), scenario: scenario) }

    /// The lines of the table under `transition <id>:`, header first.
    func table(_ id: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("transition \(id):") }),
              let header = lines[start...].firstIndex(where: { $0.hasPrefix("  node ") }) else { return [] }
        return Array(lines[header...].prefix { !$0.isEmpty })
    }

    @Test("the spring row states §4.4's settle times, overshoot, peak speed and travel")
    func springRow() throws {
        let row = try #require(table("present").first { $0.hasPrefix("  card ") })
        let cells = row.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.prefix(4) == ["card", "translationY", "animation", "spring response 0.4 s ζ 0.86"])
        #expect(cells.contains("0.292 s"))
        #expect(cells.contains("0.558 s"))
        #expect(cells.contains("0.502 % (2 pt)"))
        #expect(cells.contains("408 pt"))
        #expect(cells.contains("47.9 %"))
        let speed = try #require(cells.first { $0.hasSuffix(" pt/s") }.flatMap { Double($0.dropLast(5)) })
        #expect(abs(speed - 6.37 * 408) <= 0.01 * 6.37 * 408)
    }

    @Test("columns are aligned: every line of a table ends at the same column")
    func alignment() {
        for id in ["present", "present-rm"] {
            let lines = table(id)
            #expect(lines.count >= 2)
            #expect(Set(lines.map(\.count)).count == 1, "\(lines.joined(separator: "\n"))")
        }
    }

    @Test("each transition names its environment and its counterpart")
    func headers() {
        #expect(output.contains("transition present: present closed → presented\n  environment  iOS, large, light;"))
        #expect(output.contains("  counterpart  present-rm (with Reduce Motion)"))
        #expect(output.contains("  counterpart  present (without Reduce Motion)"))
        #expect(output.contains("  settles in   0.558 s"))
    }

    @Test("other tolerances give other columns")
    func tolerances() {
        let summary = MotionSummary(scenario, tolerances: [0.05])
        let text = MotionTable.render(summary, scenario: scenario)
        #expect(text.contains("settle 5 %"))
        #expect(!text.contains("settle 1 %"))
    }

    @Test("a transition whose tracks were not captured says so")
    func unknownTracks() {
        var scenario = self.scenario
        scenario.transitions[1].unknown = [.tracks]
        scenario.transitions[1].tracks = []
        #expect(MotionTable.render(MotionSummary(scenario), scenario: scenario).contains("  tracks not captured"))
    }
}
