extension LocatedJSON {
    /// The value at a coding path such as `parameters.handle-contrast.minimumRatio` or
    /// `suppressions[2].reason`, or the deepest value on the way when the rest is missing (an
    /// unknown key is then located at its object). Keys containing `.` or `[` cannot be named.
    func closest(atCodingPath path: String) -> LocatedJSON {
        var current = self
        for segment in Self.segments(of: path) {
            let next: LocatedJSON? = switch segment {
            case .key(let key): current[key]
            case .index(let index): current.elements.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            }
            guard let next else { return current }
            current = next
        }
        return current
    }

    private enum Segment {
        case key(String)
        case index(Int)
    }

    private static func segments(of path: String) -> [Segment] {
        var segments: [Segment] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: true) {
            var rest = part[...]
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { segments.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.first == "[", let close = rest.firstIndex(of: "]") {
                    if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { segments.append(.index(index)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                segments.append(.key(String(rest)))
            }
        }
        return segments
    }
}
