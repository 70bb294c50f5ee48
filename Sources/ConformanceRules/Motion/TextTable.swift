/// Rows of text cells printed in aligned columns: text left-aligned, numbers right-aligned,
/// two spaces between columns, no trailing blanks. Widths count characters, so `ζ`, `Δ` and `→`
/// take one column as they do in a terminal.
struct TextTable {
    enum Alignment { case left, right }

    struct Column {
        var title: String
        var alignment: Alignment
    }

    let columns: [Column]
    private(set) var rows: [[String]] = []

    init(_ columns: [Column]) { self.columns = columns }

    /// Adds a row; missing cells are blank, extra cells are dropped.
    mutating func append(_ cells: [String]) {
        rows.append(columns.indices.map { $0 < cells.count ? cells[$0] : "" })
    }

    /// The header line and one line per row, each prefixed with `indent`.
    func lines(indent: String = "") -> [String] {
        let widths = columns.indices.map { index in
            ([columns[index].title] + rows.map { $0[index] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell in
                let fill = String(repeating: " ", count: widths[index] - cell.count)
                return columns[index].alignment == .right ? fill + cell : cell + fill
            }
            var text = indent + padded.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        return [line(columns.map(\.title))] + rows.map(line)
    }
}
