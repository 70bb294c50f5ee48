/// The HTML report's page, written in three steps: `begin` (head, header, contents, summary,
/// legend), `write` once per scenario file, `end`. Landmarks: a banner, a navigation, the main
/// content and a footer; one `h1`, an `h2` per section and scenario, `h3` per state and
/// transition.
final class HTMLPage {
    let report: AuditReport
    let writer: MarkupWriter
    let summary: HTMLSummary
    var budget = HTMLBudget()

    init(report: AuditReport, writer: MarkupWriter) {
        self.report = report
        self.writer = writer
        summary = HTMLSummary(report)
    }

    /// The audited scenario files in report order, with their tokens (`s1`, `s2`, …).
    static func scenarios(of report: AuditReport) -> [(token: String, scenario: ScenarioAudit)] {
        var result: [(token: String, scenario: ScenarioAudit)] = []
        for unit in ReportUnit.units(of: report) {
            if case .scenario(let scenario) = unit { result.append((token: "s\(result.count + 1)", scenario: scenario)) }
        }
        return result
    }

    /// The policy the page runs under: nothing from the network, inline styles, and only the
    /// report's own script (by its hash).
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src '\(HTMLScript.hash)'"

    func begin() throws {
        try writer.trusted("<!DOCTYPE html>\n")
        try writer.open("html", [("lang", "en")])
        try writer.element("head") {
            try writer.empty("meta", [("charset", "utf-8")])
            try writer.empty("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
            try writer.empty("meta", [("http-equiv", "Content-Security-Policy"), ("content", HTMLPage.contentSecurityPolicy)])
            try writer.empty("meta", [("name", "generator"), ("content", "morph-audit " + report.metadata.toolVersion)])
            try writer.element("title", text: title)
            try writer.open("style")
            try writer.trusted(HTMLStyle.base + (report.baseline == nil ? "" : HTMLStyle.baselineRules)
                + HTMLStyle.drawingChoices + HTMLStyle.filterRules(
                severities: Severity.allCases.map(\.rawValue), standings: report.standings.map(MarkStyle.token),
                packTokens: summary.packTokens.map(\.token),
                scenarioTokens: summary.scenarios.count <= HTMLBudget.scenarioChoices ? summary.scenarios.map(\.token) : []))
            try writer.close("style")
        }
        try writer.trusted("\n")
        try writer.open("body")
        try writer.element("a", [("class", "skip"), ("href", "#main")], text: "Skip to the report")
        // The patterns every inline wireframe refers to, once per page.
        try writer.element("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", "0"), ("height", "0"),
                                   ("style", "position: absolute"), ("aria-hidden", "true"), ("focusable", "false")]) {
            try WireframeSVG.definitions(into: writer)
        }
        try writeHeader()
        try writeContents()
        try writer.open("main", [("id", "main")])
        try HTMLSummarySection(page: self).write()
        try HTMLLegend.write(into: writer, failOn: report.configuration.failOnName, standings: report.standings)
        try writer.flush()
    }

    func write(_ scenario: ScenarioAudit, token: String) throws {
        try HTMLScenarioSection(page: self, scenario: scenario, token: token).write()
        try writer.flush()
    }

    func end() throws {
        try writer.close("main")
        try writer.element("footer") {
            try writer.open("p", [("class", "muted")])
            try writer.text("Written by morph-audit \(report.metadata.toolVersion). The JSON and SARIF reports hold every "
                + "finding in full; this page shortens long texts and draws at most \(HTMLBudget().wireframeStates) states. ")
            try writer.element("a", [("href", ProjectLinks.documentation + "reports.md")], text: "How to read this report")
            try writer.text(".")
            try writer.close("p")
        }
        try writer.trusted("<script>" + HTMLScript.source + "</script>\n")
        try writer.close("body")
        try writer.close("html")
        try writer.trusted("\n")
        try writer.flush()
    }

    /// `morph-audit: 200 problems fail the run in 4 scenario files`.
    private var title: String {
        let totals = summary.problemTotals
        let files = summary.scenarios.count
        let verdict = totals.failing > 0 ? "\(totals.failing) \(totals.failing == 1 ? "problem fails" : "problems fail") the run"
            : "no problem fails the run"
        return "morph-audit report: \(verdict) in \(files) scenario \(files == 1 ? "file" : "files")"
    }

    private func writeHeader() throws {
        try writer.element("header") {
            try writer.element("h1", text: "morph-audit report")
            let metadata = report.metadata
            var facts = ["profile \(metadata.profile.rawValue)", "fails on \(report.configuration.failOnName)",
                         "exit status \(report.status.exitCode)"]
            if let timestamp = metadata.timestamp { facts.append("run at \(timestamp) UTC") }
            if !metadata.packs.isEmpty { facts.append("packs " + metadata.packs.joined(separator: ", ")) }
            try writer.element("p", [("class", "muted")], text: facts.joined(separator: " · "))
        }
    }

    private func writeContents() throws {
        try writer.element("nav", [("aria-labelledby", "contents-heading")]) {
            try writer.element("h2", [("id", "contents-heading")], text: "Contents")
            try writer.element("ul") {
                try link("#summary", "Summary and filters")
                try link("#legend", "How to read the wireframes")
                for scenario in summary.scenarios {
                    try writer.element("li", [("data-scenario", scenario.token), ("data-filterable", "")]) {
                        try writer.open("a", [("href", "#" + scenario.token)])
                        try writer.inputText(MarkupText.shortened(scenario.file, limit: HTMLBudget.nameLimit))
                        try writer.close("a")
                        try writer.text(" — " + HTMLPage.count(scenario.problems, "problem", "problems"))
                    }
                }
            }
        }
    }

    private func link(_ href: String, _ text: String) throws {
        try writer.element("li") { try writer.element("a", [("href", href)], text: text) }
    }

    /// `1 problem`, `3 problems`.
    static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }

    /// A rule's documentation, when it is an http(s) address (a pack's reference could name any
    /// scheme; only web addresses become links).
    static func documentation(of rule: RuleDescription?) -> String? {
        guard let rule, let url = ProjectLinks.documentation(of: rule) else { return nil }
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? url : nil
    }
}
