import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// An AlertDialog's title, 24 dp from its template's start and 18 dp from its top, shows the
/// density a dialog dumped alone was taken at.
struct AlertTitleInsetTests {
    private func read(template: String = "[32,1056][1232,1236]", title: String, shortSide: Int? = nil) throws -> AlertTitleInset? {
        let dialog = #"<node class="android.widget.FrameLayout" bounds="[32,1056][1232,1863]">"#
            + #"<node resource-id="com.example.app:id/title_template" class="android.widget.LinearLayout" bounds="\#(template)">"#
            + #"<node resource-id="com.example.app:id/alertTitle" class="android.widget.TextView" text="Close position" bounds="\#(title)"/>"#
            + "</node></node>"
        return AlertTitleInset.read(hierarchy: try XMLDocumentParser.parseTree(Data("<hierarchy>\(dialog)</hierarchy>".utf8)),
                                    displayShortSide: shortSide)
    }

    @Test("84 and 63 px are 24 and 18 dp at 3.5; 68 and 51 px at 2.8125 (450 dpi, rounded up to 68); 63 and 47 px at 2.625")
    func reads() throws {
        let dialog = try #require(try read(title: "[116,1119][464,1236]"))
        #expect(dialog.density == 3.5)
        #expect(dialog.evidence == "the AlertDialog's title, 84 px from its template's start and 63 px from its top, AlertDialog's 24 and 18 dp paddings")
        #expect(try read(title: "[100,1107][464,1236]")?.density == 2.8125)
        #expect(try read(title: "[95,1103][464,1236]")?.density == 2.625)
    }

    @Test("React Native's Alert: its alert_title in the view it gives AlertDialog's topPanel, padded alike, reads 3.5; outside topPanel nothing")
    func reactNativeTitle() throws {
        func dump(inTopPanel: Bool) -> String {
            let title = #"<node resource-id="com.example.app:id/alert_title" class="android.widget.TextView" text="No results" bounds="[177,1368][1263,1461]"/>"#
            let container = #"<node class="android.widget.LinearLayout" bounds="[93,1305][1347,1461]">\#(title)</node>"#
            let panel = inTopPanel ? #"<node resource-id="com.example.app:id/topPanel" class="android.widget.LinearLayout" bounds="[93,1305][1347,1489]">\#(container)</node>"#
                : #"<node resource-id="com.example.app:id/customPanel" class="android.widget.FrameLayout" bounds="[93,1305][1347,1489]">\#(container)</node>"#
            return "<hierarchy>\(panel)</hierarchy>"
        }
        #expect(AlertTitleInset.read(hierarchy: try XMLDocumentParser.parseTree(Data(dump(inTopPanel: true).utf8)), displayShortSide: nil)?.density == 3.5)
        #expect(AlertTitleInset.read(hierarchy: try XMLDocumentParser.parseTree(Data(dump(inTopPanel: false).utf8)), displayShortSide: nil) == nil,
                "an app's own layout with that id says nothing of AlertDialog's paddings")
    }

    @Test("not the title's paddings: an icon before it, another top padding, a density the display cannot have")
    func rejects() throws {
        #expect(try read(title: "[200,1119][464,1236]") == nil, "an icon before the title moves its start")
        #expect(try read(title: "[116,1140][464,1236]") == nil, "24 dp at the top, as Material 3 pads it")
        #expect(try read(title: "[116,1119][464,1236]", shortSide: 1000) == nil, "286 dp across: narrower than any phone")
    }

    @Test("an AlertDialog dumped alone on a 1,264 px display reads its 168 px buttons as 48 dp, not 64 dp at the assumed 2.625")
    func importedDensity() throws {
        let dump = #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0">"#
            + #"<node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.app" content-desc="" clickable="false" enabled="true" bounds="[32,1056][1232,1863]">"#
            + #"<node index="0" text="" resource-id="com.example.app:id/parentPanel" class="android.widget.LinearLayout" package="com.example.app" content-desc="" clickable="false" enabled="true" bounds="[32,1056][1232,1863]">"#
            + #"<node index="0" text="" resource-id="com.example.app:id/title_template" class="android.widget.LinearLayout" package="com.example.app" content-desc="" clickable="false" enabled="true" bounds="[32,1056][1232,1236]">"#
            + #"<node index="0" text="Close position" resource-id="com.example.app:id/alertTitle" class="android.widget.TextView" package="com.example.app" content-desc="" clickable="false" enabled="true" bounds="[116,1119][464,1236]"/>"#
            + "</node>"
            + #"<node index="1" text="OK" resource-id="android:id/button1" class="android.widget.Button" package="com.example.app" content-desc="" clickable="true" focusable="true" enabled="true" bounds="[924,1646][1148,1814]"/>"#
            + "</node></node></hierarchy>"
        let loaded = try ScenarioLoader.decode(Data(dump.utf8), file: "dialog.xml", importOptions: ImportOptions())
        #expect(loaded.scenario.snapshots.first?.environment.scale == 3.5)
        #expect(ImportFixtures.hasNote(loaded, "read from the AlertDialog's title, 84 px from its template's start"))
    }
}
