import A11yModel
import Testing
@testable import ConformanceRules

/// A large view taking every touch, drawn over a page in its window: what lies under it cannot be
/// tapped, so the target rules leave it, where the capture records which view is on top.
struct TouchCoversTests {
    private static let page = Rect(x: 0, y: 24, width: 360, height: 600)

    /// An Android dump of one window: a home page with two tiles, then a search panel as large as
    /// the page whose shade takes every touch; `extra` is drawn last.
    private static func snapshot(unknown: [ModelFact] = [], platform: Platform = .android, extra: [Node] = []) -> Snapshot {
        let tap = AccessibilityAction(.activate)
        return Snapshot(id: "s", state: "s", environment: Environment(platform: platform, viewport: Size(width: 360, height: 640)),
                        unknown: unknown, root: Node(id: "dump", role: .window, children: [
            Node(id: "window", frame: Rect(x: 0, y: 0, width: 360, height: 640), children: [
                Node(id: "home", frame: page, children: [
                    Node(id: "deals", role: .button, label: "Deals", actions: [tap], frame: Rect(x: 16, y: 120, width: 160, height: 20),
                         isAccessibilityElement: true),
                ]),
                Node(id: "search", frame: page, children: [
                    Node(id: "shade", actions: [tap], frame: page),
                    Node(id: "query", role: .searchField, label: "Search", frame: Rect(x: 16, y: 40, width: 328, height: 48),
                         isAccessibilityElement: true),
                ]),
            ] + extra),
        ]))
    }

    @Test("a tile under a search panel's shade takes no touch: it is no target where the stacking is known")
    func coveredTileIsNoTarget() {
        let known = TouchTargets.targets(in: SnapshotIndex(Self.snapshot())).map(\.node.id)
        #expect(!known.contains("deals") && known.contains("query"))
        let unknown = TouchTargets.targets(in: SnapshotIndex(Self.snapshot(unknown: [.stacking]))).map(\.node.id)
        #expect(unknown.contains("deals"), "a dump without drawing orders lists views by place, not as drawn")
    }

    @Test("the cover drawn last over an element is the one it lies under; a view in another window covers nothing of it")
    func coverDrawnLast() throws {
        let index = SnapshotIndex(Self.snapshot())
        let covers = TouchCovers(index)
        #expect(covers.covers.map(\.node.id) == ["shade"], "the home page is drawn before what it holds, the search field is small")
        let deals = try #require(index.node("deals"))
        #expect(covers.cover(over: deals, frame: try #require(deals.node.frame))?.node.id == "shade")
        let query = try #require(index.node("query"))
        #expect(covers.cover(over: query, frame: try #require(query.node.frame)) == nil, "drawn after the shade")
        let twoWindows = Snapshot(id: "s", state: "s", environment: Environment(platform: .android, viewport: Size(width: 360, height: 640)),
                                  root: Node(id: "dump", role: .window, children: [
            Node(id: "app", children: [
                Node(id: "tile", role: .button, actions: [AccessibilityAction(.activate)], frame: Rect(x: 16, y: 120, width: 160, height: 20),
                     isAccessibilityElement: true),
            ]),
            Node(id: "other", children: [Node(id: "blocker", actions: [AccessibilityAction(.activate)], frame: Self.page)]),
        ]))
        let separate = SnapshotIndex(twoWindows)
        let tile = try #require(separate.node("tile"))
        #expect(TouchCovers(separate).cover(over: tile, frame: try #require(tile.node.frame)) == nil)
    }

    @Test("UIKit hands a touch to the view under it whatever it takes: no covers off Android")
    func androidOnly() {
        #expect(TouchCovers(SnapshotIndex(Self.snapshot(platform: .iOS))).covers.isEmpty)
    }
}
