import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// The grid behind the fills of the contrast rules and the target spacing checks must never miss a
/// rectangle near a query, whatever the layout: a long list, a dense grid, overlaps, frames
/// spanning the screen, missing and degenerate frames.
struct RectGridTests {
    static func rectangles(_ count: Int, seed: UInt64) -> [Rect?] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index -> Rect? in
            switch random.index(20) {
            case 0: return nil
            case 1: return Rect(x: 0, y: 0, width: 393, height: 30_000)                     // spans everything
            case 2: return Rect(x: Double(random.index(400)), y: Double(random.index(3000)), width: 0, height: 0)
            case 3: return Rect(x: .infinity, y: 0, width: 1, height: 1)
            default:
                let width = Double(random.index(4) == 0 ? 361 : 8 + random.index(40))
                return Rect(x: Double(random.index(380)), y: Double(index * 11 + random.index(30)), width: width,
                            height: Double(8 + random.index(40)))
            }
        }
    }

    @Test("every rectangle that meets a query area is among the candidates", arguments: [1, 2, 3])
    func neverMisses(seed: UInt64) throws {
        let rectangles = Self.rectangles(600, seed: seed)
        let grid = RectGrid(rectangles.enumerated().compactMap { position, rectangle in rectangle.map { ($0, position) } })
        var random = SplitMix64(seed: seed + 10)
        for _ in 0..<300 {
            let area = Rect(x: Double(random.index(420)) - 10, y: Double(random.index(7000)) - 10,
                            width: Double(random.index(60)), height: Double(random.index(60)))
            let found = try #require(grid.candidates(meeting: area), "600 rectangles are not a crowd")
            let candidates = Set(found)
            for (position, rectangle) in rectangles.enumerated() {
                guard let rectangle else { continue }
                let meets = !(rectangle.maxX < area.minX || rectangle.minX > area.maxX || rectangle.maxY < area.minY
                    || rectangle.minY > area.maxY) || !rectangle.minX.isFinite
                if meets { #expect(candidates.contains(position), "rectangle \(position) \(rectangle) missed for \(area)") }
            }
            #expect(found == found.sorted())
        }
    }

    @Test("items filed in any order come back ascending and once each, from one cell or many")
    func anyFilingOrder() throws {
        let rectangles = Self.rectangles(300, seed: 7)
        var random = SplitMix64(seed: 8)
        // Small finite frames only, so that no item is too wide for the cells and a small query
        // meets one cell: the case answered straight from the cell's list.
        var entries = rectangles.enumerated().compactMap { position, rectangle in
            rectangle.flatMap { $0.maxX.isFinite && $0.width < 100 && $0.height < 100 ? (rect: $0, item: position) : nil }
        }
        for index in entries.indices.reversed() { entries.swapAt(index, random.index(index + 1)) }
        let shuffled = RectGrid(entries)
        let ordered = RectGrid(entries.sorted { $0.item < $1.item })
        for _ in 0..<300 {
            let area = Rect(x: Double(random.index(400)), y: Double(random.index(3300)),
                            width: Double(random.index(4) == 0 ? 80 : 2), height: Double(random.index(4) == 0 ? 80 : 2))
            let fromShuffled = try #require(shuffled.candidates(meeting: area))
            #expect(fromShuffled == Array(Set(fromShuffled)).sorted())
            #expect(fromShuffled == ordered.candidates(meeting: area))
        }
    }

    @Test("with frames too wide for the cells, a one-cell query merges them in as a sort would")
    func wideFramesMerged() throws {
        let rectangles = Self.rectangles(300, seed: 11)
        var random = SplitMix64(seed: 12)
        // Finite frames, wide ones included (case 1 spans everything): filed in order, a small
        // query merges the wide list with its cell's; shuffled, it sorts them.
        var entries = rectangles.enumerated().compactMap { position, rectangle in
            rectangle.flatMap { $0.maxX.isFinite ? (rect: $0, item: position) : nil }
        }
        let ordered = RectGrid(entries)
        for index in entries.indices.reversed() { entries.swapAt(index, random.index(index + 1)) }
        let shuffled = RectGrid(entries)
        for _ in 0..<300 {
            let area = Rect(x: Double(random.index(400)), y: Double(random.index(3300)), width: 2, height: 2)
            let merged = try #require(ordered.candidates(meeting: area))
            #expect(merged == shuffled.candidates(meeting: area))
            #expect(merged.contains { rectangles[$0]?.height == 30_000 }, "the frame spanning everything is among them")
        }
    }

    @Test("a grid of nothing, or of frames all in one place, still answers")
    func degenerate() {
        #expect(RectGrid([]).candidates(meeting: Rect(x: 0, y: 0, width: 10, height: 10)) == [])
        let stacked = RectGrid((0..<50).map { (Rect(x: 5, y: 5, width: 10, height: 10), $0) })
        #expect(stacked.candidates(meeting: Rect(x: 10, y: 10, width: 1, height: 1)) == Array(0..<50))
        #expect(stacked.candidates(meeting: Rect(x: 0, y: 0, width: 1, height: 1)) == [])
        #expect(stacked.candidates(meeting: Rect(x: 500, y: 500, width: 1, height: 1)) == [])
    }
}
