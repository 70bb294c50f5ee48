import A11yModel

/// Rectangles bucketed in a uniform grid, so that "which rectangles meet this area" looks at a few
/// cells instead of every rectangle: the fills behind a text, the targets over a target or near it.
///
/// Frames come from input files, so coordinates are clamped before they become cell numbers and
/// a rectangle spanning more than `maxCells` cells is kept in a list that every query scans
/// (a full-screen card, or a frame a billion points wide, costs one entry, not a billion).
struct RectGrid: Sendable {
    /// Points per cell: about one control, so a typical target falls in one to four cells.
    static let cellSize = 64.0
    static let maxCells = 64

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    private var cells: [Cell: [Int]] = [:]
    private var wide: [Int] = []

    /// Files `item` under every cell `rect` meets.
    mutating func insert(_ rect: Rect, _ item: Int) {
        guard let span = Self.span(rect) else {
            wide.append(item)
            return
        }
        for column in span.columns {
            for row in span.rows { cells[Cell(column: column, row: row), default: []].append(item) }
        }
    }

    /// The items whose rectangles may meet `rect`, each once, in ascending order; a superset
    /// that callers filter with exact geometry.
    func candidates(meeting rect: Rect) -> [Int] {
        var found = wide
        if let span = Self.span(rect) {
            for column in span.columns {
                for row in span.rows { found += cells[Cell(column: column, row: row)] ?? [] }
            }
        } else {
            for items in cells.values { found += items }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for item in found where unique.last != item { unique.append(item) }
        return unique
    }

    /// The columns and rows `rect` covers, or nil when it covers more than `maxCells` cells.
    private static func span(_ rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let columns = cell(rect.minX)...cell(max(rect.minX, rect.maxX))
        let rows = cell(rect.minY)...cell(max(rect.minY, rect.maxY))
        let count = Double(columns.count) * Double(rows.count)
        return count <= Double(maxCells) ? (columns, rows) : nil
    }

    /// The cell number of a coordinate, clamped so that any finite or infinite input maps to an Int.
    private static func cell(_ coordinate: Double) -> Int {
        let clamped = coordinate.isNaN ? 0 : min(max(coordinate, -1e12), 1e12)
        return Int((clamped / cellSize).rounded(.down))
    }
}
