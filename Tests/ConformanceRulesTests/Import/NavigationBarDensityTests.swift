import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// The navigation bar's backdrop is as thick as the bar, and the bar is 48 dp with three buttons,
/// 24 dp or less as a gesture bar, whatever display size the device is set to.
struct NavigationBarDensityTests {
    private func hierarchy(_ backdrops: String...) throws -> XMLElement {
        let nodes = backdrops.map { #"<node resource-id="android:id/navigationBarBackground" bounds="\#($0)"/>"# }.joined()
        return try XMLDocumentParser.parseTree(Data(#"<hierarchy><node bounds="[0,0][1080,2400]">\#(nodes)</node></hierarchy>"#.utf8))
    }

    private let phone = DisplayExtent.Shown.size(DisplayExtent.Size(width: 1080, height: 2400))

    @Test("a bar that is 48 dp at a phone's width is three buttons; one only 24 dp or less at it is a gesture bar", arguments: [
        // 1,220 px: 113 px is 48 dp at 2.354 (518 dp across); as 24 dp, 259 dp: no display is that narrow.
        (1220, 2712, 113, NavigationBarDensity.threeButton(density: 113.0 / 48, thickness: 113)),
        // 1,080 px: 63 px as 48 dp would make a phone 823 dp wide; as 24 dp, 411 dp.
        (1080, 2400, 63, .gesture(leastDensity: 2.625, thickness: 63)),
        // 720 px: 48 px is 24 dp at 2 (360 dp); as 48 dp the phone would be 720 dp wide.
        (720, 1280, 48, .gesture(leastDensity: 2, thickness: 48)),
        // An 800 × 1,340 tablet at tvdpi: 64 px is 48 dp at 1.333 (600 dp); as 24 dp, 300 dp.
        (800, 1340, 64, .threeButton(density: 64.0 / 48, thickness: 64)),
        // A 1,200 × 1,920 tablet's 48 px bar: as 48 dp it would be 1,200 dp across; a tablet's
        // stashed taskbar is 32 dp at most, so the density is 1.5 at least.
        (1200, 1920, 48, .gesture(leastDensity: 1.5, thickness: 48)),
        // A 1,600 × 2,560 tablet's 64 px taskbar inset: 2 at least (32 dp at 2, as its 56 dp bars show).
        (1600, 2560, 64, .gesture(leastDensity: 2, thickness: 64)),
        // 810 px and 122 px: 48 dp at 2.542, 318.7 dp across, 320 within the bar's pixel rounding.
        (810, 1665, 122, .threeButton(density: 122.0 / 48, thickness: 122)),
    ])
    func reading(_ width: Int, _ height: Int, _ thickness: Int, _ expected: NavigationBarDensity) {
        #expect(NavigationBarDensity.reading(thickness: thickness, shortSide: width, longSide: height, shapeKnown: true) == expected)
    }

    @Test("a tablet's bar is told as such in the note")
    func tabletEvidence() {
        let bar = NavigationBarDensity.reading(thickness: 64, shortSide: 1600, longSide: 2560, shapeKnown: true)
        #expect(bar?.evidence(shortSide: 1600)
                == "the navigation bar's 64 px, a tablet's stashed taskbar or gesture bar, 32 dp or less (as a 48 dp three-button bar the display would be 1200 dp across)")
        #expect(NavigationBarDensity.gesture(leastDensity: 2.625, thickness: 63).evidence(shortSide: 1080)
                == "the navigation bar's 63 px, a gesture bar of 24 dp or less (as a 48 dp three-button bar the display would be 823 dp across)")
    }

    @Test("a bar no reading fits gives nothing: 32 dp on a 1,080 px phone is 617 dp across as 48 dp, 308 dp as 24 dp")
    func neither() {
        #expect(NavigationBarDensity.reading(thickness: 84, shortSide: 1080, longSide: 2400, shapeKnown: true) == nil)
        #expect(NavigationBarDensity.reading(thickness: 300, shortSide: 1080, longSide: 2400, shapeKnown: true) == nil)
    }

    @Test("the backdrop is read along the display's edge; empty, stubby or disagreeing backdrops show nothing")
    func backdrops() throws {
        #expect(NavigationBarDensity.read(hierarchy: try hierarchy("[0,2337][1080,2400]"), display: phone)
                == .gesture(leastDensity: 2.625, thickness: 63))
        #expect(NavigationBarDensity.read(hierarchy: try hierarchy("[2274,0][2400,1080]"),
                                          display: .size(DisplayExtent.Size(width: 2400, height: 1080)))
                == .threeButton(density: 2.625, thickness: 126), "a turned phone's bar at its side is read across")
        #expect(NavigationBarDensity.read(hierarchy: try hierarchy("[0,2400][1080,2400]"), display: phone) == nil, "hidden: no height")
        #expect(NavigationBarDensity.read(hierarchy: try hierarchy("[0,2337][100,2400]"), display: phone) == nil, "not along an edge")
        #expect(NavigationBarDensity.read(hierarchy: try hierarchy("[0,2337][1080,2400]", "[0,2274][1080,2400]"), display: phone) == nil,
                "63 and 126 px: two windows that disagree")
        #expect(NavigationBarDensity.read(hierarchy: try hierarchy("[0,2337][1080,2400]", "[0,2338][1080,2400]"), display: phone)
                == .gesture(leastDensity: 62.0 / 24, thickness: 62), "a pixel apart is rounding")
        #expect(NavigationBarDensity.read(hierarchy: try hierarchy("[0,2337][1080,2400]"), display: .centredWidth(1080, portrait: true)) == nil,
                "a dialog dumped alone does not show the display's shape")
    }

    @Test("a three-button bar gives the density, known; the display's size and the status bar's bound give way")
    func threeButtonChosen() {
        let display = DisplayExtent.Shown.size(DisplayExtent.Size(width: 1220, height: 2712))
        let bar = NavigationBarDensity.threeButton(density: 113.0 / 48, thickness: 113)
        let density = AndroidDensity.choose(given: nil, display: display, statusBar: nil, navigationBar: bar)
        #expect(density.value == 113.0 / 48 && !density.isAssumed)
        #expect(density.note.contains("at density 2.354, read from the navigation bar's 113 px, a 48 dp three-button bar")
                && density.note.contains("259 dp across or narrower") && density.note.contains("the display's size alone suggested 2.875"))
        #expect(AndroidDensity.choose(given: 3, display: display, statusBar: nil, navigationBar: bar).value == 3, "--density wins")
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: .bar(50), navigationBar: bar).isAssumed,
                "a 50 px status bar is under 24 dp at 2.354: the two disagree and neither is taken")
    }

    @Test("a gesture bar's least density is taken when the guess is no higher; a lower bound below the guess leaves it")
    func gestureChosen() {
        // 1,080 px suggests 2.625; a 63 px bar says at least 2.625: sizes read at it are the largest the device can show.
        let atGuess = AndroidDensity.choose(given: nil, display: phone, statusBar: nil, navigationBar: .gesture(leastDensity: 2.625, thickness: 63))
        #expect(atGuess.value == 2.625 && !atGuess.isAssumed)
        #expect(atGuess.note.contains("the least the navigation bar's 63 px, a gesture bar of 24 dp or less"))
        // A 66 px bar: at least 2.75, more than the guess.
        #expect(AndroidDensity.choose(given: nil, display: phone, statusBar: nil, navigationBar: .gesture(leastDensity: 2.75, thickness: 66)).value == 2.75)
        // A 51 px bar: at least 2.125, below the guess; a vendor's 16 dp bar would be 3.19, so the guess stands.
        let below = AndroidDensity.choose(given: nil, display: phone, statusBar: nil, navigationBar: .gesture(leastDensity: 2.125, thickness: 51))
        #expect(below.value == 2.625 && below.isAssumed)
        // A 57 px bar: at least 2.375, within the latitude the guess already has.
        let within = AndroidDensity.choose(given: nil, display: phone, statusBar: nil, navigationBar: .gesture(leastDensity: 2.375, thickness: 57))
        #expect(within.value == 2.625 && within.isAssumed)
    }

    @Test("a dump with a three-button bar reads its targets at the bar's density: a 116 px segment is 49 dp and passes")
    func capture() throws {
        let dump = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">\
            <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.planner" content-desc="" \
            checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" \
            long-clickable="false" password="false" selected="false" bounds="[0,0][1220,2712]">\
            <node index="0" text="Deadline" resource-id="" class="android.widget.Button" package="com.example.planner" content-desc="" \
            checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" \
            long-clickable="false" password="false" selected="false" bounds="[62,1033][610,1149]" />\
            <node index="1" text="" resource-id="android:id/navigationBarBackground" class="android.view.View" package="com.example.planner" \
            content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" \
            scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,2599][1220,2712]" /></node></hierarchy>
            """
        let loaded = try UiAutomatorImporter.load(Data(dump.utf8), file: "planner.xml", options: ImportOptions())
        let snapshot = try ImportFixtures.snapshot(loaded)
        #expect(snapshot.knows(.density) && abs(snapshot.environment.scale - 113.0 / 48) < 1e-9)
        #expect(ImportedCaptureTests.failures(loaded).filter { $0.hasPrefix("platform-target-size") }.isEmpty,
                "116 px is 49.3 dp at 2.354; at the 2.875 the display's width suggests it was 40.3 dp and failed")
        let asBefore = try UiAutomatorImporter.load(Data(dump.utf8), file: "planner.xml", options: ImportOptions(density: 2.875))
        #expect(ImportedCaptureTests.failures(asBefore).contains { $0.hasPrefix("platform-target-size") })
    }
}
