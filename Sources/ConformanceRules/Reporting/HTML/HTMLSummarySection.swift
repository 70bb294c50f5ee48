/// The top of the HTML report: what the run decided, problems by severity and standing, checks by
/// outcome, the filters, problems by rule, and the inputs that could not be used.
struct HTMLSummarySection {
    let page: HTMLPage

    private var writer: MarkupWriter { page.writer }
    private var summary: HTMLSummary { page.summary }
    private var failOn: String { page.report.configuration.failOnName }

    func write() throws {
        try writer.element("section", [("id", "summary"), ("aria-labelledby", "summary-heading")]) {
            try writer.element("h2", [("id", "summary-heading")], text: "Summary")
            try writer.element("p", text: verdict)
            try problemTable()
            try checkTable()
            try HTMLFilters(page: page).write()
            try ruleTable()
            try inputErrors()
            try fixedEntries()
        }
    }

    /// `4 scenario files audited, 1 input error. 249 problems: 200 fail the run, …`
    private var verdict: String {
        let totals = summary.problemTotals
        var text = HTMLPage.count(summary.scenarios.count, "scenario file", "scenario files") + " audited"
        if !page.report.inputErrors.isEmpty {
            text += ", " + HTMLPage.count(page.report.inputErrors.count, "input", "inputs") + " could not be used"
        }
        text += ". " + HTMLPage.count(totals.all, "problem", "problems") + ": \(totals.failing) "
            + (totals.failing == 1 ? "fails" : "fail") + " the run, "
            + (totals.known.map { "\($0) known (in the baseline), " } ?? "")
            + "\(totals.belowThreshold) below --fail-on \(failOn), "
            + "\(totals.cantTell) need review, \(totals.suppressed) suppressed. A problem is one rule failing on one "
            + "element in one state, with every environment it occurs in."
        if let fixed = page.report.baseline?.fixedLine { text += " " + fixed + "." }
        return text
    }

    private func problemTable() throws {
        let standings = page.report.standings
        try writer.element("table", [("class", "counts")]) {
            try writer.element("caption", text: "Problems by severity and standing")
            try writer.element("thead") {
                try writer.element("tr") {
                    try writer.element("th", [("scope", "col")], text: "Severity")
                    for standing in standings {
                        try writer.element("th", [("scope", "col"), ("class", "count")],
                                           text: MarkStyle.words(standing, failOn: failOn))
                    }
                    try writer.element("th", [("scope", "col"), ("class", "count")], text: "All")
                }
            }
            try writer.element("tbody") {
                for severity in Severity.allCases.reversed() {
                    let counts = summary.bySeverity[severity] ?? [:]
                    try writer.element("tr", [("data-severity", severity.rawValue)]) {
                        try writer.element("th", [("scope", "row")], text: severity.rawValue)
                        for standing in standings {
                            try writer.element("td", [("class", "count")], text: String(counts[standing] ?? 0))
                        }
                        try writer.element("td", [("class", "count")], text: String(counts.values.reduce(0, +)))
                    }
                }
            }
        }
    }

    private func checkTable() throws {
        let checks = summary.checkTotals
        let columns: [(String, Int)] = [("failed", checks.failed)] + (checks.known.map { [("known", $0)] } ?? [])
            + [("below --fail-on \(failOn)", checks.belowThreshold), ("need review", checks.cantTell), ("passed", checks.passed),
               ("inapplicable", checks.inapplicable), ("all", checks.all)]
        try writer.element("table", [("class", "counts")]) {
            try writer.element("caption", text: "Checks of a rule in a state (the JUnit testcases)")
            try writer.element("thead") {
                try writer.element("tr") {
                    for (title, _) in columns { try writer.element("th", [("scope", "col"), ("class", "count")], text: title) }
                }
            }
            try writer.element("tbody") {
                try writer.element("tr") {
                    for (_, value) in columns { try writer.element("td", [("class", "count")], text: String(value)) }
                }
            }
        }
    }

