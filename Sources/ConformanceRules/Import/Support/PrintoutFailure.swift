/// A problem in one line of a text printout, at a character offset the caller turns into a
/// column: the line readers throw it, typed, and the importer locates it in the file.
struct PrintoutFailure: Error, Sendable {
    /// 0-based character offset in the text that was read (the line, or the property's text).
    var offset: Int
    var message: String
}
