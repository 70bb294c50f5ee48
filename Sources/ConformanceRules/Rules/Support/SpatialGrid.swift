import A11yModel

/// Rectangles bucketed by a square grid, so that "which of them come near this point" looks at
/// the few in nearby cells instead of all of them: the WCAG 2.5.8 spacing check and the platform
/// spacing check ask it once per undersized target, which made them quadratic in the targets of
/// a long list. Answers are positions in the original list, in that list's order, so results
/// and messages are the same as a scan of the whole list would give.
struct SpatialGrid {
    /// A rectangle spanning more cells than this (a full-screen layer, a huge or non-finite
    /// frame) is kept aside and offered to every query instead.
    static let maximumCellsPerRectangle = 64

    private let cell: Double
    private var buckets: [Cell: [Int]] = [:]
    private var everywhere: [Int] = []
    private let count: Int

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// `rectangles[i]` is nil when that entry has no frame; it is then never returned.
    init(_ rectangles: [Rect?], cell: Double) {
        self.cell = max(cell, 1)
        count = rectangles.count
        for (position, rectangle) in rectangles.enumerated() {
            guard let rectangle else { continue }
            guard let (columns, rows) = cells(covering: rectangle),
                  columns.count * rows.count <= Self.maximumCellsPerRectangle else {
                everywhere.append(position)
                continue
            }
            for column in columns {
                for row in rows { buckets[Cell(x: column, y: row), default: []].append(position) }
            }
        }
    }

    /// Positions of the rectangles that may meet `area` (a superset of those that do), ascending.
    func candidates(meeting area: Rect) -> [Int] {
        guard let (columns, rows) = cells(covering: area), columns.count * rows.count <= 4 * Self.maximumCellsPerRectangle else {
            return Array(0..<count)
        }
        var found = Set(everywhere)
        for column in columns {
            for row in rows { found.formUnion(buckets[Cell(x: column, y: row)] ?? []) }
        }
        return found.sorted()
    }

    /// The cells a rectangle covers; nil when its coordinates are not finite or far beyond any
    /// screen, which `Int` cell numbers could not hold.
    private func cells(covering rectangle: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        let bounds = [rectangle.minX, rectangle.maxX, rectangle.minY, rectangle.maxY].map { $0 / cell }
        guard bounds.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        let minX = Int(bounds[0].rounded(.down)), maxX = Int(bounds[1].rounded(.down))
        let minY = Int(bounds[2].rounded(.down)), maxY = Int(bounds[3].rounded(.down))
        guard minX <= maxX, minY <= maxY else { return nil }
        return (minX...maxX, minY...maxY)
    }
}
