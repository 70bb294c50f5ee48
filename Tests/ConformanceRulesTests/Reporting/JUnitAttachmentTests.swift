import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// `--junit-attachments`: each failing testcase whose state has a picture names it in its
/// `system-out` as `[[ATTACHMENT|path]]`, on a line of its own, in a form GitLab's parser accepts
/// (no `[`, `]` or `|` in the path); the files are written beside the report; the JUnit file
/// still validates against both Jenkins schemas.
struct JUnitAttachmentTests {
    static let folder = "reports/morph-audit.junit-attachments"
    /// GitLab's `ATTACHMENT_TAG_REGEX` (lib/gitlab/ci/parsers/test/junit.rb).
    static var gitLabPath: Regex<(Substring, path: Substring)> { /\[\[ATTACHMENT\|(?<path>[^\[\]\|]+?)\]\]/ }

    @Test func failingTestcasesNameTheirStatesPicture() throws {
        let bytes = try JUnitReporter(attachmentFolder: Self.folder).render(HTMLReportFixture.report)
        let root = try XMLDocumentParser.parseTree(Data(bytes))
        var named: [String: String] = [:]
        for testcase in JUnitSupport.testcases(root) {
            let output = testcase.children(named: "system-out").first?.text ?? ""
            let failed = !testcase.children(named: "failure").isEmpty
            guard let match = output.firstMatch(of: Self.gitLabPath) else { continue }
            #expect(failed, "\(testcase[attribute: "name"] ?? "") is not failing but names an attachment")
            #expect(output.hasPrefix("[[ATTACHMENT|") && output.split(separator: "\n")[0] == match.output.0,
                    "the attachment is the first line, alone")
            named[testcase[attribute: "classname"]! + " " + testcase[attribute: "name"]!] = String(match.output.path)
        }
        #expect(named == [
            "morphmodalkit-default.compact handle-contrast": Self.folder + "/morphmodalkit-default-compact.svg",
            "morphmodalkit-default.compact close-control-labelled": Self.folder + "/morphmodalkit-default-compact.svg",
            "morphmodalkit-default.transition push compact → expanded reduce-motion-transitions":
                Self.folder + "/morphmodalkit-default-push-compact-expanded.svg",
        ])
        // The rest of system-out is as before: what did not fail the testcase.
        let withoutAttachments = try XMLDocumentParser.parseTree(Data(try JUnitReporter().render(HTMLReportFixture.report)))
        let before = JUnitSupport.testcases(withoutAttachments).map { $0.children(named: "system-out").first?.text }
        let after = JUnitSupport.testcases(root).map { testcase in
            testcase.children(named: "system-out").first.map { Self.withoutAttachment($0.text) }
        }
        #expect(before == after.map { $0.flatMap { $0.isEmpty ? nil : $0 } })
    }

    @Test func theStrictDialectStillValidates() throws {
        let text = String(decoding: try JUnitReporter(dialect: .strict, attachmentFolder: Self.folder).render(HTMLReportFixture.report),
                          as: UTF8.self)
        #expect(text.contains("[[ATTACHMENT|"))
        for schema in JUnitSupport.schemaNames {
            let problems = try XMLSchemaValidator.validate(text, against: try JUnitSupport.schema(schema))
            #expect(problems.isEmpty, "\(schema): \(problems)")
        }
    }

    /// The files: one SVG document per named path, with the state's drawings and its numbered
    /// problems, or the transition's motion chart.
    @Test func theNamedFilesAreWrittenAsSVG() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("attachments-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let report = HTMLReportFixture.report
        let attachments = JUnitAttachments(report: report, folder: scratch.path)
        #expect(attachments.write(report).isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(names == ["morphmodalkit-default-compact.svg", "morphmodalkit-default-push-compact-expanded.svg"])
        let state = try XMLDocumentParser.parseTree(Data(contentsOf: scratch.appendingPathComponent(names[0])))
        #expect(state.name == "svg" && state.all("svg", class: "wireframe").count == 2)
        let lines = state.all("text").map(\.text)
        // Numbered as the HTML report numbers them: in check order.
        #expect(lines.contains { $0.hasPrefix("1 handle-contrast (fails the run) — handle") })
        #expect(lines.contains { $0.hasPrefix("2 handle-contrast (needs review) — handle") })
        #expect(lines.contains { $0.hasPrefix("4 close-control-labelled (suppressed) — back") })
        #expect(state.all("g", class: "badge").allSatisfy { !$0.children(named: "title").isEmpty })
        let motion = try XMLDocumentParser.parseTree(Data(contentsOf: scratch.appendingPathComponent(names[1])))
        #expect(motion.all("g", class: "section").first?[attribute: "data-counterpart"] == "push")
    }

    @Test func fileNamesAreSafeAndShort() {
        #expect(JUnitAttachments.fileName("morphmodalkit-default-push presented → pushed") == "morphmodalkit-default-push-presented-pushed")
        #expect(JUnitAttachments.fileName("../../etc/passwd|[x]") == "etc-passwd-x")
        #expect(JUnitAttachments.fileName("שלום") == "state")
        #expect(JUnitAttachments.fileName(String(repeating: "a", count: 500)).count == 100)
        #expect(JUnitAttachments.folder(besideReport: "out/morph-audit.junit.xml") == "out/morph-audit.junit-attachments")
    }

    private static func withoutAttachment(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("[[ATTACHMENT|") }
            .joined(separator: "\n")
    }
}
