import Foundation
import Testing
@testable import ConformanceRules

/// The README's annotated XML scenario is a real, valid scenario, so the documentation cannot drift
/// from the format.
struct ReadmeExampleTests {
    @Test func readmeScenarioIsValid() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "```xml\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + text[start.upperBound..<end.lowerBound]
        let loaded = try ScenarioLoader.decode(Data(xml.utf8), file: "README.md")
        #expect(loaded.scenario.snapshots.count == 2)
        #expect(loaded.scenario.transitions.count == 1)
    }
}
