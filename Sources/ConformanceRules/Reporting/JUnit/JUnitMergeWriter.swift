/// Writes a merge plan through libxml2's writer, suite by suite, recounting as it goes.
enum JUnitMergeWriter {
    static func write(_ plan: JUnitMergePlan, to sink: any ReportSink) throws {
        var totals = JUnitCounts()
        var time = 0.0
        var suites: [(element: XMLElement, counts: JUnitCounts)] = []
        for suite in plan.suites {
            let counts = count(suite)
            totals = totals + counts
            if let seconds = suite[attribute: "time"].flatMap(Double.init), seconds.isFinite, seconds > 0 { time += seconds }
            suites.append((suite, counts))
        }
        var writer = try XMLWriter(indented: true)
        try writer.element("testsuites", [
            "name": plan.rootName,
            "tests": String(totals.tests),
            "failures": String(totals.failures),
            "errors": String(totals.errors),
            "time": ReportText.seconds(time),
        ]) { writer in
            for (index, suite) in suites.enumerated() {
                var element = suite.element
                element.set("tests", String(suite.counts.tests))
                element.set("failures", String(suite.counts.failures))
                element.set("errors", String(suite.counts.errors))
                element.set("skipped", String(suite.counts.skipped))
                if element[attribute: "id"] != nil { element.set("id", String(index)) }
                if index == 0, !plan.runProperties.isEmpty { element = withRunProperties(element, plan.runProperties) }
                try copy(element, into: &writer)
                try writer.drain { try sink.write($0) }
            }
        }
        try writer.finish { try sink.write($0) }
    }

    /// Testcases by the result element they hold.
    static func count(_ suite: XMLElement) -> JUnitCounts {
        var counts = JUnitCounts()
        for testcase in suite.children(named: "testcase") {
            counts.tests += 1
            if testcase.children.contains(where: { $0.name == "failure" }) {
                counts.failures += 1
            } else if testcase.children.contains(where: { $0.name == "error" }) {
                counts.errors += 1
            } else if testcase.children.contains(where: { $0.name == "skipped" }) {
                counts.skipped += 1
            }
        }
        return counts
    }

    /// The run's properties first in the suite's `<properties>`, which is its first child.
    private static func withRunProperties(_ suite: XMLElement, _ run: [(name: String, value: String)]) -> XMLElement {
        var copy = suite
        let added = run.map { XMLElement(name: "property", attributes: [XMLAttribute(name: "name", value: $0.name),
                                                                        XMLAttribute(name: "value", value: $0.value)]) }
        if let index = copy.children.firstIndex(where: { $0.name == "properties" }) {
            copy.children[index].children.insert(contentsOf: added, at: 0)
        } else {
            copy.children.insert(XMLElement(name: "properties", children: added), at: 0)
        }
        return copy
    }

    /// The element as parsed: attributes in order, text (white space between child elements is
    /// indentation and is left to the writer), children.
    private static func copy(_ element: XMLElement, into writer: inout XMLWriter) throws {
        try writer.element(element.name, attributes: element.attributes) { writer in
            let blank = element.text.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            if !element.text.isEmpty, !(blank && !element.children.isEmpty) { try writer.text(element.text) }
            for child in element.children { try copy(child, into: &writer) }
        }
    }
}
