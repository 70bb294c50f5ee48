import A11yModel
import ScenarioSynthesis
import Testing
@testable import ConformanceRules

/// Grouping numbers environments, states and problems in order of first appearance by comparing
/// a few and hashing many; both ways must give what a dictionary alone gives.
struct FirstSeenNumbersTests {
    static let distinctCounts = [2, 15, 16, 17, 60]

    @Test("numbers as a dictionary would, below and past the compared count", arguments: distinctCounts)
    func sameAsADictionary(distinct: Int) {
        var random = SplitMix64(seed: UInt64(distinct))
        for _ in 0..<50 {
            var numbers = FirstSeenNumbers<Int>()
            var reference: [Int: Int] = [:]
            for _ in 0..<random.index(300) {
                let value = random.index(distinct)
                let expected = reference[value] ?? reference.count
                let isNew = reference[value] == nil
                reference[value] = expected
                let got = numbers.number(of: value)
                #expect(got.number == expected && got.isNew == isNew)
            }
            #expect(numbers.values.count == reference.count)
            #expect(numbers.values.enumerated().allSatisfy { reference[$0.element] == $0.offset })
        }
    }

    @Test("environments listed once each, in order, as a set would", arguments: distinctCounts)
    func environmentsAsASet(kinds: Int) {
        let pool = (0..<kinds).map { kind in
            var environment = Environment()
            environment.scale = Double(kind % 4 + 1)
            environment.reduceMotion = kind % 2 == 0
            environment.viewport = Size(width: Double(300 + kind), height: 800)
            return environment
        }
        var random = SplitMix64(seed: UInt64(kinds))
        for _ in 0..<50 {
            let list = (0..<random.index(200)).map { _ in random.pick(pool) }
            var seen: Set<Environment> = []
            #expect(list.distinctInOrder() == list.filter { seen.insert($0).inserted })
        }
        #expect((pool + pool.reversed()).distinctInOrder() == pool)
    }

    @Test("checks and problems grouped as by hashing every key", arguments: [3, 20])
    func groupingAsByHashing(states: Int) {
        var random = SplitMix64(seed: UInt64(states) * 7)
        let stateNames = (0..<states).map { $0 % 3 == 0 ? "push s\($0) → s\($0 + 1)" : "s\($0)" }
        let environments = (0..<3).map { Environment(contentSize: $0 == 2 ? .ax5 : .large, colorScheme: $0 == 0 ? .light : .dark) }
        for _ in 0..<20 {
            var subjects: [Subject] = []
            for (order, state) in stateNames.enumerated() {
                let kind: Subject.Kind = state.contains("→") ? .transition : .snapshot
                for (number, environment) in environments.enumerated() {
                    subjects.append(Subject(kind: kind, id: "\(state)-\(number)", environment: environment, order: order, state: state))
                }
            }
            // A state with results but no subject of its own ranks after every subject's.
            let orphan = Subject(kind: .variantSet, id: "orphan", environment: nil, order: 99)
            var results: [RuleResult] = []
            for subject in random.chance(30) ? subjects + [orphan] : subjects {
                for rule in ["a", "b", "c"] where random.chance(80) {
                    let findings = (0..<random.index(25)).map { _ in
                        Finding(ruleID: rule, outcome: random.chance(50) ? .failed : .cantTell, severity: .error,
                                subject: subject, target: random.chance(10) ? subject.id : "node-\(random.index(20))",
                                path: random.chance(10) ? nil : "/p", location: SourceLocation(file: "f"), message: "m",
                                measured: nil, threshold: nil, suppression: random.chance(10) ? "known" : nil)
                    }
                    results.append(RuleResult(ruleID: rule, pack: "p", subject: subject,
                                              outcome: findings.isEmpty ? .passed : .failed, severity: .error,
                                              findings: findings, passedTargets: 1, duration: 0))
                }
            }
            results.shuffle(using: &random)
            let grouped = ProblemGrouping.checks(of: results, subjects: subjects)
            let reference = Self.groupedByHashing(results, subjects: subjects)
            #expect(Self.outline(grouped) == Self.outline(reference))
            let same = grouped == reference
            #expect(same, "every result, problem and environment in the same place")
        }
    }

    /// A check a line: its rule, state and problems, readable when the two groupings differ.
    static func outline(_ checks: [RuleCheck]) -> [String] {
        checks.map { check in
            "\(check.ruleID) \(check.state.name) ×\(check.results.count): "
                + check.problems.map { "\($0.element ?? "-")/\($0.outcome)/\($0.suppression ?? "-")×\($0.occurrences.count)" }
                .joined(separator: " ")
        }
    }

    /// Grouping as it reads with every key hashed: the reference the numbered grouping must match.
    static func groupedByHashing(_ results: [RuleResult], subjects: [Subject]) -> [RuleCheck] {
        struct CheckKey: Hashable { var rule: String, state: StateKey }
        var checks: [RuleCheck] = []
        var checkIndex: [CheckKey: Int] = [:]
        var problemIndexes: [[ProblemKey: Int]] = []
        for result in results {
            let key = CheckKey(rule: result.ruleID, state: result.subject.stateKey)
            let index = checkIndex[key] ?? checks.count
            if index == checks.count {
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
        for key in subjects.map(\.stateKey) + results.map(\.subject.stateKey) where stateOrder[key] == nil {
            stateOrder[key] = stateOrder.count
        }
        return checks.enumerated().sorted { (stateOrder[$0.element.state]!, $0.offset) < (stateOrder[$1.element.state]!, $1.offset) }
            .map(\.element)
    }
}
