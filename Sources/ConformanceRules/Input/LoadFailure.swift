/// Why an input could not be loaded: one or more located errors, all reported.
public struct LoadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Never empty; in file order when the input kept lines.
    public var errors: [InputError]

    /// Errors listed per file; the rest are counted in one last line. A file with 400 copies of
    /// one mistake says so in 21 lines, not 400.
    public static let maximumErrorsPerFile = 20

    public init(_ errors: [InputError]) {
        self.errors = Self.capped(errors)
    }

    /// The first `maximumErrorsPerFile` errors, then "and N more errors in this file".
    public static func capped(_ errors: [InputError]) -> [InputError] {
        guard errors.count > maximumErrorsPerFile + 1, let last = errors.last else { return errors }
        let hidden = errors.count - maximumErrorsPerFile
        return Array(errors.prefix(maximumErrorsPerFile)) + [InputError(file: last.location.file, message:
            "and \(hidden) more errors in this file (the first \(maximumErrorsPerFile) are listed)")]
    }

    public init(_ error: InputError) {
        self.errors = [error]
    }

    /// One diagnostic line per error.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
