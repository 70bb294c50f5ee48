/// The filter form: checkboxes for severity, standing and pack, a choice of scenario file, and a
/// reset button. Real form controls, so they work from the keyboard; `HTMLStyle.filterRules`
/// makes them hide what they exclude without any script, and `HTMLScript` adds the count of
/// problems shown.
struct HTMLFilters {
    let page: HTMLPage

    private var writer: MarkupWriter { page.writer }

    func write() throws {
        try writer.element("h3", [("id", "filters-heading")], text: "Filters")
        try writer.element("form", [("id", "filters"), ("class", "filters"), ("aria-labelledby", "filters-heading")]) {
            try group("Severity", attribute: "severity", choices: Severity.allCases.reversed().map { ($0.rawValue, $0.rawValue) })
            try group("Standing", attribute: "outcome", choices: page.report.standings.map {
                (MarkStyle.token($0), MarkStyle.words($0, failOn: page.report.configuration.failOnName))
            })
            try group("Pack", attribute: "pack", choices: page.summary.packTokens.map { ($0.token, $0.pack) })
            try scenarioChoice()
            try writer.element("button", [("type", "reset")], text: "Show everything")
        }
        try writer.element("p", [("id", "filter-status"), ("role", "status"), ("class", "muted")], text: "")
    }

    /// A fieldset of checked boxes, one per value; `id` is `filter-ATTRIBUTE-VALUE`, which the
    /// style sheet's rules name.
    private func group(_ legend: String, attribute: String, choices: [(value: String, label: String)]) throws {
        guard !choices.isEmpty else { return }
        try writer.element("fieldset") {
            try writer.element("legend", text: legend)
            for choice in choices {
                let id = "filter-\(attribute)-\(choice.value)"
                try writer.element("label", [("for", id)]) {
                    try writer.empty("input", [("type", "checkbox"), ("id", id), ("checked", "checked")])
                    try writer.text(" ")
                    try writer.inputText(MarkupText.shortened(choice.label, limit: HTMLBudget.nameLimit))
                }
            }
        }
    }

    private func scenarioChoice() throws {
        let scenarios = page.summary.scenarios
        guard scenarios.count > 1 else { return }
        try writer.element("fieldset") {
            try writer.element("legend", text: "Scenario file")
            guard scenarios.count <= HTMLBudget.scenarioChoices else {
                try writer.element("p", text: "\(scenarios.count) files: use the contents to go to one.")
                return
            }
            try writer.element("label", [("for", "filter-scenario"), ("class", "visually-hidden")], text: "Show")
            try writer.element("select", [("id", "filter-scenario")]) {
                try writer.element("option", [("value", "all"), ("selected", "selected")], text: "All scenario files")
                for scenario in scenarios {
                    try writer.element("option", [("value", scenario.token)]) {
                        try writer.text(MarkupText.shortened(scenario.file, limit: HTMLBudget.nameLimit))
                    }
                }
            }
        }
    }
}
