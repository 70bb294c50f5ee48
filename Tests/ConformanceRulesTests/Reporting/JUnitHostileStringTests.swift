import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Whatever strings a scenario carries, the JUnit file stays well-formed (a single bad character
/// loses the whole file in every CI), and the text survives wherever XML can carry it.
struct JUnitHostileStringTests {
    static let markup = "]]> <&>\"' </failure><![CDATA[x]]>"
    static let rightToLeft = "שלום עולם مرحبا"
    static let emoji = "👋🏽 🧑‍🦯 🇫🇷"
    static let controls = "nul\u{0}one\u{1}fffe\u{FFFE}ffff\u{FFFF}"
    static let colour = "\u{1B}[1;31mred\u{1B}[0m \u{1B}]8;;https://x\u{07}link\u{1B}]8;;\u{1B}\\"
    static let megabyte = String(repeating: "label ", count: 1024 * 1024 / 6)

    static var hostileReport: AuditReport {
        var report = ReportFixture.report
        let hostile = [markup, rightToLeft, emoji, controls, colour].joined(separator: " | ")
        report.scenarios[0].scenarioID = "id " + hostile
        report.scenarios[0].notes = [hostile, megabyte]
        report.scenarios[0].results[0].findings[0].message = "message " + hostile
        report.scenarios[0].results[0].findings[0].path = "/path/" + hostile
        report.scenarios[0].results[2].findings[0].message = megabyte
        report.scenarios[0].results[2].findings[1].suppression = "reason " + hostile
        report.scenarios[0].results[1].findings[0].message = hostile
        report.inputErrors[0].message = hostile
        report.metadata.hostname = "host\u{0}name"
        report.metadata.toolVersion = "0.1.0 " + controls
        return report
    }

    @Test(arguments: JUnitDialect.allCases)
    func theFileStaysWellFormed(_ dialect: JUnitDialect) throws {
        let (text, root) = try JUnitSupport.render(Self.hostileReport, dialect: dialect, includeInapplicable: true)
        #expect(root.name == "testsuites")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{0}") && !text.contains("\u{1}") && !text.contains("\u{FFFE}"))
        #expect(!text.contains("&#27;") && !text.contains("&#0;") && !text.contains("&#1;"))
        #expect(!text.contains("<![CDATA[x") , "markup in strings is escaped, never written raw")
        if dialect == .strict {
            for schema in JUnitSupport.schemaNames {
                let problems = try XMLSchemaValidator.validate(text, against: try JUnitSupport.schema(schema))
                #expect(problems.isEmpty, "\(schema): \(problems)")
            }
        }
    }

    @Test func textIsPreservedWhereXMLAllows() throws {
        let (_, root) = try JUnitSupport.render(Self.hostileReport)
        let failure = try #require(JUnitSupport.testcases(root).first { $0[attribute: "line"] == "42" }?
            .children(named: "failure").first)
        let message = try #require(failure[attribute: "message"])
        // Markup, right-to-left text and emoji come back exactly; controls become U+FFFD; colour
        // codes disappear with their parameters.
        #expect(message.contains(Self.markup))
        #expect(message.contains(Self.rightToLeft))
        #expect(message.contains(Self.emoji))
        #expect(message.contains("nul\u{FFFD}one\u{FFFD}fffe\u{FFFD}ffff\u{FFFD}"))
        #expect(message.contains("red link"))
        #expect(failure.text.contains("/path/" + Self.markup))
        let classname = try #require(JUnitSupport.testcases(root).first { $0[attribute: "line"] == "42" }?[attribute: "classname"])
        #expect(classname.hasPrefix("id ]]> <&>\"' </failure>"))
    }

    @Test func aMegabyteLabelIsCutToTheBodyLimitAndTheFileParses() throws {
        let (text, root) = try JUnitSupport.render(Self.hostileReport)
        #expect(text.utf8.count < 1_000_000, "bodies are capped, so one label cannot blow up the report")
        let suite = try #require(root.children(named: "testsuite").first { $0[attribute: "name"]?.hasSuffix(".xml") == true })
        let notes = try #require(suite.children(named: "system-out").first?.text)
        #expect(notes.utf8.count <= JUnitText.bodyLimit + 100)
        #expect(notes.contains("label label") && notes.hasSuffix("…"))
        let cases = JUnitSupport.testcases(root)
        let close = try #require(cases.first { $0[attribute: "name"] == "close-control-labelled" && $0[attribute: "line"] == "51" })
        #expect(close.children(named: "failure").first?[attribute: "message"]?.count ?? 0 <= 300)
    }

    @Test func rawLibXML2WouldHaveWrittenTheForbiddenCharacters() throws {
        // The cleaning is what keeps the file well-formed: the same strings written without it
        // make a document libxml2 itself refuses. (The writer's own guard removes them; the
        // reporter replaces them with U+FFFD first so the reader sees something was there.)
        #expect(ReportText.xmlSafe(Self.controls) != Self.controls)
        #expect(XMLText.cleaned(ReportText.xmlSafe(Self.controls)) == ReportText.xmlSafe(Self.controls))
    }
}
