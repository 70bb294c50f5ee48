import A11yModel

/// Maps an `AuditReport` onto JUnit: one testsuite per scenario file (and per file that could not
/// be used), one testcase per rule × state (a `RuleCheck`, every environment of the state in one
/// testcase) with `classname` = `<scenario>.<state>` and `name` = the rule id (docs/reports.md
/// says why). Suites are produced one at a time so the writer can
/// stream them; the counts for the root element come from a pass that builds no strings.
struct JUnitLayout {
    let report: AuditReport
    let includeInapplicable: Bool
    let units: [ReportUnit]
    /// The pictures failing testcases name in their `system-out`, when asked for.
    let attachments: JUnitAttachments?

    /// The class of error testcases; scenario prefixes avoid it.
    static let toolPrefix = "morph-audit"
    static let inputErrorClassname = "morph-audit.input"

    init(report: AuditReport, includeInapplicable: Bool, attachments: JUnitAttachments? = nil) {
        self.report = report
        self.includeInapplicable = includeInapplicable
        self.attachments = attachments
        units = ReportUnit.units(of: report)
    }

    /// The kind of testcase a check becomes, or nil when it is left out (inapplicable without
    /// `--include-inapplicable`). A testcase fails exactly when the check counts toward exit 1.
    enum Kind { case passed, failure, skipped }

    func kind(of check: RuleCheck) -> Kind? {
        if report.fails(check) { return .failure }
        switch check.outcome {
        case .cantTell: return .skipped
        case .inapplicable: return includeInapplicable ? .skipped : nil
        case .passed, .failed: return .passed
        }
    }

    /// Totals over every suite, computed without building any testcase.
    func totals() -> (counts: JUnitCounts, time: Double) {
        var counts = JUnitCounts()
        var time = 0.0
        for unit in units {
            counts = counts + self.counts(of: unit)
            if case .scenario(let scenario) = unit, scenario.duration.isFinite, scenario.duration > 0 {
                time += scenario.duration
            }
        }
        return (counts, time)
    }

    private func counts(of unit: ReportUnit) -> JUnitCounts {
        var counts = JUnitCounts()
        switch unit {
        case .scenario(let scenario):
            for check in scenario.checks {
                switch kind(of: check) {
                case nil: continue
                case .passed?: counts.tests += 1
                case .failure?: counts.tests += 1; counts.failures += 1
                case .skipped?: counts.tests += 1; counts.skipped += 1
                }
            }
        case .unusable(_, let errors):
            counts.tests = errors.count
            counts.errors = errors.count
        }
        return counts
    }

    /// Calls `body` with each suite in order; names are made unique across the whole file.
    func forEachSuite(_ body: (JUnitSuite) throws -> Void) rethrows {
        var names = JUnitNames()
        var first = true
        for unit in units {
            var suite: JUnitSuite
            switch unit {
            case .scenario(let scenario): suite = self.suite(for: scenario, names: &names)
            case .unusable(let file, let errors): suite = self.suite(for: file, errors: errors)
            }
            if first {
                suite.properties.insert(contentsOf: runProperties(), at: 0)
                first = false
            }
            try body(suite)
        }
    }

    private func runProperties() -> [(name: String, value: String)] {
        let configuration = report.configuration
        return [
            ("morph-audit.version", report.metadata.toolVersion),
            ("morph-audit.profile", configuration.profile.rawValue),
            ("morph-audit.failOn", configuration.failOnName),
            ("morph-audit.packs", report.metadata.packs.joined(separator: ",")),
        ]
    }

    private func suite(for scenario: ScenarioAudit, names: inout JUnitNames) -> JUnitSuite {
        let prefix = names.scenarioPrefix(scenario.scenarioID)
        var classnames: [StateKey: String] = [:]
        var segments: Set<String> = []
        var environments: [StateKey: [Environment]] = [:]
        var order: [StateKey] = []
        for subject in scenario.subjects.sorted() {
            let state = subject.stateKey
            if classnames[state] == nil {
                var segment = JUnitNames.segment(state.name)
                var suffix = 2
                while !segments.insert(segment).inserted {
                    segment = JUnitNames.segment(state.name) + " (\(suffix))"
                    suffix += 1
                }
                classnames[state] = prefix + "." + segment
                order.append(state)
            }
            if let environment = subject.environment, environments[state]?.contains(environment) != true {
                environments[state, default: []].append(environment)
            }
        }
        let properties: [(name: String, value: String)] = order.compactMap { state in
            guard let classname = classnames[state], let judged = environments[state], !judged.isEmpty else { return nil }
            return (classname, JUnitText.describe(judged))
        }
        let file = JUnitText.relativePath(scenario.file)
        let cases = scenario.checks.lazy.compactMap { [self] check -> JUnitCase? in
            guard let kind = kind(of: check) else { return nil }
            let classname = classnames[check.state] ?? prefix + "." + JUnitNames.segment(check.state.name)
            // A state's wireframe goes with each of its failing testcases; a transition's motion chart
            // with its failing motion testcases.
            let pictured = kind == .failure && (!check.state.isTransition || check.pack == MotionPack.id)
            let attachment = pictured ? attachments?.path(scenarioFile: scenario.file, state: check.state) : nil
            return JUnitText.testcase(for: check, kind: kind, classname: classname, file: file, report: report,
                                      attachment: attachment)
        }
        let notes = scenario.notes.isEmpty ? nil : JUnitText.limited(scenario.notes)
        return JUnitSuite(name: file, file: file, properties: properties, counts: counts(of: .scenario(scenario)),
                          cases: AnySequence(cases), time: scenario.duration, output: notes)
    }

    private func suite(for file: String, errors: [InputError]) -> JUnitSuite {
        let path = JUnitText.relativePath(file)
        let cases = errors.enumerated().map { offset, error in
            JUnitCase(classname: JUnitLayout.inputErrorClassname,
                      name: offset == 0 ? path : "\(path) (\(offset + 1))",
                      time: 0, file: path, line: error.location.line,
                      verdict: JUnitText.errorVerdict(error), output: nil)
        }
        return JUnitSuite(name: path, file: path, properties: [], counts: counts(of: .unusable(file: file, errors: errors)),
                          cases: AnySequence(cases), time: 0, output: nil)
    }
}

/// Keeps scenario prefixes unique across the file, so `(classname, name)` is unique: subjects
/// are unique within a scenario and each rule runs once per subject.
struct JUnitNames {
    private var prefixes: Set<String> = [JUnitLayout.toolPrefix]

    /// Longer ids and subject names are cut; uniqueness is settled after cutting.
    static let partLimit = 200

    mutating func scenarioPrefix(_ scenarioID: String) -> String {
        let line = ReportText.singleLine(scenarioID, limit: JUnitNames.partLimit)
        let base = line.isEmpty ? "scenario" : line
        var candidate = base
        var suffix = 2
        while !prefixes.insert(candidate).inserted {
            candidate = "\(base) (\(suffix))"
            suffix += 1
        }
        return candidate
    }

    /// The state part of a class name: one line, and no `.`, because Jenkins splits a class name
    /// at its last dot into package and class.
    static func segment(_ stateName: String) -> String {
        ReportText.singleLine(stateName, limit: partLimit).replacingOccurrences(of: ".", with: "_")
    }
}
