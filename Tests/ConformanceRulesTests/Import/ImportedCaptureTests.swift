import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Real captures (and the hand-written importer fixtures) audited as a user would: the failures
/// written beside each file are exactly what morph-audit reports, no more and no fewer.
@Suite("Captures: expected failures")
struct ImportedCaptureTests {
    /// Every file in `captures/` but its README and the `.expected` files beside the captures.
    static let captures: [String] = {
        let directory = Bundle.module.url(forResource: "captures", withExtension: nil, subdirectory: "Fixtures/import")
        let files = directory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0.path) } ?? []
        return files.filter { $0 != "README.md" && !$0.hasSuffix(".expected") }.sorted().map { "captures/" + $0 }
    }()
    /// Printouts written from the printers' source for the Material sheets (semantics/README.md).
    static let printouts = [
        "semantics/compose-m3-sheet-partial.txt", "semantics/compose-m3-sheet-expanded.txt", "semantics/flutter-m3-sheet.txt",
        "semantics/flutter-page.txt", "semantics/flutter-page-inverse.txt",
    ]

    /// The `rule node` lines of `NAME.expected`, or one `refused: words of the error` line.
    static func expected(_ name: String) throws -> Set<String> {
        let text = String(decoding: try ImportFixtures.data(name + ".expected"), as: UTF8.self)
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
    }

    static func failures(_ loaded: LoadedScenario) -> Set<String> {
        let audit = Auditor(rules: BuiltInRules.all).audit(loaded)
        return Set(audit.results.flatMap(\.findings).filter { $0.outcome == .failed }.map { "\($0.ruleID) \($0.target)" })
    }

    @Test("each capture reports exactly the failures written beside it", arguments: captures + printouts + ImportFixtures.allDumps)
    func exactFailures(_ name: String) throws {
        // A capture the tool must refuse says so, with the words its error has.
        if let refusal = try Self.expected(name).first(where: { $0.hasPrefix("refused: ") }) {
            let failure = try #require(try ImportFixtures.failure(name), "\(name) loaded; expected \(refusal)")
            #expect(failure.errors.contains { $0.message.contains(refusal.dropFirst("refused: ".count)) }, "\(name): \(failure)")
            return
        }
        let reported = Self.failures(try ImportFixtures.load(name))
        let expected = try Self.expected(name)
        #expect(reported.subtracting(expected).isEmpty, "\(name): not expected: \(reported.subtracting(expected).sorted())")
        #expect(expected.subtracting(reported).isEmpty, "\(name): missing: \(expected.subtracting(reported).sorted())")
    }

    @Test("a list row cut by its list's edge, its content left out of the dump, needs review rather than failing control-name; nested-controls passes it, no padding around the button at its end")
    func rowCutByTheListEdge() throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.load("uia2-scrolled-share-sheet.xml"))
        func findings(_ rule: String) -> [Finding] { audit.results.filter { $0.ruleID == rule }.flatMap(\.findings) }
        let reviews = findings("control-name").filter { $0.outcome == .cantTell }
        #expect(reviews.count == 1)
        #expect(reviews.allSatisfy { $0.message.contains("cut by the edge of the list or screen") })
        #expect(!findings("control-name").contains { $0.outcome == .failed })
        #expect(findings("nested-controls").allSatisfy { $0.outcome == .passed }, "\(findings("nested-controls"))")
    }

    @Test("a decorative handle described with an unrelated word, read in a clickable panel's name: the message says to drop the description")
    func decorativeHandleAdvice() throws {
        let audit = Auditor(rules: BuiltInRules.all).audit(try ImportFixtures.load("captures/date-sheet-clickable-panel.xml"))
        let finding = try #require(audit.results.filter { $0.ruleID == "handle-name-role-value" }.flatMap(\.findings)
            .first { $0.outcome == .failed })
        #expect(finding.message.contains("label 'Go' does not say what it is or does"))
        #expect(finding.message.hasSuffix("a handle that does nothing should not be described at all"), "\(finding.message)")
    }

    @Test("every capture file has its expected failures and its source written beside it")
    func provenance() throws {
        let readme = String(decoding: try ImportFixtures.data("captures/README.md"), as: UTF8.self)
        #expect(Self.captures.count >= 32, "the captures directory was not listed: \(Self.captures)")
        for name in Self.captures {
            let file = String(name.dropFirst("captures/".count))
            #expect(readme.contains("`\(file)`"), "\(file) is not in captures/README.md")
            let header = String(decoding: try ImportFixtures.data(name + ".expected"), as: UTF8.self)
            #expect(header.hasPrefix("# \(file): rewritten by hand from"), "\(file).expected does not say where it comes from")
        }
        let written = String(decoding: try ImportFixtures.data("semantics/README.md"), as: UTF8.self)
        for name in Self.printouts {
            let file = String(name.dropFirst("semantics/".count))
            #expect(written.contains("`\(file)`"), "\(file) is not in semantics/README.md")
            let header = String(decoding: try ImportFixtures.data(name + ".expected"), as: UTF8.self)
            #expect(header.hasPrefix("# \(file): written following"), "\(file).expected does not say what it follows")
        }
    }
}
