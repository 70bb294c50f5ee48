/// Something elements can be written to: the text writer (`XMLWriter`) or an in-memory tree
/// (`XMLTreeBuilder`). The scenario writer is generic over it, so the XML a file holds and the
/// tree declarative rules query are produced by the same code and cannot drift apart.
public protocol XMLElementSink: ~Copyable {
    /// Writes `<name attributes…>`, then whatever `content` writes inside it, then closes it.
    mutating func element(_ name: String, attributes: [XMLAttribute], _ content: (inout Self) throws -> Void) throws
}

extension XMLWriter: XMLElementSink {}
