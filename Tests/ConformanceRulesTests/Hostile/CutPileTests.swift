import A11yModel
import Testing
@testable import ConformanceRules

/// Tens of thousands of controls in one scroll view, all cut by its top edge (Android dumps give
/// visible bounds): the size a cut control has beyond the edge is read from the same control shown
/// whole beside it, and whether a cut row lost its name from the rows lined up with it. Each cut
/// control was compared with every sibling, and 20,000 took minutes; siblings are now reached
/// from the control itself, a bounded number on either side.
struct CutPileTests {
    @Test func cutControlsAreComparedWithTheirNeighboursOnly() throws {
        let count = 20_000
        let chips = (0..<count).map { i in
            Node(id: "chip-\(i)", role: .button, actions: [AccessibilityAction(.activate)],
                 frame: Rect(x: Double(i % 300), y: 300, width: 80, height: 12))
        }
        let root = Node(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [
            Node(id: "scroller", role: .scrollView, actions: [AccessibilityAction(.scroll)], frame: Rect(x: 0, y: 300, width: 393, height: 400),
                 children: [Node(id: "flow", frame: Rect(x: 0, y: 300, width: 393, height: 400), children: chips)]),
        ])
        let scenario = Scenario(id: "pile", snapshots: [Snapshot(id: "s", state: "s", environment: Environment(platform: .android), root: root)])
        let rules = BuiltInRules.all.filter { ["platform-target-size", "control-name"].contains($0.metadata.id) }
        let entries = try #require(try finishes(within: 60, "20,000 controls cut by one edge") {
            VerdictProbe.verdicts(of: rules, in: scenario, profile: .default)
        })
        let sizes = entries.filter { $0.ruleID == "platform-target-size" }.map(\.verdict)
        #expect(sizes.count == count)
        // No whole control beside any of them: each may be larger past the edge.
        #expect(sizes.allSatisfy { $0.outcome == .cantTell })
        let names = entries.filter { $0.ruleID == "control-name" }.map(\.verdict)
        #expect(names.count == count)
        // Leaves with nothing to read and no whole row beside them to say otherwise.
        #expect(names.allSatisfy { $0.outcome == .failed })
    }

    @Test func siblingsAreReachedFromTheNodeItself() {
        let children = (0..<100).map { Node(id: "c\($0)", children: [Node(id: "c\($0)-inner", children: [Node(id: "c\($0)-deep")])]) }
        let index = SnapshotIndex(Snapshot(id: "s", state: "s", root: Node(id: "root", children: children)))
        func around(_ id: String) -> [String] { index.siblings(around: index.node(id)!, reach: 2).map(\.node.id) }
        #expect(around("c50") == ["c48", "c49", "c51", "c52"])
        #expect(around("c0") == ["c1", "c2"])
        #expect(around("c99") == ["c97", "c98"])
        #expect(index.previousSibling(of: index.node("c1")!)?.node.id == "c0", "climbed from c0's deepest node")
        #expect(index.previousSibling(of: index.node("c0")!) == nil)
        #expect(index.nextSibling(of: index.node("c99")!) == nil)
        #expect(index.siblingOffset(of: index.node("c42")!, limit: 100) == 42)
        #expect(index.siblingOffset(of: index.node("c42")!, limit: 41) == nil)
        #expect(index.siblings(around: index.node("root")!, reach: 3).isEmpty)
    }
}
