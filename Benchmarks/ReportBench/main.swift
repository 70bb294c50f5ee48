import A11yModel
import ConformanceRules
import Dispatch

// Builds a synthetic audit report of a given size and writes it as a report, timing both steps.
// Run through Benchmarks/report-benchmark.sh, which also measures peak memory.
//
//     report-bench --testcases 100000 --scenarios 100 [--rules 20] [--format junit] [--output PATH] [--build-only]
//                  [--raw]   (the same testcases through bare xmlTextWriter calls: RawJUnit)

struct Settings {
    var testcases = 100_000
    var scenarios = 100
    var rules = 20
    var format = ReporterKind.junit
    var output = "/tmp/morph-audit-bench.xml"
    var buildOnly = false
    var raw = false

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            switch name {
            case "--build-only": buildOnly = true
            case "--raw": raw = true
            case "--testcases": testcases = rest.popFirst().flatMap(Int.init) ?? testcases
            case "--scenarios": scenarios = rest.popFirst().flatMap(Int.init) ?? scenarios
            case "--rules": rules = rest.popFirst().flatMap(Int.init) ?? rules
            case "--format": format = rest.popFirst().flatMap(ReporterKind.init(rawValue:)) ?? format
            case "--output": output = rest.popFirst() ?? output
            default: print("unknown argument \(name)")
            }
        }
    }
}

/// `scenarios` files whose subjects each run `rules` rules, `testcases` results in all, with a mix
/// of outcomes like a real run (most pass, some fail with one or two findings, a few need review).
func syntheticReport(_ settings: Settings) -> AuditReport {
    let perScenario = max(1, settings.testcases / max(1, settings.scenarios))
    // Small scenarios run fewer rules, so the total stays at `testcases`.
    let rules = (0..<min(settings.rules, perScenario)).map { index in
        RuleDescription(id: "rule-\(index)", pack: "pack-\(index % 7)", title: "Rule \(index)",
                        summary: "Synthetic rule \(index).", severity: [.error, .warning, .info][index % 3],
                        references: [.wcag("1.4.11", "Non-text Contrast", level: "AA")], scope: .node, examples: [])
    }
    let subjectsPerScenario = max(1, perScenario / rules.count)
    var counter = 0
    var scenarios: [ScenarioAudit] = []
    for scenarioIndex in 0..<settings.scenarios {
        let file = "Examples/generated/scenario-\(scenarioIndex).scenario.xml"
        var subjects: [Subject] = []
        var results: [RuleResult] = []
        results.reserveCapacity(subjectsPerScenario * rules.count)
        for subjectIndex in 0..<subjectsPerScenario {
            let environment = Environment(reduceMotion: subjectIndex % 2 == 1,
                                          contentSize: subjectIndex % 3 == 0 ? .ax5 : .large,
                                          colorScheme: subjectIndex % 4 < 2 ? .light : .dark)
            let subject = Subject(kind: .snapshot, id: "state-\(subjectIndex)", environment: environment, order: subjectIndex)
            subjects.append(subject)
            for rule in rules {
                counter += 1
                let outcome: Outcome = counter % 10 == 0 ? .failed : counter % 17 == 0 ? .cantTell : counter % 5 == 0 ? .inapplicable : .passed
                var findings: [Finding] = []
                if outcome == .failed || outcome == .cantTell {
                    for target in 0..<(counter % 3 == 0 ? 2 : 1) {
                        findings.append(Finding(
                            ruleID: rule.id, outcome: outcome, severity: rule.defaultSeverity, subject: subject,
                            target: "node-\(target)", path: "/window#window/card#card-1/button#node-\(target)",
                            location: SourceLocation(file: file, line: 10 + target), message: "node-\(target) fails \(rule.id)",
                            measured: "1.12:1", threshold: "3:1"))
                    }
                }
                results.append(RuleResult(ruleID: rule.id, pack: rule.pack, subject: subject, outcome: outcome,
                                          severity: rule.defaultSeverity, findings: findings, passedTargets: 3,
                                          duration: 0.000_123))
            }
        }
        scenarios.append(ScenarioAudit(file: file, scenarioID: "scenario-\(scenarioIndex)", title: nil,
                                       subjects: subjects, results: results, notes: [], duration: 0.01))
    }
    return AuditReport(metadata: RunMetadata(toolVersion: "bench", profile: .default, packs: [],
                                             timestamp: "2026-01-02T03:04:05", hostname: "bench"),
                       scenarios: scenarios, inputErrors: [], rules: rules, configuration: AuditConfiguration())
}

func seconds(since start: UInt64) -> String {
    ReportText.seconds(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

let settings = Settings(Array(CommandLine.arguments.dropFirst()))
var start = DispatchTime.now().uptimeNanoseconds
let report = syntheticReport(settings)
let results = report.scenarios.reduce(0) { $0 + $1.results.count }
print("built: \(report.scenarios.count) scenarios, \(results) results in \(seconds(since: start)) s")
if settings.raw {
    start = DispatchTime.now().uptimeNanoseconds
    let written = RawJUnit.write(report, to: settings.output)
    print(written ? "wrote: raw to \(settings.output) in \(seconds(since: start)) s" : "error: raw writer failed")
} else if !settings.buildOnly {
    start = DispatchTime.now().uptimeNanoseconds
    do {
        let sink = try AtomicFileSink(path: settings.output)
        try settings.format.reporter(options: ReportOptions(includeInapplicable: true)).write(report, to: sink)
        try sink.commit()
        print("wrote: \(settings.format.rawValue) to \(settings.output) in \(seconds(since: start)) s")
    } catch {
        print("error: \(error)")
    }
}
