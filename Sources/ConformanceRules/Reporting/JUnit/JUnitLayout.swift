import A11yModel

/// Maps an `AuditReport` onto JUnit: one testsuite per scenario file (and per file that could not
/// be used), one testcase per rule × state (a `RuleCheck`, every environment of the state in one
/// testcase) with `classname` = `<scenario>.<state>` and `name` = the rule id (docs/reports.md
/// says why). Suites are produced one at a time, in the order `JUnitStream` hands them files,
/// and their testcases one at a time as they are written.
struct JUnitLayout {
    /// The run's rules, configuration and baseline: whole, or without results when each file's
    /// results are handed over as its audit ends.
    let report: AuditReport
    let includeInapplicable: Bool
    /// The pictures failing testcases name in their `system-out`, when asked for.
    let attachments: JUnitAttachments?

    /// The class of error testcases; scenario prefixes avoid it.
    static let toolPrefix = "morph-audit"
    static let inputErrorClassname = "morph-audit.input"

    init(report: AuditReport, includeInapplicable: Bool, attachments: JUnitAttachments? = nil) {
        self.report = report
        self.includeInapplicable = includeInapplicable
        self.attachments = attachments
    }

    /// The kind of testcase a check becomes, or nil when it is left out (inapplicable without
    /// `--include-inapplicable`). A testcase fails exactly when the check counts toward exit 1;
    /// one that would fail but for the baseline is skipped as known ("in baseline since …").
    enum Kind { case passed, failure, skipped, known }

    /// `hasFixed`: fixed baseline entries of the check's rule and state are reported in it.
    func kind(of check: RuleCheck, hasFixed: Bool = false) -> Kind? {
        if report.fails(check) || (hasFixed && report.baseline?.failOnStale == true) { return .failure }
        if check.problems.contains(where: { report.isKnownFailure($0) }) { return .known }
        switch check.outcome {
        case .cantTell: return .skipped
        case .inapplicable: return includeInapplicable ? .skipped : hasFixed ? .passed : nil
        case .passed, .failed: return .passed
        }
    }

    /// A rule in a state: what a testcase is about.
    struct CheckKey: Hashable {
        var rule: String
        var state: StateKey
    }

    /// The fixed baseline entries reported under `file`, by rule and state, in the baseline's order.
    func fixedEntries(in file: String) -> [(key: CheckKey, entries: [BaselineEntry])] {
        var groups: [(key: CheckKey, entries: [BaselineEntry])] = []
        var index: [CheckKey: Int] = [:]
        for fixed in report.baseline?.fixed(in: file) ?? [] {
            let key = CheckKey(rule: fixed.entry.rule, state: fixed.entry.state)
            if let known = index[key] {
                groups[known].entries.append(fixed.entry)
            } else {
                index[key] = groups.count
                groups.append((key, [fixed.entry]))
            }
        }
        return groups
    }

    /// The fixed entries of `scenario` that have a check of their own, and those that do not.
    private func fixedEntries(of scenario: ScenarioAudit) -> (byCheck: [CheckKey: [BaselineEntry]], unchecked: [(key: CheckKey, entries: [BaselineEntry])]) {
        let groups = fixedEntries(in: scenario.file)
        guard !groups.isEmpty else { return ([:], []) }
        let checked = Set(scenario.checks.map { CheckKey(rule: $0.ruleID, state: $0.state) })
        var byCheck: [CheckKey: [BaselineEntry]] = [:]
        var unchecked: [(key: CheckKey, entries: [BaselineEntry])] = []
        for group in groups {
            if checked.contains(group.key) { byCheck[group.key] = group.entries } else { unchecked.append(group) }
        }
        return (byCheck, unchecked)
    }

    /// The run's own properties, written first in the first suite: from the finished report, whose
    /// packs are known only once every file is audited.
    static func runProperties(of report: AuditReport) -> [(name: String, value: String)] {
        let configuration = report.configuration
        var properties = [
            ("morph-audit.version", report.metadata.toolVersion),
            ("morph-audit.profile", configuration.profile.rawValue),
            ("morph-audit.failOn", configuration.failOnName),
            ("morph-audit.packs", report.metadata.packs.joined(separator: ",")),
        ]
        if let baseline = report.baseline { properties.append(("morph-audit.baseline", baseline.path)) }
        return properties
    }

    /// The kind of testcase each check of the scenario becomes, in check order: worked out once
    /// for the suite's counts and its testcases.
    private func kinds(of scenario: ScenarioAudit, fixed: [CheckKey: [BaselineEntry]]) -> [Kind?] {
        scenario.checks.map { check in
            kind(of: check, hasFixed: !fixed.isEmpty && fixed[CheckKey(rule: check.ruleID, state: check.state)] != nil)
        }
    }

    /// A scenario suite's counts: its checks' testcases, and one per group of fixed baseline
    /// entries without a check (failing under --fail-on-stale-baseline).
    private func counts(of kinds: [Kind?], uncheckedFixed: Int) -> JUnitCounts {
        var counts = JUnitCounts(tests: uncheckedFixed, failures: report.baseline?.failOnStale == true ? uncheckedFixed : 0)
        for kind in kinds {
            switch kind {
            case nil: continue
            case .passed?: counts.tests += 1
            case .failure?: counts.tests += 1; counts.failures += 1
            case .skipped?, .known?: counts.tests += 1; counts.skipped += 1
            }
        }
        return counts
    }

