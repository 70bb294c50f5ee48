import A11yModel

/// Rectangles bucketed by a uniform grid, so that "which of them come near this area" looks at
/// the few in nearby cells instead of all of them: the WCAG 2.5.8 spacing check and the platform
/// spacing check ask it once per target, which made them quadratic in the targets of a long list.
/// Built in linear time; a query costs the cells it spans and what they hold. Answers are
/// positions in the original list, ascending, so results and messages are those a scan of the
/// whole list gives.
///
/// The cell is at least as large as the query reach asked for and as the typical rectangle, so
/// most rectangles span one to four cells; the grid never has many more cells than rectangles.
struct SpatialGrid {
    /// A rectangle spanning more cells than this (a full-screen layer) is kept aside and offered
    /// to every query instead, as are rectangles whose coordinates are not finite.
    static let maximumCellsPerRectangle = 16

    private let count: Int
    private let originX: Double
    private let originY: Double
    private let cell: Double
    private let columns: Int
    private let rows: Int
    /// Members of cell `c` are `members[starts[c]..<starts[c + 1]]` (row-major cells).
    private let starts: [Int32]
    private let members: [Int32]
    private let everywhere: [Int]

    /// `rectangles[i]` is nil when that entry has no frame; it is then never returned.
    init(_ rectangles: [Rect?], cell minimumCell: Double) {
        count = rectangles.count
        let finite = rectangles.enumerated().compactMap { position, rectangle -> (Int, Rect)? in
            guard let rectangle, [rectangle.minX, rectangle.maxX, rectangle.minY, rectangle.maxY].allSatisfy(\.isFinite),
                  rectangle.width >= 0, rectangle.height >= 0 else { return nil }
            return (position, rectangle)
        }
        var isFinite = [Bool](repeating: false, count: rectangles.count)
        for (position, _) in finite { isFinite[position] = true }
        var outside = rectangles.indices.filter { rectangles[$0] != nil && !isFinite[$0] }
        let minX = finite.map(\.1.minX).min() ?? 0, maxX = finite.map(\.1.maxX).max() ?? 0
        let minY = finite.map(\.1.minY).min() ?? 0, maxY = finite.map(\.1.maxY).max() ?? 0
        let sides = finite.map { max($0.1.width, $0.1.height) }.sorted()
        var cell = max(minimumCell, sides.isEmpty ? 1 : sides[sides.count / 2], 1)
        while ((maxX - minX) / cell + 1) * ((maxY - minY) / cell + 1) > Double(4 * finite.count + 16) { cell *= 2 }
        let columns = Int((maxX - minX) / cell) + 1, rows = Int((maxY - minY) / cell) + 1
        func span(_ rectangle: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
            (Int((rectangle.minX - minX) / cell)...Int((rectangle.maxX - minX) / cell),
             Int((rectangle.minY - minY) / cell)...Int((rectangle.maxY - minY) / cell))
        }
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var placed: [(Int, Rect)] = []
        for (position, rectangle) in finite {
            let (spanned, spannedRows) = span(rectangle)
            guard spanned.count * spannedRows.count <= Self.maximumCellsPerRectangle else {
                outside.append(position)
                continue
            }
            placed.append((position, rectangle))
            for row in spannedRows { for column in spanned { counts[row * columns + column] += 1 } }
        }
        var starts = [Int32](repeating: 0, count: columns * rows + 1)
        for index in 0..<(columns * rows) { starts[index + 1] = starts[index] + counts[index] }
        var next = starts
        var members = [Int32](repeating: 0, count: Int(starts[columns * rows]))
        for (position, rectangle) in placed {
            let (spanned, spannedRows) = span(rectangle)
            for row in spannedRows {
                for column in spanned {
                    members[Int(next[row * columns + column])] = Int32(position)
                    next[row * columns + column] += 1
                }
            }
        }
        self.originX = minX
        self.originY = minY
        self.cell = cell
        self.columns = columns
        self.rows = rows
        self.starts = starts
        self.members = members
        everywhere = outside.sorted()
    }

    /// Positions of the rectangles that may meet `area` (a superset of those that do), ascending.
    func candidates(meeting area: Rect) -> [Int] {
        guard [area.minX, area.maxX, area.minY, area.maxY].allSatisfy(\.isFinite) else { return Array(0..<count) }
        let first = Swift.max(0, Int(Swift.max(-1, ((area.minX - originX) / cell).rounded(.down))))
        let last = Swift.min(columns - 1, Int(Swift.min(Double(columns), ((area.maxX - originX) / cell).rounded(.down))))
        let top = Swift.max(0, Int(Swift.max(-1, ((area.minY - originY) / cell).rounded(.down))))
        let bottom = Swift.min(rows - 1, Int(Swift.min(Double(rows), ((area.maxY - originY) / cell).rounded(.down))))
        var found = everywhere
        if first <= last, top <= bottom {
            for row in top...bottom {
                for column in first...last {
                    let index = row * columns + column
                    for member in members[Int(starts[index])..<Int(starts[index + 1])] { found.append(Int(member)) }
                }
            }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for position in found where unique.last != position { unique.append(position) }
        return unique
    }
}
