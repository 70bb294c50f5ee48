import ConformanceRules
internal import CLibXML

/// The floor a JUnit writer is measured against: the same testsuites and testcases (one per
/// result, its failure or skip with the first finding's message) written with bare
/// `xmlTextWriter` calls, strings made of the report's values and nothing checked or cleaned.
enum RawJUnit {
    static func write(_ report: AuditReport, to path: String) -> Bool {
        guard let writer = xmlNewTextWriterFilename(path, 0) else { return false }
        defer { xmlFreeTextWriter(writer) }
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "  ")
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        xmlTextWriterStartElement(writer, "testsuites")
        xmlTextWriterWriteAttribute(writer, "name", "morph-audit")
        for (index, scenario) in report.scenarios.enumerated() {
            xmlTextWriterStartElement(writer, "testsuite")
            xmlTextWriterWriteAttribute(writer, "name", scenario.file)
            xmlTextWriterWriteAttribute(writer, "tests", String(scenario.results.count))
            xmlTextWriterWriteAttribute(writer, "id", String(index))
            for result in scenario.results {
                xmlTextWriterStartElement(writer, "testcase")
                xmlTextWriterWriteAttribute(writer, "classname", scenario.scenarioID + "." + result.subject.id)
                xmlTextWriterWriteAttribute(writer, "name", result.ruleID)
                xmlTextWriterWriteAttribute(writer, "time", ReportText.seconds(result.duration))
                xmlTextWriterWriteAttribute(writer, "file", scenario.file)
                if let finding = result.findings.first {
                    xmlTextWriterStartElement(writer, result.outcome == .failed ? "failure" : "skipped")
                    xmlTextWriterWriteAttribute(writer, "message", finding.detail)
                    xmlTextWriterWriteString(writer, finding.message)
                    xmlTextWriterEndElement(writer)
                }
                xmlTextWriterEndElement(writer)
            }
            xmlTextWriterEndElement(writer)
        }
        return xmlTextWriterEndDocument(writer) >= 0
    }
}
