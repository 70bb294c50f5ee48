import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Trees as deep as the limit import; one level more is refused at the element that crosses it,
/// in every format. Generated, since such files are only interesting for their depth.
@Suite("Deep dumps")
struct DeepDumpTests {
    static let limit = ImportLimits.maximumDepth

    /// A dump whose imported tree is `depth` nodes deep, one element per line; `line(k)` is the
    /// line of the k-th level.
    struct Generator: Sendable, CustomTestStringConvertible {
        var format: ScenarioFormat
        var text: @Sendable (_ depth: Int) -> String
        var line: @Sendable (_ level: Int) -> Int
        var testDescription: String { format.rawValue }
    }

    static let generators: [Generator] = [
        Generator(format: .appiumXCUITest, text: { depth in
            "<AppiumAUT>\n" + (1...depth).map { _ in "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" x=\"0\" y=\"0\" width=\"10\" height=\"10\">\n" }.joined()
                + String(repeating: "</XCUIElementTypeOther>", count: depth) + "\n</AppiumAUT>\n"
        }, line: { $0 + 1 }),
        Generator(format: .uiAutomator, text: { depth in
            // <hierarchy> is the root node itself.
            "<hierarchy rotation=\"0\">\n" + (1..<depth).map { _ in "<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][10,10]\">\n" }.joined()
                + String(repeating: "</node>", count: depth - 1) + "\n</hierarchy>\n"
        }, line: { $0 }),
        Generator(format: .appiumXCUITestJSON, text: { depth in
            (1...depth).map { _ in "{\"type\": \"Other\", \"children\": [\n" }.joined() + String(repeating: "]}", count: depth)
        }, line: { $0 }),
        Generator(format: .maestro, text: { depth in
            "Running on iPhone\n" + (1...depth).map { _ in "{\"attributes\": {\"accessibilityText\": \"x\"}, \"children\": [\n" }.joined()
                + String(repeating: "]}", count: depth)
        }, line: { $0 + 1 }),
        Generator(format: .xcuitestDescription, text: { depth in
            "Element subtree:\n" + (1...depth).map { level in
                String(repeating: " ", count: 2 * level) + "Other, 0x\(level), {{0.0, 0.0}, {10.0, 10.0}}\n"
            }.joined()
        }, line: { $0 + 1 }),
        Generator(format: .composeSemantics, text: { depth in
            "Node #1 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n" + (1..<depth).map { level in
                String(repeating: " ", count: 3 * (level - 1) + 1) + "|-Node #\(level + 1) at (l=0.0, t=0.0, r=10.0, b=10.0)px\n"
            }.joined()
        }, line: { $0 }),
        Generator(format: .flutterSemantics, text: { depth in
            (0..<depth).map { level in
                let branch = level == 0 ? "" : String(repeating: " ", count: 2 * level - 1) + "└─"
                let column = String(repeating: " ", count: 2 * level + 1)
                return branch + "SemanticsNode#\(level)\n" + column + "│ Rect.fromLTRB(0.0, 0.0, 10.0, 10.0)\n" + column + "│\n"
            }.joined()
        }, line: { 3 * ($0 - 1) + 1 }),
    ]

    @Test("a tree exactly at the limit imports", arguments: generators)
    func withinLimit(_ generator: Generator) throws {
        let loaded = try ScenarioLoader.decode(Data(generator.text(Self.limit).utf8), file: "deep", format: generator.format)
        let depth = NodeWalker.walk(try #require(loaded.scenario.snapshots.first).root).map(\.depth).max()
        #expect(depth == Self.limit - 1, "depth counts from 0 at the root")
    }

    @Test("one level deeper is refused where it happens", arguments: generators)
    func beyondLimit(_ generator: Generator) throws {
        let error = #expect(throws: LoadFailure.self) {
            _ = try ScenarioLoader.decode(Data(generator.text(Self.limit + 1).utf8), file: "deep", format: generator.format)
        }
        let description = error?.description ?? ""
        #expect(description.hasPrefix("deep:\(generator.line(Self.limit + 1)):"), "\(description)")
        #expect(description.contains("nested deeper than \(Self.limit) levels"), "\(description)")
    }

    @Test("several Compose roots share a window node, so a tree at the limit is one level too deep there")
    func composeWindows() throws {
        let compose = try #require(Self.generators.first { $0.format == .composeSemantics })
        let text = compose.text(Self.limit) + "Node #900 at (l=0.0, t=0.0, r=10.0, b=10.0)px\n"
        let error = #expect(throws: LoadFailure.self) {
            _ = try ScenarioLoader.decode(Data(text.utf8), file: "deep", format: .composeSemantics)
        }
        #expect(error?.description.hasPrefix("deep:\(Self.limit):") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("nested deeper than \(Self.limit) levels") == true)
    }
}
