import A11yModel

/// Rectangles bucketed in a uniform grid, so that "which rectangles meet this area" looks at a few
/// cells instead of every rectangle: the fills behind a text, the targets over a target or near it.
///
/// Frames come from input files, so coordinates are clamped before they become cell numbers and
/// a rectangle spanning more than `maxCells` cells is kept in a list that every query scans
/// (a full-screen card, or a frame a billion points wide, costs one entry, not a billion).
///
/// Rectangles piled in one place would make every query return the pile, so queries stop at
/// `crowdLimit` candidates and callers leave a crowded area unjudged: 200,000 stacked targets
/// cost 200,000 short queries, not 200,000 sorts of the whole pile.
struct RectGrid: Sendable {
    /// Points per cell: about one control, so a typical target falls in one to four cells.
    static let cellSize = 64.0
    static let maxCells = 64
    /// Candidates beyond which an area is crowded; a screen holds a few hundred rectangles.
    static let crowdLimit = 1_000

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    private var cells: [Cell: [Int]] = [:]
    private var wide: [Int] = []
    /// Entries in all cells, so that a query over every cell knows its size without adding it up.
    private var filed = 0

    /// Files `item` under every cell `rect` meets.
    mutating func insert(_ rect: Rect, _ item: Int) {
        guard let span = Self.span(rect) else {
            wide.append(item)
            return
        }
        for column in span.columns {
            for row in span.rows { cells[Cell(column: column, row: row), default: []].append(item) }
        }
        filed += span.columns.count * span.rows.count
    }

    /// The items whose rectangles may meet `rect`, each once, in ascending order; a superset
    /// that callers filter with exact geometry. Nil when there are more than `crowdLimit`.
    func candidates(meeting rect: Rect) -> [Int]? {
        var found = wide
        guard found.count <= Self.crowdLimit else { return nil }
        if let span = Self.span(rect) {
            for column in span.columns {
                for row in span.rows {
                    let items = cells[Cell(column: column, row: row)] ?? []
                    guard found.count + items.count <= Self.crowdLimit else { return nil }
                    found += items
                }
            }
        } else {
            guard found.count + filed <= Self.crowdLimit else { return nil }
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
