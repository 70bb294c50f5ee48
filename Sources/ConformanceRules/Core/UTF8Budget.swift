/// Text cut to a number of UTF-8 bytes without splitting a character: report bodies and node
/// paths are bounded in bytes, and a cut through a character would leave invalid text.
enum UTF8Budget {
    /// The longest prefix of `text` made of whole characters within `bytes` bytes.
    static func prefix(of text: String, bytes budget: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let size = text[index].utf8.count
            if used + size > budget { break }
            used += size
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
