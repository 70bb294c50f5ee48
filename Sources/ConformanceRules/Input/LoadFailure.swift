/// Why an input could not be loaded: one or more located errors, all reported.
public struct LoadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Never empty; in file order when the input kept lines.
    public var errors: [InputError]

    public init(_ errors: [InputError]) {
        self.errors = errors
    }

    public init(_ error: InputError) {
        self.errors = [error]
    }

    /// One diagnostic line per error.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
