import Foundation
import Testing
@testable import ConformanceRules

/// The JSON and SARIF reports are written piece by piece: their bytes must be exactly those of the
/// whole document encoded at once, and a large report must never be handed over in one piece.
struct StreamedReportTests {
    /// Keeps every byte and the size of the largest single write.
    final class PieceSink: ReportSink {
        var bytes: [UInt8] = []
        var largestPiece = 0

        func write(_ bytes: UnsafeRawBufferPointer) throws {
            self.bytes.append(contentsOf: bytes)
            largestPiece = max(largestPiece, bytes.count)
        }
    }

    /// `count` unlabelled 20-point buttons side by side: each fails at least a name and a size
    /// rule, so the report has thousands of problems and results with thousands of findings.
    static let large: AuditReport = {
        let buttons = (0..<2_000).map { index in
            "<node id=\"b\(index)\" role=\"button\" frame=\"\(index % 18 * 21) \(index / 18 * 21) 20 20\"/>"
        }
        let text = "<scenario format-version=\"1\" id=\"buttons\"><snapshot id=\"s\" state=\"s\"><environment platform=\"iOS\"/>"
            + "<node id=\"window\" role=\"window\" frame=\"0 0 393 2400\">" + buttons.joined() + "</node></snapshot></scenario>\n"
        guard let loaded = try? ScenarioLoader.decode(Data(text.utf8), file: "buttons.xml") else {
            return AuditReport(metadata: RunMetadata(toolVersion: "0.1.0", profile: .default, packs: []), scenarios: [],
                               inputErrors: [], rules: [], configuration: AuditConfiguration())
        }
        let audit = Auditor(rules: BuiltInRules.all, clock: .frozen).audit(loaded)
        return AuditReport(metadata: RunMetadata(toolVersion: "0.1.0", profile: .default, packs: []), scenarios: [audit],
                           inputErrors: [], rules: BuiltInRules.all.map(\.metadata), configuration: AuditConfiguration())
    }()

    static let reports: [(String, AuditReport)] = [
        ("fixture", ReportFixture.report), ("examples", GroupedExamplesTests.report), ("large", large),
    ]

    /// The document encoded whole, as the reporters wrote it before they streamed.
    private static func whole(_ value: some Encodable) throws -> [UInt8] {
        Array(try StreamingJSONWriter.encoder().encode(value)) + [0x0A]
    }

    @Test(arguments: reports.map(\.0)) func jsonIsTheWholeDocumentByteForByte(_ name: String) throws {
        let report = try #require(Self.reports.first { $0.0 == name }?.1)
        let streamed = try JSONReporter().render(report)
        let whole = try Self.whole(JSONReportDocument(report))
        #expect(streamed.count == whole.count)
        #expect(streamed == whole, "first difference at byte \(streamed.indices.first { $0 >= whole.count || streamed[$0] != whole[$0] } ?? -1)")
    }

    @Test(arguments: reports.map(\.0)) func sarifIsTheWholeLogByteForByte(_ name: String) throws {
        let report = try #require(Self.reports.first { $0.0 == name }?.1)
        let reporter = SARIFReporter()
        let streamed = try reporter.render(report)
        let whole = try Self.whole(reporter.log(for: report))
        #expect(streamed.count == whole.count)
        #expect(streamed == whole, "first difference at byte \(streamed.indices.first { $0 >= whole.count || streamed[$0] != whole[$0] } ?? -1)")
    }

    @Test func aLargeReportIsWrittenInPieces() throws {
        let problems = Self.large.allProblems.count
        #expect(problems > 4_000, "the large report has \(problems) problems")
        for reporter in [JSONReporter() as any Reporter, SARIFReporter()] {
            let sink = PieceSink()
            try reporter.write(Self.large, to: sink)
            #expect(sink.largestPiece * 5 < sink.bytes.count,
                    "\(reporter.kind): a piece of \(sink.largestPiece) bytes out of \(sink.bytes.count)")
        }
    }

    @Test func emptyAndOneElementArraysKeepTheEncodersLayout() throws {
        struct Item: Encodable { var name: String; var values: [Int] }
        struct Skeleton: Encodable { var first: [Item]; var items: [Item]; var last: [Int] }
        for count in [0, 1, 2, StreamingJSONWriter.batchSize, StreamingJSONWriter.batchSize + 1] {
            let items = (0..<count).map { Item(name: "i/\($0)", values: $0 == 1 ? [] : [$0]) }
            let sink = MemorySink()
            let writer = StreamingJSONWriter(sink: sink)
            try writer.object(Skeleton(first: [], items: [], last: []), depth: 0, streamed: [
                "items": { try writer.array(items, depth: $0) { $0 } },
                "first": { try writer.array(items.prefix(1), depth: $0) { item, depth in try writer.value(item, depth: depth) } },
            ])
            try writer.finish()
            #expect(sink.bytes == (try Self.whole(Skeleton(first: Array(items.prefix(1)), items: items, last: []))), "\(count) items")
        }
    }
}
