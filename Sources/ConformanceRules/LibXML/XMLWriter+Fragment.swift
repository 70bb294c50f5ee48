/// Parts of an indented document written apart from it, byte for byte as the document itself
/// would have them: a report that writes each file's part as its audit ends and its head last
/// (`JUnitStream`) joins them later.
extension XMLWriter {
    /// Writes the elements `content` writes as they would appear `depth` (≥ 1) levels deep in a
    /// document written with `indented: true`, handing the bytes to `consume` whenever `content`
    /// calls its drain function and once at the end.
    ///
    /// The elements are written inside `depth` placeholder elements whose tags are never handed
    /// over: libxml2 closes an open start tag with `>` and a line break only when the first child
    /// begins, so those two bytes are dropped from the front of what is handed over.
    static func fragment(depth: Int, into consume: (UnsafeRawBufferPointer) throws -> Void,
                         _ content: (inout XMLWriter, _ drain: (inout XMLWriter) throws -> Void) throws -> Void) throws {
        precondition(depth >= 1, "a fragment lies inside an element")
        var writer = try XMLWriter(indented: true)
        try withoutActuallyEscaping(consume) { consume in
            let output = FragmentOutput(consume: consume)
            func nest(_ level: Int, _ writer: inout XMLWriter) throws {
                guard level < depth else {
                    try writer.drain { _ in }  // the declaration and the placeholders' start tags
                    try content(&writer, output.drain)
                    try output.drain(&writer)
                    return
                }
                try writer.element("fragment") { try nest(level + 1, &$0) }
            }
            try nest(0, &writer)
        }
    }

    /// An element with its attributes and no content, `depth` levels deep: `<name a="1"/>` and a
    /// line break, indented. `open`: the start tag alone, `<name a="1">` and a line break, for an
    /// element whose content is written apart.
    static func tag(_ name: String, attributes: [XMLAttribute], depth: Int, open: Bool) throws -> [UInt8] {
        var bytes: [UInt8] = []
        if depth == 0 {
            var writer = try XMLWriter(indented: true)
            try writer.element(name, attributes: attributes)
            bytes = Array(try writer.finish())
        } else {
            try fragment(depth: depth, into: { bytes.append(contentsOf: $0) }) { writer, _ in
                try writer.element(name, attributes: attributes)
            }
        }
        guard open else { return bytes }
        // libxml2 ends an element without content with "/>" and a line break.
        guard bytes.count >= 3, bytes.suffix(3).elementsEqual("/>\n".utf8) else {
            throw XMLWriterError("an empty element did not end with />")
        }
        bytes.removeLast(3)
        bytes.append(contentsOf: ">\n".utf8)
        return bytes
    }
}

/// Hands a fragment's bytes over without the end of the placeholder's start tag before them.
private final class FragmentOutput {
    private let consume: (UnsafeRawBufferPointer) throws -> Void
    private var opening = true

    init(consume: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.consume = consume }

    func drain(_ writer: inout XMLWriter) throws {
        try writer.drain { bytes in
            guard !bytes.isEmpty else { return }
            guard opening else { return try consume(bytes) }
            opening = false
            // Always ">\n": the first child closes the placeholder's start tag.
            guard bytes.count >= 2, bytes[0] == UInt8(ascii: ">"), bytes[1] == UInt8(ascii: "\n") else {
                throw XMLWriterError("a fragment did not start with its placeholder's end of tag")
            }
            if bytes.count > 2 { try consume(UnsafeRawBufferPointer(rebasing: bytes[2...])) }
        }
    }
}
