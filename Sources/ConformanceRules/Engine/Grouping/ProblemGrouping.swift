/// Groups one scenario's rule results by rule and state into checks, and each check's findings
/// into problems. Checks come in the order their state first appears among the subjects (so every
/// check of one state is together, its variant-set rules included), then in rule order; problems
/// in order of first occurrence. Every finding lands in exactly one problem.
///
/// States and problems are numbered by `FirstSeenNumbers`, which compares the few there are
/// instead of hashing them at every result and finding.
enum ProblemGrouping {
    static func checks(of results: [RuleResult], subjects: [Subject]) -> [RuleCheck] {
        var states = FirstSeenNumbers<StateKey>()
        var checks: [RuleCheck] = []
        var checkStates: [Int] = []
        var checkNumbers = FirstSeenNumbers<CheckKey>()
        var problemNumbers: [FirstSeenNumbers<ProblemKey>] = []
        for result in results {
            let state = states.number(of: result.subject.stateKey).number
            let (index, isNewCheck) = checkNumbers.number(of: CheckKey(rule: result.ruleID, state: state))
            if isNewCheck {
                checks.append(RuleCheck(result))
                checkStates.append(state)
                problemNumbers.append(FirstSeenNumbers())
            }
            checks[index].results.append(result)
            for finding in result.findings {
                let problemKey = ProblemKey(finding)
                let (problem, isNewProblem) = problemNumbers[index].number(of: problemKey)
                if isNewProblem {
                    checks[index].problems.append(Problem(finding, element: problemKey.element, pack: result.pack))
                } else {
                    checks[index].problems[problem].add(finding)
                }
            }
        }
        for index in checks.indices {
            let judged = checks[index].environments
            for problem in checks[index].problems.indices { checks[index].problems[problem].checkedEnvironments = judged }
        }
        // A state ranks by its first subject, else (a state with results but no subject) after
        // every subject's, by its first result.
        var order = FirstSeenNumbers<StateKey>()
        for subject in subjects { _ = order.number(of: subject.stateKey) }
        let stateRanks = states.values.map { order.number(of: $0).number }
        // Within a state, checks keep the order of their first result.
        let ranks = checkStates.map { stateRanks[$0] }
        return checks.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { checks[$0] }
    }

    private struct CheckKey: Hashable {
        var rule: String
        /// The state's number among the scenario's states.
        var state: Int
    }
}
