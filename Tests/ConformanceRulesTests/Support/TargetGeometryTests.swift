import A11yModel
import Testing
@testable import ConformanceRules

/// The circle and rectangle arithmetic behind WCAG 2.5.8's spacing exception.
struct TargetGeometryTests {
    @Test func circleMeetsARectangleOnlyWhenItsCentreIsCloserThanTheRadius() {
        let circle = Circle(centerX: 0, centerY: 0, radius: 12)
        #expect(circle.intersects(Rect(x: 11, y: -5, width: 10, height: 10)))       // 11 pt to the right
        #expect(!circle.intersects(Rect(x: 12, y: -5, width: 10, height: 10)))      // touching at one point
        #expect(!circle.intersects(Rect(x: 13, y: -5, width: 10, height: 10)))
        // Diagonal: the nearest corner (9, 9) is 12.73 pt away, outside the circle.
        #expect(!circle.intersects(Rect(x: 9, y: 9, width: 10, height: 10)))
        // (8, 8) is 11.31 pt away, inside.
        #expect(circle.intersects(Rect(x: 8, y: 8, width: 10, height: 10)))
        // A centre inside the rectangle always meets it.
        #expect(circle.intersects(Rect(x: -50, y: -50, width: 100, height: 100)))
    }

    @Test func circlesMeetWhenTheirCentresAreCloserThanTheSumOfTheRadii() {
        let a = Circle(centerX: 0, centerY: 0, radius: 12)
        #expect(a.intersects(Circle(centerX: 23.9, centerY: 0, radius: 12)))
        #expect(!a.intersects(Circle(centerX: 24, centerY: 0, radius: 12)))
        #expect(!a.intersects(Circle(centerX: 17, centerY: 17, radius: 12)))   // 24.04 apart
        #expect(a.intersects(Circle(centerX: 16, centerY: 16, radius: 12)))    // 22.63 apart
    }

    @Test func circleIsCentredOnTheBoundingBox() {
        let circle = Circle(centeredOn: Rect(x: 20, y: 700, width: 60, height: 22), diameter: 24)
        #expect(circle == Circle(centerX: 50, centerY: 711, radius: 12))
    }

    @Test func spacingConflictsNameTargetsTheCircleMeetsAndUndersizedNeighboursWhoseCirclesMeet() {
        let back = Rect(x: 20, y: 700, width: 60, height: 22)
        func neighbour(_ id: String, _ frame: Rect, undersized: Bool) -> TargetGeometry.Neighbour {
            TargetGeometry.Neighbour(id: id, pieces: [frame], boundingBox: frame, isUndersized: undersized)
        }
        let others = [
            neighbour("continue", Rect(x: 16, y: 720, width: 361, height: 50), undersized: false),  // 9 pt below the centre
            neighbour("far", Rect(x: 300, y: 700, width: 60, height: 60), undersized: false),
            // An undersized target whose rectangle the circle misses but whose circle it meets:
            // centres (50, 711) and (50, 688) are 23 pt apart.
            neighbour("close", Rect(x: 42, y: 680, width: 16, height: 16), undersized: true),
            // Another undersized target, 39 pt centre to centre: neither shape meets.
            neighbour("spaced", Rect(x: 74, y: 680, width: 16, height: 16), undersized: true),
        ]
        #expect(TargetGeometry.spacingConflicts(of: back, among: others, diameter: 24) == ["continue", "close"])
    }

    @Test func aNeighbourIsMetThroughAnyPieceOfItsRegion() {
        let small = Rect(x: 100, y: 100, width: 10, height: 10)   // circle centred at (105, 105)
        // An L-shaped region whose bounding box reaches the circle but whose pieces do not.
        let lShape = TargetGeometry.Neighbour(id: "l", pieces: [Rect(x: 120, y: 80, width: 40, height: 10),
                                                                 Rect(x: 150, y: 80, width: 10, height: 60)],
                                              boundingBox: Rect(x: 120, y: 80, width: 40, height: 60), isUndersized: false)
        #expect(TargetGeometry.spacingConflicts(of: small, among: [lShape], diameter: 24).isEmpty)
        var near = lShape
        near.pieces.append(Rect(x: 112, y: 100, width: 8, height: 8))
        #expect(TargetGeometry.spacingConflicts(of: small, among: [near], diameter: 24) == ["l"])
    }

    @Test func gapIsTheShortestDistanceBetweenRectangles() {
        let a = Rect(x: 0, y: 0, width: 48, height: 48)
        #expect(TargetGeometry.gap(a, Rect(x: 52, y: 0, width: 48, height: 48)) == 4)
        #expect(TargetGeometry.gap(a, Rect(x: 0, y: 56, width: 48, height: 48)) == 8)
        #expect(TargetGeometry.gap(a, Rect(x: 51, y: 52, width: 10, height: 10)) == 5)   // 3-4-5 diagonal
        #expect(TargetGeometry.gap(a, Rect(x: 40, y: 40, width: 10, height: 10)) == 0)   // overlapping
    }

    @Test func meetsAllowsFloatingPointNoiseButNotAHalfPoint() {
        #expect(TargetGeometry.meets(Rect(x: 0, y: 0, width: 24, height: 23.9999999), minimum: 24))
        #expect(!TargetGeometry.meets(Rect(x: 0, y: 0, width: 24, height: 23.5), minimum: 24))
        #expect(!TargetGeometry.meets(Rect(x: 0, y: 0, width: 52, height: 4), minimum: 24))
    }

    @Test func sizesAreWrittenWithTheirUnit() {
        #expect(TargetGeometry.size(Rect(x: 0, y: 0, width: 45, height: 22), unit: "pt") == "45×22 pt")
        #expect(TargetGeometry.size(Rect(x: 0, y: 0, width: 36.25, height: 5), unit: "pt") == "36.3×5 pt")
        #expect(TargetGeometry.square(48, unit: TargetGeometry.unit(for: .android)) == "48×48 dp")
    }
}
