/// A located error in an XPath expression of a pack, printed with the line of the expression it
/// concerns and a caret under the offending position:
///
///     acme.xml:41:32: error: rule 'close-button-size', expectation: XPath syntax error: invalid expression
///         ma:target-size() >= and $minimumSize
///                             ^
enum ExpressionDiagnostic {
    static func error(_ message: String, rule: String, expression: PackExpression, offset: Int?,
                      source: PackSource) -> InputError {
        let location = offset.map { source.location(in: expression, offset: $0) } ?? expression.location
        let excerpt = offset.map { "\n" + caret(in: expression.text, at: $0) } ?? ""
        return InputError(location: location, message: "rule '\(rule)', \(expression.origin): \(message)" + excerpt)
    }

    /// The expression's line holding byte `offset`, indented, with `^` under it.
    static func caret(in text: String, at offset: Int) -> String {
        let bytes = Array(text.utf8)
        let clamped = min(max(offset, 0), bytes.count)
        var start = clamped
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = clamped
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var line = String(decoding: bytes[start..<end], as: UTF8.self)
        var column = String(decoding: bytes[start..<clamped], as: UTF8.self).count
        let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
        line.removeFirst(indentation)
        column = max(0, column - indentation)
        var trimmed = line.replacing("\t", with: " ").trimmingTrailingWhitespace
        // A line longer than a terminal shows a window around the caret, marked by "…".
        if trimmed.count > caretWindow {
            let from = min(max(0, column - caretWindow / 2), trimmed.count - caretWindow)
            let window = trimmed.dropFirst(from).prefix(caretWindow)
            trimmed = (from > 0 ? "…" : "") + window + (from + caretWindow < trimmed.count ? "…" : "")
            column = column - from + (from > 0 ? 1 : 0)
        }
        return "    " + trimmed + "\n    " + String(repeating: " ", count: column) + "^"
    }

    /// Characters of an expression's line shown around the caret.
    static let caretWindow = 100
}
