import ConformanceRules
import Foundation
import Testing

/// `audit --jobs N` gives the same reports, byte for byte, whatever N is.
struct ParallelAuditTests {
    /// A declarative pack, so that XPath rules run in parallel too.
    static let pack = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/packs/acme-sheets.xml").path

    @Test func reportsAreTheSameByteForByteWhateverTheNumberOfJobs() throws {
        let root = try ScaleFixtures.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let corpus = try ScaleFixtures.corpus(in: root)
        var runs: [(jobs: Int, result: ToolResult, files: [String: Data])] = []
        for jobs in [1, 2, 8] {
            let out = root.appendingPathComponent("out-\(jobs)")
            let result = ToolRunner.inProcess(
                ["audit", corpus.path, "--jobs", String(jobs), "--report", "json:\(out.path)/a.json",
                 "--report", "junit:\(out.path)/a.xml", "--report", "sarif:\(out.path)/a.sarif",
                 "--junit-dialect", "strict", "--rules", Self.pack],
                environment: ScaleFixtures.epoch, clock: .frozen)
            var files: [String: Data] = [:]
            for name in ["a.json", "a.xml", "a.sarif"] { files[name] = try ScaleFixtures.read(out.appendingPathComponent(name)) }
            runs.append((jobs, result, files))
        }
        let first = try #require(runs.first)
        // Not a vacuous comparison: the corpus has audited scenarios, findings and broken files.
        let document = try JSONDecoder().decode(JSONReportDocument.self, from: try #require(first.files["a.json"]))
        #expect(document.totals.scenarios == 40 && document.totals.inputErrors >= 8 && document.totals.failed > 0)
        #expect(document.run.timestamp == "2026-01-01T00:00:00")
        #expect(document.run.packs.contains("acme-sheets") || document.rules.contains { $0.pack.hasPrefix("acme") },
                "the declarative pack ran: \(document.run.packs)")
        #expect(first.result.status == 2)
        #expect(document.scenarios.map(\.file) == document.scenarios.map(\.file).sorted(), "input order is path order")
        for run in runs.dropFirst() {
            #expect(run.result.status == first.result.status, "jobs \(run.jobs)")
            #expect(run.result.standardOutput == first.result.standardOutput, "jobs \(run.jobs): terminal report")
            for (name, bytes) in first.files {
                #expect(run.files[name] == bytes, "jobs \(run.jobs): \(name) differs from --jobs 1")
            }
        }
    }

    @Test(arguments: ["0", "-1", "two", "1.5", ""])
    func jobsMustBeAPositiveWholeNumber(_ value: String) throws {
        let result = ToolRunner.inProcess(["audit", "Examples", "--jobs=\(value)"], clock: .frozen)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: The value '\(value)' is invalid for '--jobs <n>'"))
    }
}
