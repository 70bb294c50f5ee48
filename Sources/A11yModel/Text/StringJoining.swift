// The standard library's `joined(separator:)` for strings is generic and reaches the modules of
// this package unspecialised: its first call in a process, for each collection type, looks the
// collection's associated types up by name, a search through every conformance of the program
// that cost a small audit more than a tenth of a millisecond. These overloads, more specific,
// are chosen for `[String]` and `ArraySlice<String>` and compiled for them. Same result.

extension Array where Element == String {
    /// The strings with `separator` between them.
    public func joined(separator: String) -> String { joinStrings(self[...], separator: separator) }
}

extension ArraySlice where Element == String {
    /// The strings with `separator` between them.
    public func joined(separator: String) -> String { joinStrings(self, separator: separator) }
}

private func joinStrings(_ strings: ArraySlice<String>, separator: String) -> String {
    guard let first = strings.first else { return "" }
    var result = first
    for element in strings.dropFirst() {
        result += separator
        result += element
    }
    return result
}
