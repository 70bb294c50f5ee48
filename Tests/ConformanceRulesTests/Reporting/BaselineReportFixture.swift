import A11yModel
@testable import ConformanceRules

/// `ReportFixture.report` judged against a baseline, so that every reporter shows each thing a
/// baseline does: a known failure, a known warning and a known transition problem (not failing), a
/// problem measured worse than recorded and a needs-review one not in the baseline (new), and
/// fixed entries — of a check the run has, of a state it no longer has, and of a file that is gone.
enum BaselineReportFixture {
    static let scenario = "morphmodalkit-default"
    static let compact = StateKey(isTransition: false, state: "compact")
    static let push = StateKey(isTransition: true, state: "push compact → expanded")

    static func entry(_ rule: String, _ state: StateKey, _ element: String?, measured: String? = nil,
                      scenario: String = scenario, file: String = "Examples/MorphModalKit/morphmodalkit.scenario.xml",
                      since: String = "2026-01-02") -> BaselineEntry {
        BaselineEntry(fingerprint: ProblemFingerprint.of(rule: rule, scenarioID: scenario, state: state, element: element,
                                                         outcome: .failed, suppressed: false),
                      rule: rule, scenario: scenario, state: state, element: element, outcome: .failed, measured: measured,
                      file: file, since: since)
    }

    static let baseline = Baseline([
        // Recorded at 1.5:1; the fixture now measures 1.12:1, so it is worse.
        entry("handle-contrast", compact, "handle", measured: "1.5:1", since: "2025-12-01"),
        entry("close-control-labelled", compact, "close"),
        entry("target-size-minimum", compact, "close"),
        entry("reduce-motion-transitions", push, nil),
        entry("focus-after-morph", push, nil),
    ] + fixed.map(\.entry))

    static let fixed = [
        FixedBaselineEntry(entry: entry("close-control-labelled", compact, "dismiss"), file: ReportFixture.morphFile),
        FixedBaselineEntry(entry: entry("handle-contrast", StateKey(isTransition: false, state: "stack-depth-2"), "handle",
                                        measured: "1.12:1"), file: ReportFixture.morphFile),
        FixedBaselineEntry(entry: entry("handle-contrast", compact, "handle", measured: "2.01:1", scenario: "removed-sheet",
                                        file: "Examples/removed-sheet.json"), file: "Examples/removed-sheet.json"),
    ]

    static func report(failOnStale: Bool = false) -> AuditReport {
        var report = ReportFixture.report
        let judge = BaselineJudge(baseline: baseline, path: "morph-audit.baseline.json", failOnStale: failOnStale,
                                  sourceRoot: SourceRoot(path: "/repo", workingDirectory: "/repo"))
        report.scenarios = report.scenarios.map(judge.marked)
        report.baseline = BaselineSummary(path: judge.path, entries: baseline.entries.count, fixed: fixed,
                                          failOnStale: failOnStale)
        return report
    }
}
