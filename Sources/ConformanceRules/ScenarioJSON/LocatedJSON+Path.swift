/// Finding a value by coding path, so an error raised by path (a decoding error, a validator
/// issue) gets the line and column of what it is about.
extension LocatedJSON {
    /// The value at `path`, or the deepest value on the way when the rest is missing (a missing
    /// key is located at its object).
    func deepest(at path: [PathKey]) -> LocatedJSON {
        var current = self
        for key in path {
            let next: LocatedJSON?
            if let index = key.intValue {
                next = current.elements.flatMap { index >= 0 && index < $0.count ? $0[index] : nil } ?? current[key.stringValue]
            } else {
                next = current[key.stringValue]
            }
            guard let found = next else { break }
            current = found
        }
        return current
    }

    /// `snapshots[1].root.children[0].id` as path keys.
    static func pathKeys(_ codingPath: String) -> [PathKey] {
        var keys: [PathKey] = []
        for part in codingPath.split(separator: ".", omittingEmptySubsequences: true) {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "["), bracket > rest.startIndex {
                keys.append(PathKey(String(rest[..<bracket])))
                rest = rest[bracket...]
            }
            while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                let inner = rest[rest.index(after: rest.startIndex)..<close]
                keys.append(Int(inner).map { PathKey(index: $0) } ?? PathKey(String(inner)))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { keys.append(PathKey(String(rest))) }
        }
        return keys
    }
}