    /// Problems grouped by rule: one row per rule with a problem, linking to its documentation.
    private func ruleTable() throws {
        guard !summary.rules.isEmpty else { return }
        let standings = page.report.standings
        try writer.element("h3", [("id", "by-rule")], text: "Problems by rule")
        try writer.element("table", [("class", "rules"), ("aria-labelledby", "by-rule")]) {
            try writer.element("thead") {
                try writer.element("tr") {
                    for title in ["Rule", "What it checks", "Pack", "Severity"] {
                        try writer.element("th", [("scope", "col")], text: title)
                    }
                    for standing in standings {
                        try writer.element("th", [("scope", "col"), ("class", "count")],
                                           text: MarkStyle.words(standing, failOn: failOn))
                    }
                    try writer.element("th", [("scope", "col"), ("class", "count")], text: "States and transitions")
                }
            }
            try writer.element("tbody") {
                for row in summary.rules {
                    try writer.element("tr", [("data-severity", row.severity.rawValue),
                                              ("data-pack", summary.token(ofPack: row.pack))]) {
                        try writer.element("th", [("scope", "row")]) {
                            try HTMLProblemEntry.ruleLink(row.ruleID, rule: page.report.rule(row.ruleID), into: writer)
                        }
                        try writer.element("td") {
                            try writer.inputText(MarkupText.shortened(page.report.rule(row.ruleID)?.title ?? "", limit: HTMLBudget.nameLimit))
                        }
                        try writer.element("td") { try writer.inputText(MarkupText.shortened(row.pack, limit: HTMLBudget.nameLimit)) }
                        try writer.element("td", text: row.severity.rawValue)
                        for standing in standings {
                            try writer.element("td", [("class", "count")], text: String(row.counts[standing] ?? 0))
                        }
                        try writer.element("td", [("class", "count")], text: String(row.subjects))
                    }
                }
            }
        }
    }

    private func inputErrors() throws {
        let errors = page.report.inputErrors
        guard !errors.isEmpty else { return }
        try writer.element("h3", [("id", "input-errors")], text: "Inputs that could not be used")
        try writer.element("ul", [("aria-labelledby", "input-errors")]) {
            for error in errors.prefix(HTMLBudget.problemsPerSubject) {
                try writer.element("li") {
                    try writer.open("code")
                    try writer.inputText(MarkupText.shortened(error.location.description, limit: HTMLBudget.nameLimit))
                    try writer.close("code")
                    try writer.text(": ")
                    let detail = error.codingPath.map { $0.isEmpty ? error.message : "at \($0): \(error.message)" } ?? error.message
                    try writer.inputText(MarkupText.shortened(detail, limit: HTMLBudget.messageLimit))
                }
            }
            if errors.count > HTMLBudget.problemsPerSubject {
                try writer.element("li", text: "… and \(errors.count - HTMLBudget.problemsPerSubject) more (see the JSON report)")
            }
        }
    }

    /// Baseline entries whose problem is gone (`audit --baseline`), each with its file.
    private func fixedEntries() throws {
        guard let baseline = page.report.baseline, !baseline.fixed.isEmpty else { return }
        try writer.element("h3", [("id", "fixed-entries")], text: "Fixed since the baseline")
        try writer.element("ul", [("aria-labelledby", "fixed-entries")]) {
            for fixed in baseline.fixed.prefix(HTMLBudget.problemsPerSubject) {
                try writer.element("li") {
                    try writer.open("code")
                    try writer.inputText(MarkupText.shortened(fixed.file, limit: HTMLBudget.nameLimit))
                    try writer.close("code")
                    try writer.text(": ")
                    try writer.inputText(MarkupText.shortened(BaselineText.fixed(fixed.entry), limit: HTMLBudget.messageLimit))
                }
            }
            if baseline.fixed.count > HTMLBudget.problemsPerSubject {
                try writer.element("li", text: "… and \(baseline.fixed.count - HTMLBudget.problemsPerSubject) more (see the JSON report)")
            }
        }
    }
}
