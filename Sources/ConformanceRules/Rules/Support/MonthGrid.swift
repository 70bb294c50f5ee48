import A11yModel

/// A month laid out as a calendar: exposed elements showing the numbers 1, 2, 3… up to 28–31,
/// read left to right along rows and wrapping to the next row, seven columns wide, at least four
/// rows deep, the next cell (if any) not going on to the next number. Nothing else on a screen
/// counts from 1 to the length of a month in weeks: a keypad stops at 9, a page list has no
/// seven-column rows, a lottery grid goes on past 31.
struct MonthGrid {
    /// The month's days, the 1st first.
    let days: [Day]

    struct Day {
        let element: VisitedNode
        /// The number the day shows.
        let number: Int
        /// What a screen reader says for it.
        let name: SpokenName
        let frame: Rect

        /// Named by the number it shows and nothing more ("15"): neither month nor weekday.
        var isNamedByNumberAlone: Bool {
            name.text.flatMap(MonthGrid.number(in:)) == number
        }
    }

    /// Months have 28 to 31 days.
    static let monthLengths = 28...31
    static let daysInWeek = 7
    /// Widest and tallest a day's cell is, in points: a seventh of a tablet on its side. Larger
    /// elements (rows, cards) are not read for a number.
    static let largestDay = 256.0
    /// Runs from a 1st looked at, at most: a year and more of months on one screen. Each may look
    /// over the snapshot for its weekdays' headings, so a hostile dump of many runs stays linear.
    static let runsExamined = 24

    /// The month grids among the snapshot's exposed elements, each month once.
    static func grids(in index: SnapshotIndex) -> [MonthGrid] {
        let cells = numberedCells(in: index)
        guard cells.count >= monthLengths.lowerBound else { return [] }
        let rows = rowsInReadingOrder(cells)
        let flat = rows.enumerated().flatMap { row, days in days.map { (row: row, day: $0) } }
        var grids: [MonthGrid] = []
        var start = 0, examined = 0
        while start < flat.count, examined < runsExamined {
            guard flat[start].day.number == 1 else { start += 1; continue }
            examined += 1
            var end = start + 1
            while end < flat.count, flat[end].day.number == flat[end - 1].day.number + 1,
                  follows(flat[end], flat[end - 1]) {
                end += 1
            }
            let run = flat[start..<end]
            if monthLengths.contains(run.count), isWeekGrid(run), !mayBeDayOfMonthPicker(run, in: index) {
                grids.append(MonthGrid(days: run.map(\.day)))
            }
            start = end
        }
        return grids
    }

    /// The number a text is, when it is one or two digits and nothing else ("7", "07", " 15 ").
    static func number(in text: String) -> Int? {
        let digits = SpeakableName.trimmed(text).utf8
        guard (1...2).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int(String(decoding: digits, as: UTF8.self)), value > 0 else { return nil }
        return value
    }

    /// Visible exposed elements that show a number: their drawn text, or, with none recorded,
    /// the texts inside them (a cell described "Today, February 15" around a text "15"), else
    /// what they say.
    private static func numberedCells(in index: SnapshotIndex) -> [Day] {
        index.exposedElements.compactMap { element in
            guard element.isVisible, let frame = element.node.frame, frame.width > 0, frame.height > 0,
                  frame.width <= largestDay, frame.height <= largestDay,
                  let number = shownNumber(of: element, in: index) else { return nil }
            return Day(element: element, number: number, name: SpokenName(of: element, in: index), frame: frame)
        }
    }

    private static func shownNumber(of element: VisitedNode, in index: SnapshotIndex) -> Int? {
        if let drawn = element.node.visibleText { return number(in: drawn) }
        if element.hasChildren {
            let inside = SpokenName.gatheredLabels(of: element, in: index, where: SpeakableName.isSpeakable)
            if !inside.isEmpty { return inside.count == 1 ? number(in: inside[0]) : nil }
        }
        return element.node.label.flatMap(number(in:))
    }

    /// Cells grouped into rows by their vertical centres (a row ends where a centre lies more
    /// than half the smaller height below the row's first), each row left to right.
    private static func rowsInReadingOrder(_ cells: [Day]) -> [[Day]] {
        let sorted = cells.sorted { ($0.frame.midY, $0.frame.minX) < ($1.frame.midY, $1.frame.minX) }
        var rows: [[Day]] = []
        for cell in sorted {
            if let first = rows.last?.first,
               cell.frame.midY - first.frame.midY <= min(first.frame.height, cell.frame.height) / 2 {
                rows[rows.count - 1].append(cell)
            } else {
                rows.append([cell])
            }
        }
        return rows.map { $0.sorted { $0.frame.minX < $1.frame.minX } }
    }

    /// The next day is to the right in the same row, or on the next row to the left (the week wraps).
    private static func follows(_ next: (row: Int, day: Day), _ previous: (row: Int, day: Day)) -> Bool {
        if next.row == previous.row { return next.day.frame.minX > previous.day.frame.minX }
        return next.row == previous.row + 1 && next.day.frame.minX < previous.day.frame.minX
    }

    /// The days 1 to 31 from the first column, with no row of seven texts over their columns (the
    /// weekdays' headings), may be a picker of a day of any month ("repeat on day 15"), where a
    /// number is the whole name. A month starts where its 1st falls: the first column only one
    /// month in seven.
    private static func mayBeDayOfMonthPicker(_ run: ArraySlice<(row: Int, day: Day)>, in index: SnapshotIndex) -> Bool {
        guard run.count == monthLengths.upperBound, let head = run.first, run.prefix(daysInWeek).allSatisfy({ $0.row == head.row })
        else { return false }
        let first = head.day.frame
        let columns = run.prefix(daysInWeek).map(\.day.frame)
        var headed = Set<Int>()
        for candidate in index.nodes {
            guard let frame = candidate.node.frame, frame.maxY <= first.minY, first.minY - frame.maxY <= first.height * 3,
                  let text = candidate.node.visibleText ?? candidate.node.label, SpeakableName.isSpeakable(text), number(in: text) == nil,
                  let column = columns.firstIndex(where: { abs($0.midX - frame.midX) <= $0.width / 2 && frame.width <= $0.width * 1.5 })
            else { continue }
            headed.insert(column)
        }
        return headed.count < daysInWeek
    }

    /// At least four rows, none longer than a week, one a whole week whose columns every day
    /// lines up with, every cell about the size of the 1st.
    private static func isWeekGrid(_ run: ArraySlice<(row: Int, day: Day)>) -> Bool {
        var lengths: [Int: Int] = [:]
        for cell in run { lengths[cell.row, default: 0] += 1 }
        guard lengths.count >= 4, lengths.values.allSatisfy({ $0 <= daysInWeek }),
              let week = lengths.first(where: { $0.value == daysInWeek })?.key else { return false }
        let columns = run.filter { $0.row == week }.map(\.day.frame)
        guard let first = run.first?.day.frame else { return false }
        return run.allSatisfy { cell in
            let frame = cell.day.frame
            let alike = frame.width <= first.width * 1.5 && first.width <= frame.width * 1.5
                && frame.height <= first.height * 1.5 && first.height <= frame.height * 1.5
            return alike && columns.contains { abs($0.midX - frame.midX) <= $0.width / 2 }
        }
    }
}
