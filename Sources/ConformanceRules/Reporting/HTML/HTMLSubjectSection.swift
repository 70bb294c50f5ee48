import A11yModel

/// One state or transition with problems: where it was judged, its wireframes (a state) or its
/// motion (a transition with motion problems), and its problems, numbered as the drawings number
/// them.
struct HTMLSubjectSection {
    let page: HTMLPage
    let scenario: ScenarioAudit
    let subject: StateChecks
    /// `s1-3`; problem entries are `s1-3-1`, `s1-3-2`, ….
    let id: String
    let scenarioToken: String

    private var writer: MarkupWriter { page.writer }

    /// A problem with its number and whether it is written out in full.
    struct Numbered {
        var number: Int
        var problem: Problem
        var standing: ProblemStanding
        var detailed: Bool
    }

    func write() throws {
        let numbered = numberedProblems()
        let environments = subject.environments
        // Not a named region: one landmark per state would bury the page's few real ones.
        try writer.element("section", [("class", "subject"), ("id", id), ("data-filterable", "")]) {
            try writer.element("h3", [("id", id + "-heading")]) {
                try writer.text(subject.state.isTransition ? "Transition " : "State ")
                try writer.inputText(MarkupText.shortened(subject.state.state, limit: HTMLBudget.nameLimit))
            }
            try writer.element("p", [("class", "muted")], text: judged(environments) + " "
                + HTMLPage.count(numbered.count, "problem", "problems") + ".")
            if subject.state.isTransition {
                try HTMLMotionFigure(page: page, scenario: scenario, subject: subject, id: id).write()
            } else if let pictures = scenario.pictures?.state(subject.state.state) {
                try HTMLWireframes(page: page, pictures: pictures, problems: numbered, environments: environments, id: id).write()
            }
            try writer.element("h4", [("id", id + "-problems")], text: "Problems")
            try writer.element("ol", [("class", "problems"), ("aria-labelledby", id + "-problems")]) {
                for entry in numbered where entry.detailed {
                    try HTMLProblemEntry(page: page, entry: entry, id: "\(id)-\(entry.number)", environments: environments).write()
                }
            }
            let left = numbered.filter { !$0.detailed }.count
            if left > 0 {
                try writer.element("p", [("class", "note")],
                                   text: "\(HTMLPage.count(left, "more problem", "more problems")) here \(left == 1 ? "is" : "are") "
                                       + "counted above but not written out, to keep this page small; the JSON and SARIF "
                                       + "reports list every one.")
            }
        }
    }

    /// Numbers in check order; the first ones (within this subject's and the page's budget) are
    /// written out in full.
    private func numberedProblems() -> [Numbered] {
        subject.problems.enumerated().map { offset, problem in
            let detailed = offset < HTMLBudget.problemsPerSubject && page.budget.take(\.detailedProblems)
            return Numbered(number: offset + 1, problem: problem, standing: page.report.standing(of: problem), detailed: detailed)
        }
    }

    /// `Judged in light and dark, large and ax5, Reduce Motion on and off (all 8 environments).`
    private func judged(_ environments: [Environment]) -> String {
        if let only = environments.first, environments.count == 1 { return "Judged in one environment: \(only.variantName)." }
        return EnvironmentPhrase.occurrence(environments, among: environments).map { "Judged \($0)." }
            ?? "Judged across the state's environments."
    }
}
