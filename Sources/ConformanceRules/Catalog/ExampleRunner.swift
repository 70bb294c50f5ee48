import A11yModel

/// Runs a rule's examples and says whether each came out as written — the catalog's self-test,
/// used by the test suite and by `morph-audit rules test`.
public enum ExampleRunner {
    public struct Outcome: Sendable {
        public var rule: RuleDescription
        public var example: RuleExample
        /// Empty when the example behaved as written.
        public var problems: [String]
        public var passed: Bool { problems.isEmpty }
    }

    public static func run(_ rule: any Rule) -> [Outcome] {
        rule.metadata.examples.map { run(rule, example: $0) }
    }

    public static func run(_ rule: any Rule, example: RuleExample) -> Outcome {
        let metadata = rule.metadata
        let configuration = AuditConfiguration(profile: example.profile, failOn: .info,
                                               parameterOverrides: [metadata.id: example.parameters])
        let auditor = Auditor(rules: [rule], configuration: configuration)
        let loaded = LoadedScenario(scenario: example.scenario, file: example.location.file, format: .json)
        var problems: [String] = []
        if let issue = ScenarioValidator.validate(example.scenario).first {
            problems.append("example scenario is invalid: \(issue)")
        }
        let results = auditor.audit(loaded).results.filter { $0.ruleID == metadata.id }
        let outcomes = results.map(\.outcome)
        let findings = results.flatMap(\.findings)
        let failed = Set(findings.filter { $0.outcome == .failed }.map(\.target))
        let doubtful = Set(findings.filter { $0.outcome == .cantTell }.map(\.target))
        func describe(_ targets: Set<String>) -> String { targets.isEmpty ? "none" : targets.sorted().joined(separator: ", ") }
        /// Targets with what the rule said about them, so an unexpected result explains itself.
        func explain(_ targets: Set<String>, _ outcome: ConformanceRules.Outcome) -> String {
            guard !targets.isEmpty else { return "none" }
            return targets.sorted().map { target in
                let message = findings.first { $0.target == target && $0.outcome == outcome }?.message ?? ""
                return message.isEmpty ? target : "\(target) (\(message))"
            }.joined(separator: ", ")
        }
        switch example.expected {
        case .passed:
            if !failed.isEmpty || !doubtful.isEmpty {
                problems.append("expected a pass, got failed: \(explain(failed, .failed)); cantTell: \(explain(doubtful, .cantTell))")
            } else if !outcomes.contains(.passed) {
                problems.append("expected a pass, but the rule did not apply to anything")
            }
        case .failed:
            if failed != example.targets {
                problems.append("expected failures at \(describe(example.targets)), got \(explain(failed, .failed))")
            }
            if !doubtful.isEmpty { problems.append("unexpected cantTell at \(explain(doubtful, .cantTell))") }
        case .cantTell:
            if doubtful != example.targets {
                problems.append("expected cantTell at \(describe(example.targets)), got \(explain(doubtful, .cantTell))")
            }
            if !failed.isEmpty { problems.append("unexpected failures at \(explain(failed, .failed))") }
        case .inapplicable:
            if outcomes.contains(where: { $0 != .inapplicable }) {
                problems.append("expected the rule not to apply, got \(Set(outcomes.map(\.rawValue)).sorted().joined(separator: ", "))"
                    + (findings.isEmpty ? "" : " at \(explain(failed, .failed))\(doubtful.isEmpty ? "" : "; cantTell: " + explain(doubtful, .cantTell))"))
            }
        }
        return Outcome(rule: metadata, example: example, problems: problems)
    }
}
