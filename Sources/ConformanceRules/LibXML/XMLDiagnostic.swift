/// A problem libxml2 (or the conversion after it) found in a document.
///
/// Lines are 1-based. libxml2 gives parse errors a line and a column; schema errors and tree
/// conversion only know the line of the element (the line where its start tag ends), so their
/// column is filled in later, when the source text is at hand (see `XMLSourceText`).
public struct XMLDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case warning, error
    }

    public var severity: Severity
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The element the problem concerns, when known: lets callers locate a column.
    public var element: String?
    /// The attribute the problem concerns, when known.
    public var attribute: String?

    public init(severity: Severity = .error, line: Int?, column: Int? = nil, message: String,
                element: String? = nil, attribute: String? = nil) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
        self.element = element
        self.attribute = attribute
    }

    /// `line:column: message`, shortened when parts are unknown.
    public var description: String {
        var prefix = ""
        if let line {
            prefix = "\(line):"
            if let column { prefix += "\(column):" }
            prefix += " "
        }
        return prefix + message
    }
}

/// Why a document could not be used; `diagnostics` is never empty.
public struct XMLDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    public var diagnostics: [XMLDiagnostic]

    public init(_ diagnostics: [XMLDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(line: Int?, column: Int? = nil, message: String) {
        self.init([XMLDiagnostic(line: line, column: column, message: message)])
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
