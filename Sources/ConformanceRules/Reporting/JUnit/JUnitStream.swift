/// Writes a JUnit report one scenario file at a time: each file's testsuite goes to a
/// `ReportSpool` as soon as the file is handed over, so its results can be dropped; what depends
/// on every file (the root's totals, each suite's `id`, the run's properties in the first suite,
/// the suites of inputs that could not be used) is written by `finish`, around the spooled
/// suites, in path order. Scenarios must be handed over in path order (`UnitOrder.sorted`), as
/// scenario prefixes are made unique in that order.
///
/// The spooled parts are written by libxml2 at the depth they take in the document
/// (`XMLWriter.fragment`), so the joined report is byte for byte the one a single writer makes.
final class JUnitStream {
    private let reporter: JUnitReporter
    private let layout: JUnitLayout
    private let spool: ReportSpool
    private var names = JUnitNames()
    /// Scenario and gone suites, in the order written (which is report order).
    private var suites: [SpooledSuite] = []
    /// Files gone with their fixed baseline entries, not yet written, in report order.
    private var gone: [String]
    private var scenarioCount = 0
    private var counts = JUnitCounts()
    private var time = 0.0

    private struct SpooledSuite {
        var order: UnitOrder
        var name: String
        var file: String
        var counts: JUnitCounts
        var time: Double
        /// The suite's own `<property>` elements.
        var properties: Range<Int>
        /// Its testcases and `<system-out>`.
        var content: Range<Int>
    }

