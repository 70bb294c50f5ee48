import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Compose's 48 dp minimum touch area around its 40 dp buttons shows the density a dump was taken
/// at; the pair must be exactly that shape, agree with every other pair and fit the display.
struct ComposeTouchSizeTests {
    private func read(_ nodes: String, shortSide: Int? = 720) throws -> ComposeTouchSize? {
        ComposeTouchSize.read(hierarchy: try XMLDocumentParser.parseTree(Data("<hierarchy>\(nodes)</hierarchy>".utf8)),
                              displayShortSide: shortSide)
    }

    /// A clickable View around a Button, as Compose's TextButton "Not now" is dumped at 1.5.
    private func pair(_ outer: String, _ inner: String, text: String = "Not now") -> String {
        #"<node class="android.view.View" clickable="true" bounds="\#(outer)"><node class="android.widget.TextView" text="\#(text)" bounds="\#(inner)"/><node class="android.widget.Button" bounds="\#(inner)"/></node>"#
    }

    @Test("a 72 px touch area around a 60 px button, centred, is 48 dp at 1.5; an icon button extended both ways too")
    func reads() throws {
        let text = try #require(try read(pair("[308,1087][413,1159]", "[308,1093][413,1153]")))
        #expect(text.density == 1.5 && text.pairs == 1)
        #expect(text.evidence == "'Not now': a 72 px touch area around a 60 px button")
        let icon = try #require(try read(pair("[900,100][1002,202]", "[908,108][993,193]", text: "")))
        #expect(icon.density == 2.125, "102 px around 85 px: 48 and 40 dp at 2.125")
    }

    @Test("a 102 px touch area around a 68 px filter chip (its CheckBox role node) is 48 dp around 32 dp at 2.125")
    func chip() throws {
        let chip = #"<node class="android.view.View" clickable="true" checkable="true" bounds="[34,331][191,433]"><node class="android.widget.TextView" text="All" bounds="[80,360][146,404]"/><node class="android.widget.CheckBox" bounds="[34,348][191,416]"/></node>"#
        let touch = try #require(try read(chip, shortSide: 1080))
        #expect(touch.density == 2.125)
        #expect(touch.source == "Compose's 48 dp minimum touch size around its 32 dp filter chips")
        #expect(touch.evidence == "'All': a 102 px touch area around a 68 px chip")
        let asButton = chip.replacingOccurrences(of: "android.widget.CheckBox", with: "android.widget.Button")
        #expect(try read(asButton, shortSide: 1080) == nil, "68 px in 102 px is no button's 40:48")
    }

    @Test("not a minimum touch area: off centre, another proportion, not clickable, a View that is no Compose wrapper")
    func rejects() throws {
        #expect(try read(pair("[308,1087][413,1159]", "[308,1087][413,1147]")) == nil, "button at the top of the area")
        #expect(try read(pair("[308,1087][413,1167]", "[308,1092][413,1162]")) == nil, "80 px around 70 px is not 48:40")
        #expect(try read(pair("[308,1087][413,1159]", "[318,1093][413,1153]")) == nil, "narrower on one side only")
        #expect(try read(#"<node class="android.view.View" clickable="false" bounds="[308,1087][413,1159]"><node class="android.widget.Button" bounds="[308,1093][413,1153]"/></node>"#) == nil)
        #expect(try read(#"<node class="android.widget.FrameLayout" clickable="true" bounds="[308,1087][413,1159]"><node class="android.widget.Button" bounds="[308,1093][413,1153]"/></node>"#) == nil)
    }

    @Test("pairs that disagree show no density; pairs that agree within rounding show their mean")
    func agreement() throws {
        let agreeing = pair("[308,1087][413,1159]", "[308,1093][413,1153]") + pair("[78,998][642,1071]", "[78,1004][642,1065]")
        #expect(try read(agreeing)?.pairs == 2)
        let disagreeing = pair("[308,1087][413,1159]", "[308,1093][413,1153]") + pair("[78,900][642,996]", "[78,908][642,988]")
        #expect(try read(disagreeing) == nil, "72 px (1.5) and 96 px (2.0)")
    }

