/// The numbers at the top of the HTML report, computed from the whole report before any scenario
/// is written: problems by severity and standing, checks by outcome, problems by rule, and the
/// tokens the filters use for packs and scenarios. Small whatever the report's size (one row per
/// rule, one token per pack and scenario file).
struct HTMLSummary {
    struct RuleRow {
        var ruleID: String
        var pack: String
        var severity: Severity
        var counts: [ProblemStanding: Int] = [:]
        /// States and transitions (across scenario files) where the rule has a problem.
        var subjects = 0
    }

    var problemTotals: AuditReport.ProblemTotals
    var checkTotals: AuditReport.Totals
    /// Problems by severity, then by standing.
    var bySeverity: [Severity: [ProblemStanding: Int]] = [:]
    var rules: [RuleRow] = []
    /// Every pack of the run, in catalog order, with its filter token (`p1`, `p2`, …).
    var packTokens: [(pack: String, token: String)] = []
    /// The scenario files, in report order, with their tokens (`s1`, …) and problem counts.
    var scenarios: [(token: String, file: String, problems: Int)] = []

    init(_ report: AuditReport) {
        problemTotals = report.problemTotals
        checkTotals = report.checkTotals
        var packs: [String] = []
        for rule in report.rules where !packs.contains(rule.pack) { packs.append(rule.pack) }
        var ruleIndex: [String: Int] = [:]
        for rule in report.rules where ruleIndex[rule.id] == nil {
            ruleIndex[rule.id] = rules.count
            rules.append(RuleRow(ruleID: rule.id, pack: rule.pack, severity: report.configuration.severity(of: rule)))
        }
        var scenarioIndex = 0
        for unit in ReportUnit.units(of: report) {
            guard case .scenario(let scenario) = unit else { continue }
            scenarioIndex += 1
            var problems = 0
            for check in scenario.checks where !check.problems.isEmpty {
                let index = ruleIndex[check.ruleID] ?? {
                    ruleIndex[check.ruleID] = rules.count
                    rules.append(RuleRow(ruleID: check.ruleID, pack: check.pack, severity: check.severity))
                    return rules.count - 1
                }()
                if !packs.contains(check.pack) { packs.append(check.pack) }
                rules[index].subjects += 1
                for problem in check.problems {
                    let standing = report.standing(of: problem)
                    rules[index].counts[standing, default: 0] += 1
                    bySeverity[problem.severity, default: [:]][standing, default: 0] += 1
                    problems += 1
                }
            }
            scenarios.append((token: "s\(scenarioIndex)", file: scenario.file, problems: problems))
        }
        packTokens = packs.enumerated().map { (pack: $1, token: "p\($0 + 1)") }
        rules = rules.filter { $0.subjects > 0 }
    }

    func token(ofPack pack: String) -> String? { packTokens.first { $0.pack == pack }?.token }
}
