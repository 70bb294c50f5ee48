import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// Android dumps record pixels and never the density: without `--density` it is assumed from the
/// display's size, the lowest density common devices of that size have.
struct AndroidDensityTests {
    @Test("the density assumed for a display: phones 411 dp wide, tablets 900 dp across", arguments: [
        (1080, 2400, 2.625), (2400, 1080, 2.625), (1080, 1920, 2.625), (720, 1600, 1.75), (720, 1280, 1.75),
        (1440, 3120, 3.5), (1440, 2560, 3.5), (480, 800, 1.125), (1600, 2560, 1.75), (1800, 2560, 2), (1200, 1920, 1.25),
        (200, 300, 0.75), (1344, 2992, 3), (2992, 1344, 3), (1264, 2780, 3), (1008, 2244, 2.25),
    ])
    func assumed(_ width: Int, _ height: Int, _ expected: Double) {
        let density = AndroidDensity.choose(given: nil, display: .size(DisplayExtent.Size(width: width, height: height)))
        #expect(density.value == expected)
        #expect(density.note.contains("at density \(formatNumber(expected)), assumed from the display's \(width)×\(height) px"))
    }

    @Test("a display wider than tall at rotation 0 is landscape by nature, a tablet's (or a television's), read across its short side as one",
          arguments: [(1280, 800, 0, 0.875), (1920, 1080, 0, 1.125), (2400, 1080, 1, 2.625), (2400, 1080, 3, 2.625), (1080, 2400, 0, 2.625),
                      (2400, 1080, nil, 2.625)] as [(Int, Int, Int?, Double)])
    func naturallyLandscape(_ width: Int, _ height: Int, _ rotation: Int?, _ expected: Double) {
        let density = AndroidDensity.choose(given: nil, display: .size(DisplayExtent.Size(width: width, height: height)), rotation: rotation)
        #expect(density.value == expected)
        #expect(density.note.contains("wider than tall at rotation 0") == (rotation == 0 && width > height))
        let window = AndroidDensity.choose(given: nil, display: .atLeast(DisplayExtent.Size(width: 1280, height: 700)), rotation: 0)
        #expect(window.value == 1.625 && !window.note.contains("rotation 0"), "only a display shown whole tells its orientation: 700 px of a phone")
    }

    @Test("a popup beside the display's edge reads the narrowest display it reaches: a phone up to 1,440 px, else a tablet on its side")
    func reachedWidth() {
        let popup = AndroidDensity.choose(given: nil, display: .reachedWidth(720))
        #expect(popup.value == 1.75 && popup.note.contains("a display at least 720 px wide"))
        #expect(AndroidDensity.choose(given: nil, display: .reachedWidth(1520)).value == 1.125, "1,520 px over 1,280 dp")
        #expect(AndroidDensity.choose(given: nil, display: .reachedWidth(1344)).value == 2.625, "never above the default: 1,344 px over 448 dp is 3")
    }

    @Test("a 1344 px phone is Google's largest Pixel, 448 dp wide at 480 dpi, and 1008 px the same at its default resolution; the note names it")
    func largestPixels() {
        let density = AndroidDensity.choose(given: nil, display: .size(DisplayExtent.Size(width: 1344, height: 2992)))
        #expect(density.note.contains("as a Pixel 8 Pro, 9 Pro XL or 10 Pro XL, 448 dp wide, the widest common size"))
        #expect(AndroidDensity.centred(width: 1344, portrait: true).value == 2.625, "a centred window's reading stays at most the default")
        let lowered = AndroidDensity.choose(given: nil, display: .size(DisplayExtent.Size(width: 1008, height: 2244)))
        #expect(lowered.value == 2.25 && lowered.note.contains("at its default resolution, 448 dp wide"), "not 2.375, 1,008 px over 411 dp")
    }

