extension XMLSourceText {
    /// Where a character of an element's text sits in the source.
    ///
    /// `textOffset` counts UTF-8 bytes of the text as the parser delivers it — entities and
    /// character references expanded, CDATA unwrapped, `\r\n` read as `\n`, comments and
    /// processing instructions dropped — which is how libxml2 counts offsets into an XPath
    /// expression read from that text. Nil when the element has no content or the offset is past it.
    public func position(documentOrder: Int, textOffset: Int) -> Position? {
        guard startTags.indices.contains(documentOrder), let start = startTags[documentOrder].contentOffset else { return nil }
        var index = start
        var decoded = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if matches("<![CDATA[", at: index) {
                    index += 9
                    while index < bytes.count, !matches("]]>", at: index) {
                        if decoded >= textOffset { return position(ofByte: index) }
                        index += bytes[index] == UInt8(ascii: "\r") && matches("\r\n", at: index) ? 2 : 1
                        decoded += 1
                    }
                    index += 3
                } else if matches("<!--", at: index) {
                    index = end(of: "-->", from: index + 4)
                } else if matches("<?", at: index) {
                    index = end(of: "?>", from: index + 2)
                } else {
                    return decoded == textOffset ? position(ofByte: index) : nil
                }
            } else if decoded >= textOffset {
                return position(ofByte: index)
            } else if byte == UInt8(ascii: "&"), let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                let length = Self.decodedLength(entity: bytes[(index + 1)..<semicolon])
                if decoded + length > textOffset { return position(ofByte: index) }
                decoded += length
                index = semicolon + 1
            } else {
                index += byte == UInt8(ascii: "\r") && matches("\r\n", at: index) ? 2 : 1
                decoded += 1
            }
        }
        return decoded == textOffset ? position(ofByte: index) : nil
    }

    /// Line and column (1-based, bytes) of a byte offset.
    func position(ofByte offset: Int) -> Position {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return Position(line: line, column: offset - lineStart + 1)
    }

    private func matches(_ text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private func end(of terminator: String, from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, !matches(terminator, at: cursor) { cursor += 1 }
        return min(cursor + terminator.utf8.count, bytes.count)
    }

    /// UTF-8 length of what `&name;` stands for: one byte for the predefined entities, the
    /// scalar's length for character references.
    private static func decodedLength(entity name: ArraySlice<UInt8>) -> Int {
        let text = String(decoding: name, as: UTF8.self)
        guard text.hasPrefix("#") else { return 1 }
        let digits = text.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X")
            ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value) else { return 1 }
        return String(scalar).utf8.count
    }
}
