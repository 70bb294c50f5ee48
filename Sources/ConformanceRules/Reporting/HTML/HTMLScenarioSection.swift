/// One scenario file in the HTML report: its heading and facts, then a section for each state and
/// transition with problems, in the order the file has them.
struct HTMLScenarioSection {
    let page: HTMLPage
    let scenario: ScenarioAudit
    /// `s1`: the section's id and its value for the scenario filter.
    let token: String

    private var writer: MarkupWriter { page.writer }

    func write() throws {
        let all = StateChecks.of(scenario)
        let troubled = all.filter { !$0.problems.isEmpty }
        try writer.element("section", [("class", "scenario"), ("id", token), ("data-scenario", token), ("data-file", scenario.file),
                                       ("data-filterable", ""), ("aria-labelledby", token + "-heading")]) {
            try writer.element("h2", [("id", token + "-heading")]) {
                try writer.inputText(MarkupText.shortened(scenario.file, limit: HTMLBudget.nameLimit))
            }
            try writer.element("p") {
                try writer.text("Scenario ")
                try writer.element("code") { try writer.inputText(MarkupText.shortened(scenario.scenarioID, limit: HTMLBudget.nameLimit)) }
                if let title = scenario.title, !title.isEmpty {
                    try writer.text(": ")
                    try writer.inputText(MarkupText.shortened(title, limit: HTMLBudget.messageLimit))
                }
                try writer.text(". " + counts(all, troubled))
            }
            if !scenario.notes.isEmpty {
                try writer.element("ul", [("class", "note"), ("aria-label", "Notes on the input")]) {
                    for note in scenario.notes.prefix(20) {
                        try writer.element("li") { try writer.inputText(MarkupText.shortened(note, limit: HTMLBudget.messageLimit)) }
                    }
                }
            }
            if let omitted = scenario.pictures?.omittedStates, omitted > 0 {
                try writer.element("p", [("class", "note")],
                                   text: "\(HTMLPage.count(omitted, "more state", "more states")) with problems "
                                       + "\(omitted == 1 ? "is" : "are") listed without a wireframe: a scenario file draws at most "
                                       + "\(ScenarioPictures.maximumStates).")
            }
            for (offset, subject) in troubled.enumerated() {
                try HTMLSubjectSection(page: page, scenario: scenario, subject: subject, id: "\(token)-\(offset + 1)",
                                       scenarioToken: token).write()
            }
        }
    }

    /// `12 problems in 3 states and 2 transitions; 4 states and 5 transitions have none.`
    private func counts(_ all: [StateChecks], _ troubled: [StateChecks]) -> String {
        let problems = troubled.reduce(0) { $0 + $1.problems.count }
        func split(_ subjects: [StateChecks]) -> String {
            let states = subjects.filter { !$0.state.isTransition }.count
            let transitions = subjects.count - states
            return HTMLPage.count(states, "state", "states") + " and " + HTMLPage.count(transitions, "transition", "transitions")
        }
        let clean = all.filter { $0.problems.isEmpty }
        return HTMLPage.count(problems, "problem", "problems") + " in " + split(troubled)
            + (clean.isEmpty ? "." : "; " + split(clean) + " have none.")
    }
}
