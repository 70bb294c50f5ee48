import ConformanceRules
internal import CLibXML

/// The floor a JUnit writer is measured against: the same testsuites and testcases (one per
/// result, its failure or skip with the first finding's message) written with bare
/// `xmlTextWriter` calls, strings made of the report's values and nothing checked or cleaned.
/// Strings are handed over in place (`withCString`), as the JUnit writer hands them: a `String`
/// passed straight to a C parameter is copied into a new array on every call.
enum RawJUnit {
    static func write(_ report: AuditReport, to path: String) -> Bool {
        guard let writer = xmlNewTextWriterFilename(path, 0) else { return false }
        defer { xmlFreeTextWriter(writer) }
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "  ")
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        xmlTextWriterStartElement(writer, "testsuites")
        attribute(writer, "name", "morph-audit")
        for (index, scenario) in report.scenarios.enumerated() {
            xmlTextWriterStartElement(writer, "testsuite")
            attribute(writer, "name", scenario.file)
            attribute(writer, "tests", String(scenario.results.count))
            attribute(writer, "id", String(index))
            for result in scenario.results {
                xmlTextWriterStartElement(writer, "testcase")
                attribute(writer, "classname", scenario.scenarioID + "." + result.subject.id)
                attribute(writer, "name", result.ruleID)
                attribute(writer, "time", ReportText.seconds(result.duration))
                attribute(writer, "file", scenario.file)
                if let finding = result.findings.first {
                    xmlTextWriterStartElement(writer, result.outcome == .failed ? "failure" : "skipped")
                    attribute(writer, "message", finding.detail)
                    text(writer, finding.message)
                    xmlTextWriterEndElement(writer)
                }
                xmlTextWriterEndElement(writer)
            }
            xmlTextWriterEndElement(writer)
        }
        return xmlTextWriterEndDocument(writer) >= 0
    }

    private static func attribute(_ writer: xmlTextWriterPtr, _ name: StaticString, _ value: String) {
        value.withCString { value in
            _ = xmlTextWriterWriteAttribute(writer, name.utf8Start, UnsafeRawPointer(value).assumingMemoryBound(to: xmlChar.self))
        }
    }

    private static func text(_ writer: xmlTextWriterPtr, _ text: String) {
        text.withCString { _ = xmlTextWriterWriteString(writer, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
    }
}
