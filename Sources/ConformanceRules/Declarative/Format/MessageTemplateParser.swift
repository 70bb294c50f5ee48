/// Reads `close button '{@label}' is {ma:format(ma:target-size(), 0)} pt` into text and
/// expressions. Braces inside an expression's string literals do not count; `{{` and `}}` are
/// literal braces. White space runs in the text collapse to one space, so templates may be
/// wrapped over several lines.
enum MessageTemplateParser {
    struct Problem: Error {
        var offset: Int
        var message: String
    }

    /// Longest template, in UTF-8 bytes: a message is one line of a report, and each finding of
    /// the rule repeats it (a 500 KB template over 4,000 findings made 2 GB reports).
    static let maximumLength = InputError.maximumMessageLength

    static func parse(_ raw: String, origin: String, expression: (String, Int) -> PackExpression) throws(Problem) -> MessageTemplate {
        guard raw.utf8.count <= maximumLength else {
            throw Problem(offset: 0, message: "the \(origin) is \(raw.utf8.count) bytes long; a template is at most \(maximumLength)")
        }
        let bytes = Array(raw.utf8)
        var segments: [MessageTemplate.Segment] = []
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty { segments.append(.text(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                literal.append(byte)
                index += 2
            } else if byte == UInt8(ascii: "}"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
                literal.append(byte)
                index += 2
            } else if byte == UInt8(ascii: "}") {
                throw Problem(offset: index, message: "'}' without an opening '{' in the \(origin); write '}}' for a brace")
            } else if byte == UInt8(ascii: "{") {
                let start = index + 1
                var cursor = start
                var quote: UInt8?
                while cursor < bytes.count {
                    let current = bytes[cursor]
                    if let open = quote {
                        if current == open { quote = nil }
                    } else if current == UInt8(ascii: "'") || current == UInt8(ascii: "\"") {
                        quote = current
                    } else if current == UInt8(ascii: "}") {
                        break
                    }
                    cursor += 1
                }
                guard cursor < bytes.count else {
                    throw Problem(offset: index, message: "'{' is not closed in the \(origin); write '{{' for a brace")
                }
                let text = String(decoding: bytes[start..<cursor], as: UTF8.self)
                guard text.contains(where: { !$0.isWhitespace }) else {
                    throw Problem(offset: index, message: "empty '{}' in the \(origin)")
                }
                flush()
                segments.append(.expression(expression(text, start)))
                index = cursor + 1
            } else {
                literal.append(byte)
                index += 1
            }
        }
        flush()
        return MessageTemplate(segments: collapsed(segments), source: raw)
    }

    /// Collapses white space in the text segments and trims the template's ends.
    private static func collapsed(_ segments: [MessageTemplate.Segment]) -> [MessageTemplate.Segment] {
        var result: [MessageTemplate.Segment] = []
        for (position, segment) in segments.enumerated() {
            guard case .text(let text) = segment else {
                result.append(segment)
                continue
            }
            var words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if text.first?.isWhitespace == true, position > 0 { words = " " + words }
            if text.last?.isWhitespace == true, position < segments.count - 1, !words.hasSuffix(" ") { words += " " }
            if !words.isEmpty { result.append(.text(words)) }
        }
        return result
    }
}
