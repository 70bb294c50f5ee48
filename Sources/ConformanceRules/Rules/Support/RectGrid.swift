import A11yModel

/// Rectangles bucketed in a uniform grid, so that "which rectangles meet this area" looks at a few
/// cells instead of every rectangle: the fills behind a text, the targets over a target or near it.
///
/// Built once from all its rectangles, in linear time, into two flat arrays (the items of each
/// cell, one cell after the other), which is far cheaper than a dictionary of arrays when a
/// snapshot has tens of thousands of fills. The cell is the size of the typical rectangle (at
/// least `minimumCell`), and the grid never has many more cells than rectangles. Frames come
/// from input files: a rectangle whose coordinates are not finite, or that spans more than
/// `maxCells` cells (a full-screen card, a frame a billion points wide), is kept in a list that
/// every query returns.
///
/// Rectangles piled in one place would make every query return the pile, so a query stops at
/// `crowdLimit` candidates and callers leave a crowded area unjudged: 200,000 stacked targets
/// cost 200,000 short queries, not 200,000 sorts of the whole pile.
struct RectGrid: Sendable {
    static let minimumCell = 24.0
    static let maxCells = 16
    /// Candidates beyond which an area is crowded; a screen holds a few hundred rectangles.
    static let crowdLimit = 1_000

    private let originX: Double
    private let originY: Double
    private let cell: Double
    private let columns: Int
    private let rows: Int
    /// The items of cell `c` (row-major) are `items[starts[c]..<starts[c + 1]]`.
    private let starts: [Int32]
    private let items: [Int]
    private let wide: [Int]
    /// Items were filed in ascending order, so each cell's list is ascending and distinct.
    private let filedInOrder: Bool
    /// The wide list is ascending and distinct too.
    private let wideInOrder: Bool

