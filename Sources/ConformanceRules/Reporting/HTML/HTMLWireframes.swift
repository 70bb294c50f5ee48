import A11yModel

/// A state's wireframes: one drawing per group of environments that look alike, side by side at
/// one scale (Large beside AX5), with a radio group to show one environment's alone. Each drawing
/// is followed by its text alternative: the outlined elements, their frames and their problems.
struct HTMLWireframes {
    let page: HTMLPage
    let pictures: StatePictures
    let problems: [HTMLSubjectSection.Numbered]
    /// The environments the state was judged in.
    let environments: [Environment]
    /// The state section's id.
    let id: String

    private var writer: MarkupWriter { page.writer }

    /// CSS pixels per point, shared by the state's drawings so they compare to scale: a phone
    /// screen comes out about 560 px tall.
    var scale: Double {
        let height = pictures.wireframes.map(\.viewport.height).max() ?? 852
        let width = pictures.wireframes.map(\.viewport.width).max() ?? 393
        return max(0.02, min(0.75, 560 / max(height, 1), 480 / max(width, 1)))
    }

    func write() throws {
        guard !pictures.wireframes.isEmpty else { return }
        try writer.element("h4", [("id", id + "-wireframes")], text: "Wireframes")
        guard page.budget.take(\.wireframeStates) else {
            try writer.element("p", [("class", "note")], text: "Not drawn: this page draws at most \(HTMLBudget().wireframeStates) states.")
            return
        }
        let drawings = pictures.wireframes
        try writer.element("div", [("class", "wireframes")]) {
            if drawings.count > 1 { try chooser(drawings) }
            try writer.element("div", [("class", "drawings")]) {
                for (index, drawing) in drawings.enumerated() { try figure(drawing, index: index) }
            }
            if pictures.omittedSnapshots > 0 {
                try writer.element("p", [("class", "note")],
                                   text: "\(HTMLPage.count(pictures.omittedSnapshots, "more snapshot", "more snapshots")) of this state "
                                       + "\(pictures.omittedSnapshots == 1 ? "looks" : "look") different again and "
                                       + "\(pictures.omittedSnapshots == 1 ? "is" : "are") not drawn: a state shows at most "
                                       + "\(ScenarioPictures.maximumWireframes) drawings.")
            }
        }
    }

    /// "Environments shown": all side by side, or one drawing alone (`HTMLStyle.drawingChoices`).
    private func chooser(_ drawings: [Wireframe]) throws {
        let name = id + "-shown"
        try writer.element("fieldset", [("class", "shown")]) {
            try writer.element("legend", text: "Environments shown")
            try writer.element("label") {
                try writer.empty("input", [("type", "radio"), ("name", name), ("value", "all"), ("checked", "checked")])
                try writer.text(" all side by side")
            }
            for (index, drawing) in drawings.enumerated() {
                try writer.element("label") {
                    try writer.empty("input", [("type", "radio"), ("name", name), ("value", String(index)),
                                               ("data-show", String(index))])
                    try writer.text(" ")
                    try writer.inputText(caption(drawing))
                }
            }
        }
    }

    private func figure(_ drawing: Wireframe, index: Int) throws {
        let figureID = "\(id)-drawing-\(index + 1)"
        let marks = self.marks(on: drawing)
        let svg = WireframeSVG(wireframe: drawing, marks: marks, scale: scale,
                               label: "Wireframe of \(caption(drawing)) with \(HTMLPage.count(marks.count, "outlined element", "outlined elements"))")
        try writer.element("figure", [("class", "drawing"), ("data-drawing", String(index)),
                                      ("aria-labelledby", figureID + "-caption")]) {
            try svg.write(to: writer, placement: .page(id: figureID))
            try writer.element("figcaption", [("id", figureID + "-caption")]) {
                try writer.inputText(caption(drawing))
                let viewport = drawing.viewport
                try writer.text(" · \(MotionNumber.trimmed(viewport.width, 1)) × \(MotionNumber.trimmed(viewport.height, 1)) pt "
                    + "drawn at \(MotionNumber.trimmed(scale, 2)) px per pt · ")
                try writer.text(drawing.snapshotIDs.count == 1 ? "snapshot " : "snapshots ")
                try writer.inputText(MarkupText.shortened(drawing.snapshotIDs.joined(separator: ", "), limit: HTMLBudget.messageLimit))
                if drawing.omittedItems > 0 {
                    try writer.text(" · \(drawing.omittedItems) more nodes not drawn (a drawing shows at most "
                        + "\(WireframeCapture.maximumItems))")
                }
            }
            try outlinedList(drawing, marks: marks, figureID: figureID)
        }
    }

