import A11yModel
import ConformanceRules
import Foundation
import ScenarioSynthesis
import Testing

/// Shards share one baseline: each judges the entries of its own files, so together they find
/// exactly what the unsharded run finds — every new problem once, every fixed entry once — and
/// the merge of their JUnit reports keeps the baseline states, byte for byte as unsharded.
struct BaselineShardTests {
    private func audit(_ corpus: URL, baseline: URL, out: URL, shard: String?) throws -> (JSONReportDocument, ToolResult) {
        let result = ToolRunner.inProcess(
            ["audit", corpus.path, "--baseline", baseline.path, "--base-path", corpus.deletingLastPathComponent().path,
             "--report", "json:\(out.path)/a.json", "--report", "junit:\(out.path)/a.xml", "--junit-dialect", "strict"]
                + (shard.map { ["--shard", $0] } ?? []),
            environment: ScaleFixtures.epoch, clock: .frozen)
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: try ScaleFixtures.read(out.appendingPathComponent("a.json")))
        return (document, result)
    }

    private func newProblems(_ document: JSONReportDocument) -> Set<String> {
        Set(document.scenarios.flatMap(\.problems).filter { $0.baseline?.state == "new" }.map(\.fingerprint))
    }

    @Test func shardsShareOneBaselineAndMergeIntoTheUnshardedReport() throws {
        let root = try ScaleFixtures.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = try ScaleFixtures.corpus(in: root, count: 24, nodes: 40, badEvery: 0)
        let baseline = root.appendingPathComponent("b.json")
        let written = ToolRunner.inProcess(["baseline", "write", corpus.path, "-o", baseline.path, "--base-path", root.path],
                                           environment: ScaleFixtures.epoch, clock: .frozen)
        #expect(written.status == 0, "\(written.standardError)")

        // Since the baseline: one file is gone (its entries are fixed) and one is new (its problems are).
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        try FileManager.default.removeItem(at: corpus.appendingPathComponent(files[3]))
        let copy = corpus.appendingPathComponent("added.json")
        let added = SyntheticScenario.make(id: "added-sheet", shape: SyntheticShape(nodes: 40, snapshots: 2, defectPercent: 10), seed: 99)
        try ScenarioJSON.encode(added).write(to: copy)

        let (whole, wholeRun) = try audit(corpus, baseline: baseline, out: root.appendingPathComponent("all"), shard: nil)
        #expect(wholeRun.status == 1)
        let fixed = try #require(whole.baseline?.fixed)
        #expect(!fixed.isEmpty)
        #expect(Set(fixed.map(\.file)) == [corpus.appendingPathComponent(files[3]).path])
        #expect(!newProblems(whole).isEmpty)
        #expect(Set(whole.scenarios.filter { $0.problems.contains { $0.baseline?.state == "new" } }.map(\.file)) == [copy.path])

        var fixedSeen: [String: Int] = [:]
        var newSeen: Set<String> = []
        var reports: [String] = []
        for index in 1...3 {
            let out = root.appendingPathComponent("shard-\(index)")
            let (document, _) = try audit(corpus, baseline: baseline, out: out, shard: "\(index)/3")
            for entry in document.baseline?.fixed ?? [] { fixedSeen[entry.fingerprint, default: 0] += 1 }
            newSeen.formUnion(newProblems(document))
            #expect(document.totals.problems.known == document.scenarios.flatMap(\.problems).filter { $0.baseline?.state == "known" }.count)
            reports.append(out.appendingPathComponent("a.xml").path)
        }
        #expect(Set(fixedSeen.keys) == Set(fixed.map(\.fingerprint)), "the shards together list every fixed entry")
        #expect(fixedSeen.values.allSatisfy { $0 == 1 }, "and each by one shard only")
        #expect(newSeen == newProblems(whole))

        let merged = root.appendingPathComponent("merged.xml")
        let merge = ToolRunner.inProcess(["merge"] + reports + ["-o", merged.path], clock: .frozen)
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(try ScaleFixtures.read(merged) == ScaleFixtures.read(root.appendingPathComponent("all/a.xml")))
    }
}
