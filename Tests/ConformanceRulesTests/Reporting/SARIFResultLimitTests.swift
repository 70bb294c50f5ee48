import Foundation
import Testing
@testable import ConformanceRules

/// GitHub code scanning rejects a SARIF run of more than 25,000 results: a larger run keeps the
/// most important ones, in report order, and says in the log how many it left out.
struct SARIFResultLimitTests {
    let report = ReportFixture.report

    private func run(limit: Int) throws -> [String: Any] {
        let bytes = try SARIFReporter(sourceRoot: nil, resultLimit: limit).render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    private func fingerprints(_ run: [String: Any]) -> [String] {
        (run["results"] as? [[String: Any]] ?? []).compactMap {
            ($0["partialFingerprints"] as? [String: String])?[ProblemFingerprint.name]
        }
    }

    /// The problems in report order, with what decides their importance.
    private var problems: [(fingerprint: String, counted: Bool, review: Bool, severity: Severity)] {
        report.scenarios.flatMap { scenario in
            scenario.problems.map { problem in
                let counted = report.counts(problem)
                return (ProblemFingerprint.of(problem, scenarioID: scenario.scenarioID), counted,
                        problem.outcome == .cantTell && !counted, problem.severity)
            }
        }
    }

    @Test func theGitHubLimitIs25000() {
        #expect(SARIFResultSelection.gitHubLimit == 25_000)
        #expect(SARIFReporter().resultLimit == 25_000)
    }

    @Test func withinTheLimitNothingIsLeftOutOrSaid() throws {
        let all = try run(limit: problems.count)
        #expect(fingerprints(all) == problems.map(\.fingerprint))
        let invocation = try #require((all["invocations"] as? [[String: Any]])?.first)
        #expect((invocation["properties"] as? [String: Any])?["omittedResults"] == nil)
        let notifications = invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []
        #expect(notifications.allSatisfy { $0["level"] as? String == "error" }, "only the input error")
        #expect(try SARIFReporter(sourceRoot: nil, resultLimit: problems.count).render(report) == (try SARIFReporter().render(report)))
    }

    @Test(arguments: [1, 2, 4, 6]) func overTheLimitTheMostImportantAreKeptInReportOrder(_ limit: Int) throws {
        let problems = problems
        try #require(problems.count > limit)
        try #require(problems.contains { $0.counted } && problems.contains { $0.review } && problems.contains { !$0.counted && !$0.review })
        // Failing the run first, then failures before needs-review, then by severity; ties keep report order.
        let ranked = problems.indices.sorted { a, b in
            let left = problems[a], right = problems[b]
            let keys = [(left.counted ? 0 : 1, right.counted ? 0 : 1), (left.review ? 1 : 0, right.review ? 1 : 0),
                        (-(Severity.allCases.firstIndex(of: left.severity) ?? 0), -(Severity.allCases.firstIndex(of: right.severity) ?? 0))]
            for (l, r) in keys where l != r { return l < r }
            return a < b
        }
        let kept = ranked.prefix(limit).sorted().map { problems[$0].fingerprint }
        let capped = try run(limit: limit)
        #expect(fingerprints(capped) == kept)

        let invocation = try #require((capped["invocations"] as? [[String: Any]])?.first)
        let omitted = problems.count - limit
        #expect((invocation["properties"] as? [String: Any])?["omittedResults"] as? Int == omitted)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let warning = try #require(notifications.first { $0["level"] as? String == "warning" })
        let text = try #require((warning["message"] as? [String: Any])?["text"] as? String)
        #expect(text.hasPrefix("\(omitted) of \(problems.count) results left out: GitHub code scanning rejects a run of more than \(limit)."))
        #expect(text.contains("the JSON report has them all"))
        #expect((warning["descriptor"] as? [String: Any])?["id"] as? String == "results-omitted")
        #expect(invocation["executionSuccessful"] as? Bool == false, "still the input error's doing, not the omission's")
    }

    @Test func theCappedLogStreamsAsItEncodesWhole() throws {
        let reporter = SARIFReporter(sourceRoot: nil, resultLimit: 3)
        var whole = Array(try StreamingJSONWriter.encoder().encode(reporter.log(for: report)))
        whole.append(0x0A)
        #expect(try reporter.render(report) == whole)
    }

    @Test func omittedResultsCountsWhatTheLogLeavesOut() {
        #expect(SARIFReporter().omittedResults(report) == (omitted: 0, total: problems.count))
        let capped = SARIFReporter(sourceRoot: nil, resultLimit: 2).omittedResults(report)
        #expect(capped.omitted == problems.count - 2 && capped.total == problems.count)
    }
}