    func suite(for scenario: ScenarioAudit, names: inout JUnitNames) -> JUnitSuite {
        let prefix = names.scenarioPrefix(scenario.scenarioID)
        var classnames: [StateKey: String] = [:]
        var segments: Set<String> = []
        var environments: [StateKey: [Environment]] = [:]
        var order: [StateKey] = []
        for subject in scenario.subjects.sorted() {
            let state = subject.stateKey
            if classnames[state] == nil {
                classnames[state] = prefix + "." + JUnitNames.uniqueSegment(state.name, among: &segments)
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
        let fixed = fixedEntries(of: scenario)
        // Fixed entries of states the run no longer has still need a class name of their own.
        for group in fixed.unchecked where classnames[group.key.state] == nil {
            classnames[group.key.state] = prefix + "." + JUnitNames.uniqueSegment(group.key.state.name, among: &segments)
        }
        let kinds = kinds(of: scenario, fixed: fixed.byCheck)
        let counts = counts(of: kinds, uncheckedFixed: fixed.unchecked.count)
        // One testcase at a time: the checks', then those of fixed entries without a check.
        let cases = JUnitCases { [self, classnames] take in
            // A state's checks come one after the other: its class name is looked up once.
            var current: (state: StateKey, classname: String)?
            for (check, kind) in zip(scenario.checks, kinds) {
                guard let kind else { continue }
                let entries = fixed.byCheck.isEmpty ? [] : fixed.byCheck[CheckKey(rule: check.ruleID, state: check.state)] ?? []
                if current?.state != check.state {
                    current = (check.state, classnames[check.state] ?? prefix + "." + JUnitNames.segment(check.state.name))
                }
                let classname = current?.classname ?? prefix
                // A state's wireframe goes with each of its failing testcases; a transition's motion
                // chart with its failing motion testcases.
                let pictured = kind == .failure && (!check.state.isTransition || check.pack == MotionPack.id)
                let attachment = pictured ? attachments?.path(scenarioFile: scenario.file, state: check.state) : nil
                try take(JUnitText.testcase(for: check, kind: kind, classname: classname, file: file, report: report,
                                            fixed: entries, attachment: attachment))
            }
            for group in fixed.unchecked {
                try take(fixedTestcase(group, classname: classnames[group.key.state] ?? prefix, file: file))
            }
        }
        let notes = scenario.notes.isEmpty ? nil : JUnitText.limited(scenario.notes)
        return JUnitSuite(name: file, file: file, properties: properties, counts: counts,
                          cases: cases, time: scenario.duration, output: notes)
    }

    /// A testcase for fixed entries whose rule and state have no check in this run.
    private func fixedTestcase(_ group: (key: CheckKey, entries: [BaselineEntry]), classname: String, file: String) -> JUnitCase {
        let pack = report.rule(group.key.rule)?.pack ?? "baseline"
        return JUnitText.fixedTestcase(rule: group.key.rule, type: pack + "." + group.key.rule, entries: group.entries,
                                       classname: classname, file: file, failOnStale: report.baseline?.failOnStale == true)
    }

    /// The suite of a scenario file that is gone: one testcase per rule and state of its fixed entries.
    func suite(forGone goneFile: String, names: inout JUnitNames) -> JUnitSuite {
        let file = JUnitText.relativePath(goneFile)
        let groups = fixedEntries(in: goneFile)
        let prefix = names.scenarioPrefix(groups.first?.entries.first?.scenario ?? file)
        var segments: Set<String> = []
        var classnames: [StateKey: String] = [:]
        for group in groups where classnames[group.key.state] == nil {
            classnames[group.key.state] = prefix + "." + JUnitNames.uniqueSegment(group.key.state.name, among: &segments)
        }
        let cases = groups.map { fixedTestcase($0, classname: classnames[$0.key.state] ?? prefix, file: file) }
        let failOnStale = report.baseline?.failOnStale == true
        let counts = JUnitCounts(tests: groups.count, failures: failOnStale ? groups.count : 0)
        return JUnitSuite(name: file, file: file, properties: [], counts: counts,
                          cases: JUnitCases(cases), time: 0, output: nil)
    }

    func suite(for file: String, errors: [InputError]) -> JUnitSuite {
        let path = JUnitText.relativePath(file)
        let cases = errors.enumerated().map { offset, error in
            JUnitCase(classname: JUnitLayout.inputErrorClassname,
                      name: offset == 0 ? path : "\(path) (\(offset + 1))",
                      time: 0, file: path, line: error.location.line,
                      verdict: JUnitText.errorVerdict(error), output: nil)
        }
        return JUnitSuite(name: path, file: path, properties: [], counts: JUnitCounts(tests: errors.count, errors: errors.count),
                          cases: JUnitCases(cases), time: 0, output: nil)
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

    /// The state's segment, numbered `state (2)`, … when `segments` already holds it.
    static func uniqueSegment(_ stateName: String, among segments: inout Set<String>) -> String {
        var candidate = segment(stateName)
        var suffix = 2
        while !segments.insert(candidate).inserted {
            candidate = segment(stateName) + " (\(suffix))"
            suffix += 1
        }
        return candidate
    }

    /// The state part of a class name: one line, and no `.`, because Jenkins splits a class name
    /// at its last dot into package and class.
    static func segment(_ stateName: String) -> String {
        let line = ReportText.singleLine(stateName, limit: partLimit)
        let dot = UInt8(ascii: "."), underscore = UInt8(ascii: "_")
        guard line.utf8.contains(dot) else { return line }
        // ASCII byte by byte; beyond it Foundation's replacement decides what a dot followed by a
        // combining mark is.
        guard line.utf8.allSatisfy({ $0 < 0x80 }) else { return line.replacing(".", with: "_") }
        return String(decoding: line.utf8.map { $0 == dot ? underscore : $0 }, as: UTF8.self)
    }
}
