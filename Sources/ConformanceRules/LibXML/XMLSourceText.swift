/// Where each start tag and each of its attributes sits in a document's source text.
///
/// libxml2 keeps one line per element (where the start tag ends) and no column. To point an error
/// at `opacity="abc"` itself, the source is scanned once more for start tags, in document order,
/// so the n-th tag found is the element whose `documentOrder` is n. Only called for documents
/// libxml2 already accepted, and only when an error needs locating. Columns are 1-based byte
/// offsets within the line.
public struct XMLSourceText: Sendable {
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    public struct StartTag: Sendable, Hashable {
        public var name: String
        /// The `<` of the tag.
        public var start: Position
        /// The line of the tag's `>`, which is the line libxml2 records for the element.
        public var endLine: Int
        public var attributes: [(name: String, position: Position)] {
            attributeNames.indices.map { (attributeNames[$0], attributePositions[$0]) }
        }
        var attributeNames: [String]
        var attributePositions: [Position]
        /// Byte offset of the element's content, just past the `>`; nil for an empty-element tag.
        public var contentOffset: Int?

        public func position(ofAttribute name: String) -> Position? {
            attributeNames.firstIndex(of: name).map { attributePositions[$0] }
        }
    }

    public let startTags: [StartTag]
    /// The scanned text, for positions inside element content (`ContentPositions`).
    let bytes: [UInt8]

    public init(_ bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        var scanner = Scanner(bytes: bytes)
        startTags = scanner.startTags()
        self.bytes = bytes
    }

    /// The position of `attribute` of the element at `documentOrder`, or of its `<`.
    public func position(documentOrder: Int, attribute: String? = nil) -> Position? {
        guard startTags.indices.contains(documentOrder) else { return nil }
        let tag = startTags[documentOrder]
        return attribute.flatMap(tag.position(ofAttribute:)) ?? tag.start
    }

    /// The `<` of every start tag in document order, without reading attributes: where each
    /// element of a document libxml2 accepted begins, for locating findings in dumps written on
    /// one line (`adb shell uiautomator dump`), where the line alone says nothing.
    public static func startTagPositions(_ bytes: [UInt8]) -> [Position] {
        var scanner = Scanner(bytes: bytes)
        var positions: [Position] = []
        scanner.forEachStartTag { scanner in
            positions.append(scanner.position)
            scanner.skipStartTag()
        }
        return positions
    }

    /// The same for an element known only by name and libxml2's line (schema errors).
    public func position(element: String, line: Int, attribute: String? = nil) -> Position? {
        guard let tag = startTags.first(where: { $0.name == element && $0.endLine == line }) else { return nil }
        return attribute.flatMap(tag.position(ofAttribute:)) ?? tag.start
    }
}

/// A forward scan that skips comments, CDATA, processing instructions, the DOCTYPE and end tags,
/// and reads start tags with their (quoted) attributes. Bounds-checked throughout.
private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var position: XMLSourceText.Position { .init(line: line, column: index - lineStart + 1) }

    func peek(_ offset: Int = 0) -> UInt8? {
        bytes.indices.contains(index + offset) ? bytes[index + offset] : nil
    }

    func startsWith(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        guard index + pattern.count <= bytes.count else { return false }
        return bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    mutating func advance() {
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func skip(past terminator: String) {
        while index < bytes.count, !startsWith(terminator) { advance() }
        for _ in terminator.utf8 { advance() }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'"))
    }

    mutating func name() -> String {
        let start = index
        while let byte = peek(), Self.isNameByte(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func skipDoctype() {
        var bracketDepth = 0
        var quote: UInt8?
        while let byte = peek() {
            advance()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if byte == UInt8(ascii: ">"), bracketDepth <= 0 {
                return
            }
        }
    }

    mutating func startTags() -> [XMLSourceText.StartTag] {
        var tags: [XMLSourceText.StartTag] = []
        forEachStartTag { scanner in tags.append(scanner.startTag()) }
        return tags
    }

    /// Calls `read` at the `<` of each start tag, in document order; `read` moves past the tag.
    mutating func forEachStartTag(_ read: (inout Scanner) -> Void) {
        while index < bytes.count {
            guard peek() == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if startsWith("<!--") {
                skip(past: "-->")
            } else if startsWith("<![CDATA[") {
                skip(past: "]]>")
            } else if startsWith("<?") {
                skip(past: "?>")
            } else if startsWith("<!") {
                skipDoctype()
            } else if startsWith("</") {
                skip(past: ">")
            } else {
                read(&self)
            }
        }
    }

    /// Moves past a start tag, its quoted attribute values included.
    mutating func skipStartTag() {
        advance()  // <
        while let byte = peek() {
            advance()
            if byte == UInt8(ascii: ">") { return }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                while let inner = peek(), inner != byte { advance() }
                advance()
            }
        }
    }

    mutating func startTag() -> XMLSourceText.StartTag {
        let start = position
        advance()  // <
        var tag = XMLSourceText.StartTag(name: name(), start: start, endLine: line, attributeNames: [],
                                         attributePositions: [], contentOffset: nil)
        while let byte = peek() {
            if byte == UInt8(ascii: ">") {
                tag.endLine = line
                if index == 0 || bytes[index - 1] != UInt8(ascii: "/") { tag.contentOffset = index + 1 }
                advance()
                return tag
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                advance()
                while let inner = peek(), inner != byte { advance() }
                advance()
            } else if Self.isNameByte(byte) {
                let attributeStart = position
                tag.attributeNames.append(name())
                tag.attributePositions.append(attributeStart)
            } else {
                advance()
            }
        }
        tag.endLine = line
        return tag
    }
}