    /// `context`: the run's configuration, rules and baseline (its results are not read).
    /// `goneFiles`: files with fixed baseline entries that no scenario of the run will be.
    init(reporter: JUnitReporter, context: AuditReport, attachments: JUnitAttachments? = nil,
         goneFiles: [String] = [], spool: ReportSpool) {
        self.reporter = reporter
        layout = JUnitLayout(report: context, includeInapplicable: reporter.includeInapplicable, attachments: attachments)
        gone = goneFiles.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.element)
        self.spool = spool
    }

    /// Writes the testsuite of the next scenario file in report order.
    func add(_ scenario: ScenarioAudit) throws {
        try writeGone(before: scenario.file)
        let suite = layout.suite(for: scenario, names: &names)
        if scenario.duration.isFinite, scenario.duration > 0 { time += scenario.duration }
        try keep(suite, order: UnitOrder(file: scenario.file, rank: .scenario, ordinal: scenarioCount))
        scenarioCount += 1
    }

    /// Writes the whole document to `sink`: `report` is the finished run (its input errors,
    /// packs and duration), whether or not it still holds the scenarios' results.
    func finish(_ report: AuditReport, to sink: any ReportSink) throws {
        try writeGone(before: nil)
        // Known only now, and small: spooled like the others, then merged into report order.
        let unusable = try UnitOrder.unusable(report.inputErrors).map { group in
            try spool(layout.suite(for: group.order.file, errors: group.errors), order: group.order)
        }
        let totals = unusable.reduce(counts) { $0 + $1.counts }
        // Exactly the five root attributes both Jenkins schemas accept.
        let root = [("name", "morph-audit"), ("tests", String(totals.tests)), ("failures", String(totals.failures)),
                    ("errors", String(totals.errors)), ("time", ReportText.seconds(time))]
        let all = Self.merged(suites, unusable)
        try sink.write(try XMLWriter.tag("testsuites", attributes: root.map { reporter.attribute($0.0, $0.1) }, depth: 0,
                                         open: !all.isEmpty))
        for (id, suite) in all.enumerated() {
            try write(suite, id: id, runProperties: id == 0 ? JUnitLayout.runProperties(of: report) : [],
                      metadata: report.metadata, to: sink)
        }
        if !all.isEmpty { try sink.write("</testsuites>\n") }
    }

    /// Two lists in report order as one.
    private static func merged(_ first: [SpooledSuite], _ second: [SpooledSuite]) -> [SpooledSuite] {
        var merged: [SpooledSuite] = []
        merged.reserveCapacity(first.count + second.count)
        var left = first[...], right = second[...]
        while let next = left.first, let other = right.first {
            if other.order < next.order {
                merged.append(other)
                right.removeFirst()
            } else {
                merged.append(next)
                left.removeFirst()
            }
        }
        return merged + left + right
    }

    private func writeGone(before file: String?) throws {
        while let next = gone.first, file.map({ next < $0 }) ?? true {
            gone.removeFirst()
            let suite = layout.suite(forGone: next, names: &names)
            try keep(suite, order: UnitOrder(file: next, rank: .gone, ordinal: suites.count))
        }
    }

    /// Spools a suite handed over in report order and counts it.
    private func keep(_ suite: JUnitSuite, order: UnitOrder) throws {
        let spooled = try spool(suite, order: order)
        suites.append(spooled)
        counts = counts + spooled.counts
    }

    /// Writes a suite's properties and content to the spool; returns what its start tag needs.
    private func spool(_ suite: JUnitSuite, order: UnitOrder) throws -> SpooledSuite {
        let propertiesStart = spool.size
        try writeProperties(suite.properties, to: spool)
        let contentStart = spool.size
        try writeContent(of: suite, to: spool)
        return SpooledSuite(order: order, name: suite.name, file: suite.file, counts: suite.counts, time: suite.time,
                            properties: propertiesStart..<contentStart, content: contentStart..<spool.size)
    }

    private func write(_ suite: SpooledSuite, id: Int, runProperties: [(name: String, value: String)],
                       metadata: RunMetadata, to sink: any ReportSink) throws {
        let hasProperties = !runProperties.isEmpty || !suite.properties.isEmpty
        let hasContent = hasProperties || !suite.content.isEmpty
        try sink.write(try XMLWriter.tag("testsuite", attributes: startAttributes(name: suite.name, file: suite.file, counts: suite.counts,
                                                                              time: suite.time, id: id, metadata: metadata),
                                         depth: 1, open: hasContent))
        if hasProperties {
            try sink.write("    <properties>\n")
            try writeProperties(runProperties, to: sink)
            try spool.copy(suite.properties, to: sink)
            try sink.write("    </properties>\n")
        }
        try spool.copy(suite.content, to: sink)
        if hasContent { try sink.write("  </testsuite>\n") }
    }

    private func startAttributes(name: String, file: String, counts: JUnitCounts, time: Double, id: Int,
                                 metadata: RunMetadata) -> [XMLAttribute] {
        var attributes = [
            reporter.attribute("name", name),
            reporter.attribute("tests", String(counts.tests)),
            reporter.attribute("failures", String(counts.failures)),
            reporter.attribute("errors", String(counts.errors)),
            reporter.attribute("skipped", String(counts.skipped)),
            reporter.attribute("time", ReportText.seconds(time)),
        ]
        if let timestamp = metadata.timestamp { attributes.append(reporter.attribute("timestamp", timestamp)) }
        if let hostname = metadata.hostname { attributes.append(reporter.attribute("hostname", hostname)) }
        attributes.append(reporter.attribute("id", String(id)))
        if reporter.dialect == .compat { attributes.append(reporter.attribute("file", file)) }
        return attributes
    }

    /// `<property>` elements, three levels deep.
    private func writeProperties(_ properties: [(name: String, value: String)], to sink: any ReportSink) throws {
        guard !properties.isEmpty else { return }
        try XMLWriter.fragment(depth: 3, into: { try sink.write($0) }) { writer, _ in
            for property in properties {
                try writer.element("property", attributes: [reporter.attribute("name", property.name),
                                                            reporter.attribute("value", property.value)])
            }
        }
    }

    /// Testcases, built and written one at a time, and the suite's `<system-out>`, two levels deep.
    private func writeContent(of suite: JUnitSuite, to sink: any ReportSink) throws {
        try XMLWriter.fragment(depth: 2, into: { try sink.write($0) }) { writer, drain in
            var written = 0
            try suite.cases.forEach { testcase in
                try reporter.write(testcase, into: &writer)
                written += 1
                if written % JUnitReporter.testcasesPerDrain == 0 { try drain(&writer) }
            }
            if let output = suite.output { try writer.element("system-out") { try $0.text(ReportText.xmlSafe(output)) } }
        }
    }
}
