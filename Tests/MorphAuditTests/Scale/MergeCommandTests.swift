import ConformanceRules
import Foundation
import Testing

/// `morph-audit merge`: exit statuses and what is (not) written.
struct MergeCommandTests {
    /// Strict JUnit reports of two shards of a small corpus, and the folder holding them.
    private func shards() throws -> (root: URL, reports: [String]) {
        let root = try ScaleFixtures.folder()
        let corpus = try ScaleFixtures.corpus(in: root, count: 10, badEvery: 0)
        var reports: [String] = []
        for index in 1...2 {
            let path = root.appendingPathComponent("shard-\(index).xml").path
            _ = ToolRunner.inProcess(["audit", corpus.path, "--shard", "\(index)/2", "--junit-dialect", "strict",
                                      "--report", "junit:\(path)"], environment: ScaleFixtures.epoch, clock: .frozen)
            reports.append(path)
        }
        return (root, reports)
    }

    @Test func duplicateSuitesAreRefusedWithExitTwoAndNothingWritten() throws {
        let (root, reports) = try shards()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("merged.xml")
        let result = ToolRunner.inProcess(["merge", reports[0], reports[1], reports[1], "-o", output.path], clock: .frozen)
        #expect(result.status == 2)
        #expect(result.standardError.contains("error: duplicate suite '"))
        #expect(result.standardError.contains("in \(reports[1]) and \(reports[1])"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func mergedCountsAreTheSumsOfTheShards() throws {
        let (root, reports) = try shards()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out/merged.xml")
        let result = ToolRunner.inProcess(["merge"] + reports + ["--output", output.path], clock: .frozen)
        #expect(result.status == 0, "\(result.standardError)")
        let merged = try XMLDocumentParser.parseTree(ScaleFixtures.read(output))
        var sums = [0, 0, 0]
        var suites = 0
        for report in reports {
            let root = try XMLDocumentParser.parseTree(Data(contentsOf: URL(fileURLWithPath: report)))
            for (index, name) in ["tests", "failures", "errors"].enumerated() { sums[index] += Int(root[attribute: name] ?? "") ?? -1 }
            suites += root.children(named: "testsuite").count
        }
        #expect(sums[0] > 0 && sums[1] > 0)
        #expect(try reports.allSatisfy { try !XMLDocumentParser.parseTree(Data(contentsOf: URL(fileURLWithPath: $0))).children.isEmpty },
                 "both shards hold suites")
        #expect([merged[attribute: "tests"], merged[attribute: "failures"], merged[attribute: "errors"]] == sums.map { String($0) })
        #expect(merged.children(named: "testsuite").count == suites)
        #expect(merged.children(named: "testsuite").map { $0[attribute: "id"] } == (0..<suites).map { String($0) })
    }

    @Test func unreadableOrMalformedInputsExitTwo() throws {
        let (root, reports) = try shards()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("merged.xml")
        let missing = ToolRunner.inProcess(["merge", reports[0], root.appendingPathComponent("nope.xml").path, "-o", output.path],
                                           clock: .frozen)
        #expect(missing.status == 2 && missing.standardError.contains("nope.xml: error: cannot be read: No such file or directory"))
        let broken = root.appendingPathComponent("broken.xml")
        try Data("<testsuites><testsuite name='x'>".utf8).write(to: broken)
        let malformed = ToolRunner.inProcess(["merge", reports[0], broken.path, "-o", output.path], clock: .frozen)
        #expect(malformed.status == 2 && malformed.standardError.contains("broken.xml:1:"))
        let other = root.appendingPathComponent("other.xml")
        try Data("<scenario format-version='1' id='x'/>".utf8).write(to: other)
        let notJUnit = ToolRunner.inProcess(["merge", other.path, "-o", output.path], clock: .frozen)
        #expect(notJUnit.status == 2 && notJUnit.standardError.contains("not a JUnit report: the root element is <scenario>"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func anOutputIsRequired() throws {
        let result = ToolRunner.inProcess(["merge", "a.xml"], clock: .frozen)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: Missing expected argument '--output <path>'"))
    }
}
