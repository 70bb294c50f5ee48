import A11yModel

/// A JUnit attachment: one SVG document showing a state's wireframes side by side, the failing
/// elements outlined and numbered as the HTML report numbers them, and under the drawings one
/// line per problem with its number, rule, standing and reason — what Jenkins shows inline beside
/// a failing testcase and GitLab links from it.
struct JUnitAttachmentSVG {
    let pictures: StatePictures
    let state: StateChecks
    let scenarioID: String
    let report: AuditReport

    static let margin = 16.0
    static let gap = 24.0
    static let lineHeight = 18.0
    /// Problem lines written before the rest are counted.
    static let maximumLines = 60

    func write(to writer: MarkupWriter) throws {
        let problems = state.problems
        let environments = state.environments
        let failOn = report.configuration.failOnName
        let scale = max(0.02, min(0.75, 560 / max(pictures.wireframes.map(\.viewport.height).max() ?? 852, 1)))
        let drawings = pictures.wireframes.map { wireframe in
            WireframeSVG(wireframe: wireframe, marks: marks(on: wireframe, problems: problems, failOn: failOn), scale: scale,
                         label: wireframe.caption(among: environments))
        }
        let top = JUnitAttachmentSVG.margin + 52
        let drawingsWidth = drawings.reduce(0) { $0 + $1.viewBox.width * scale } + Double(max(drawings.count - 1, 0)) * JUnitAttachmentSVG.gap
        let drawingsHeight = drawings.map { $0.viewBox.height * scale }.max() ?? 0
        let lines = min(problems.count, JUnitAttachmentSVG.maximumLines) + (problems.count > JUnitAttachmentSVG.maximumLines ? 1 : 0)
        let width = max(drawingsWidth, 1000) + 2 * JUnitAttachmentSVG.margin
        let height = top + 22 + drawingsHeight + 16 + Double(lines) * JUnitAttachmentSVG.lineHeight + JUnitAttachmentSVG.margin
        let title = "\(scenarioID), \(state.state.name): \(HTMLPage.count(problems.count, "problem", "problems"))"

        try writer.trusted("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        try writer.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", number(width)), ("height", number(height)),
                                ("viewBox", "0 0 \(number(width)) \(number(height))"), ("role", "img"), ("aria-label", title),
                                ("font-family", "Helvetica, Arial, sans-serif")])
        try writer.element("title", text: title)
        try WireframeSVG.definitions(into: writer)
        try writer.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#FFFFFF")])
        try text(writer, x: JUnitAttachmentSVG.margin, y: JUnitAttachmentSVG.margin + 16, title, size: 16, weight: "bold")
        try text(writer, x: JUnitAttachmentSVG.margin, y: JUnitAttachmentSVG.margin + 36,
                 "outlined: fails the run (solid), needs review (short dashes), below --fail-on \(failOn) (long dashes), "
                     + "suppressed (dots); dashed violet: touch area", size: 11, color: "#4A4A4A")
        var x = JUnitAttachmentSVG.margin
        for drawing in drawings {
            try text(writer, x: x, y: top + 12, drawing.label, size: 12, color: "#1F1F1F")
            try drawing.write(to: writer, placement: .nested(x: x, y: top + 22))
            x += drawing.viewBox.width * scale + JUnitAttachmentSVG.gap
        }
        var y = top + 22 + drawingsHeight + 16 + 12
        for (offset, problem) in problems.prefix(JUnitAttachmentSVG.maximumLines).enumerated() {
            let standing = report.standing(of: problem)
            let line = "\(offset + 1) \(problem.ruleID) (\(MarkStyle.words(standing, failOn: failOn)))"
                + (problem.element.map { " — \($0)" } ?? "") + ": " + ProblemText.detail(problem)
            try text(writer, x: JUnitAttachmentSVG.margin, y: y, ReportText.singleLine(line, limit: 150), size: 12,
                     color: MarkStyle.color(standing))
            y += JUnitAttachmentSVG.lineHeight
        }
        if problems.count > JUnitAttachmentSVG.maximumLines {
            try text(writer, x: JUnitAttachmentSVG.margin, y: y,
                     "… \(problems.count - JUnitAttachmentSVG.maximumLines) more in the JUnit failure text", size: 12,
                     color: "#4A4A4A")
        }
        try writer.close("svg")
        try writer.trusted("\n")
        try writer.flush()
    }

    private func marks(on wireframe: Wireframe, problems: [Problem], failOn: String) -> [WireframeMark] {
        var outlined: [(number: Int, element: String, standing: ProblemStanding)] = []
        for (offset, problem) in problems.enumerated() {
            guard let element = problem.element, wireframe.snapshotIDs.contains(where: problem.occurs(in:)) else { continue }
            outlined.append((offset + 1, element, report.standing(of: problem)))
        }
        return Array(WireframeMark.grouping(outlined, link: { _, _ in nil }, name: { numbers, element in
            "\(numbers.count == 1 ? "Problem" : "Problems") \(ReportText.list(numbers.map(String.init))) on \(element)"
        }).prefix(HTMLBudget.marksPerDrawing))
    }

    private func text(_ writer: MarkupWriter, x: Double, y: Double, _ content: String, size: Double,
                      color: String = "#1F1F1F", weight: String = "normal") throws {
        try writer.element("text", [("x", number(x)), ("y", number(y)), ("font-size", number(size)), ("fill", color),
                                    ("font-weight", weight)], text: content)
    }

    private func number(_ value: Double) -> String { MotionNumber.trimmed(value, 2) }
}
