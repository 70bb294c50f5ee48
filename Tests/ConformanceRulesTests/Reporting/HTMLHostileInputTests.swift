import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Whatever a scenario says — markup, quotes, control characters, right-to-left overrides, a
/// megabyte label, a pack whose reference is a `javascript:` address — the HTML report stays one
/// well-formed page with the report's own script and no other, every input text shows as text,
/// and the page stays small.
struct HTMLHostileInputTests {
    static let markup = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>' onmouseover='alert(3)"
    /// U+FDD0, a noncharacter Swift literals refuse.
    static let noncharacter = String(Character(Unicode.Scalar(0xFDD0)!))
    static let controls = "nul\u{0}bell\u{7}esc\u{1B}[31mred\u{1B}[0m next-line\u{85} fffe\u{FFFE} fdd0" + noncharacter
    static let rightToLeft = "שלום\u{202E}evil"
    static let megabyte = String(repeating: "label ", count: 1024 * 1024 / 6)

    /// A sheet whose unnamed, tiny buttons fail several rules, each carrying hostile text in its
    /// id or label, in a scenario whose id and title are hostile too.
    static var scenario: Scenario {
        let buttons = [markup, controls, rightToLeft, megabyte].enumerated().map { index, text in
            Node(id: index == 3 ? "big-label" : "button-\(index)-" + text, role: .button, label: index == 3 ? text : "",
                 frame: Rect(x: 20 + Double(index) * 40, y: 600, width: 12, height: 12),
                 text: TextFacts(pointSize: 9, scalesWithDynamicType: false),
                 foreground: Color(red: 0xEE, green: 0xEE, blue: 0xEE), background: .white)
        }
        let root = Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 500, width: 393, height: 352), background: .white,
                 sheet: SheetFacts(), children: buttons),
        ])
        return Scenario(id: "scenario " + markup, title: rightToLeft + " " + controls, snapshots: [
            Snapshot(id: "sheet " + markup, state: "state " + markup, root: root),
        ])
    }

    /// Audited and rendered once for every test here (the megabyte label takes the rules a while).
    static let rendered = Result { try render() }

    static func report() throws -> (text: String, bytes: [UInt8], root: XMLElement) { try rendered.get() }

    static func render() throws -> (text: String, bytes: [UInt8], root: XMLElement) {
        var report = HTMLReportSupport.audit(scenario, rules: RuleCatalog.builtIn.rules, file: "files/\(markup).json")
        // A declarative pack's rule whose only reference is a script address.
        if let index = report.rules.firstIndex(where: { $0.id == "target-size-floor" || $0.pack == "targets" }) {
            report.rules[index].definedIn = SourceLocation(file: "packs/hostile.xml", line: 1)
            report.rules[index].references = [RuleReference(.convention, "click me", url: "javascript:alert(4)")]
        }
        let bytes = try HTMLReporter().render(report)
        return (String(decoding: bytes, as: UTF8.self), bytes, try XMLDocumentParser.parseTree(Data(bytes)))
    }

    @Test func inputTextNeverBecomesMarkup() throws {
        let (text, _, root) = try Self.report()
        #expect(root.all("li", class: "problem").count > 4, "the hostile buttons fail rules")
        #expect(root.all("script").count == 1, "the report's own script alone")
        #expect(root.all("img").isEmpty)
        for element in root.descendants {
            for attribute in element.attributes {
                #expect(!attribute.name.lowercased().hasPrefix("on"), "\(element.name) has \(attribute.name)")
            }
            if let href = element[attribute: "href"] { #expect(!href.lowercased().hasPrefix("javascript:")) }
        }
        #expect(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&#39;"))
    }

    @Test func controlCharactersAreReplacedAndEscapesRemoved() throws {
        let (text, bytes, _) = try Self.report()
        #expect(!bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
        for forbidden in ["\u{85}", "\u{FFFE}", Self.noncharacter, "\u{7F}"] { #expect(!text.contains(forbidden)) }
        #expect(!text.contains("[31m"), "ANSI sequences are removed, not shown")
        #expect(text.contains("nul\u{FFFD}bell\u{FFFD}esc"))
    }

    /// Every right-to-left override shown as text sits inside a `<bdi>`, so it cannot reverse the
    /// words after it (in attribute values it is never drawn as text).
    @Test func rightToLeftTextIsIsolated() throws {
        let (text, _, _) = try Self.report()
        #expect(text.contains("<bdi>שלום\u{202E}evil") || text.contains("שלום\u{202E}evil"))
        var inTag = false, isolated = 0, scanned = 0, outside = 0
        var rest = Substring(text)
        while let character = rest.first {
            if character == "<" {
                inTag = true
                if rest.hasPrefix("<bdi>") { isolated += 1 } else if rest.hasPrefix("</bdi>") { isolated -= 1 }
            } else if character == ">" {
                inTag = false
            } else if character.unicodeScalars.contains("\u{202E}"), !inTag {
                scanned += 1
                if isolated <= 0 { outside += 1 }
            }
            rest = rest.dropFirst()
        }
        #expect(scanned > 0 && outside == 0, "\(outside) of \(scanned) overrides outside <bdi>")
    }

    /// The megabyte label is shortened wherever it is shown; the page stays small.
    @Test func aMegabyteLabelIsShortened() throws {
        let (_, bytes, root) = try Self.report()
        #expect(bytes.count < 400_000, "\(bytes.count) bytes")
        let outlined = root.all("ul", class: "outlined").flatMap { $0.all("li") }.first { $0[attribute: "data-element"] == "big-label" }
        #expect(outlined?.allText.contains("label label") == true && outlined?.allText.contains("…") == true)
    }
}
