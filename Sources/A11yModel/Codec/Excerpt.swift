/// Characters of an input value quoted in a message before it is cut.
public let excerptLimit = 80

/// `text` shortened for quoting in a message: at most `limit` characters, then "…" and how long
/// the whole value was. Messages echo ids, keys and attribute values from files; a 2 MB id
/// repeated in 400 messages would otherwise cost gigabytes of memory and standard error.
public func excerpt(_ text: String, limit: Int = excerptLimit) -> String {
    // A character is at least a byte: within the limit in bytes, it is within it in characters.
    if text.utf8.count <= limit { return text }
    var end = text.startIndex
    var kept = 0
    while end < text.endIndex, kept < limit {
        text.formIndex(after: &end)
        kept += 1
    }
    guard end < text.endIndex else { return text }
    return String(text[..<end]) + "… (\(text.utf8.count) bytes)"
}
