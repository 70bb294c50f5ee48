import Foundation
import Testing
@testable import ConformanceRules

/// JUnit, JSON and terminal reports that take each file's results as its audit ends (`ReportStreams`)
/// must be byte for byte the reports written from the whole run, whatever `--jobs` is, and the
/// run must keep none of the files' results, only their tally.
struct ReportStreamTests {
    static let root = BundledExampleFiles.folder.deletingLastPathComponent()

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var paths: [String]
        var jobs = 1
        var options = ReportOptions()
        var quiet = false
        var packs: [String] = []

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "examples", paths: ["Examples"]),
        Case(name: "examples, two jobs, strict, inapplicable", paths: ["Examples"], jobs: 2,
             options: ReportOptions(junitDialect: .strict, includeInapplicable: true)),
        Case(name: "examples with a declarative pack", paths: ["Examples/morphing-sheet", "Examples/morphmodalkit"],
             packs: ["Examples/packs/acme-sheets.xml"]),
        Case(name: "fixtures, unusable files and imports, two jobs", paths: ["Tests/ConformanceRulesTests/Fixtures"], jobs: 2),
        Case(name: "fixtures, quiet", paths: ["Tests/ConformanceRulesTests/Fixtures"], quiet: true),
        Case(name: "a missing file before the scenarios", paths: ["Examples/missing.xml", "Examples/morphing-sheet"]),
        Case(name: "nothing to audit", paths: ["Examples/missing.xml"]),
    ]

    private static func request(_ test: Case) -> AuditRequest {
        var catalog = RuleCatalog.builtIn
        let errors = PackLoader.load(test.packs.map { root.appendingPathComponent($0).path }, into: &catalog)
        return AuditRequest(paths: test.paths.map { root.appendingPathComponent($0).path }, catalog: catalog,
                            configuration: AuditConfiguration(),
                            metadata: RunMetadata(toolVersion: "0.1.0", profile: .default, packs: [],
                                                  timestamp: "2023-11-14T22:13:20", hostname: "ci"),
                            earlierErrors: errors, jobs: test.jobs, clock: .frozen)
    }

    private static func reports(_ test: Case, in folder: URL) -> [ReportRequest] {
        [ReportRequest(kind: .junit, destination: .file(folder.appendingPathComponent("report.junit.xml").path)),
         ReportRequest(kind: .json, destination: .file(folder.appendingPathComponent("report.json").path)),
         ReportRequest(kind: .terminal, destination: .file(folder.appendingPathComponent("report.txt").path)),
         ReportRequest(kind: .terminal, destination: .standardOutput, summaryOnly: test.quiet)]
    }

    @Test(arguments: cases) func streamedReportsAreTheWholeRunsByteForByte(_ test: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-stream-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wholeFolder = folder.appendingPathComponent("whole"), streamedFolder = folder.appendingPathComponent("streamed")
        let request = Self.request(test)

        let whole = AuditPipeline.run(request)
        var wholeOutput: [UInt8] = []
        let wholeFailures = ReportPublisher.publish(whole, to: Self.reports(test, in: wholeFolder), options: test.options) {
            wholeOutput += $0
        }
        #expect(wholeFailures.isEmpty)

        let requests = Self.reports(test, in: streamedFolder)
        #expect(ReportStreams.canStream(requests, options: test.options, hasBaseline: false))
        let streams = ReportStreams(requests: requests, options: test.options)
        let streamed = AuditPipeline.run(request, streamingTo: streams)
        var streamedOutput: [UInt8] = []
        #expect(streams.finish(streamed) { streamedOutput += $0 }.isEmpty)

        #expect(streamed.scenarios.isEmpty, "a streamed run keeps no results")
        #expect(streamed.streamedTally == whole.tally)
        #expect(streamed.status == whole.status)
        #expect(streamed.inputErrors == whole.inputErrors)
        #expect(String(decoding: streamedOutput, as: UTF8.self) == String(decoding: wholeOutput, as: UTF8.self))
        for name in ["report.junit.xml", "report.json", "report.txt"] {
            let expected = try Data(contentsOf: wholeFolder.appendingPathComponent(name))
            let actual = try Data(contentsOf: streamedFolder.appendingPathComponent(name))
            #expect(actual == expected, "\(name) differs from the whole run's")
        }
        if !whole.scenarios.isEmpty { #expect(!wholeOutput.isEmpty) }
    }

    /// Errors known only when the run ends (a pack rule out of budget, a capture set's missing
    /// dump) can sort before files already written: their suite still comes first, with id 0 and
    /// the run's properties, and the scenarios' suites are numbered after it.
    @Test func aLateErrorSortingFirstTakesTheFirstSuite() throws {
        let scenario = try #require(GroupedExamplesTests.report.scenarios.first)
        let context = AuditReport(metadata: RunMetadata(toolVersion: "0.1.0", profile: .default, packs: ["core"]), scenarios: [],
                                  inputErrors: [], rules: BuiltInRules.all.map(\.metadata), configuration: AuditConfiguration())
        let stream = JUnitReporter(dialect: .strict).makeStream(context: context, spool: ReportSpool())
        try stream.add(scenario)
        var finished = context
        // Sorts before any path: the control character becomes U+FFFD in the report.
        finished.inputErrors = [InputError(location: SourceLocation(file: "\u{1}early.xml"), message: "a pack rule exceeded its budget")]
        let sink = MemorySink()
        try stream.finish(finished, to: sink)
        let root = try XMLDocumentParser.parseTree(Data(sink.bytes))
        let suites = root.children(named: "testsuite")
        #expect(suites.map { $0[attribute: "id"] } == ["0", "1"])
        #expect(suites.first?[attribute: "name"] == "\u{FFFD}early.xml")
        let names = suites.map { $0.children(named: "properties").flatMap { $0.children(named: "property") }.compactMap { $0[attribute: "name"] } }
        #expect(names.first?.first == "morph-audit.version")
        #expect(names.count == 2 && !names[1].contains("morph-audit.version"))
        #expect(root[attribute: "errors"] == "1")
        for schema in JUnitSupport.schemaNames {
            let problems = try XMLSchemaValidator.validate(String(decoding: sink.bytes, as: UTF8.self), against: try JUnitSupport.schema(schema))
            #expect(problems.isEmpty, "against \(schema): \(problems)")
        }
    }
}
