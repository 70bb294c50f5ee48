/// One line of a Jetpack Compose semantics printout (`printToString` / `printToLog` in androidx
/// `ui-test`, Output.kt), classified by its shape:
///
///     Printing with useUnmergedTree = 'false'
///     Node #1 at (l=0.0, t=63.0, r=1080.0, b=210.0)px
///      |-Node #4 at (l=42.0, t=105.0, r=105.0, b=168.0)px, Tag: 'overview'
///      | ContentDescription = '[Overview]'
///      | Actions = [OnClick, RequestFocus]
///      | MergeDescendants = 'true'
///
/// A child at nesting level L is drawn after L − 1 groups of three characters (` | ` when an
/// ancestor has a later sibling, three spaces otherwise) and ` |-`; a node's properties follow
/// at L groups. Roots are at level 0; a printout of several nodes numbers them `1) `, `2) `.
enum ComposeLine: Sendable {
    case header(unmerged: Bool)
    /// `printToLog:` before the header.
    case logHeading
    /// `There were 0 nodes found!`
    case noNodes
    case node(ComposeNodeLine)
    /// A property, a `[Unit, …]` list or `Actions = […]`: `text` starts at `offset` characters
    /// into the line.
    case property(level: Int, text: Substring, offset: Int)
    /// `Has 2 children, 1 sibling` where `printToString(maxDepth)` stopped.
    case depthLimit(level: Int, text: Substring)
    case blank

    typealias Failure = PrintoutFailure

    static let headerPrefix = "Printing with useUnmergedTree = '"

    /// Whether a line (leading spaces removed) starts a printout: its header, else its first node.
    static func startsPrintout(_ text: Substring) -> Bool {
        text.hasPrefix(headerPrefix) || ComposeNodeLine.rootStart(text) != nil
    }

    static func parse(_ text: Substring) throws(Failure) -> ComposeLine {
        if Printout.isBlank(text) { return .blank }
        if text.hasPrefix(headerPrefix) {
            switch text.dropFirst(headerPrefix.count) {
            case "true'": return .header(unmerged: true)
            case "false'": return .header(unmerged: false)
            default: throw Failure(offset: headerPrefix.count, message: "expected 'true' or 'false' after useUnmergedTree")
            }
        }
        if text == "printToLog:" { return .logHeading }
        if text == "There were 0 nodes found!" { return .noNodes }
        if let rootStart = ComposeNodeLine.rootStart(text) {
            return .node(try ComposeNodeLine.parse(text, level: 0, nodeStart: rootStart))
        }
        var level = 0
        var index = text.startIndex
        while let groupEnd = text.index(index, offsetBy: 3, limitedBy: text.endIndex),
              text[index..<groupEnd] == " | " || text[index..<groupEnd] == "   " {
            level += 1
            index = groupEnd
        }
        let rest = text[index...]
        let offset = level * 3
        if rest.hasPrefix(" |-") {
            guard rest.dropFirst(3).hasPrefix("Node #") else {
                throw Failure(offset: offset + 3, message: "expected 'Node #' after the branch ' |-'")
            }
            return .node(try ComposeNodeLine.parse(text, level: level + 1, nodeStart: rest.index(rest.startIndex, offsetBy: 3)))
        }
        guard let first = rest.first, first != " ", first != "\t", first != "|" else {
            throw Failure(offset: offset, message: "bad indentation: expected a property or a branch ' |-' after \(level) "
                + "nesting group\(level == 1 ? "" : "s") of three characters (' | ' or spaces)")
        }
        if rest.hasPrefix("Has "), rest.hasSuffix("child") || rest.hasSuffix("children") || rest.hasSuffix("sibling")
            || rest.hasSuffix("siblings") {
            return .depthLimit(level: level, text: rest)
        }
        return .property(level: level, text: rest, offset: offset)
    }
}

/// `Node #12 at (l=0.0, t=1540.0, r=1080.0, b=2400.0)px, Tag: 'sheet'`
struct ComposeNodeLine: Sendable {
    var level: Int
    var id: Int
    /// Pixels, unclipped (`positionInWindow` and size).
    var left, top, right, bottom: Double
    var tag: String?

    /// Where `Node #` starts on a root line (`Node #1 …` or `2) Node #7 …`), else nil.
    static func rootStart(_ text: Substring) -> Substring.Index? {
        if text.hasPrefix("Node #") { return text.startIndex }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(") Node #") else { return nil }
        return text.index(text.startIndex, offsetBy: digits.count + 2)
    }

    static func parse(_ line: Substring, level: Int, nodeStart: Substring.Index) throws(ComposeLine.Failure) -> ComposeNodeLine {
        let text = line[nodeStart...]
        let base = line.distance(from: line.startIndex, to: nodeStart)
        func failure(_ at: Substring.Index, _ message: String) -> ComposeLine.Failure {
            ComposeLine.Failure(offset: base + text.distance(from: text.startIndex, to: at), message: message)
        }
        var rest = text.dropFirst("Node #".count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let id = Int(digits) else { throw failure(rest.startIndex, "expected the node's number after 'Node #'") }
        rest = rest.dropFirst(digits.count)
        guard rest.hasPrefix(" at (") else { throw failure(rest.startIndex, "expected ' at (l=…, t=…, r=…, b=…)px' after the node's number") }
        rest = rest.dropFirst(5)
        var values: [Double] = []
        for (index, name) in ["l", "t", "r", "b"].enumerated() {
            let separator = index == 3 ? ")px" : ", "
            guard rest.hasPrefix(name + "="), let end = rest.firstRange(of: separator) else {
                throw failure(rest.startIndex, "broken rectangle: expected '\(name)=' and a number followed by '\(separator)', "
                    + "as in (l=0.0, t=0.0, r=1080.0, b=2400.0)px")
            }
            let number = rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]
            guard let value = Double(number), value.isFinite else {
                throw failure(rest.startIndex, "broken rectangle: '\(name)=\(number)' is not a number")
            }
            guard abs(value) <= Double(Int32.max) else {
                throw failure(rest.startIndex, "broken rectangle: '\(name)=\(number)' lies outside the 32-bit coordinates screens have")
            }
            values.append(value)
            rest = rest[end.upperBound...]
        }
        guard values[2] >= values[0], values[3] >= values[1] else {
            throw failure(text.startIndex, "broken rectangle: it ends before it starts (r < l or b < t)")
        }
        var node = ComposeNodeLine(level: level, id: id, left: values[0], top: values[1], right: values[2], bottom: values[3])
        if !rest.isEmpty {
            guard rest.hasPrefix(", Tag: '"), rest.hasSuffix("'"), rest.count >= 9 else {
                throw failure(rest.startIndex, "expected nothing or \", Tag: '…'\" after the rectangle")
            }
            node.tag = String(rest.dropFirst(8).dropLast())
        }
        return node
    }
}
