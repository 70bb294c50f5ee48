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
        try spool(suite, order: UnitOrder(file: scenario.file, rank: .scenario, ordinal: scenarioCount))
        scenarioCount += 1
    }

    /// Writes the whole document to `sink`: `report` is the finished run (its input errors,
    /// packs and duration), whether or not it still holds the scenarios' results.
    func finish(_ report: AuditReport, to sink: any ReportSink) throws {
        try writeGone(before: nil)
        let unusable = UnitOrder.unusable(report.inputErrors).map { group in
            layout.suite(for: group.order.file, errors: group.errors).withOrder(group.order)
        }
        var totals = counts
        for (suite, _) in unusable { totals = totals + suite.counts }
        // Exactly the five root attributes both Jenkins schemas accept.
        let root = [("name", "morph-audit"), ("tests", String(totals.tests)), ("failures", String(totals.failures)),
                    ("errors", String(totals.errors)), ("time", ReportText.seconds(time))]
        let isEmpty = suites.isEmpty && unusable.isEmpty
        try sink.write(try XMLWriter.tag("testsuites", attributes: root.map { reporter.attribute($0.0, $0.1) }, depth: 0, open: !isEmpty))
        var spooled = suites[...]
        var others = unusable[...]
        var id = 0
        while let next = Self.next(&spooled, &others) {
            let runProperties = id == 0 ? JUnitLayout.runProperties(of: report) : []
            switch next {
            case .spooled(let suite):
                try write(suite, id: id, runProperties: runProperties, metadata: report.metadata, to: sink)
            case .unusable(let suite):
                try write(suite, id: id, runProperties: runProperties, metadata: report.metadata, to: sink)
            }
            id += 1
        }
        if !isEmpty { try sink.write("</testsuites>\n") }
    }

    private enum Next {
        case spooled(SpooledSuite)
        case unusable(JUnitSuite)
    }

    /// The suite that comes next in report order.
    private static func next(_ spooled: inout ArraySlice<SpooledSuite>,
                             _ others: inout ArraySlice<(suite: JUnitSuite, order: UnitOrder)>) -> Next? {
        if let suite = spooled.first, others.first.map({ suite.order < $0.order }) ?? true {
            spooled.removeFirst()
            return .spooled(suite)
        }
        return others.popFirst().map { .unusable($0.suite) }
    }

    private func writeGone(before file: String?) throws {
        while let next = gone.first, file.map({ next < $0 }) ?? true {
            gone.removeFirst()
            let suite = layout.suite(forGone: next, names: &names)
            try spool(suite, order: UnitOrder(file: next, rank: .gone, ordinal: suites.count))
        }
    }

    /// Writes a suite's properties and content to the spool and keeps what its start tag needs.
    private func spool(_ suite: JUnitSuite, order: UnitOrder) throws {
        let propertiesStart = spool.size
        try writeProperties(suite.properties, to: spool)
        let contentStart = spool.size
        try writeContent(of: suite, to: spool)
        suites.append(SpooledSuite(order: order, name: suite.name, file: suite.file, counts: suite.counts, time: suite.time,
                                   properties: propertiesStart..<contentStart, content: contentStart..<spool.size))
        counts = counts + suite.counts
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

    /// A suite built when the report is finished (a file that could not be used): small, written
    /// straight to the sink.
    private func write(_ suite: JUnitSuite, id: Int, runProperties: [(name: String, value: String)],
                       metadata: RunMetadata, to sink: any ReportSink) throws {
        let properties = runProperties + suite.properties
        let contents = MemorySink()
        try writeContent(of: suite, to: contents)
        let hasContent = !properties.isEmpty || !contents.bytes.isEmpty
        try sink.write(try XMLWriter.tag("testsuite", attributes: startAttributes(name: suite.name, file: suite.file, counts: suite.counts,
                                                                              time: suite.time, id: id, metadata: metadata),
                                         depth: 1, open: hasContent))
        if !properties.isEmpty {
            try sink.write("    <properties>\n")
            try writeProperties(properties, to: sink)
            try sink.write("    </properties>\n")
        }
        try sink.write(contents.bytes)
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
            for (index, testcase) in suite.cases.enumerated() {
                try reporter.write(testcase, into: &writer)
                if index % JUnitReporter.testcasesPerDrain == JUnitReporter.testcasesPerDrain - 1 { try drain(&writer) }
            }
            if let output = suite.output { try writer.element("system-out") { try $0.text(ReportText.xmlSafe(output)) } }
        }
    }
}

extension JUnitSuite {
    fileprivate func withOrder(_ order: UnitOrder) -> (suite: JUnitSuite, order: UnitOrder) { (self, order) }
}
