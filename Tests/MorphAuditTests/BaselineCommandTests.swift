import A11yModel
import ConformanceRules
import Foundation
import Testing

/// `morph-audit baseline write` and `audit --baseline` end to end: adopting on MorphModalKit's
/// default, a new defect, a fixed one, --fail-on-stale-baseline, rewriting, bad baselines and
/// usage errors.
@Suite(.serialized)
struct BaselineCommandTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/morphmodalkit/morphmodalkit-default.json")
    /// 2026-01-01 and 2026-03-01.
    static let january = ["SOURCE_DATE_EPOCH": "1767225600"]
    static let march = ["SOURCE_DATE_EPOCH": "1772323200"]

    /// A folder with `scenarios/morphmodalkit-default.json`, changed by `change`.
    private func workspace(_ change: (inout Scenario) -> Void = { _ in }) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        try write(root, change)
        return root
    }

    private func write(_ root: URL, _ change: (inout Scenario) -> Void) throws {
        var scenario = try ScenarioJSON.decode(Data(contentsOf: Self.example))
        change(&scenario)
        try ScenarioJSON.encode(scenario).write(to: root.appendingPathComponent("scenarios/morphmodalkit-default.json"))
    }

    private func run(_ arguments: [String], in root: URL, environment: [String: String] = january) -> ToolResult {
        let replaced = arguments.map { $0.replacingOccurrences(of: "ROOT", with: root.path) }
        return ToolRunner.inProcess(replaced + ["--base-path", root.path], environment: environment, clock: .frozen)
    }

    private func audit(_ root: URL, _ extra: [String] = []) -> ToolResult {
        run(["audit", "ROOT/scenarios", "--baseline", "ROOT/b.json", "--report", "junit:ROOT/out/a.xml",
             "--report", "sarif:ROOT/out/a.sarif", "--report", "json:ROOT/out/a.json"] + extra, in: root)
    }

    private func errorLines(_ result: ToolResult) -> [Substring] {
        result.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
    }

    private func sarifStates(_ root: URL) throws -> [String: Int] {
        let log = try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("out/a.sarif"))) as? [String: Any]
        let results = ((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        return results.reduce(into: [:]) { counts, result in counts[result["baselineState"] as? String ?? "none", default: 0] += 1 }
    }

    /// `change` applied to `id` in every snapshot.
    private static func changing(_ id: String, _ change: @escaping (inout Node) -> Void) -> (inout Scenario) -> Void {
        { scenario in
            func visit(_ node: inout Node) {
                if node.id == id { change(&node) }
                for index in node.children.indices { visit(&node.children[index]) }
            }
            for index in scenario.snapshots.indices { visit(&scenario.snapshots[index].root) }
        }
    }

    @Test func aBaselineKeepsTheDefaultGreenAndANewDefectFailsAlone() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let written = run(["baseline", "write", "ROOT/scenarios", "-o", "ROOT/b.json"], in: root)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput.contains("wrote 234 baseline entries to \(root.path)/b.json: 234 new, 0 kept, 0 fixed and removed"))
        #expect(!written.standardOutput.contains(": error: "), "baseline write prints the summary, not every problem")
        let baseline = try BaselineReader.load(path: root.appendingPathComponent("b.json").path)
        #expect(baseline.entries.allSatisfy { $0.file == "scenarios/morphmodalkit-default.json" && $0.since == "2026-01-01" })

        let green = audit(root)
        #expect(green.status == 0, "\(green.standardOutput)")
        #expect(errorLines(green).isEmpty)
        #expect(green.standardOutput.contains("note: known: 234 problems in baseline since 2026-01-01 do not fail the run"))
        let junit = try XMLDocumentParser.parseTree(Data(contentsOf: root.appendingPathComponent("out/a.xml")))
        #expect(junit[attribute: "failures"] == "0")
        let skipped = junit.children(named: "testsuite").flatMap { $0.children(named: "testcase") }
            .compactMap { $0.children(named: "skipped").first?.text }
        #expect(skipped.filter { $0.hasPrefix("in baseline since 2026-01-01: ") }.count == 96)
        #expect(try sarifStates(root) == ["unchanged": 234])

        try write(root, Self.changing("menu-3-push") { $0.label = "" })
        let broken = audit(root)
        #expect(broken.status == 1)
        let errors = errorLines(broken)
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("[control-name]") == true)
        #expect(errors.first?.contains("menu-3-push") == true)
        #expect(try sarifStates(root) == ["unchanged": 234, "new": 1])
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: Data(contentsOf: root.appendingPathComponent("out/a.json")))
        #expect(document.exitStatus == 1)
        #expect(document.totals.problems.failing == 1 && document.totals.problems.known == 234)
        #expect(document.scenarios[0].problems.filter { $0.baseline?.state == "new" }.map(\.element) == ["menu-3-push"])
    }

    @Test func fixedEntriesAreListedFailOnlyWhenAskedAndLeaveWithARewrite() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        _ = run(["baseline", "write", "ROOT/scenarios", "-o", "ROOT/b.json"], in: root)
        try write(root, Self.changing("menu-3-push") { node in
            node.foreground = Color(hex: node.background == Color(hex: "#F2F2F7") ? "#000000" : "#FFFFFF")
        })

        let fixed = audit(root)
        #expect(fixed.status == 0)
        #expect(fixed.standardOutput.hasSuffix("morph-audit: 1 baseline entry is fixed: remove it with `baseline write`\n"))
        #expect(fixed.standardOutput.contains("note: fixed: text-contrast on menu-3-push in pushed-twice (recorded 2.92:1, in baseline since 2026-01-01)"))
        #expect(try sarifStates(root) == ["unchanged": 233, "absent": 1])

        let stale = audit(root, ["--fail-on-stale-baseline"])
        #expect(stale.status == 1)
        #expect(errorLines(stale).count == 1 && errorLines(stale).first?.contains("fixed: text-contrast on menu-3-push") == true)

        let rewritten = run(["baseline", "write", "ROOT/scenarios", "-o", "ROOT/b.json"], in: root, environment: Self.march)
        #expect(rewritten.standardOutput.contains("wrote 233 baseline entries to \(root.path)/b.json: 0 new, 233 kept, 1 fixed and removed"))
        let baseline = try BaselineReader.load(path: root.appendingPathComponent("b.json").path)
        #expect(baseline.entries.allSatisfy { $0.since == "2026-01-01" }, "rewriting keeps the day each entry was first recorded")
        #expect(audit(root, ["--fail-on-stale-baseline"]).status == 0)
    }

    @Test func aBaselineThatCannotBeReadIsALocatedInputErrorAndTheRunGoesOn() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{\"version\": 1, \"fingerprint\": \"morphAuditProblem/v1\", \"entries\": [], \"extra\": true}\n".utf8)
            .write(to: root.appendingPathComponent("b.json"))
        let result = audit(root)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("\(root.path)/b.json:1:79: error: at extra: unknown key 'extra'"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/a.xml").path), "reports are still written")
        #expect(errorLines(result).count > 100, "without a baseline every problem counts as before")

        // baseline write does not overwrite what it cannot read.
        let scenario = root.appendingPathComponent("scenarios/morphmodalkit-default.json")
        let before = try Data(contentsOf: scenario)
        let refused = run(["baseline", "write", "ROOT/scenarios", "-o", scenario.path], in: root)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("not overwritten"))
        #expect(try Data(contentsOf: scenario) == before)
    }

    @Test func aBaselineWrittenToStandardOutputIsAloneThere() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(["baseline", "write", "ROOT/scenarios", "-o", "-"], in: root)
        #expect(result.status == 0)
        let baseline = try BaselineReader.decode(Data(result.standardOutput.utf8), file: "standard output")
        #expect(baseline.entries.count == 234, "no summary line joins the baseline there")
    }

    @Test(arguments: [
        ["audit", "ROOT/scenarios", "--fail-on-stale-baseline"],
        ["baseline", "write", "ROOT/scenarios", "--shard", "1/2"],
        ["baseline", "write", "ROOT/scenarios", "--baseline", "ROOT/b.json"],
        ["baseline", "write", "ROOT/scenarios", "-o", "ROOT/b.json", "--report", "json:ROOT/./b.json"],
        ["baseline", "write", "ROOT/scenarios", "-o", "-", "--report", "sarif:-"],
        ["baseline", "write", "ROOT/scenarios", "-o", "-", "--report", "terminal"],
        ["baseline", "write", "ROOT/scenarios", "-o", "-", "--report", "terminal:-"],
    ])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = run(arguments, in: root)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("Error: "))
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("b.json").path), "nothing is written")
    }
}
