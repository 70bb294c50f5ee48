import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Every dump reads the same whatever its line ends and with a byte-order mark: same tree, same
/// lines in the source map (so findings point where an editor shows the element).
@Suite("Line ends and byte-order marks")
struct LineEndingVariantsTests {
    enum Variant: String, CaseIterable, Sendable {
        case crlf, doubleCR, loneCR, bom, noFinalNewline
    }

    /// The fixture with LF line ends only.
    static func plain(_ name: String) throws -> Data {
        DumpText.normalized(try ImportFixtures.data(name))
    }

    static func apply(_ variant: Variant, to data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        switch variant {
        case .crlf: return Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        case .doubleCR: return Data(text.replacingOccurrences(of: "\n", with: "\r\r\n").utf8)
        case .loneCR: return Data(text.replacingOccurrences(of: "\n", with: "\r").utf8)
        case .bom: return Data([0xEF, 0xBB, 0xBF]) + data
        case .noFinalNewline:
            var trimmed = Substring(text)
            while trimmed.last == "\n" { trimmed = trimmed.dropLast() }
            return Data(trimmed.utf8)
        }
    }

    @Test("each dump in each variant imports to the same tree", arguments: ImportFixtures.allDumps, Variant.allCases)
    func sameTree(_ name: String, _ variant: Variant) throws {
        let plain = try Self.plain(name)
        let reference = try ScenarioLoader.decode(plain, file: name)
        let changed = Self.apply(variant, to: plain)
        #expect(ScenarioLoader.detectFormat(of: changed, path: "x") == reference.format)
        let loaded = try ScenarioLoader.decode(changed, file: name)
        #expect(loaded.scenario.snapshots.first?.root == reference.scenario.snapshots.first?.root)
        // `\r\r\n` is one line end, as grep and git count it, not XML's two.
        #expect(loaded.sourceMap.nodeLines == reference.sourceMap.nodeLines)
    }
}

@Suite("Line ends read as grep and git count them")
struct DumpLineEndTests {
    @Test("a run of CRs ending in LF is one line end; a CR before anything else is one of its own", arguments: [
        ("a\r\nb", "a\nb"), ("a\r\r\nb", "a\nb"), ("a\rb", "a\nb"), ("a\r\rb", "a\n\nb"),
        ("a\r", "a\n"), ("a\r\n\rb", "a\n\nb"), ("a\nb", "a\nb"),
    ])
    func normalizes(_ bytes: String, _ expected: String) {
        #expect(String(decoding: DumpText.normalized(Data(bytes.utf8)), as: UTF8.self) == expected)
    }

    @Test("the notes name each kind of line end the file used")
    func describes() {
        #expect(DumpText.describeLineEnds(Data("a\r\r\nb\r\nc".utf8)) == "line ends (CRLF and CR CR LF) read as LF")
        #expect(DumpText.describeLineEnds(Data("a\rb".utf8)) == "line ends (lone CR) read as LF")
        #expect(DumpText.describeLineEnds(Data("a\nb".utf8)) == nil)
    }
}
