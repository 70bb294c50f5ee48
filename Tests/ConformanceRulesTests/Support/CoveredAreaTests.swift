import A11yModel
import Testing
@testable import ConformanceRules

struct CoveredAreaTests {
    let button = Rect(x: 0, y: 0, width: 100, height: 40)

    @Test func nothingCoversNothing() {
        #expect(CoveredArea.area(of: button, coveredBy: []) == 0)
        #expect(CoveredArea.visibleShare(of: button, coveredBy: [Rect(x: 200, y: 0, width: 50, height: 50)]) == 1)
    }

    @Test func coversAreClippedToTheRectangle() {
        let footer = Rect(x: -20, y: 30, width: 400, height: 100)
        #expect(CoveredArea.area(of: button, coveredBy: [footer]) == 100 * 10)
        #expect(CoveredArea.visibleShare(of: button, coveredBy: [footer]) == 0.75)
    }

    @Test func overlappingCoversCountOnce() {
        let left = Rect(x: 0, y: 0, width: 60, height: 40)
        let right = Rect(x: 40, y: 0, width: 60, height: 40)
        #expect(CoveredArea.area(of: button, coveredBy: [left, right]) == 100 * 40)
        #expect(CoveredArea.visibleShare(of: button, coveredBy: [left, right, left]) == 0)
    }

    @Test func coversInTheSameSlabWithAGapLeaveTheGapVisible() {
        let top = Rect(x: 0, y: 0, width: 100, height: 10)
        let bottom = Rect(x: 0, y: 30, width: 100, height: 10)
        #expect(CoveredArea.area(of: button, coveredBy: [bottom, top]) == 2000)
    }

    @Test func anEmptyRectangleHasNothingVisible() {
        #expect(CoveredArea.visibleShare(of: Rect(x: 0, y: 0, width: 0, height: 40), coveredBy: []) == 0)
    }
}
