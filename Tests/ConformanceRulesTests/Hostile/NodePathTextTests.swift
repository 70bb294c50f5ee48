import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// Paths of findings name every ancestor; past `NodePathText.limit` bytes they keep the root's
/// end and the node's end around `/…`, so ids of 16 KiB in a tree 200 deep cannot make every
/// finding carry megabytes.
struct NodePathTextTests {
    @Test func pathsWithinTheLimitAreWhole() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<2_000 {
            let components = (0..<(1 + random.index(30))).map { _ in "group#" + String(repeating: "é", count: random.index(40)) }
            let whole = components.reduce(into: "") { $0 += "/" + $1 }
            let path = NodePathText.path(components)
            if whole.utf8.count <= NodePathText.limit {
                #expect(path == whole)
            } else {
                #expect(path.utf8.count <= NodePathText.limit + 4, "\(path.utf8.count)")
                #expect(path.hasPrefix("/" + components[0]) || path.hasPrefix("/…"))
                #expect(path.hasSuffix("/" + components.last!) || path.hasSuffix("…"))
                #expect(path.contains("/…"))
            }
        }
    }

    @Test func aLongPathKeepsItsEnds() {
        let middle = (0..<150).map { "group#a\($0)" + String(repeating: "x", count: 4_000) }
        let path = NodePathText.path(["window#window", "sheet#sheet"] + middle + ["button#close"])
        #expect(path == "/window#window/sheet#sheet/…/button#close")
        let longID = NodePathText.path(["window#window", "button#" + String(repeating: "y", count: 16_384)])
        #expect(longID.hasPrefix("/window#window/button#yyy") && longID.hasSuffix("y…"), "the id is cut, nothing else")
        #expect(longID.utf8.count <= NodePathText.limit + 4)
    }

    @Test func findingsUnderDeepLongIDsCarryShortPaths() throws {
        // 1,000 unnamed buttons under 150 groups with 4 KB ids: 660 KB of XML.
        let buttons = (0..<1_000).map { Node(id: "b\($0)", role: .button, frame: Rect(x: 0, y: Double($0), width: 10, height: 10)) }
        var inner = buttons
        for depth in (0..<150).reversed() {
            inner = [Node(id: "a\(depth)" + String(repeating: "x", count: 4_000), frame: Rect(x: 0, y: 0, width: 393, height: 852), children: inner)]
        }
        let scenario = Scenario(id: "deep", snapshots: [Snapshot(id: "s", state: "s", root: Node(id: "window", role: .window, children: inner))])
        let audit = try #require(try finishes(within: 60, "findings under deep long ids") {
            Auditor(rules: ElementsPack.rules).audit(LoadedScenario(scenario: scenario, file: "deep.json", format: .json))
        })
        let paths = audit.results.flatMap(\.findings).compactMap(\.path)
        #expect(paths.count >= 1_000)
        #expect(paths.allSatisfy { $0.utf8.count <= NodePathText.limit && $0.hasPrefix("/window#window/…/button#b") })
    }
}
