/// Writes HTML or SVG markup to a report sink as it goes, escaping every text and attribute value
/// (`MarkupText`), so nothing an input says can open a tag, close an attribute or run a script.
/// Element and attribute names are the caller's own constants. What it writes is also well-formed
/// XML (empty elements are closed with `/>`, attributes are quoted, only the five XML references
/// are used), which lets tests read a whole HTML report with an XML parser.
///
/// Bytes are handed to the sink every `flushThreshold` bytes, so a large report streams.
final class MarkupWriter {
    private let sink: any ReportSink
    private var buffer: [UInt8] = []
    private static let flushThreshold = 64 * 1024

    init(sink: any ReportSink) {
        self.sink = sink
        buffer.reserveCapacity(MarkupWriter.flushThreshold + 4096)
    }

    /// An attribute; nil values are left out.
    typealias Attribute = (name: String, value: String?)

    /// `<name attributes…>`.
    func open(_ name: String, _ attributes: [Attribute] = []) throws {
        append("<" + name)
        try writeAttributes(attributes)
        append(">")
        try flushIfFull()
    }

    func close(_ name: String) throws {
        append("</" + name + ">")
        if MarkupWriter.blocks.contains(name) { append("\n") }
        try flushIfFull()
    }

    /// Elements followed by a line break, so the file reads (and diffs) line by line; white space
    /// between them means nothing to a browser.
    private static let blocks: Set<String> = [
        "head", "body", "header", "nav", "main", "footer", "section", "div", "p", "ul", "ol", "li", "dl", "dd", "table",
        "caption", "thead", "tbody", "tr", "figure", "figcaption", "form", "fieldset", "legend", "select", "option",
        "h1", "h2", "h3", "h4", "style", "title", "svg", "g", "defs", "pattern", "text", "details", "summary",
    ]

    /// `<name …>`, then what `content` writes, then `</name>`.
    func element(_ name: String, _ attributes: [Attribute] = [], _ content: () throws -> Void) throws {
        try open(name, attributes)
        try content()
        try close(name)
    }

    /// `<name …>text</name>`.
    func element(_ name: String, _ attributes: [Attribute] = [], text: String) throws {
        try open(name, attributes)
        try self.text(text)
        try close(name)
    }

    /// An element without content: `<rect …/>`, `<meta …/>`.
    func empty(_ name: String, _ attributes: [Attribute] = []) throws {
        append("<" + name)
        try writeAttributes(attributes)
        append(MarkupWriter.inline.contains(name) ? "/>" : "/>\n")
        try flushIfFull()
    }

    /// Character data, escaped.
    func text(_ text: String) throws {
        append(MarkupText.escaped(text))
        try flushIfFull()
    }

    /// Empty elements that sit inside a line of text.
    private static let inline: Set<String> = ["input", "br"]

    /// Text from an input (labels, ids, messages): escaped, and when it holds right-to-left
    /// letters or bidirectional controls, isolated in `<bdi>` so it cannot reorder what surrounds it.
    func inputText(_ text: String) throws {
        append(MarkupText.needsIsolation(text) ? "<bdi>" + MarkupText.escaped(text) + "</bdi>" : MarkupText.escaped(text))
        try flushIfFull()
    }

    /// Markup the program itself made (the style sheet, the script, a document an XML writer
    /// already escaped); never text from an input.
    func trusted(_ markup: String) throws {
        append(markup)
        try flushIfFull()
    }

    func trusted(bytes: some Sequence<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        try flushIfFull()
    }

    /// Hands everything written so far to the sink.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        try sink.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAttributes(_ attributes: [Attribute]) throws {
        for attribute in attributes {
            guard let value = attribute.value else { continue }
            append(" " + attribute.name + "=\"" + MarkupText.escaped(value) + "\"")
        }
    }

    private func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    private func flushIfFull() throws {
        if buffer.count >= MarkupWriter.flushThreshold { try flush() }
    }
}
