import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A dump of thousands of views described "Scrim" beside thousands of labelled squares along
/// their bottom edge, none over another: the import looked through every sibling of each scrim
/// for its panel and every square below each scrim for a handle's box, and the target rules
/// compared every target with every scrim drawn after it. 4,000 of each took half a minute in a
/// debug build, and twice as many four times that. Each is now bounded: siblings within a
/// window, boxes and scrims matched by their edges, and the 1,024 layers drawn last.
struct ScrimPileTests {
    @Test func thousandsOfScrimsAndSquaresAreImportedAndJudgedInLinearTime() throws {
        let count = 10_000
        let views = (0..<count).map { i in
            #"<node class="android.view.View" clickable="true" content-desc="Scrim" bounds="[\#(i % 500),0][\#(i % 500 + 10),1000]"/>"#
                + #"<node class="android.widget.Button" clickable="true" content-desc="x" bounds="[\#(600 + i % 300),1000][\#(700 + i % 300),1100]"/>"#
        }.joined()
        let dump = #"<hierarchy rotation="0"><node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">"# + views + "</node></hierarchy>"
        let audit = try #require(try finishes(within: 60, "10,000 scrims beside 10,000 squares") {
            let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "scrims.xml", importOptions: ImportOptions())
            return Auditor(rules: BuiltInRules.all).audit(loaded)
        })
        let sizes = audit.results.filter { $0.ruleID == "platform-target-size" }.flatMap(\.findings)
        #expect(!sizes.isEmpty, "the squares are judged as targets")
    }

    @Test func siblingsNearAnEntryAreFoundByItsPlace() {
        var arena = ImportArena()
        let root = arena.append(Node(id: ""), parent: nil, line: nil)
        var children: [Int] = []
        for _ in 0..<100 {
            let child = arena.append(Node(id: ""), parent: root, line: nil)
            arena.append(Node(id: ""), parent: child, line: nil)
            children.append(child)
        }
        #expect(Array(arena.siblings(near: children[50], count: 2)) == Array(children[48...52]))
        #expect(Array(arena.siblings(near: children[0], count: 2)) == Array(children[0...2]))
        #expect(Array(arena.siblings(near: children[99], count: 2)) == Array(children[97...99]))
        #expect(Array(arena.siblings(near: root, count: 2)) == [root])
    }
}
