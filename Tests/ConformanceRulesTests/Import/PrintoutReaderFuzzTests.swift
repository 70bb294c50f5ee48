import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The printout readers (Compose, Flutter, the XCUITest description through its wrappings) and
/// the capture-set reader, fed mutated real captures: whatever the bytes, each returns a scenario
/// or located errors, and never traps or hangs. Mutations work on lines as well as bytes, since
/// these formats are made of indentation, prefixes and markers. Deterministic (seeded), and short
/// enough for every CI run.
@Suite("Printout and capture-set readers, mutated")
struct PrintoutReaderFuzzTests {
    /// Pieces of the formats' own syntax, so mutations reach past the first check.
    static let tokens = ["|-", " |", "│", "├─", "└─", "Node #", "SemanticsNode#", "Rect.fromLTRB(", ")px", "(l=", "'", "\"", "[", "]",
                         "Actions = [", "[IsDialog]", "flags: ", "actions: ", " scaled by 1e308x", " with transform [", "1e308", "-0.0",
                         "NaN", "flutter: ", "12-09 22:12:17.806  8123  8151 D SHEET   : ", "    t =   110.37s ", "Element subtree:",
                         "\u{0}", "\r", "\t", "\u{FFFD}", "\n", ", Tag: '"]

    struct Seed: Sendable, CustomTestStringConvertible {
        var fixture: String
        var format: ScenarioFormat
        var testDescription: String { fixture }
    }

    static let seeds = [
        Seed(fixture: "semantics/compose-m3-sheet-partial.txt", format: .composeSemantics),
        Seed(fixture: "captures/compose-rally-tabs.txt", format: .composeSemantics),
        Seed(fixture: "semantics/flutter-m3-sheet.txt", format: .flutterSemantics),
        Seed(fixture: "captures/flutter-counter.txt", format: .flutterSemantics),
        Seed(fixture: "wda-description.txt", format: .xcuitestDescription),
    ]

    static func mutate(_ text: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !lines.isEmpty else { break }
            let at = Int.random(in: 0..<lines.count, using: &random)
            let column = lines[at].isEmpty ? 0 : Int.random(in: 0..<lines[at].count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: lines.remove(at: at)
            case 1: lines.insert(lines[at], at: Int.random(in: 0...lines.count, using: &random))
            case 2: lines[at].insert(contentsOf: Array(repeating: UInt8(ascii: " "), count: Int.random(in: 1...3, using: &random)), at: 0)
            case 3: lines[at].removeFirst(min(lines[at].count, Int.random(in: 1...3, using: &random)))
            case 4: lines[at].insert(contentsOf: Array(tokens[Int.random(in: 0..<tokens.count, using: &random)].utf8), at: column)
            case 5: if !lines[at].isEmpty { lines[at][column] = UInt8.random(in: 0...255, using: &random) }
            default: lines.removeSubrange(at..<lines.count)
            }
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    static func checkLocated(_ failure: LoadFailure) {
        #expect(!failure.errors.isEmpty)
        for error in failure.errors {
            #expect(!error.location.file.isEmpty && !error.message.isEmpty)
            #expect((error.location.line ?? 1) >= 1 && (error.location.column ?? 1) >= 1, "\(error)")
        }
    }

    @Test("a mutated printout loads or fails with located errors, read as its format or detected", arguments: seeds)
    func printout(_ seed: Seed) throws {
        let original = Array(try ImportFixtures.data(seed.fixture))
        var random = SeededGenerator(seed: UInt64(seed.fixture.utf8.count))
        var loaded = 0, refused = 0
        for round in 0..<300 {
            let bytes = Data(Self.mutate(original, &random))
            do {
                _ = try ScenarioLoader.decode(bytes, file: "fuzz.txt", format: round.isMultiple(of: 2) ? seed.format : nil)
                loaded += 1
            } catch {
                refused += 1
                Self.checkLocated(error)
            }
        }
        #expect(loaded > 0 && refused > 0, "mutations both keep and break the printout: \(loaded) loaded, \(refused) refused")
    }

    @Test("a mutated capture set loads, with its problems located, or fails with located errors")
    func captureSet() throws {
        let folder = try #require(Bundle.module.url(forResource: CaptureSetTests.shareSheet, withExtension: nil,
                                                    subdirectory: "Fixtures/import")).deletingLastPathComponent()
        let file = folder.appendingPathComponent("capture-set.json").path
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        var random = SeededGenerator(seed: 12)
        var loaded = 0, refused = 0
        for _ in 0..<200 {
            let bytes = Data(Self.mutate(original, &random))
            do {
                let scenario = try CaptureSetImport.load(bytes, file: file, options: ImportOptions())
                loaded += 1
                if !scenario.problems.isEmpty { Self.checkLocated(LoadFailure(scenario.problems)) }
            } catch {
                refused += 1
                Self.checkLocated(error)
            }
        }
        #expect(loaded > 0 && refused > 0, "\(loaded) loaded, \(refused) refused")
    }
}
