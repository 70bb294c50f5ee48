import A11yModel
import Testing
@testable import ConformanceRules

/// A parent of tens of thousands of tappable children, each a different width and named like an
/// identifier, with no text drawn (as a Flutter dump gives it): control-role compared each child
/// with every sibling and identifier-label walked the whole snapshot for each row, and 20,000 such
/// children took minutes. Siblings are compared within a window, and the snapshot-wide fact
/// identifier-label needs is worked out once.
struct WideParentTests {
    @Test func tappableSiblingsAreJudgedWithinAWindow() throws {
        let count = 20_000
        let children = (0..<count).map { i in
            Node(id: "c\(i)", role: .button, label: "row_item_\(Self.letters(i))", traits: [.unannouncedRole], actions: [AccessibilityAction(.activate)],
                 frame: Rect(x: 0, y: Double(i % 800), width: 40 + Double(i % 300), height: 16))
        }
        let root = Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "holder", frame: Rect(x: 0, y: 0, width: 393, height: 852), children: children),
        ])
        let scenario = Scenario(id: "wide", snapshots: [
            Snapshot(id: "s", state: "s", environment: Environment(platform: .android), unknown: [.textStyle], root: root),
        ])
        let rules = BuiltInRules.all.filter { ["control-role", "identifier-label"].contains($0.metadata.id) }
        let entries = try #require(try finishes(within: 60, "20,000 tappable siblings") {
            VerdictProbe.verdicts(of: rules, in: scenario, profile: .default)
        })
        for rule in ["control-role", "identifier-label"] {
            let verdicts = entries.filter { $0.ruleID == rule }.map(\.verdict)
            #expect(verdicts.count == count, "one verdict a child: \(rule)")
            // Few children meet one as wide inside the window, so most are no list's rows.
            #expect(verdicts.filter { $0.outcome == .failed }.count > count / 2, "\(rule)")
        }
    }

    /// `n` in letters, "a" to "z" and on: an identifier's shape, free of digits.
    private static func letters(_ n: Int) -> String {
        var n = n, text = ""
        repeat { text.append(Character(UnicodeScalar(UInt8(97 + n % 26)))); n /= 26 } while n > 0
        return text
    }

    @Test func theWindowHoldsTheFirstSiblingsAndThoseAfterTheNode() {
        let children = (0..<100).map { Node(id: "c\($0)", children: [Node(id: "c\($0)-inner")]) }
        let index = SnapshotIndex(Snapshot(id: "s", state: "s", root: Node(id: "root", children: children)))
        func window(_ id: String) -> [String] { index.siblings(near: index.node(id)!, count: 3).map(\.node.id) }
        #expect(window("c50") == ["c0", "c1", "c2", "c51", "c52", "c53"])
        #expect(window("c1") == ["c0", "c2", "c3", "c4"], "the first siblings and those after c1, each once")
        #expect(window("c99") == ["c0", "c1", "c2"])
        #expect(index.siblings(near: index.node("root")!, count: 3).isEmpty)
    }
}