    /// Files each item under every cell its rectangle meets. A rectangle with a NaN coordinate
    /// meets nothing and is left out.
    init(_ entries: [(rect: Rect, item: Int)]) {
        let entries = entries.filter { ![$0.rect.x, $0.rect.y, $0.rect.width, $0.rect.height].contains(where: \.isNaN) }
        let finite = entries.filter { entry in
            [entry.rect.minX, entry.rect.maxX, entry.rect.minY, entry.rect.maxY].allSatisfy(\.isFinite)
                && entry.rect.width >= 0 && entry.rect.height >= 0
        }
        var wide = entries.count == finite.count ? [] : entries.filter { entry in
            ![entry.rect.minX, entry.rect.maxX, entry.rect.minY, entry.rect.maxY].allSatisfy(\.isFinite)
                || entry.rect.width < 0 || entry.rect.height < 0
        }.map(\.item)
        let minX = finite.lazy.map(\.rect.minX).min() ?? 0, maxX = finite.lazy.map(\.rect.maxX).max() ?? 0
        let minY = finite.lazy.map(\.rect.minY).min() ?? 0, maxY = finite.lazy.map(\.rect.maxY).max() ?? 0
        let sides = finite.map { max($0.rect.width, $0.rect.height) }.sorted()
        var cell = max(Self.minimumCell, sides.isEmpty ? 0 : sides[sides.count / 2])
        while ((maxX - minX) / cell + 1) * ((maxY - minY) / cell + 1) > Double(4 * finite.count + 16) { cell *= 2 }
        let columns = Int((maxX - minX) / cell) + 1, rows = Int((maxY - minY) / cell) + 1
        func span(_ rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
            (Int((rect.minX - minX) / cell)...Int((rect.maxX - minX) / cell), Int((rect.minY - minY) / cell)...Int((rect.maxY - minY) / cell))
        }
        var counts = [Int32](repeating: 0, count: columns * rows)
        var placed: [(rect: Rect, item: Int)] = []
        placed.reserveCapacity(finite.count)
        for entry in finite {
            let covered = span(entry.rect)
            guard covered.columns.count * covered.rows.count <= Self.maxCells else {
                wide.append(entry.item)
                continue
            }
            placed.append(entry)
            for row in covered.rows { for column in covered.columns { counts[row * columns + column] += 1 } }
        }
        var starts = [Int32](repeating: 0, count: columns * rows + 1)
        for index in counts.indices { starts[index + 1] = starts[index] + counts[index] }
        var next = starts
        var items = [Int](repeating: 0, count: Int(starts[columns * rows]))
        for entry in placed {
            let covered = span(entry.rect)
            for row in covered.rows {
                for column in covered.columns {
                    items[Int(next[row * columns + column])] = entry.item
                    next[row * columns + column] += 1
                }
            }
        }
        originX = minX
        originY = minY
        self.cell = cell
        self.columns = columns
        self.rows = rows
        self.starts = starts
        self.items = items
        self.wide = wide
        filedInOrder = zip(placed, placed.dropFirst()).allSatisfy { $0.item < $1.item }
        wideInOrder = zip(wide, wide.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// The items whose rectangles may meet `rect`, each once, in ascending order; a superset
    /// that callers filter with exact geometry. Nil when there are more than `crowdLimit`; the
    /// work is bounded by the limit too (a query over more cells than that takes every item).
    func candidates(meeting rect: Rect) -> [Int]? {
        var found = wide
        guard found.count <= Self.crowdLimit else { return nil }
        if rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite, !spansMoreCells(rect, than: Self.crowdLimit) {
            // Cell numbers clamped to the grid before they become Ints, whatever the query.
            func clamp(_ value: Double, _ limit: Int) -> Int { Int(min(max(value.rounded(.down), -1), Double(limit))) }
            let first = max(0, clamp((rect.minX - originX) / cell, columns)), last = min(columns - 1, clamp((rect.maxX - originX) / cell, columns))
            let top = max(0, clamp((rect.minY - originY) / cell, rows)), bottom = min(rows - 1, clamp((rect.maxY - originY) / cell, rows))
            if first <= last, top <= bottom {
                // The common query, one small frame in one cell: the cell's list is the answer, merged
                // with the wide list (a full-screen card) when there is one, without sorting.
                if first == last, top == bottom, filedInOrder, wideInOrder {
                    let index = top * columns + first
                    let cellItems = items[Int(starts[index])..<Int(starts[index + 1])]
                    guard wide.count + cellItems.count <= Self.crowdLimit else { return nil }
                    return wide.isEmpty ? Array(cellItems) : Self.merged(wide, cellItems)
                }
                for row in top...bottom {
                    for column in first...last {
                        let index = row * columns + column
                        let cellItems = items[Int(starts[index])..<Int(starts[index + 1])]
                        guard found.count + cellItems.count <= Self.crowdLimit else { return nil }
                        found += cellItems
                    }
                }
            }
        } else {
            guard found.count + items.count <= Self.crowdLimit else { return nil }
            found += items
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for item in found where unique.last != item { unique.append(item) }
        return unique
    }

    /// The union of two ascending lists of distinct items, ascending and each once.
    private static func merged(_ first: [Int], _ second: ArraySlice<Int>) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(first.count + second.count)
        var i = first.startIndex, j = second.startIndex
        while i < first.endIndex, j < second.endIndex {
            if first[i] < second[j] {
                result.append(first[i]); i += 1
            } else if second[j] < first[i] {
                result.append(second[j]); j += 1
            } else {
                result.append(first[i]); i += 1; j += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }

    /// Whether `rect` (finite) covers more than `limit` cells of the grid.
    private func spansMoreCells(_ rect: Rect, than limit: Int) -> Bool {
        let width = min(Double(columns), max(0, (rect.maxX - rect.minX) / cell) + 2)
        let height = min(Double(rows), max(0, (rect.maxY - rect.minY) / cell) + 2)
        return width * height > Double(limit)
    }
}
