/// The words every reporter uses for the baseline: why a problem does not fail, why a known one
/// fails again, and which entries are fixed.
enum BaselineText {
    /// `in baseline since 2026-11-01`, for a known problem.
    static func known(_ mark: BaselineMark) -> String {
        "in baseline since " + (mark.since ?? "an earlier run")
    }

    /// `worse than in the baseline (recorded 1.12:1 since 2026-11-01)`, for a problem that got worse.
    static func worse(_ mark: BaselineMark) -> String {
        var text = "worse than in the baseline"
        switch (mark.recorded, mark.since) {
        case let (recorded?, since?): text += " (recorded \(recorded) since \(since))"
        case let (recorded?, nil): text += " (recorded \(recorded))"
        case let (nil, since?): text += " (since \(since))"
        case (nil, nil): break
        }
        return text
    }

    /// `fixed: handle-contrast on card-1-handle in presented (recorded 1.12:1, in baseline since
    /// 2026-11-01); remove it with `baseline write``.
    static func fixed(_ entry: BaselineEntry) -> String {
        "fixed: " + entry.summary + " (" + (entry.measured.map { "recorded \($0), " } ?? "")
            + "in baseline since \(entry.since)); remove it with `baseline write`"
    }

    /// `known: 233 problems in baseline since 2026-11-01 do not fail the run: text-contrast (28),
    /// …`: one line for a file's known problems, the rules with the most first, the earliest day.
    static func knownGroup(_ problems: [Problem]) -> String {
        var byRule: [String: Int] = [:]
        for problem in problems { byRule[problem.ruleID, default: 0] += 1 }
        let rules = byRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        var listed = rules.prefix(maximumRules).map { "\($0.key) (\($0.value))" }
        let more = rules.count - maximumRules
        if more > 0 { listed.append("\(more) more rule\(more == 1 ? "" : "s")") }
        let earliest = problems.compactMap(\.baseline?.since).min()
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return "known: \(count)" + (earliest.map { " in baseline since \($0)" } ?? "") + " "
            + (problems.count == 1 ? "does" : "do") + " not fail the run: " + ReportText.list(listed)
    }

    /// Rules named in a known-problems line before the rest are counted.
    static let maximumRules = 5
}
