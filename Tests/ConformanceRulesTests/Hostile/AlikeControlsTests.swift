import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// A sheet of thousands of controls named alike: `distinct-control-names` used to name every
/// other control in each one's message, so 4,000 "Open" buttons in a 464 KB file took 353 MiB
/// and twenty thousand would have taken gigabytes.
struct AlikeControlsTests {
    @Test func eachMessageNamesFiveOthersAndCountsTheRest() throws {
        let count = 20_000
        let buttons = (0..<count).map { i in
            Node(id: "b\(i)", role: .button, label: "Open", identifier: "open-\(i)", frame: Rect(x: 8, y: Double(i) * 50, width: 377, height: 44))
        }
        let sheet = Node(id: "sheet", part: .sheet, frame: Rect(x: 0, y: 0, width: 393, height: 852), background: .white,
                         sheet: SheetFacts(), children: buttons)
        let scenario = Scenario(id: "alike", snapshots: [Snapshot(id: "s", state: "s", root: Node(id: "window", role: .window, children: [sheet]))])
        let rules = BuiltInRules.all.filter { $0.metadata.id == "distinct-control-names" }
        let verdicts = try #require(try finishes(within: 60, "20,000 controls named alike") {
            VerdictProbe.verdicts(of: rules, in: scenario, profile: .default).map(\.verdict)
        })
        #expect(verdicts.count == count)
        #expect(verdicts.allSatisfy { $0.outcome == .failed && $0.message.utf8.count < 200 })
        #expect(verdicts.first?.message == "b0 and b1, b2, b3, b4, b5 and \(count - 6) more in sheet are all named 'Open' but do different things")
        #expect(verdicts.last?.message.hasPrefix("b\(count - 1) and b0, b1, b2, b3, b4 and \(count - 6) more in sheet") == true)
    }

    @Test func fewControlsAreAllNamed() {
        let buttons = (0..<3).map { Node(id: "b\($0)", role: .button, label: "Edit", identifier: "edit-\($0)") }
        let sheet = Node(id: "sheet", part: .sheet, sheet: SheetFacts(), children: buttons)
        let scenario = Scenario(id: "few", snapshots: [Snapshot(id: "s", state: "s", root: sheet)])
        let verdicts = VerdictProbe.verdicts(of: BuiltInRules.all.filter { $0.metadata.id == "distinct-control-names" },
                                             in: scenario, profile: .default).map(\.verdict)
        #expect(verdicts.map(\.message) == ["b0", "b1", "b2"].map { id in
            "\(id) and \(["b0", "b1", "b2"].filter { $0 != id }.joined(separator: ", ")) in sheet are all named 'Edit' but do different things"
        })
    }

    /// The outermost members found in one pass are those no other member contains.
    @Test func outermostMembersAreThoseNoOtherContains() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            var counter = 0
            func tree(_ depth: Int) -> Node {
                counter += 1
                let id = "n\(counter)"
                let children = depth < 4 ? (0..<random.index(4)).map { _ in tree(depth + 1) } : []
                return Node(id: id, role: .button, label: "Go", children: children)
            }
            let root = tree(0)
            let snapshot = Snapshot(id: "s", state: "s", root: root)
            let index = SnapshotIndex(snapshot)
            let members = index.nodes.filter { _ in random.chance(50) }.map { (visited: $0, name: SpokenName(of: $0, in: index)) }
            let expected = members.filter { member in
                !members.contains { $0.visited.order != member.visited.order && index.isDescendant(member.visited, of: $0.visited) }
            }
            #expect(DistinctControlNamesRule.outermost(members.shuffled(using: &random), in: index).map(\.visited.order).sorted()
                    == expected.map(\.visited.order))
        }
    }
}
