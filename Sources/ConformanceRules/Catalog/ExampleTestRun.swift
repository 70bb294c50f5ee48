/// `morph-audit rules test`: runs every example of every rule like a test runner. One line per
/// rule (`PASS`/`FAIL`), the failing examples under it with their locations, and a closing
/// `N passed, N failed` line counting rules.
public struct ExampleTestRun: Sendable {
    public struct RuleResult: Sendable {
        public var rule: RuleDescription
        public var outcomes: [ExampleRunner.Outcome]
        public var passed: Bool { outcomes.allSatisfy(\.passed) }
    }

    public var results: [RuleResult]

    public init(rules: [any Rule]) {
        results = rules.map { RuleResult(rule: $0.metadata, outcomes: ExampleRunner.run($0)) }
    }

    public var passedCount: Int { results.filter(\.passed).count }
    public var failedCount: Int { results.count - passedCount }

    /// The report, line by line.
    public var lines: [String] {
        var lines: [String] = []
        for result in results {
            let count = result.outcomes.count
            let failures = result.outcomes.filter { !$0.passed }
            let name = "\(result.rule.pack)/\(result.rule.id)"
            if failures.isEmpty {
                lines.append("PASS  \(name) (\(count) example\(count == 1 ? "" : "s"))")
            } else {
                lines.append("FAIL  \(name) (\(failures.count) of \(count) examples failed)")
                for failure in failures {
                    lines.append("      \(failure.example.location): example '\(failure.example.name)' "
                        + "(\(failure.example.expected.rawValue)): " + failure.problems.joined(separator: "; "))
                }
            }
        }
        lines.append("\(passedCount) passed, \(failedCount) failed")
        return lines
    }
}
