import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A top app bar's navigation button, 48 dp square and 4 dp from its window's edge, shows the
/// density a dump was taken at.
struct AppBarNavigationButtonTests {
    private func read(_ button: String, shortSide: Int? = 1080) throws -> AppBarNavigationButton? {
        let window = #"<node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">\#(button)</node>"#
        return AppBarNavigationButton.read(hierarchy: try XMLDocumentParser.parseTree(Data("<hierarchy>\(window)</hierarchy>".utf8)),
                                           displayShortSide: shortSide)
    }

    private func button(_ bounds: String, description: String = "Back", clickable: Bool = true) -> String {
        #"<node class="android.widget.Button" clickable="\#(clickable)" content-desc="\#(description)" bounds="\#(bounds)"/>"#
    }

    @Test("a 144 px square 12 px from the edge is the 48 dp button at 4 dp at 3; Flutter's 132 px at 11 px, 2.75; any language")
    func reads() throws {
        let flutter = try #require(try read(button("[12,96][156,240]")))
        #expect(flutter.density == 3)
        #expect(flutter.evidence == "the app bar's navigation button 'Back', a 48 dp square (144 px) 4 dp from its window's edge (12 px), "
            + "as Flutter's AppBar and Compose's TopAppBar lay it out")
        #expect(try read(button("[11,84][143,216]", description: "Назад"))?.density == 2.75)
        #expect(try read(button("[11,74][137,200]", description: "返回"))?.density == 2.625, "126 px at 11 px: 4 dp is 10.5 px, rounded")
    }

    @Test("not the bar's button: not square, another inset, unnamed, not clickable, low on the screen, a display too narrow")
    func rejects() throws {
        #expect(try read(button("[12,96][156,220]")) == nil, "not square")
        #expect(try read(button("[24,96][168,240]")) == nil, "8 dp from the edge")
        #expect(try read(button("[0,96][144,240]")) == nil, "on the edge")
        #expect(try read(button("[12,96][156,240]", description: "")) == nil)
        #expect(try read(button("[12,96][156,240]", clickable: false)) == nil)
        #expect(try read(button("[12,1800][156,1944]")) == nil, "a button at the bottom of the screen")
        #expect(try read(button("[12,96][156,240]"), shortSide: 900) == nil, "300 dp across: narrower than any phone")
    }

    @Test("the density read from the button is the snapshot's, noted, when no Compose touch area or drag handle says otherwise")
    func importedDensity() throws {
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.app" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]">"#
            + #"<node index="0" text="" resource-id="" class="android.widget.Button" package="com.example.app" content-desc="Back" clickable="true" focusable="true" enabled="true" bounds="[11,84][143,216]"/>"#
            + "</node></hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "page.xml", importOptions: ImportOptions())
        #expect(loaded.scenario.snapshots.first?.environment.scale == 2.75)
        #expect(ImportFixtures.hasNote(loaded, "read from the app bar's navigation button 'Back'"))
    }
}
