import A11yModel

/// One element line of an XCUITest `debugDescription`:
///
///     ⎵⎵⎵⎵Button, 0x105a31d10, {{280.0, 575.7}, {82.0, 82.0}}, identifier: 'Accept', label: 'Answer call', Selected
///
/// Fields after the type and address, in XCTest's order: `pid: N`, the frame, `identifier:`,
/// `label:`, `title:`, `placeholderValue:`, `value:` and trailing flags. Quotes are not escaped,
/// so a quoted text ends at the quote that is followed by the end of the line or by `, ` and
/// the start of another field (hierarchy-formats.md §5.1).
struct DescriptionLine: Sendable {
    /// Columns before the type, the `→` marker included.
    var indent: Int
    /// `Window (Main)` as written.
    var rawType: String
    var frame: Rect?
    var fields: [String: String] = [:]
    var flags: [String] = []

    var type: String { IOSRoleTable.shortType(rawType) }

    struct Failure: Error, Sendable {
        /// 1-based, in characters.
        var column: Int
        var message: String
    }

    static let keys = ["identifier", "label", "title", "placeholderValue", "value", "pid"]
    static let knownFlags = ["Selected", "Disabled", "Focused", "Keyboard Focused", "Hittable", "Enabled"]

    /// Whether `text` has the shape of an element line (used for format detection).
    static func looksLikeElement(_ text: Substring) -> Bool {
        (try? parse(text)) != nil
    }

    static func parse(_ text: Substring) throws(Failure) -> DescriptionLine {
        var scanner = Scanner(Array(text))
        while scanner.peek == " " || scanner.peek == "\t" { scanner.index += 1 }
        if scanner.peek == "→" { scanner.index += 1 }
        let indent = scanner.index
        guard let typeEnd = scanner.find(", "), typeEnd > scanner.index,
              scanner.characters[scanner.index].isLetter else {
            throw Failure(column: indent + 1, message: "expected an element line: 'Type, 0x…, {{x, y}, {width, height}}, …'")
        }
        let rawType = String(scanner.characters[scanner.index..<typeEnd])
        scanner.index = typeEnd + 2
        guard scanner.starts(with: "0x") else {
            throw Failure(column: scanner.index + 1, message: "expected the element's address (0x…) after '\(rawType)'")
        }
        scanner.index += 2
        while let next = scanner.peek, next.isHexDigit { scanner.index += 1 }
        var line = DescriptionLine(indent: indent, rawType: rawType)
        while !scanner.atEnd {
            guard scanner.starts(with: ", ") else {
                throw Failure(column: scanner.index + 1, message: "expected ', ' before the next field")
            }
            scanner.index += 2
            let start = scanner.index
            if scanner.starts(with: "{{") {
                guard let close = scanner.find("}}") else {
                    throw Failure(column: start + 1, message: "the frame is not closed with '}}'")
                }
                let text = String(scanner.characters[start..<close + 2])
                guard let frame = IOSMapping.parseFrame(text) else {
                    throw Failure(column: start + 1, message: "'\(text)' is not a frame of the form {{x, y}, {width, height}}")
                }
                line.frame = frame
                scanner.index = close + 2
            } else if let key = keys.first(where: { scanner.starts(with: $0 + ": ") }) {
                scanner.index += key.count + 2
                line.fields[key] = try scanner.fieldValue(quotedFrom: start)
            } else {
                let end = scanner.nextFieldSeparator() ?? scanner.characters.count
                let flag = String(scanner.characters[start..<end])
                line.flags.append(flag)
                scanner.index = end
            }
        }
        return line
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0

        init(_ characters: [Character]) {
            self.characters = characters
        }

        var peek: Character? { index < characters.count ? characters[index] : nil }
        var atEnd: Bool { index >= characters.count }

        func starts(with text: String, at position: Int? = nil) -> Bool {
            let from = position ?? index
            let pattern = Array(text)
            return from + pattern.count <= characters.count && Array(characters[from..<from + pattern.count]) == pattern
        }

        func find(_ text: String, from position: Int? = nil) -> Int? {
            var at = position ?? index
            while at < characters.count {
                if starts(with: text, at: at) { return at }
                at += 1
            }
            return nil
        }

        /// Whether another field starts at `position`.
        func fieldStarts(at position: Int) -> Bool {
            if starts(with: "{{", at: position) { return true }
            if DescriptionLine.keys.contains(where: { starts(with: $0 + ": ", at: position) }) { return true }
            return DescriptionLine.knownFlags.contains { flag in
                starts(with: flag, at: position)
                    && (position + flag.count == characters.count || starts(with: ", ", at: position + flag.count))
            }
        }

        /// The next `, ` that is followed by a field, from the current index.
        func nextFieldSeparator() -> Int? {
            var at = index
            while let found = find(", ", from: at) {
                if fieldStarts(at: found + 2) { return found }
                at = found + 1
            }
            return nil
        }

        mutating func fieldValue(quotedFrom start: Int) throws(Failure) -> String {
            if peek == "'" {
                var candidate = index + 1
                while candidate < characters.count {
                    if characters[candidate] == "'",
                       candidate + 1 == characters.count
                        || (starts(with: ", ", at: candidate + 1) && fieldStarts(at: candidate + 3)) {
                        let value = String(characters[index + 1..<candidate])
                        index = candidate + 1
                        return value
                    }
                    candidate += 1
                }
                throw Failure(column: index + 1, message: "the quoted text that starts here is not closed")
            }
            let end = nextFieldSeparator() ?? characters.count
            let value = String(characters[index..<end])
            index = end
            return value
        }
    }
}
