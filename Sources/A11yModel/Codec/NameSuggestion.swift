/// "did you mean …?" for a misspelt name: the closest candidate within a third of its length.
/// Shared by every reader that names what it expected (scenario keys and tokens, pack parameters,
/// XPath functions, command-line names).
public enum NameSuggestion {
    public static func didYouMean(_ name: String, among candidates: [String], prefix: String = "", suffix: String = "") -> String {
        guard let best = closest(name, among: candidates) else { return "" }
        return "; did you mean '\(prefix)\(best)\(suffix)'?"
    }

    /// The closest candidate within a third of `name`'s length (at least 2 edits), or nil.
    public static func closest(_ name: String, among candidates: [String]) -> String? {
        candidates.map { ($0, distance(name, $0)) }.filter { $0.1 <= max(2, name.count / 3) }
            .min(by: { ($0.1, $0.0) < ($1.1, $1.0) })?.0
    }

    /// Levenshtein distance over characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
