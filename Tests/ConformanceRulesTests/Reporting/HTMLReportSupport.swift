import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Renders HTML reports and reads them back: the writer promises well-formed XML, so libxml2's
/// XML parser reads the whole page, and tests query it as a tree.
enum HTMLReportSupport {
    static func render(_ report: AuditReport) throws -> (text: String, root: XMLElement) {
        let bytes = try HTMLReporter().render(report)
        return (String(decoding: bytes, as: UTF8.self), try XMLDocumentParser.parseTree(Data(bytes)))
    }

    /// Audits `scenario` with `rules`, keeping pictures, as `audit --report html` does.
    static func audit(_ scenario: Scenario, rules: [any Rule], file: String = "scenario.json",
                      configuration: AuditConfiguration = AuditConfiguration()) -> AuditReport {
        let audit = Auditor(rules: rules, configuration: configuration, keepsPictures: true)
            .audit(LoadedScenario(scenario: scenario, file: file, format: .json))
        return AuditReport(metadata: RunMetadata(toolVersion: "0.1.0", profile: configuration.profile, packs: [],
                                                 timestamp: "2026-01-02T03:04:05"),
                           scenarios: [audit], inputErrors: [], rules: rules.map(\.metadata), configuration: configuration)
    }
}

extension XMLElement {
    /// This element and every element below it, in document order.
    var descendants: [XMLElement] {
        var result: [XMLElement] = []
        var stack = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }

    /// The elements below called `name` whose `class` attribute lists `className`.
    func all(_ name: String, class className: String? = nil) -> [XMLElement] {
        descendants.filter { element in
            element.name == name
                && (className.map { wanted in element[attribute: "class"]?.split(separator: " ").contains { $0 == wanted } == true } ?? true)
        }
    }

    /// Its text and every descendant's, in no particular order between them.
    var allText: String { descendants.map(\.text).joined(separator: " ") }
}
