import A11yModel

/// The words every reporter uses for a problem, so the terminal, JUnit and SARIF say the same
/// thing: what is wrong, with the value measured in each environment where it differs, and
/// where it occurs.
enum ProblemText {
    /// `presented`, `transition push presented → pushed`; a state judged under one environment
    /// only also names it: `presented [iOS, large, light]`.
    static func state(_ problem: Problem) -> String {
        let judged = Set(problem.checkedEnvironments + problem.environments)
        guard judged.count == 1, let only = judged.first else { return problem.state.name }
        return problem.state.name + " [\(only.variantName)]"
    }

    /// The node path or id, or nil for a problem about the snapshot, state or transition itself.
    static func target(_ problem: Problem) -> String? { problem.path ?? problem.element }

    /// The first occurrence's message with what was measured and what it was held to; when the
    /// environments measured differently, each value with where it was measured:
    /// `handle … is hard to see (measured 1.12:1 in light, 1.22:1 in dark, needs 3:1)`.
    static func detail(_ problem: Problem) -> String {
        let first = problem.first
        let thresholds = distinct(problem.occurrences.map(\.threshold))
        let sameThreshold = thresholds.count == 1
        // A value is what was measured, with its threshold when thresholds differ.
        let values = problem.occurrences.map { finding -> String? in
            guard let measured = finding.measured else { return sameThreshold ? nil : finding.threshold.map { "needs \($0)" } }
            return sameThreshold ? measured : measured + (finding.threshold.map { " against \($0)" } ?? "")
        }
        let distinctValues = distinct(values)
        guard distinctValues.count > 1 else { return first.detail }
        let environments = problem.occurrences.map(\.subject.environment)
        let occurring = environments.compactMap { $0 }
        var parts: [String] = []
        for value in distinctValues.prefix(maximumValues) {
            let text = value ?? "not measured"
            let members = zip(values, environments).filter { $0.0 == value }.compactMap(\.1)
            parts.append(EnvironmentPhrase.part(members, of: occurring).map { "\(text) in \($0)" } ?? text)
        }
        if distinctValues.count > maximumValues { parts.append("…") }
        // Semicolons when a part lists several settings, so its commas stay inside it.
        let separator = parts.contains { $0.contains(", ") } ? "; " : ", "
        var text = first.message + " (measured " + parts.joined(separator: separator)
        if sameThreshold, let threshold = first.threshold { text += separator + "needs \(threshold)" }
        return text + ")"
    }

    /// Where it occurs among the environments judged, or nil when only one was judged.
    static func occurrence(_ problem: Problem) -> String? {
        EnvironmentPhrase.occurrence(problem.environments, among: problem.checkedEnvironments)
    }

    /// The detail followed by where it occurs, and for a problem the baseline knew at a better
    /// value, by how it got worse: the text of a diagnostic line or SARIF message.
    static func sentence(_ problem: Problem) -> String {
        var text = problem.outcome == .cantTell ? "needs review: " + detail(problem) : detail(problem)
        if let occurrence = occurrence(problem) { text += " " + occurrence }
        if let mark = problem.baseline, mark.state == .worse { text += ", " + BaselineText.worse(mark) }
        return text
    }

    /// Distinct measured values listed before the rest are summarised as `…` (the JSON report
    /// keeps every one).
    static let maximumValues = 6

    private static func distinct<T: Hashable>(_ values: [T]) -> [T] { values.distinctInOrder() }
}
