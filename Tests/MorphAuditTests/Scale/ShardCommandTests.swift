import ConformanceRules
import Foundation
import Testing

/// `audit --shard K/N` splits the inputs so that every file is audited by exactly one shard, and
/// `merge` puts the shards' JUnit reports back together as the unsharded run wrote it.
struct ShardCommandTests {
    private func audit(_ corpus: URL, out: URL, shard: String?) throws -> (JSONReportDocument, ToolResult) {
        let result = ToolRunner.inProcess(
            ["audit", corpus.path, "--report", "json:\(out.path)/a.json", "--report", "junit:\(out.path)/a.xml",
             "--junit-dialect", "strict"] + (shard.map { ["--shard", $0] } ?? []),
            environment: ScaleFixtures.epoch, clock: .frozen)
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: try ScaleFixtures.read(out.appendingPathComponent("a.json")))
        return (document, result)
    }

    /// Every input of the report: audited scenarios and files that could not be used.
    private func inputs(_ document: JSONReportDocument) -> [String] {
        document.scenarios.map(\.file) + Set(document.inputErrors.map(\.file)).sorted()
    }

    @Test func everyFileLandsInExactlyOneShardAndMergingGivesTheUnshardedReport() throws {
        let root = try ScaleFixtures.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = try ScaleFixtures.corpus(in: root)
        let (whole, wholeRun) = try audit(corpus, out: root.appendingPathComponent("all"), shard: nil)
        let everything = inputs(whole)
        #expect(everything.count == 48)

        var seen: [String: Int] = [:]
        var shardReports: [String] = []
        for index in 1...3 {
            let out = root.appendingPathComponent("shard-\(index)")
            let (document, _) = try audit(corpus, out: out, shard: "\(index)/3")
            #expect(!document.scenarios.isEmpty, "shard \(index) of 48 files is not empty")
            for file in inputs(document) { seen[file, default: 0] += 1 }
            shardReports.append(out.appendingPathComponent("a.xml").path)
        }
        #expect(Set(seen.keys) == Set(everything), "the shards together cover every input")
        #expect(seen.values.allSatisfy { $0 == 1 }, "no input is in two shards: \(seen.filter { $0.value > 1 })")

        let merged = root.appendingPathComponent("merged.xml")
        let merge = ToolRunner.inProcess(["merge"] + shardReports + ["-o", merged.path], clock: .frozen)
        #expect(merge.status == 0, "\(merge.standardError)")
        // With a frozen clock and a fixed timestamp, the merge is the unsharded report itself.
        #expect(try ScaleFixtures.read(merged) == ScaleFixtures.read(root.appendingPathComponent("all/a.xml")))
        #expect(wholeRun.status == 2)
    }

    @Test func theSameFilesAreChosenWhateverFolderHoldsTheCorpus() throws {
        let root = try ScaleFixtures.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = try ScaleFixtures.corpus(in: root, count: 12, badEvery: 0)
        let (first, _) = try audit(corpus, out: root.appendingPathComponent("a"), shard: "2/2")
        // The same files under another folder name: keys are relative to the folder given.
        let moved = root.appendingPathComponent("elsewhere")
        try FileManager.default.copyItem(at: corpus, to: moved)
        let (second, _) = try audit(moved, out: root.appendingPathComponent("b"), shard: "2/2")
        let names = { (document: JSONReportDocument) in document.scenarios.map { URL(fileURLWithPath: $0.file).lastPathComponent } }
        #expect(names(first) == names(second))
        let listed = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(names(first) == listed.filter { Shard.shard(ofKey: $0, count: 2) == 2 })
        #expect(!names(first).isEmpty && names(first).count < listed.count)
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "-1/2", "/"])
    func badShardsAreUsageErrors(_ value: String) throws {
        let result = ToolRunner.inProcess(["audit", "Examples", "--shard", value], clock: .frozen)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: The value '\(value)' is invalid for '--shard <k/n>'"))
    }
}
