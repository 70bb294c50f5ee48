import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// The free-square search tries only squares whose sides lie on the frame's or a cover's edges;
/// it must find a square wherever one lies, at any whole position, and none where none does.
struct FreeSquareTests {
    /// Every whole-numbered position of a square of `side` in `frame`, in order: the slow answer.
    private static func bruteForce(side: Double, in frame: Rect, avoiding covers: [Rect]) -> Bool {
        var top = frame.minY
        while top + side <= frame.maxY {
            var left = frame.minX
            while left + side <= frame.maxX {
                let square = Rect(x: left, y: top, width: side, height: side)
                if !covers.contains(where: { FreeSquare.overlaps($0, square) }) { return true }
                left += 1
            }
            top += 1
        }
        return false
    }

    @Test("a free square is found exactly where a square-by-square scan finds one", arguments: [1, 2, 3, 4])
    func agreesWithTheScan(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<150 {
            let frame = Rect(x: Double(random.index(40)), y: Double(random.index(40)), width: Double(30 + random.index(90)),
                             height: Double(30 + random.index(90)))
            let covers = (0..<(1 + random.index(40))).map { _ in
                Rect(x: frame.minX - 10 + Double(random.index(Int(frame.width) + 10)), y: frame.minY - 10 + Double(random.index(Int(frame.height) + 10)),
                     width: Double(4 + random.index(40)), height: Double(4 + random.index(40)))
            }
            var budget = FreeSquare.workPerLayout
            let found = FreeSquare.find(side: 24, in: frame, avoiding: covers, budget: &budget)
            #expect((found != nil) == Self.bruteForce(side: 24, in: frame, avoiding: covers), "\(frame) under \(covers)")
            if let found {
                #expect(frame.contains(found) && !covers.contains { FreeSquare.overlaps($0, found) }, "\(found) is not free in \(frame)")
            }
        }
    }

    @Test("squares touching a cover's edge are free: touching is not overlapping")
    func touchingIsFree() {
        let frame = Rect(x: 0, y: 0, width: 48, height: 24)
        var budget = FreeSquare.workPerLayout
        let found = FreeSquare.find(side: 24, in: frame, avoiding: [Rect(x: 0, y: 0, width: 24, height: 24)], budget: &budget)
        #expect(found == Rect(x: 24, y: 0, width: 24, height: 24))
    }

    @Test("the search stops when the layout's work runs out, and answers nothing rather than guessing")
    func stopsAtItsBudget() {
        let frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
        // A checkerboard of 20-point covers 22 points apart: no 24 square fits, and every corner is a candidate.
        let covers = (0..<45).flatMap { row in (0..<45).map { column in Rect(x: Double(column) * 22, y: Double(row) * 22, width: 20, height: 20) } }
        var budget = 10_000
        #expect(FreeSquare.find(side: 24, in: frame, avoiding: covers, budget: &budget) == nil)
        #expect(budget <= 0)
    }
}
