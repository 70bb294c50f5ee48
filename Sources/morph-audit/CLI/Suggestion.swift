import A11yModel

/// "Did you mean" hints for mistyped names, in the command line's own wording.
enum Suggestion {
    /// `. Did you mean '--to'?` when a candidate is within a small edit distance, else empty.
    static func didYouMean(_ typed: String, among candidates: [String]) -> String {
        let limit = max(1, min(2, typed.count / 3))
        let scored = candidates.map { ($0, editDistance(typed, $0)) }.filter { $0.1 <= limit }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        return ". Did you mean '\(best.0)'?"
    }

    static func editDistance(_ a: String, _ b: String) -> Int { NameSuggestion.distance(a, b) }
}
