import A11yModel

/// A place in an input file. Line and column are 1-based and absent when unknown (JSON input
/// is located by coding path instead).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, shortened when parts are unknown.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0)
    }
}

/// An input that could not be used: a scenario, pack or configuration file. Reported with
/// exit status 2 while every other input is still audited.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    public var location: SourceLocation
    /// The JSON coding path, when the input was JSON.
    public var codingPath: String?
    public var message: String

    /// Longest message kept: values quoted in messages are cut to excerpts where they are quoted;
    /// this bounds whatever was not, so no input can make one message megabytes long.
    public static let maximumMessageLength = 2_000

    public init(location: SourceLocation, codingPath: String? = nil, message: String) {
        self.location = location
        self.codingPath = codingPath.map { excerpt($0, limit: Self.maximumMessageLength) }
        self.message = excerpt(message, limit: Self.maximumMessageLength)
    }

    public init(file: String, line: Int? = nil, column: Int? = nil, codingPath: String? = nil, message: String) {
        self.init(location: SourceLocation(file: file, line: line, column: column), codingPath: codingPath, message: message)
    }

    /// `file:line:col: error: message` or `file: error: at snapshots[0].root: message`, the
    /// compiler-diagnostic shape editors and CI logs link.
    public var description: String {
        if let codingPath, !codingPath.isEmpty {
            return "\(location): error: at \(codingPath): \(message)"
        }
        return "\(location): error: \(message)"
    }
}
