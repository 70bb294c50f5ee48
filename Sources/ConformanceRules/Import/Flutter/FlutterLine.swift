import A11yModel

/// One line of a Flutter semantics dump (`debugDumpSemanticsTree()`, `SemanticsNode.toStringDeep()`),
/// which Flutter renders in its sparse tree style:
///
///     SemanticsNode#0
///      │ Rect.fromLTRB(0.0, 0.0, 1170.0, 2532.0)
///      │
///      └─SemanticsNode#1
///        │ Rect.fromLTRB(0.0, 0.0, 390.0, 844.0) scaled by 3.0x
///        │ textDirection: ltr
///        │
///        ├─SemanticsNode#2
///        │   Rect.fromLTRB(0.0, 0.0, 390.0, 844.0)
///        │   actions: dismiss, tap
///
/// A node at depth d ≥ 1 has its branch (`├─`, or `└─` for a last child) at column 2d − 1 and
/// its properties at column 2d + 3; the root's properties are at column 3. Columns before are
/// spaces and `│`. A property longer than the line width continues on lines indented further.
enum FlutterLine: Sendable {
    case node(depth: Int, id: Int)
    /// A property, starting at `column` (0-based).
    case property(column: Int, text: Substring)
    /// Only spaces and `│`.
    case spacer

    typealias Failure = PrintoutFailure

    static let nodePrefix = "SemanticsNode#"

    static func startsPrintout(_ text: Substring) -> Bool {
        text.hasPrefix(nodePrefix) && text.dropFirst(nodePrefix.count).first?.isNumber == true
    }

    static func parse(_ text: Substring) throws(Failure) -> FlutterLine {
        var column = 0
        var index = text.startIndex
        while index < text.endIndex, text[index] == " " || text[index] == "│" {
            column += 1
            index = text.index(after: index)
        }
        let rest = text[index...]
        if rest.isEmpty { return .spacer }
        if rest.hasPrefix("├─") || rest.hasPrefix("└─") {
            let header = rest.dropFirst(2)
            guard column % 2 == 1 else {
                throw Failure(offset: column, message: "bad indentation: a branch at column \(column + 1), where branches are at even columns (2, 4, …)")
            }
            return .node(depth: (column + 1) / 2, id: try nodeID(header, at: column + 2))
        }
        if rest.hasPrefix(nodePrefix) {
            guard column == 0 else {
                throw Failure(offset: column, message: "bad indentation: 'SemanticsNode#' without a branch (├─ or └─) before it")
            }
            return .node(depth: 0, id: try nodeID(rest, at: 0))
        }
        return .property(column: column, text: rest)
    }

    private static func nodeID(_ text: Substring, at offset: Int) throws(Failure) -> Int {
        guard text.hasPrefix(nodePrefix) else {
            throw Failure(offset: offset, message: "expected 'SemanticsNode#' after the branch")
        }
        let digits = text.dropFirst(nodePrefix.count)
        guard let id = Int(digits.trimming(.whitespaces)) else {
            throw Failure(offset: offset + nodePrefix.count, message: "expected the node's number after 'SemanticsNode#', found '\(digits)'")
        }
        return id
    }

    /// The column where a node's properties start.
    static func propertyColumn(depth: Int) -> Int { 2 * depth + 3 }
}
