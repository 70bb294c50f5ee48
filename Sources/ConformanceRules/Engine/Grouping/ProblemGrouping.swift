/// Groups one scenario's rule results by rule and state into checks, and each check's findings
/// into problems. Checks come in the order their state first appears among the subjects (so every
/// check of one state is together, its variant-set rules included), then in rule order; problems
/// in order of first occurrence. Every finding lands in exactly one problem.
enum ProblemGrouping {
    static func checks(of results: [RuleResult], subjects: [Subject]) -> [RuleCheck] {
        var checks: [RuleCheck] = []
        var checkIndex: [CheckKey: Int] = [:]
        var problemIndexes: [[ProblemKey: Int]] = []
        for result in results {
            let key = CheckKey(rule: result.ruleID, state: result.subject.stateKey)
            let index: Int
            if let known = checkIndex[key] {
                index = known
            } else {
                index = checks.count
                checkIndex[key] = index
                checks.append(RuleCheck(result))
                problemIndexes.append([:])
            }
            checks[index].results.append(result)
            for finding in result.findings {
                let problemKey = ProblemKey(finding)
                if let known = problemIndexes[index][problemKey] {
                    checks[index].problems[known].add(finding)
                } else {
                    problemIndexes[index][problemKey] = checks[index].problems.count
                    checks[index].problems.append(Problem(finding, element: problemKey.element, pack: result.pack))
                }
            }
        }
        for index in checks.indices {
            let judged = checks[index].environments
            for problem in checks[index].problems.indices { checks[index].problems[problem].checkedEnvironments = judged }
        }
        var stateOrder: [StateKey: Int] = [:]
        for subject in subjects where stateOrder[subject.stateKey] == nil { stateOrder[subject.stateKey] = stateOrder.count }
        for result in results where stateOrder[result.subject.stateKey] == nil {
            stateOrder[result.subject.stateKey] = stateOrder.count
        }
        // Within a state, checks keep the order of their first result. Each check's state is
        // looked up once, not at every comparison of the sort.
        let ranks = checks.map { stateOrder[$0.state] ?? 0 }
        return checks.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { checks[$0] }
    }

    private struct CheckKey: Hashable {
        var rule: String
        var state: StateKey
    }
}
