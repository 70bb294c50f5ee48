extension BidirectionalCollection where Element: Equatable {
    /// The last occurrence of `pattern`, as Foundation's `range(of:options: .backwards)` finds it;
    /// the standard library has `firstRange(of:)` only.
    public func lastRange(of pattern: some Collection<Element>) -> Range<Index>? {
        guard !pattern.isEmpty else { return nil }
        var start = endIndex
        while start != startIndex {
            formIndex(before: &start)
            if self[start...].starts(with: pattern) {
                return start..<index(start, offsetBy: pattern.count)
            }
        }
        return nil
    }
}
