import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Merging shards' JUnit reports: valid against both Jenkins schemas, unique testcase identities,
/// run properties once, suites interleaved by name.
struct JUnitMergeTests {
    /// One shard's strict JUnit report of `files` scenarios named `id(index)`, starting at file `first`.
    private func shard(first: Int, files: Int, id: (Int) -> String = { "scenario-\($0)" }) throws -> JUnitMerge.Input {
        var report = JUnitSupport.synthetic(scenarios: files, subjects: 2, rules: 3, scenarioID: { id($0 + first) })
        report.metadata.timestamp = "2026-01-02T03:04:05"
        report.metadata.hostname = "ci"
        report.scenarios = report.scenarios.enumerated().map { offset, scenario in
            var copy = scenario
            copy.file = "scenarios/s\(String(format: "%03d", offset + first)).xml"
            return copy
        }
        report.inputErrors = [InputError(file: "scenarios/s\(String(format: "%03d", first))-broken.json", line: 1, column: 2,
                                         message: "not valid JSON")]
        let bytes = try JUnitReporter(dialect: .strict).render(report)
        return JUnitMerge.Input(name: "shard-\(first).xml", data: Data(bytes))
    }

    private func merged(_ inputs: [JUnitMerge.Input]) throws -> (text: String, root: XMLElement) {
        let sink = MemorySink()
        try JUnitMerge.merge(inputs, into: sink)
        return (sink.text, try XMLDocumentParser.parseTree(Data(sink.bytes)))
    }

    @Test func theMergedReportIsValidAgainstBothJenkinsSchemas() throws {
        let (text, root) = try merged([try shard(first: 0, files: 3), try shard(first: 10, files: 2), try shard(first: 5, files: 4)])
        for name in JUnitSupport.schemaNames {
            let problems = try XMLSchemaValidator.validate(text, against: try JUnitSupport.schema(name))
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
        #expect(root.children(named: "testsuite").count == 12)
        let tests = JUnitSupport.testcases(root)
        #expect(root[attribute: "tests"] == String(tests.count))
        #expect(root[attribute: "failures"] == String(tests.filter { !$0.children(named: "failure").isEmpty }.count))
        #expect(root[attribute: "errors"] == "3")
        #expect(Set(root.attributes.map(\.name)) == ["name", "tests", "failures", "errors", "time"])
    }

    @Test func suitesAreInterleavedByNameKeepingEachReportsOrder() throws {
        let (_, root) = try merged([try shard(first: 0, files: 3), try shard(first: 10, files: 2), try shard(first: 5, files: 4)])
        let names = root.children(named: "testsuite").compactMap { $0[attribute: "name"] }
        #expect(names == names.sorted())
        #expect(names.first == "scenarios/s000-broken.json" || names.first == "scenarios/s000.xml")
        #expect(root.children(named: "testsuite").map { $0[attribute: "id"] } == (0..<12).map { String($0) })
    }

    @Test func sharedScenarioIdsAreRenamedSoTestcasesStayUnique() throws {
        let sameID: (Int) -> String = { _ in "sheet" }
        let (_, root) = try merged([try shard(first: 0, files: 2, id: sameID), try shard(first: 2, files: 2, id: sameID)])
        let identities = JUnitSupport.testcases(root).map { ($0[attribute: "classname"] ?? "") + "|" + ($0[attribute: "name"] ?? "") }
        #expect(Set(identities).count == identities.count)
        let prefixes = JUnitSupport.testcases(root).compactMap { $0[attribute: "classname"] }
            .filter { $0 != "morph-audit.input" }.map(JUnitPrefixRenamer.prefix(of:))
        let distinct = prefixes.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        #expect(distinct == ["sheet", "sheet (2)", "sheet (3)", "sheet (4)"], "as an unsharded run names them")
        // Environment properties follow their class names; every property name is unique in the file.
        let properties = root.children(named: "testsuite").flatMap { $0.children(named: "properties") }
            .flatMap { $0.children(named: "property") }.compactMap { $0[attribute: "name"] }
        #expect(Set(properties).count == properties.count)
        #expect(properties.contains { $0.hasPrefix("sheet (4).") })
    }

    @Test func runPropertiesAreKeptOnceOnTheFirstSuite() throws {
        let (_, root) = try merged([try shard(first: 0, files: 2), try shard(first: 2, files: 2)])
        let suites = root.children(named: "testsuite")
        let runNames = suites.map { suite in
            suite.children(named: "properties").flatMap { $0.children(named: "property") }
                .compactMap { $0[attribute: "name"] }.filter { $0.hasPrefix("morph-audit.") }
        }
        #expect(runNames.first == ["morph-audit.version", "morph-audit.profile", "morph-audit.failOn", "morph-audit.packs"])
        #expect(runNames.dropFirst().allSatisfy { $0.isEmpty })
    }

    @Test func reportsOfDifferentRunsAndDuplicateSuitesAreRefused() throws {
        let first = try shard(first: 0, files: 2)
        var other = try shard(first: 2, files: 2)
        other.data = Data(String(decoding: other.data, as: UTF8.self)
            .replacingOccurrences(of: "value=\"wcag22-aa\"", with: "value=\"strict\"").utf8)
        #expect(throws: JUnitMergeError.self) { try merged([first, other]) }
        do {
            _ = try merged([first, other, first])
        } catch let error as JUnitMergeError {
            #expect(error.problems.contains { $0.hasPrefix("duplicate suite 'scenarios/s000.xml': in shard-0.xml and shard-0.xml") })
        }
        do {
            _ = try merged([first, other])
        } catch let error as JUnitMergeError {
            #expect(error.problems == ["the reports were not written by one run: morph-audit.profile is 'wcag22-aa' in "
                + "shard-0.xml and 'strict' in shard-2.xml"])
        }
    }

    @Test func countsAreRecountedFromTheTestcases() throws {
        let text = """
            <testsuites name="x" tests="99"><testsuite name="a" tests="7" failures="0" errors="0" skipped="0" time="0.5">
            <testcase classname="a.b" name="one" time="0.1"><failure message="m" type="t">text</failure></testcase>
            <testcase classname="a.b" name="two" time="0.1"><skipped/></testcase></testsuite></testsuites>
            """
        let (_, root) = try merged([JUnitMerge.Input(name: "x.xml", data: Data(text.utf8))])
        let suite = try #require(root.children(named: "testsuite").first)
        #expect(suite[attribute: "tests"] == "2" && suite[attribute: "failures"] == "1" && suite[attribute: "skipped"] == "1")
        #expect(root[attribute: "tests"] == "2" && root[attribute: "time"] == "0.500")
        #expect(JUnitSupport.testcases(root).first?.children.first?.text == "text")
    }
}