    @Test("a status bar under 24 dp at the assumed density lowers it; a taller one (a cutout) or --density leaves it")
    func statusBarBound() {
        let display = DisplayExtent.Shown.size(DisplayExtent.Size(width: 1080, height: 1920))
        let lowered = AndroidDensity.choose(given: nil, display: display, statusBar: .bar(42))
        #expect(lowered.value == 1.75)
        #expect(lowered.note.contains("assumed from the status bar's 42 px") && lowered.note.contains("the display's size alone suggested 2.625"))
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: .bar(63)).value == 2.625, "24 dp at 2.625")
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: .bar(145)).value == 2.625, "a cutout's taller bar")
        #expect(AndroidDensity.choose(given: 3, display: display, statusBar: .bar(42)).value == 3)
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: nil).value == 2.625)
    }

    @Test("a 16:9 phone's status bar is 24 dp: 72 px on 1,080 × 1,920 px reads 3; taller phones, tablets and odd heights keep the assumption")
    func statusBarOfSixteenByNine() {
        func read(_ width: Int, _ height: Int, _ bar: DisplayExtent.StatusBar) -> AndroidDensity {
            AndroidDensity.choose(given: nil, display: .size(DisplayExtent.Size(width: width, height: height)), statusBar: bar)
        }
        let pinned = read(1080, 1920, .bar(72))
        #expect(pinned.value == 3 && !pinned.isAssumed)
        #expect(pinned.note.contains("read from the status bar's 72 px: 24 dp on a phone of 1080×1920 px")
                && pinned.note.contains("the display's size alone suggested 2.625"))
        #expect(read(1080, 1920, .windowTop(72)).value == 3, "the app's window laid out under a bar the dump leaves out")
        #expect(read(720, 1280, .bar(48)).value == 2)
        #expect(read(1440, 2560, .bar(96)).value == 4)
        #expect(read(1080, 2340, .bar(72)).value == 2.625, "taller than 16:9: a cutout may make the bar taller")
        #expect(read(1600, 2560, .bar(72)).value == 1.75, "a tablet's bar follows no phone's convention")
        #expect(read(1080, 1920, .bar(75)).value == 2.625, "75 px is 24 dp at no standard density (25 dp at 3, Android 5's)")
        #expect(read(1080, 1920, .bar(63)).value == 2.625 && read(1080, 1920, .bar(63)).isAssumed, "no higher than assumed: nothing to read")
        #expect(AndroidDensity.choose(given: 2.625, display: .size(DisplayExtent.Size(width: 1080, height: 1920)), statusBar: .bar(72)).value == 2.625)
    }

    @Test("without a status bar, a window from the left edge reaching as far down as any, starting below the top, shows its height")
    func windowTopAsStatusBar() throws {
        func bar(_ xml: String) throws -> DisplayExtent.StatusBar? {
            DisplayExtent.statusBar(hierarchy: try XMLDocumentParser.parseTree(Data(xml.utf8)))
        }
        #expect(try bar(#"<hierarchy><node bounds="[0,36][1080,1920]"><node bounds="[0,1319][1080,1920]"/></node></hierarchy>"#) == .windowTop(36))
        #expect(try bar(#"<hierarchy><node bounds="[0,0][1080,63]" resource-id="android:id/statusBarBackground"/><node bounds="[0,63][1080,1920]"/></hierarchy>"#)
                == .bar(63), "the bar itself wins")
        #expect(try bar(#"<hierarchy><node bounds="[0,0][1080,1920]"/><node bounds="[0,36][1080,1920]"/></hierarchy>"#) == nil,
                "a window from the top shows the display, and the bar would be in it")
        #expect(try bar(#"<hierarchy><node bounds="[0,36][1080,900]"/><node bounds="[0,1319][1080,1920]"/></hierarchy>"#) == .windowTop(1319),
                "only a window reaching as far down as any: a sheet's own window lower down bounds the density less")
        #expect(try bar(#"<hierarchy width="1080" height="1884"><node bounds="[0,36][1080,1920]"/></hierarchy>"#) == nil,
                "UiAutomator2 states the app's area")
        let density = AndroidDensity.choose(given: nil, display: .atLeast(DisplayExtent.Size(width: 1080, height: 1920)), statusBar: .windowTop(36))
        #expect(density.value == 1.5)
        #expect(density.note.contains("assumed from the app's window starting 36 px below the display's top, under the status bar"))
    }

    @Test("a Compose sheet's window dumped from under a 36 px status bar reads its 72 px chips as 48 dp: at 2.625 they were 27.4 dp and failed")
    func sheetWindowBelowStatusBar() throws {
        let loaded = try ImportFixtures.load("captures/compose-sheet-window-below-bar.xml")
        #expect(try ImportFixtures.snapshot(loaded).environment.scale == 1.5)
        let asBefore = try ImportFixtures.load("captures/compose-sheet-window-below-bar.xml", options: ImportOptions(density: 2.625))
        // Seven chips (the seventh is cut sideways by its row's edge, but short in height, which that edge does not
        // cut) and Cancel; Save is disabled (`enabled="false"`), no target until there is a fact to save.
        #expect(ImportedCaptureTests.failures(asBefore).filter { $0.hasPrefix("platform-target-size") }.count == 8)
    }

    @Test("the status bar a dump shows: the app window's statusBarBackground or SystemUI's bar, at the top-left corner")
    func statusBarHeight() throws {
        func height(_ nodes: String) throws -> Int? {
            let xml = #"<?xml version="1.0"?><hierarchy rotation="0"><node bounds="[0,0][1080,1920]" resource-id="">"# + nodes + "</node></hierarchy>"
            return DisplayExtent.statusBarHeight(hierarchy: try XMLDocumentParser.parseTree(Data(xml.utf8)))
        }
        #expect(try height(#"<node resource-id="android:id/statusBarBackground" bounds="[0,0][1080,42]"/>"#) == 42)
        #expect(try height(#"<node resource-id="com.android.systemui:id/status_bar" bounds="[0,0][1080,63]"/>"#) == 63)
        #expect(try height(#"<node resource-id="android:id/statusBarBackground" bounds="[0,1800][1080,1842]"/>"#) == nil, "not at the top")
        #expect(try height(#"<node resource-id="com.example:id/status_bar" bounds="[0,0][1080,42]"/>"#) == nil, "an app's own id")
    }

    @Test("--density wins; a dump that shows no display keeps 2.625 and says so")
    func givenAndDefault() {
        #expect(AndroidDensity.choose(given: 3, display: .size(DisplayExtent.Size(width: 720, height: 1600)))
            == AndroidDensity(value: 3, note: "pixel bounds converted to points at density 3 (--density)", isAssumed: false))
        let fallback = AndroidDensity.choose(given: nil, display: nil)
        #expect(fallback.value == 2.625 && fallback.isAssumed && fallback.note.contains("the default: the dump records neither the density nor the display's size"))
    }

    @Test("the display's size is the stated size and the far edges of the outermost bounds, once one starts at the corner")
    func extent() throws {
        func size(_ xml: String) throws -> DisplayExtent.Shown? {
            DisplayExtent.of(hierarchy: try XMLDocumentParser.parseTree(Data(xml.utf8)))
        }
        #expect(try size(#"<hierarchy><node bounds="[0,0][720,96]"/><node bounds="[0,96][720,1600]"><node bounds="[0,1500][720,1600]"/></node></hierarchy>"#)
            == .size(DisplayExtent.Size(width: 720, height: 1600)))
        #expect(try size(#"<hierarchy><node bounds="[0,0][1080,2400]"><node bounds="[800,900][1500,1300]"/></node></hierarchy>"#)
            == .size(DisplayExtent.Size(width: 1080, height: 2400)), "a node reaching past the display does not widen it")
        #expect(try size(#"<hierarchy><hierarchy><node bounds="[0,0][720,1600]"/></hierarchy></hierarchy>"#)
            == .size(DisplayExtent.Size(width: 720, height: 1600)), "an element without bounds is looked through")
        #expect(try size(#"<hierarchy width="1080" height="2254"><node bounds="[0,0][1080,2400]"/></hierarchy>"#)
            == .size(DisplayExtent.Size(width: 1080, height: 2400)), "UiAutomator2 states the app's area; the decor view reaches the display's edge")
        #expect(try size(#"<hierarchy><node bounds="[63,800][1017,1500]"><node bounds="[63,800][1017,900]"/></node></hierarchy>"#)
                == .centredWidth(1080, portrait: true), "a dialog window inset from both edges shows the display's width if it is centred")
        #expect(try size(#"<hierarchy><node bounds="[640,900][1920,1600]"/></hierarchy>"#)
                == .centredWidth(2560, portrait: false), "a window that ends above the display's width leaves its orientation open")
        #expect(try size(#"<hierarchy><node bounds="[0,1273][720,1484]"><node bounds="[24,1273][696,1484]"/></node></hierarchy>"#)
                == .atLeast(DisplayExtent.Size(width: 720, height: 1484)), "a window from the left edge is as wide as the display")
        #expect(try size(#"<hierarchy><node bounds="[376,160][720,756]"/></hierarchy>"#) == .reachedWidth(720),
                "a popup below the top, narrower than its left margin, is no centred dialog: the display is at least as wide as it reaches")
        #expect(try size(#"<hierarchy><node bounds="[935,0][1856,2127]"/></hierarchy>"#) == .centredWidth(2792, portrait: false),
                "a pane from the display's top (a split screen's half) is mirrored still")
        #expect(try size(#"<hierarchy><node bounds="[432,53][1487,1174]"/></hierarchy>"#) == .centredWidth(1920, portrait: false),
                "centred, a window has the odd pixel on its right: 432 + 1,487 px mirrored is a 1,920 px display")
        #expect(try size(#"<hierarchy><node bounds="[560,155][1246,547]"><node class="android.widget.ListView" bounds="[560,183][1246,519]"/></node></hierarchy>"#)
                == .reachedWidth(1246), "a window that is mostly a list is a popup's menu, anchored where it was opened, not centred")
        #expect(try size(#"<hierarchy><node bounds="[40,398][680,1198]"><node resource-id="android:id/content" bounds="[40,398][680,1198]"><node class="androidx.recyclerview.widget.RecyclerView" bounds="[40,496][680,1196]"/></node></node></hierarchy>"#)
                == .centredWidth(720, portrait: true), "a dialog laid out in its content frame, its list filling most of it, is still centred")
        #expect(try size(#"<hierarchy><node bounds="[48,1572][384,2484]"/></hierarchy>"#) == .reachedWidth(888),
                "a menu reaching 2,484 px down is not centred on a 432 px display (5.75 times as tall as wide): the display is at least 2,484 ÷ 2.8 px wide")
        #expect(try size(#"<hierarchy><node bounds="[0,0][0,0]"/><node bounds="[0,10][0,500]"/><node bounds="junk"/></hierarchy>"#) == nil,
                "empty elements show nothing, malformed bounds are left to the reader")
    }

    @Test("a window from the left edge dumped alone: the density of a phone as wide as it, and a note that says so")
    func leftEdgeWindow() {
        let density = AndroidDensity.choose(given: nil, display: .atLeast(DisplayExtent.Size(width: 720, height: 1484)))
        #expect(density.value == 1.75)
        #expect(density.note.contains("at density 1.75, assumed from a display 720 px wide and at least 1484 px tall"))
        #expect(AndroidDensity.choose(given: nil, display: .atLeast(DisplayExtent.Size(width: 1080, height: 700))).value == 1.625,
                "a window wider than tall reads its height as the short side: a density no higher than the device's")
    }

    @Test("a centred window dumped alone: a phone as wide as its mirrored margins, a tablet on its side past 1,440 px, never above the default",
          arguments: [(720, 1.75), (1080, 2.625), (1344, 2.625), (1840, 1.375), (2560, 2), (400, 0.875)])
    func centredWindow(_ width: Int, _ expected: Double) {
        let density = AndroidDensity.choose(given: nil, display: .centredWidth(width, portrait: false))
        #expect(density.value == expected)
        #expect(density.note.contains("at density \(formatNumber(expected)), assumed from a display \(width) px wide, as far as a centred window's margins reach"))
    }

    @Test("a centred window reaching further down than the display is wide: a tablet upright, 900 dp across; phones as before",
          arguments: [(1600, 1.75), (1840, 2), (2560, 2.625), (1080, 2.625), (720, 1.75)])
    func uprightCentredWindow(_ width: Int, _ expected: Double) {
        let density = AndroidDensity.choose(given: nil, display: .centredWidth(width, portrait: true))
        #expect(density.value == expected)
        if width > AndroidDensity.largestPhoneSide {
            #expect(density.note.contains("as a tablet 900 dp across, upright since a window reaches further down than that"))
        }
    }

    @Test("a tablet's dialog dumped alone reads its 115 px buttons as 84 dp: at the default 2.625 they were 43.8 dp and failed")
    func tabletDialogAlone() throws {
        let loaded = try ImportFixtures.load("captures/tablet-dialog-centred.xml")
        #expect(try ImportFixtures.snapshot(loaded).environment.scale == 1.375)
        #expect(ImportFixtures.hasNote(loaded, "assumed from a display 1840 px wide, as far as a centred window's margins reach, as a tablet 1280 dp wide on its side"))
        let asBefore = try ImportFixtures.load("captures/tablet-dialog-centred.xml", options: ImportOptions(density: 2.625))
        #expect(ImportedCaptureTests.failures(asBefore) == ["platform-target-size Cancel", "platform-target-size Leave"])
    }

    @Test("an upright tablet's dialog dumped alone: its margins suggest 1.75, its dp grid reads 2, so its 72 px buttons are 36 dp")
    func uprightTabletDialogAlone() throws {
        let loaded = try ImportFixtures.load("captures/tablet-dialog-upright.xml")
        #expect(try ImportFixtures.snapshot(loaded).environment.scale == 2)
        #expect(try ImportFixtures.snapshot(loaded).knows(.density))
        #expect(ImportFixtures.hasNote(loaded, "read from the layout's dp grid: of its 11 distinct sizes and insets, 10 are whole dp at 2 "
            + "and 7 multiples of 4 dp (72 px = 36 dp, 40 px = 20 dp, 104 px = 52 dp), against 5 and 2 at 1.875, the likeliest other density; "
            + "the display's size alone suggested 1.75"))
        #expect(try ImportFixtures.node(loaded, "Reorder-Listener-one.removeListener").node.frame?.width == 36)
    }

    /// A phone's dialog, 1080 px display: a 108 px button is 41.1 dp at the assumed 2.625, in the
    /// band a smaller display size spans. Too few sizes for the dp grid to read.
    static let bandDump = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy rotation="0">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.band" content-desc="" \
        checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" \
        long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]">
            <node index="0" text="" resource-id="com.example.band:id/close" class="android.widget.ImageButton" package="com.example.band" \
        content-desc="Close" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" \
        scrollable="false" long-clickable="false" password="false" selected="false" bounds="[100,1000][208,1108]" />
          </node>
        </hierarchy>
        """

    @Test("an assumed density is an unknown fact: a target in the band a smaller display size spans needs review; --density judges it")
    func assumedDensityIsUnknown() throws {
        let assumed = try ScenarioLoader.decode(Data(Self.bandDump.utf8), file: "band.xml", importOptions: ImportOptions())
        #expect(try !ImportFixtures.snapshot(assumed).knows(.density))
        #expect(ImportFixtures.hasNote(assumed, "the screen density (targets within 15 % of a size threshold)"))
        func outcome(_ loaded: LoadedScenario) -> [Outcome] {
            Auditor(rules: BuiltInRules.all).audit(loaded).results
                .filter { $0.ruleID == "platform-target-size" }.flatMap(\.findings)
                .filter { $0.target == "close" }.map(\.outcome)
        }
        #expect(outcome(assumed) == [.cantTell], "41.1 dp at 2.625 is 48.4 dp at 2.23, the smallest display size's density")
        let given = try ScenarioLoader.decode(Data(Self.bandDump.utf8), file: "band.xml", importOptions: ImportOptions(density: 2.625))
        #expect(try ImportFixtures.snapshot(given).knows(.density))
        #expect(outcome(given) == [.failed])
        for file in ["maestro-android.txt", "uiautomator-clickable-sheet.xml"] {
            #expect(try !ImportFixtures.snapshot(ImportFixtures.load(file)).knows(.density), "\(file)")
            #expect(try ImportFixtures.snapshot(ImportFixtures.load(file, options: ImportOptions(density: 3))).knows(.density), "\(file)")
        }
    }

    @Test("an AlertDialog window dumped alone reads its 84 px buttons as 48 dp: at the default 2.625 they were 32 dp and failed")
    func dialogWindowAlone() throws {
        let loaded = try ImportFixtures.load("captures/dialog-window-alone.xml")
        #expect(try ImportFixtures.snapshot(loaded).environment.scale == 1.75)
        #expect(ImportFixtures.hasNote(loaded, "assumed from a display 720 px wide and at least 1484 px tall"))
        #expect(try ImportFixtures.node(loaded, "button1").node.frame?.height == 48)
    }

    @Test("a 720 px dump reads Material's 48 dp buttons as 48 dp or more: at 2.625 they were 36.6 dp and failed")
    func smallDisplay() throws {
        let assumed = try ImportFixtures.load("uiautomator-dump.xml")
        #expect(try ImportFixtures.snapshot(assumed).environment.scale == 1.75)
        let directions = try ImportFixtures.node(assumed, "directions").node
        #expect((directions.frame?.height ?? 0) >= 48, "96 px at 1.75")
        func targetFailures(_ loaded: LoadedScenario) -> [String] {
            Auditor(rules: BuiltInRules.all).audit(loaded).results.filter { $0.ruleID == "platform-target-size" }.flatMap(\.findings).map(\.target)
        }
        #expect(targetFailures(assumed).isEmpty)
        let asBefore = try ImportFixtures.load("uiautomator-dump.xml", options: ImportOptions(density: 2.625))
        #expect(targetFailures(asBefore) == ["directions", "save"])
    }

    @Test("the same screen captured at twice the pixels reads the same sizes in dp")
    func doubledDisplay() throws {
        let text = String(decoding: try ImportFixtures.data("uiautomator-dump.xml"), as: UTF8.self)
        let doubled = try NSRegularExpression(pattern: #"\[(\d+),(\d+)\]\[(\d+),(\d+)\]"#)
        var result = text
        for match in doubled.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            let numbers = (1...4).map { Int((text as NSString).substring(with: match.range(at: $0)))! * 2 }
            let range = Range(match.range, in: result)!
            result.replaceSubrange(range, with: "[\(numbers[0]),\(numbers[1])][\(numbers[2]),\(numbers[3])]")
        }
        let original = try ImportFixtures.load("uiautomator-dump.xml")
        let scaled = try ScenarioLoader.decode(Data(result.utf8), file: "doubled.xml", importOptions: ImportOptions())
        #expect(try ImportFixtures.snapshot(scaled).environment.scale == 3.5)
        #expect(ImportFixtures.nodes(scaled).map(\.node.frame) == ImportFixtures.nodes(original).map(\.node.frame))
    }

    @Test("Maestro's Android hierarchy assumes the density from its bounds too")
    func maestro() throws {
        let loaded = try ImportFixtures.load("maestro-android.txt")
        #expect(ImportFixtures.hasNote(loaded, "density 2.625, assumed from the display's 1080×2400 px"))
    }
}
