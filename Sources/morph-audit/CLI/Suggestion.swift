/// "Did you mean" hints for mistyped names.
enum Suggestion {
    /// `. Did you mean '--to'?` when a candidate is within a small edit distance, else empty.
    static func didYouMean(_ typed: String, among candidates: [String]) -> String {
        let limit = max(1, min(2, typed.count / 3))
        let scored = candidates.map { ($0, editDistance(typed, $0)) }.filter { $0.1 <= limit }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        return ". Did you mean '\(best.0)'?"
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