    /// A row of clickable chips, each reaching past the row equally above and below, as Compose
    /// reports the touch bounds of a chip thinner than 48 dp.
    private func chips(row: String, _ chips: [String]) -> String {
        #"<node class="android.view.View" clickable="false" bounds="\#(row)">"#
            + chips.map { #"<node class="android.view.View" clickable="true" bounds="\#($0)"><node class="android.widget.TextView" text="Bass" bounds="[94,1194][143,1218]"/></node>"# }.joined()
            + "</node>"
    }

    @Test("chips reaching past both edges of their thinner row show 48 dp: two of them at least, all agreeing")
    func touchAreasPastTheirRow() throws {
        let row = "[68,1181][705,1231]"
        let two = try #require(try read(chips(row: row, ["[68,1155][170,1257]", "[186,1155][306,1257]"]), shortSide: 1080))
        #expect(two.density == 2.125 && two.pairs == 2)
        #expect(two.source == "Compose's 48 dp minimum touch areas")
        #expect(two.evidence == "'Bass': a 102 px touch area reaching past both edges of the 50 px view holding it, and 1 more")
        #expect(try read(chips(row: row, ["[68,1155][170,1257]"]), shortSide: 1080) == nil, "one alone may be centred for another reason")
        #expect(try read(chips(row: row, ["[68,1155][170,1257]", "[186,1143][306,1269]"]), shortSide: 1080) == nil,
                "102 and 126 px disagree")
        #expect(try read(chips(row: row, ["[68,1170][170,1257]", "[186,1155][306,1257]"]), shortSide: 1080) == nil,
                "reaching past one edge more than the other is no touch area around it")
    }

    @Test("a view reaching past its holder along its longer side is its own size, not a touch area; pairs outweigh such views")
    func touchAreasPastTheirHolderGiveWay() throws {
        let tall = chips(row: "[256,528][1184,912]", ["[547,490][893,950]", "[900,490][1180,950]"])
        #expect(try read(tall, shortSide: 1440) == nil, "460 px tall and 346 px wide: Compose extends only a side under 48 dp")
        let withPair = pair("[308,1087][413,1159]", "[308,1093][413,1153]")
            + chips(row: "[68,1181][705,1231]", ["[68,1155][170,1257]", "[186,1155][306,1257]"])
        let read = try #require(try read(withPair, shortSide: 1080))
        #expect(read.density == 1.5 && read.pairs == 1, "the button's pair is read; the chips' 2.125 is set aside")
        #expect(read.source == "Compose's 48 dp minimum touch size around its 40 dp buttons")
    }

    @Test("a density that would make the display narrower than 320 dp is a padded layout, not the touch area")
    func displayBound() throws {
        let padded = pair("[740,128][972,320]", "[740,144][972,304]")
        #expect(try read(padded, shortSide: 1220) == nil, "192 px over 48 is 4.0: 305 dp across 1,220 px")
        #expect(try read(padded, shortSide: 1440)?.density == 4, "360 dp across 1,440 px")
        #expect(try read(padded, shortSide: nil)?.density == 4, "a display the dump does not show bounds nothing")
    }

    @Test("the pair's density wins over the display's size and is known; a status bar under 24 dp at it, or --density, sets it aside")
    func chosen() throws {
        let touch = try #require(try read(pair("[308,1087][413,1159]", "[308,1093][413,1153]")))
        let display = DisplayExtent.Shown.size(DisplayExtent.Size(width: 720, height: 1600))
        let density = AndroidDensity.choose(given: nil, display: display, statusBar: nil, touchSize: touch)
        #expect(density.value == 1.5 && !density.isAssumed)
        #expect(density.note.contains("read from Compose's 48 dp minimum touch size") && density.note.contains("the display's size alone suggested 1.75"))
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: .bar(36), touchSize: touch).value == 1.5, "36 px is 24 dp at 1.5")
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: .bar(30), touchSize: touch).value == 1.25,
                "a 30 px status bar allows at most 1.25")
        #expect(AndroidDensity.choose(given: 2, display: display, statusBar: nil, touchSize: touch).value == 2)
    }

    @Test("a Compose dialog dumped alone reads its density from its buttons, and its targets are judged, not reviewed")
    func capture() throws {
        let loaded = try ImportFixtures.load("captures/compose-dialog-described-title.xml")
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.environment.scale == 2 && snapshot.knows(.density))
        #expect(ImportFixtures.hasNote(loaded, "'Allow': a 96 px touch area around a 80 px button, and 1 more"))
    }
}
