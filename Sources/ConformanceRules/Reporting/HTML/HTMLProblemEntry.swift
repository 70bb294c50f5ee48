import A11yModel

/// One problem written out: its number, rule (linked to the rule's documentation), standing and
/// severity in words, element, the reason with what was measured against what threshold, where
/// it occurs, its source line, and a table of the values measured per environment where they differ.
struct HTMLProblemEntry {
    let page: HTMLPage
    let entry: HTMLSubjectSection.Numbered
    /// The entry's id, which the wireframe badges link to.
    let id: String
    /// The environments its state was judged in.
    let environments: [Environment]

    private var writer: MarkupWriter { page.writer }
    private var problem: Problem { entry.problem }

    func write() throws {
        let standing = MarkStyle.token(entry.standing)
        let failOn = page.report.configuration.failOnName
        try writer.element("li", [("class", "problem"), ("id", id), ("data-severity", problem.severity.rawValue),
                                  ("data-outcome", standing), ("data-pack", page.summary.token(ofPack: problem.pack)),
                                  ("data-rule", problem.ruleID), ("data-element", problem.element)]) {
            try writer.element("p", [("class", "problem-title")]) {
                try writer.element("span", [("class", "number standing-" + standing)]) {
                    try writer.element("span", [("class", "visually-hidden")], text: "Problem ")
                    try writer.text(String(entry.number))
                }
                try writer.text(" ")
                try HTMLProblemEntry.ruleLink(problem.ruleID, rule: page.report.rule(problem.ruleID), into: writer)
                try writer.text(" ")
                try writer.element("span", [("class", "tag standing-" + standing)], text: MarkStyle.words(entry.standing, failOn: failOn))
                try writer.text(" ")
                try writer.element("span", [("class", "tag")], text: problem.severity.rawValue)
                if let element = problem.element {
                    try writer.text(" on ")
                    try writer.element("code") { try writer.inputText(MarkupText.shortened(element, limit: HTMLBudget.nameLimit)) }
                }
            }
            try writer.element("p") {
                let detail = problem.outcome == .cantTell ? "needs review: " + ProblemText.detail(problem) : ProblemText.detail(problem)
                try writer.inputText(MarkupText.shortened(detail, limit: HTMLBudget.messageLimit))
            }
            try facts()
            try measured()
        }
    }

    /// A rule id linked to its documentation (docs/rules.md has an anchor per built-in rule).
    static func ruleLink(_ ruleID: String, rule: RuleDescription?, into writer: MarkupWriter) throws {
        let text = MarkupText.shortened(ruleID, limit: HTMLBudget.nameLimit)
        guard let url = HTMLPage.documentation(of: rule) else {
            try writer.element("code") { try writer.inputText(text) }
            return
        }
        try writer.element("a", [("href", url)]) { try writer.element("code") { try writer.inputText(text) } }
    }

    private func facts() throws {
        try writer.element("dl", [("class", "facts")]) {
            try fact("Occurs", ProblemText.occurrence(problem) ?? "in the only environment judged")
            if let path = problem.path {
                try fact("Element") { try writer.element("code") { try writer.inputText(MarkupText.shortened(path, limit: HTMLBudget.messageLimit)) } }
            }
            try fact("Source") {
                try writer.element("code") {
                    try writer.inputText(MarkupText.shortened(problem.location.description, limit: HTMLBudget.nameLimit))
                }
            }
            if let reason = problem.suppression { try fact("Suppressed because", reason) }
            if let mark = problem.baseline { try fact("Baseline", HTMLProblemEntry.baselineWords(mark)) }
        }
    }

    /// `known: in baseline since 2026-11-01`, `new: not in the baseline`, `worse than in the baseline (…)`.
    static func baselineWords(_ mark: BaselineMark) -> String {
        switch mark.state {
        case .known: "known: " + BaselineText.known(mark)
        case .new: "new: not in the baseline"
        case .worse: "new: " + BaselineText.worse(mark)
        }
    }

    private func fact(_ term: String, _ value: String) throws {
        try fact(term) { try writer.inputText(MarkupText.shortened(value, limit: HTMLBudget.messageLimit)) }
    }

    private func fact(_ term: String, _ value: () throws -> Void) throws {
        try writer.element("dt", text: term)
        try writer.element("dd", [], value)
    }

    /// Occurrences grouped by what was measured and held to: one row per distinct value, with the
    /// environments that gave it and the first source line. Left out when every environment gave
    /// the same value: the sentence above already says it.
    private func measured() throws {
        let occurrences = problem.occurrences
        var groups: [(measured: String?, threshold: String?, findings: [Finding])] = []
        for finding in occurrences {
            if let index = groups.firstIndex(where: { $0.measured == finding.measured && $0.threshold == finding.threshold }) {
                groups[index].findings.append(finding)
            } else {
                groups.append((finding.measured, finding.threshold, [finding]))
            }
        }
        guard groups.count > 1 else { return }
        let occurring = occurrences.compactMap(\.subject.environment)
        try writer.element("table", [("class", "measured")]) {
            try writer.element("caption", text: "Measured in each environment")
            try writer.element("thead") {
                try writer.element("tr") {
                    for title in ["Environments", "Measured", "Threshold", "Source"] {
                        try writer.element("th", [("scope", "col")], text: title)
                    }
                }
            }
            try writer.element("tbody") {
                for group in groups.prefix(HTMLBudget.measuredRows) {
                    let members = group.findings.compactMap(\.subject.environment)
                    let words = environmentWords(members, of: occurring)
                    try writer.element("tr") {
                        try writer.element("td") { try writer.inputText(MarkupText.shortened(words, limit: HTMLBudget.messageLimit)) }
                        try cell(group.measured ?? "not measured")
                        try cell(group.threshold ?? "–")
                        try writer.element("td") {
                            try writer.element("code") {
                                try writer.inputText(MarkupText.shortened(group.findings[0].location.description, limit: HTMLBudget.nameLimit))
                            }
                        }
                    }
                }
            }
        }
        if groups.count > HTMLBudget.measuredRows {
            try writer.element("p", [("class", "note")], text: "\(groups.count - HTMLBudget.measuredRows) more measured values are in the JSON report.")
        }
    }

    /// "dark", "large, light", or the whole environment when only one was judged.
    private func environmentWords(_ members: [Environment], of occurring: [Environment]) -> String {
        guard let first = members.first else { return "across the state's environments" }
        if let part = EnvironmentPhrase.part(members, of: occurring) { return part }
        return Set(occurring).count == 1 ? first.variantName : "every environment it occurs in"
    }

    private func cell(_ text: String) throws {
        try writer.element("td") { try writer.inputText(MarkupText.shortened(text, limit: HTMLBudget.messageLimit)) }
    }
}