    private func caption(_ drawing: Wireframe) -> String { drawing.caption(among: environments) }

    /// The detailed problems with an element in one of the drawing's snapshots, one mark per
    /// element; its badge links to its first problem (the list under the drawing links each).
    private func marks(on drawing: Wireframe) -> [WireframeMark] {
        var outlined: [(number: Int, element: String, standing: ProblemStanding)] = []
        for entry in problems where entry.detailed {
            guard let element = entry.problem.element, drawing.snapshotIDs.contains(where: entry.problem.occurs(in:)) else { continue }
            outlined.append((entry.number, element, entry.standing))
        }
        let failOn = page.report.configuration.failOnName
        let marks = WireframeMark.grouping(outlined, link: { numbers, _ in "#\(id)-\(numbers[0])" }, name: { numbers, element in
            guard let entry = problem(numbers[0]) else { return element }
            guard numbers.count == 1 else {
                return "Problems \(ReportText.list(numbers.map(String.init))) on \(element); goes to problem \(entry.number), "
                    + "\(entry.problem.ruleID)"
            }
            return "Problem \(entry.number): \(entry.problem.ruleID) on \(element), " + MarkStyle.words(entry.standing, failOn: failOn)
        })
        return Array(marks.prefix(HTMLBudget.marksPerDrawing))
    }

    private func problem(_ number: Int) -> HTMLSubjectSection.Numbered? { problems.first { $0.number == number } }

    /// The drawing's text alternative: each outlined element with its numbers, what it is, its
    /// frame and its rules; problems about the state as a whole; elements that could not be drawn.
    private func outlinedList(_ drawing: Wireframe, marks: [WireframeMark], figureID: String) throws {
        // Folded: the same problems follow in full, and the drawing's links already name them.
        try writer.element("details", [("class", "outlined")]) {
            try writer.element("summary", text: "Outlined elements (\(marks.count)): numbers, frames and rules")
            try outlinedItems(drawing, marks: marks, figureID: figureID)
        }
    }

    private func outlinedItems(_ drawing: Wireframe, marks: [WireframeMark], figureID: String) throws {
        let wholeState = problems.filter { $0.detailed && $0.problem.element == nil
            && drawing.snapshotIDs.contains(where: $0.problem.occurs(in:)) }
        let failOn = page.report.configuration.failOnName
        try writer.element("ul", [("class", "outlined"), ("id", figureID + "-outlined"),
                                  ("aria-label", "Outlined in " + caption(drawing))]) {
            if marks.isEmpty { try writer.element("li", text: "No element is outlined in this drawing.") }
            for (index, mark) in marks.enumerated() {
                try writer.element("li", [("id", "\(figureID)-element-\(index + 1)"), ("data-element", mark.element)]) {
                    try numberLinks(mark.numbers)
                    try writer.text(" ")
                    if let item = drawing.item(mark.element) {
                        try writer.inputText(item.summary)
                        let frame = item.frame
                        try writer.text(" at x \(number(frame.x)), y \(number(frame.y)), \(number(frame.width)) × \(number(frame.height)) pt")
                        if let hit = item.hitFrame {
                            try writer.text(", touch area \(number(hit.width)) × \(number(hit.height)) pt")
                        }
                    } else {
                        try writer.inputText(MarkupText.shortened(mark.element, limit: HTMLBudget.nameLimit))
                        try writer.text(" (not drawn: no usable frame in this capture)")
                    }
                    try writer.text(": ")
                    let rules = mark.numbers.compactMap(problem).map {
                        $0.problem.ruleID + " (" + MarkStyle.words($0.standing, failOn: failOn) + ")"
                    }
                    try writer.inputText(rules.joined(separator: "; "))
                }
            }
            if !wholeState.isEmpty {
                try writer.element("li") {
                    try numberLinks(wholeState.map(\.number))
                    try writer.text(" about the state as a whole, not one element: ")
                    try writer.inputText(wholeState.map(\.problem.ruleID).joined(separator: ", "))
                }
            }
        }
    }

    private func numberLinks(_ numbers: [Int]) throws {
        for (index, number) in numbers.enumerated() {
            if index > 0 { try writer.text(", ") }
            try writer.element("a", [("href", "#\(id)-\(number)"), ("aria-label", "Problem \(number)")], text: String(number))
        }
    }

    private func number(_ value: Double) -> String { MotionNumber.trimmed(value, 2) }
}
