import A11yModel
import Testing
@testable import ConformanceRules

/// The region a target owns once targets drawn over it take their part, and the grid that finds
/// the targets and fills near a rectangle.
struct TargetRegionTests {
    @Test func aCoverOverTheRightSideLeavesTheLeftStrip() {
        let pieces = TargetRegion.subtracting([Rect(x: 120, y: 490, width: 44, height: 64)], from: Rect(x: 100, y: 500, width: 44, height: 44))
        #expect(pieces == [Rect(x: 100, y: 500, width: 20, height: 44)])
    }

    @Test func aCoverInTheMiddleLeavesFourOverlappingStripsAndEverySquareFitsInOne() throws {
        let frame = Rect(x: 0, y: 0, width: 60, height: 60)
        let pieces = try #require(TargetRegion.subtracting([Rect(x: 20, y: 20, width: 20, height: 20)], from: frame))
        #expect(pieces.count == 4)
        let region = TargetRegion(pieces: pieces, coveredBy: ["middle"])
        #expect(region.boundingBox == frame)
        // A 20×60 strip on each side: a 24×24 square fits nowhere.
        #expect(region.measuredPiece(minimum: 24).map { TargetGeometry.meets($0, minimum: 24) } == false)
    }

    @Test func aFullCoverLeavesNothingAndADisjointOneLeavesTheFrame() {
        let frame = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(TargetRegion.subtracting([Rect(x: -4, y: -4, width: 44, height: 44)], from: frame) == [])
        #expect(TargetRegion.subtracting([Rect(x: 30, y: 0, width: 10, height: 10)], from: frame) == [frame])
        #expect(TargetRegion.subtracting([Rect(x: 20, y: 0, width: 10, height: 10)], from: frame) == [frame])  // touching edges
    }

    @Test func tooManyCoversGiveUpInsteadOfMultiplyingPieces() {
        let frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
        // Staggered holes: every one splits the strips around the others.
        let holes: [Rect] = (1..<40).map { (i: Int) -> Rect in
            let x = Double(i * 37 % 1000), y = Double(i * 53 % 1000)
            return Rect(x: x, y: y, width: 5, height: 5)
        }
        #expect(TargetRegion.subtracting(holes, from: frame, limit: 64) == nil)
        #expect(TargetRegion.subtracting(Array(holes.prefix(2)), from: frame, limit: 64) != nil)
    }

    @Test func gridFindsRectanglesNearAnAreaAndSurvivesHugeFrames() throws {
        let grid = RectGrid([
            (Rect(x: 0, y: 0, width: 40, height: 40), 0),
            (Rect(x: 500, y: 500, width: 40, height: 40), 1),
            (Rect(x: -1e300, y: 0, width: .infinity, height: 1e300), 2),   // spans everything
            (Rect(x: .nan, y: .nan, width: 10, height: 10), 3),
        ])
        let near = try #require(grid.candidates(meeting: Rect(x: 10, y: 10, width: 5, height: 5)))
        #expect(near.contains(0) && !near.contains(1))
        #expect(grid.candidates(meeting: Rect(x: 510, y: 510, width: 5, height: 5)) == [1, 2])
    }
}
