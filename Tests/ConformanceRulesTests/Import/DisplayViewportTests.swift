import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A window dumped alone shows the display in part; the snapshot's viewport is that display, so
/// the rules that ask for the screen's edges do not find them at a phone's default size.
struct DisplayViewportTests {
    @Test("inset windows: as wide as the mirrored margins, as tall as the top margin mirrored below; from the left edge: as shown")
    func viewport() {
        let dialog = Rect(x: 110, y: 272, width: 580, height: 728)
        #expect(DisplayExtent.Shown.centredWidth(1600, portrait: true).viewport(windows: dialog, density: 2) == Size(width: 800, height: 1272))
        #expect(DisplayExtent.Shown.reachedWidth(720).viewport(windows: dialog, density: 2) == Size(width: 360, height: 1272))
        #expect(DisplayExtent.Shown.atLeast(.init(width: 720, height: 1484)).viewport(windows: dialog, density: 2) == Size(width: 360, height: 742))
    }

    @Test("a tablet's dialog dumped alone: its buttons far from the display's sides get no allowance for an edge they do not touch")
    func noEdgeInsideTheDisplay() throws {
        let loaded = try ImportFixtures.load("captures/tablet-dialog-upright.xml")
        #expect(try ImportFixtures.snapshot(loaded).environment.viewport == Size(width: 800, height: 1272))
        let messages = Auditor(rules: BuiltInRules.all).audit(loaded).results
            .filter { $0.ruleID == "platform-target-size" }.flatMap(\.findings)
            .filter { $0.target == "Reorder-Listener-one.removeListener" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.allSatisfy { !$0.contains("screen's side") && $0.contains("its touch area is 36×36 dp") }, "\(messages)")
    }
}
