import ConformanceRules
import Foundation
import Testing
@testable import morph_audit

@Suite("morph-audit motion")
struct MotionCommandTests {
    static let morphModalKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/morphmodalkit/morphmodalkit-default.json").path

    @Test("the fixture's spring: a table with its settle times, exit 0")
    func table() throws {
        let folder = try Fixtures.Folder()
        let file = try folder.write("sheet.xml", Fixtures.goodXML)
        let result = ToolRunner.inProcess(["motion", file])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let output = result.standardOutput
        #expect(output.contains("transition expand: expand compact → expanded"))
        #expect(output.contains("  counterpart  none recorded with Reduce Motion"))
        let row = try #require(output.split(separator: "\n").first { $0.hasPrefix("  sheet ") })
        // response 0.4, ζ 0.86, v0 0.8 (domain-rules §4.4): 1 % at 0.289 s, 0.1 % at 0.555 s.
        #expect(row.contains("0.289 s") && row.contains("0.555 s") && row.contains("0.503 %"))
        #expect(row.contains("230 pt") && row.contains("27 %"))
    }

    @Test("--tolerance sets the settle columns, as a fraction or a percentage")
    func tolerance() throws {
        let folder = try Fixtures.Folder()
        let file = try folder.write("sheet.xml", Fixtures.goodXML)
        let result = ToolRunner.inProcess(["motion", file, "--tolerance", "5%", "--tolerance=0.02"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("settle 5 %  settle 2 %"))
    }

    @Test("bad tolerances are usage errors", arguments: ["0", "100%", "abc", "-1%", "nan"])
    func badTolerance(_ value: String) throws {
        let result = ToolRunner.inProcess(["motion", "x.json", "--tolerance", value])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: The value '\(value)' is invalid for '--tolerance <fraction>'"))
        #expect(result.standardError.contains("Usage: morph-audit motion"))
    }

    @Test("an unreadable file is an input error, exit 2")
    func missingFile() {
        let result = ToolRunner.inProcess(["motion", "/nonexistent/scenario.json"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("/nonexistent/scenario.json"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("--svg writes a chart that parses, with a path per track")
    func svg() throws {
        let folder = try Fixtures.Folder()
        let chart = folder.path("motion.svg")
        let result = ToolRunner.inProcess(["motion", Self.morphModalKit, "--svg", chart])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("transition present-rm: present closed → presented"))
        let svg = try XMLDocumentParser.parseTree(Data(contentsOf: URL(fileURLWithPath: chart)))
        var tracks = 0
        var stack = [svg]
        while let element = stack.popLast() {
            if element.name == "path", element[attribute: "class"] == "track" { tracks += 1 }
            stack += element.children
        }
        let scenario = try ScenarioLoader.load(Self.morphModalKit).scenario
        #expect(tracks == scenario.transitions.map(\.tracks.count).reduce(0, +))
    }

    @Test("the executable prints MorphModalKit's springs end to end")
    func endToEnd() throws {
        let result = try ToolRunner.process(["motion", Self.morphModalKit])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("spring uikit 0.4 s ζ 0.86 v0 0.8"))
        #expect(result.standardOutput.contains("spring uikit 0.4 s ζ 0.95 v0 1"))
    }
}
