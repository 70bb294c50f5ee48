/// Finding a short pattern in bytes without decoding them to text.
enum ByteSearch {
    /// Where `needle` first starts in `haystack`, at or after `start`.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        haystack.withUnsafeBufferPointer { firstIndex(of: needle, in: $0, from: start) }
    }

    /// Where `needle` first starts in bytes read in place, at or after `start`.
    static func firstIndex(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let first = needle.first, start >= 0, needle.count <= haystack.count - start else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Where `needle` last starts in `haystack`.
    static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        for index in stride(from: haystack.count - needle.count, through: 0, by: -1)
        where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
