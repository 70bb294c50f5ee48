internal import CLibXML

/// Collects the errors libxml2 reports during one call (one parse, one validation).
///
/// A sink is handed to libxml2 as an unretained pointer that the caller keeps alive for the
/// duration of the call; nothing global is installed, so concurrent calls never mix their errors
/// and libxml2 never prints to stderr.
final class XMLDiagnosticSink {
    private(set) var diagnostics: [XMLDiagnostic] = []
    /// libxml2 reports the same fatal error again when it gives up; keep one copy.
    private var seen: Set<XMLDiagnostic> = []

    var errors: [XMLDiagnostic] { diagnostics.filter { $0.severity == .error } }

    func append(_ diagnostic: XMLDiagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    func record(_ error: xmlError) {
        let level = error.level
        guard level != XML_ERR_NONE else { return }
        let message = LibXML.string(error.message)?.trimmingTrailingWhitespace ?? "libxml2 error \(error.code)"
        var element: String?
        var attribute: String?
        if let node = error.node?.assumingMemoryBound(to: xmlNode.self) {
            if node.pointee.type == XML_ATTRIBUTE_NODE {
                attribute = LibXML.string(node.pointee.name)
                element = node.pointee.parent.flatMap { LibXML.string($0.pointee.name) }
            } else if node.pointee.type == XML_ELEMENT_NODE {
                element = LibXML.string(node.pointee.name)
            }
        }
        // Schema errors name the attribute only in their text: "Element 'node', attribute 'opacity': …".
        if attribute == nil, let range = message.firstRange(of: "attribute '") {
            attribute = String(message[range.upperBound...].prefix { $0 != "'" })
        }
        append(XMLDiagnostic(
            severity: level == XML_ERR_WARNING ? .warning : .error,
            line: error.line > 0 ? Int(error.line) : nil,
            column: error.int2 > 0 ? Int(error.int2) : nil,
            message: message, element: element, attribute: attribute))
    }

    /// The pointer libxml2 carries around for the duration of one call.
    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ opaque: UnsafeMutableRawPointer?) -> XMLDiagnosticSink? {
        guard let opaque else { return nil }
        return Unmanaged<XMLDiagnosticSink>.fromOpaque(opaque).takeUnretainedValue()
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
