import ConformanceRules
import Foundation
import Testing

/// `audit --report html` and `--junit-attachments` from the command line: the page at its default
/// or given path, the pictures beside the JUnit report and named in it, the exit status unchanged.
@Suite(.serialized)
struct HTMLReportCommandTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        try Data(AuditCommandTests.faint.utf8).write(to: url.appendingPathComponent("scenarios/faint.json"))
        return url
    }

    @Test func theDefaultPageAndTheAttachmentsAreWritten() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", "scenarios", "--report", "html", "--report", "junit", "--junit-attachments",
                                          "--pack", "contrast", "--quiet"], in: root)
        #expect(run.status == 1, "\(run.standardError)")
        let page = try String(contentsOf: root.appendingPathComponent("reports/morph-audit.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("faint-sheet") && page.contains("class=\"wireframe\""))
        #expect(page.contains("data-element=\"grabber\""), "the failing handle is outlined")
        let junit = try String(contentsOf: root.appendingPathComponent("reports/morph-audit.junit.xml"), encoding: .utf8)
        let attachment = "reports/morph-audit.junit-attachments/faint-sheet-open.svg"
        #expect(junit.contains("<system-out>[[ATTACHMENT|\(attachment)]]</system-out>"))
        let svg = try XMLDocumentParser.parseTree(Data(contentsOf: root.appendingPathComponent(attachment)))
        #expect(svg.name == "svg")
    }

    @Test func aGivenPathIsUsedAndNoPicturesAreKeptOtherwise() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolRunner.process(["audit", "scenarios", "--report", "html:out/page.html", "--report", "junit", "--pack", "contrast", "-q"], in: root)
        #expect(run.status == 1)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/page.html").path))
        let junit = try String(contentsOf: root.appendingPathComponent("reports/morph-audit.junit.xml"), encoding: .utf8)
        #expect(!junit.contains("ATTACHMENT"), "attachments only when asked for")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("reports/morph-audit.junit-attachments").path))
    }

    @Test func helpNamesTheFormatAndTheOption() throws {
        let run = try ToolRunner.process(["help", "audit"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("terminal or html") && run.standardOutput.contains("--junit-attachments"))
    }
}
