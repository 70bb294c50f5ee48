/// The motion of a transition with motion problems: the chart `morph-audit motion --svg` draws
/// (each track's progress over time, full motion on the left and the Reduce Motion counterpart on
/// the right), and as its text alternative the same tracks as a table.
struct HTMLMotionFigure {
    let page: HTMLPage
    let scenario: ScenarioAudit
    let subject: StateChecks
    /// The transition section's id.
    let id: String

    private var writer: MarkupWriter { page.writer }

    /// Rows of the track table.
    static let maximumRows = 60

    func write() throws {
        guard subject.problems.contains(where: { $0.pack == MotionPack.id }), let summary = scenario.pictures?.motion else { return }
        let ids = Set(subject.checks.flatMap { $0.results.map(\.subject.id) })
        let shown = summary.transitions.filter { motion in
            ids.contains(motion.transition.id) || motion.counterpartID.map(ids.contains) == true
        }
        guard !shown.isEmpty else { return }
        try writer.element("h4", [("id", id + "-motion")], text: "Motion")
        guard page.budget.take(\.motionCharts) else {
            try writer.element("p", [("class", "note")], text: "Not drawn: this page draws at most \(HTMLBudget().motionCharts) transitions.")
            return
        }
        let names = shown.map { "\($0.transition.id) (\($0.transition.environment.motionReduced ? "with" : "without") Reduce Motion)" }
        let label = "Motion of transition \(subject.state.state): each track's progress over time in "
            + names.joined(separator: " and ")
        guard let chart = try MotionSVG.fragment(summary, transitions: ids, heading: "transition " + subject.state.state,
                                                 label: label) else { return }
        try writer.element("figure", [("class", "motion"), ("aria-labelledby", id + "-motion-caption")]) {
            try writer.trusted(chart)
            try writer.element("figcaption", [("id", id + "-motion-caption")]) {
                try writer.text("Each track's progress over time (0 = where it starts, 1 = where it ends), without Reduce "
                    + "Motion on the left and with it on the right; the bands are the settle tolerances "
                    + summary.tolerances.map(MotionNumber.percent).joined(separator: " and ")
                    + ". The table below lists the same tracks.")
            }
        }
        try table(shown, tolerances: summary.tolerances)
    }

    private func table(_ motions: [TransitionMotion], tolerances: [Double]) throws {
        let all = MotionTable.columnTitles(tolerances: tolerances)
        // The columns a reader of a motion problem needs; `morph-audit motion` prints the rest.
        let kept = all.indices.filter { !["driver", "delay", "peak velocity", "of viewport"].contains(all[$0]) }
        let titles = ["transition", "Reduce Motion"] + kept.map { all[$0] }
        try writer.element("table", [("class", "tracks")]) {
            try writer.element("caption", text: "Tracks of " + motions.map(\.transition.id).joined(separator: " and "))
            try writer.element("thead") {
                try writer.element("tr") {
                    for title in titles { try writer.element("th", [("scope", "col")], text: title) }
                }
            }
            try writer.element("tbody") {
                var rows = 0
                for motion in motions {
                    for track in motion.tracks {
                        guard rows < HTMLMotionFigure.maximumRows else { break }
                        rows += 1
                        try writer.element("tr") {
                            try writer.element("td") { try writer.inputText(MarkupText.shortened(motion.transition.id, limit: HTMLBudget.nameLimit)) }
                            try writer.element("td", text: motion.transition.environment.motionReduced ? "on" : "off")
                            let cells = MotionTable.cells(track)
                            for index in kept where index < cells.count {
                                try writer.element("td", index < MotionTable.textColumns ? [] : [("class", "count")]) {
                                    try writer.inputText(MarkupText.shortened(cells[index], limit: HTMLBudget.nameLimit))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
