import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A layout's sizes and insets fall on whole dp at the device's density; the reading takes a
/// density above the assumed one only when it explains them decisively, within the latitude a
/// display's size setting spans.
struct DpGridDensityTests {
    /// Sizes and insets a Material layout uses, in dp: icons, buttons, bars, paddings.
    static let materialDp = [4, 8, 12, 16, 20, 24, 32, 36, 40, 48, 56, 64, 72, 80, 88, 96]

    private func pixels(_ dp: [Int], at density: Double) -> [Int] {
        Array(Set(dp.map { GridModel.pixels($0, density: density) })).sorted()
    }

    @Test("a layout of whole dp at 3, assumed at 2.625, reads 3; the note counts whole dp and multiples of 4 dp there and at the next likeliest")
    func readsHigherDensity() throws {
        let read = try #require(DpGridDensity.read(values: pixels(Self.materialDp, at: 3), over: 2.625, displayShortSide: 1080))
        #expect(read.density == 3)
        #expect(read.atDensity == DpGridDensity.Fit(wholeDp: 16, fourDp: 16))
        #expect(read.evidence.hasPrefix("the layout's dp grid: of its 16 distinct sizes and insets, 16 are whole dp at 3 "
            + "and 16 multiples of 4 dp ("))
        #expect(read.evidence.hasSuffix(", the likeliest other density"))
    }

    @Test("390 dpi (DENSITY_390, a foldable's inner display) is one of the densities read: a layout at 2.4375, assumed at 2.25, reads it")
    func reads390() throws {
        let read = try #require(DpGridDensity.read(values: pixels(Self.materialDp, at: 2.4375), over: 2.25, displayShortSide: 2076))
        #expect(read.density == 2.4375)
    }

    @Test("a layout of whole dp at the assumed density reads nothing: the assumption explains it")
    func assumedExplains() {
        #expect(DpGridDensity.read(values: pixels(Self.materialDp, at: 2.625), over: 2.625, displayShortSide: 1080) == nil)
        #expect(DpGridDensity.read(values: pixels(Self.materialDp, at: 1.75), over: 1.75, displayShortSide: 720) == nil)
    }

    @Test("multiples of 8 dp at 2.625 are multiples of 21 px, whole dp at 3 too (7, 14, 21 dp): the 4 dp grid keeps 2.625")
    func eightDpGridAtDefault() {
        let eights = pixels([8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 96, 112, 128], at: 2.625)
        #expect(eights.allSatisfy { GridModel.wholeDp($0, density: 3) != nil })
        #expect(DpGridDensity.read(values: eights, over: 2.625, displayShortSide: 1080) == nil)
    }

    @Test("fewer than ten distinct values read nothing, however well they fit")
    func tooFew() {
        let few = pixels([8, 16, 24, 32, 48, 56, 64, 72, 96], at: 3)
        #expect(few.count == 9)
        #expect(DpGridDensity.read(values: few, over: 2.625, displayShortSide: 1080) == nil)
        #expect(DpGridDensity.read(values: pixels(Self.materialDp, at: 3), over: 2.625, displayShortSide: 1080) != nil)
    }

    @Test("no reading beyond the assumed density over 0.85: a layout at 3.5 assumed at 2.625 reads nothing")
    func withinLatitude() {
        #expect(DpGridDensity.read(values: pixels(Self.materialDp, at: 3.5), over: 2.625, displayShortSide: 1440) == nil)
        #expect(DpGridDensity.read(values: pixels(Self.materialDp, at: 3.5), over: 3, displayShortSide: 1440)?.density == 3.5)
    }

    @Test("no density that makes the display narrower than 320 dp")
    func possibleDisplay() {
        #expect(DpGridDensity.read(values: pixels(Self.materialDp, at: 3), over: 2.625, displayShortSide: 900) == nil, "300 dp at 3")
        #expect(DpGridDensity.read(values: pixels(Self.materialDp, at: 3), over: 2.625, displayShortSide: nil)?.density == 3)
    }

    @Test("pixel values anywhere read nothing")
    func noise() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let values = Array(Set((0..<40).map { _ in Int(generator.next() % 380) + 4 })).sorted()
            #expect(DpGridDensity.read(values: values, over: 2.625, displayShortSide: 1080) == nil, "\(values)")
        }
    }

    @Test("the values read span the same dp at any pixel scale: 1.5 to 150 dp for sizes, 75 dp for insets")
    func range() {
        let atTwo = DpGridDensity.ValueRange(assumed: 2), atFour = DpGridDensity.ValueRange(assumed: 4)
        #expect(atTwo.sizes == 3...300 && atTwo.insets == 3...150)
        #expect(atFour.sizes == 6...600 && atFour.insets == 6...300)
    }

    @Test("a status bar under 24 dp at the reading keeps the density it allows")
    func statusBarBound() {
        let display = DisplayExtent.Shown.size(DisplayExtent.Size(width: 1080, height: 2400))
        let grid = DpGridDensity.read(values: pixels(Self.materialDp, at: 3), over: 2.625, displayShortSide: 1080)
        let read = AndroidDensity.choose(given: nil, display: display, statusBar: .bar(72), grid: { _ in grid })
        #expect(read.value == 3 && !read.isAssumed)
        #expect(read.note.contains("read from the layout's dp grid") && read.note.contains("the display's size alone suggested 2.625"))
        #expect(AndroidDensity.choose(given: nil, display: display, statusBar: .bar(63), grid: { _ in grid }).value == 2.625,
                "63 px is 21 dp at 3")
        #expect(AndroidDensity.choose(given: 2.625, display: display, statusBar: nil, grid: { _ in grid }).value == 2.625, "--density wins")
    }
}

/// Maestro's Android hierarchy is read the same way.
struct MaestroDpGridTests {
    @Test("a Maestro hierarchy of views in whole dp at 3 on a 1080 px display reads 3, not the assumed 2.625")
    func maestro() throws {
        let sizes = DpGridDensityTests.materialDp.map { GridModel.pixels($0, density: 3) }
        var children: [String] = []
        for (index, size) in sizes.enumerated() {
            let left = 30 + index * 3, top = 300 + index * 150
            children.append(#"{ "attributes": { "class": "android.widget.ImageView", "bounds": "[\#(left),\#(top)][\#(left + size),\#(top + size)]" }, "children": [] }"#)
        }
        let json = #"{ "attributes": {}, "children": [ { "attributes": { "class": "android.widget.FrameLayout", "bounds": "[0,0][1080,2400]" }, "children": [ \#(children.joined(separator: ", ")) ] } ] }"#
        let loaded = try ScenarioLoader.decode(Data(json.utf8), file: "grid.json")
        #expect(try ImportFixtures.snapshot(loaded).environment.scale == 3)
        #expect(ImportFixtures.hasNote(loaded, "read from the layout's dp grid"))
    }
}
