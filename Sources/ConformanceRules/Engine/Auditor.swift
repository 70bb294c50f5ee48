import A11yModel

/// Runs a catalog of rules over one scenario: one walk per snapshot for every node rule, then
/// snapshot, variant-set and transition rules over the indexes that walk built.
public struct Auditor: Sendable {
    public let rules: [any Rule]
    public let configuration: AuditConfiguration
    public let clock: AuditClock

    public init(rules: [any Rule], configuration: AuditConfiguration = AuditConfiguration(), clock: AuditClock = .system) {
        self.rules = rules.filter { configuration.isEnabled($0.metadata) }
        self.configuration = configuration
        self.clock = clock
    }

    public func audit(_ loaded: LoadedScenario) -> ScenarioAudit {
        let started = clock.nanoseconds()
        var run = AuditRun(loaded: loaded, configuration: configuration, rules: rules, clock: clock)
        run.evaluateSnapshots()
        run.evaluateVariantSets()
        run.evaluateTransitions()
        return ScenarioAudit(file: loaded.file, scenarioID: loaded.scenario.id, title: loaded.scenario.title,
                             subjects: run.subjects, results: run.results, notes: loaded.notes,
                             duration: clock.seconds(since: started), evaluations: run.evaluations,
                             nodeEvaluations: run.nodeEvaluations)
    }
}

/// The mutable state of one scenario's audit.
private struct AuditRun {
    let loaded: LoadedScenario
    let configuration: AuditConfiguration
    let nodeRules: [(rule: any NodeRule, parameters: ResolvedParameters)]
    let snapshotRules: [(rule: any SnapshotRule, parameters: ResolvedParameters)]
    let variantRules: [(rule: any VariantSetRule, parameters: ResolvedParameters)]
    let transitionRules: [(rule: any TransitionRule, parameters: ResolvedParameters)]
    let indexes: [String: SnapshotIndex]
    let clock: AuditClock
    var subjects: [Subject] = []
    var results: [RuleResult] = []
    /// Rule evaluations performed: node-rule calls plus one per subject-level rule call.
    var evaluations = 0
    /// The node-rule calls among them.
    var nodeEvaluations = 0

    init(loaded: LoadedScenario, configuration: AuditConfiguration, rules: [any Rule], clock: AuditClock) {
        self.loaded = loaded
        self.configuration = configuration
        self.clock = clock
        func resolved<R>(_ type: R.Type) -> [(rule: R, parameters: ResolvedParameters)] {
            rules.compactMap { rule in (rule as? R).map { ($0, configuration.parameters(for: rule.metadata)) } }
        }
        nodeRules = resolved((any NodeRule).self)
        snapshotRules = resolved((any SnapshotRule).self)
        variantRules = resolved((any VariantSetRule).self)
        transitionRules = resolved((any TransitionRule).self)
        var indexes: [String: SnapshotIndex] = [:]
        for snapshot in loaded.scenario.snapshots where indexes[snapshot.id] == nil {
            indexes[snapshot.id] = SnapshotIndex(snapshot)
        }
        self.indexes = indexes
    }

    private var scenario: Scenario { loaded.scenario }

    mutating func evaluateSnapshots() {
        guard !nodeRules.isEmpty || !snapshotRules.isEmpty else { return }
        for (order, snapshot) in scenario.snapshots.enumerated() {
            guard let index = indexes[snapshot.id] else { continue }
            let subject = Subject(kind: .snapshot, id: snapshot.id, environment: snapshot.environment, order: order,
                                  state: snapshot.state)
            subjects.append(subject)
            var verdicts = Array(repeating: [Verdict](), count: nodeRules.count)
            var nanos = Array(repeating: UInt64(0), count: nodeRules.count)
            let contexts = nodeRules.map { entry in
                SnapshotContext(index: index, scenario: scenario, parameters: entry.parameters, profile: configuration.profile)
            }
            for node in index.nodes {
                for (position, entry) in nodeRules.enumerated() where entry.rule.interest.matches(node) {
                    let start = clock.nanoseconds()
                    if let verdict = entry.rule.evaluate(node, in: contexts[position]) { verdicts[position].append(verdict) }
                    nanos[position] &+= clock.nanoseconds() &- start
                    evaluations += 1
                    nodeEvaluations += 1
                }
            }
            var produced: [(any Rule, [Verdict], UInt64)] = nodeRules.indices.map { (nodeRules[$0].rule, verdicts[$0], nanos[$0]) }
            produced += RuleJudging.judge(snapshotRules.map { entry in
                (entry.rule, SnapshotContext(index: index, scenario: scenario, parameters: entry.parameters,
                                             profile: configuration.profile))
            }, clock: clock)
            evaluations += snapshotRules.count
            record(produced, subject: subject)
        }
    }

    mutating func evaluateVariantSets() {
        guard !variantRules.isEmpty else { return }
        for (order, set) in scenario.variantSets.enumerated() {
            let subject = Subject(kind: .variantSet, id: set.state, environment: nil, order: order)
            subjects.append(subject)
            let members = set.snapshots.compactMap { indexes[$0.id] }
            let produced: [(any Rule, [Verdict], UInt64)] = variantRules.map { entry in
                let context = VariantSetContext(state: set.state, snapshots: members, scenario: scenario,
                                                parameters: entry.parameters, profile: configuration.profile)
                let (found, elapsed) = timed(clock) { entry.rule.evaluate(context) }
                return (entry.rule, found, elapsed)
            }
            evaluations += variantRules.count
            record(produced, subject: subject)
        }
    }

    mutating func evaluateTransitions() {
        guard !transitionRules.isEmpty else { return }
        for (order, transition) in scenario.transitions.enumerated() {
            let subject = Subject(kind: .transition, id: transition.id, environment: transition.environment, order: order,
                                  state: edge(of: transition))
            subjects.append(subject)
            let produced = RuleJudging.judge(transitionRules.map { entry in
                (entry.rule, TransitionContext(transition: transition, from: indexes[transition.from],
                                               to: indexes[transition.to], scenario: scenario,
                                               parameters: entry.parameters, profile: configuration.profile))
            }, clock: clock)
            evaluations += transitionRules.count
            record(produced, subject: subject)
        }
    }

    /// `push presented → pushed`: the same for every environment the transition was recorded under.
    private func edge(of transition: Transition) -> String {
        let from = indexes[transition.from]?.snapshot.state ?? transition.from
        let to = indexes[transition.to]?.snapshot.state ?? transition.to
        return "\(transition.kind.token) \(from) → \(to)"
    }

    private mutating func record(_ produced: [(any Rule, [Verdict], UInt64)], subject: Subject) {
        for (rule, verdicts, nanos) in produced {
            results.append(result(rule.metadata, verdicts: verdicts, subject: subject, seconds: Double(nanos) / 1e9))
        }
    }

    private func result(_ rule: RuleDescription, verdicts: [Verdict], subject: Subject, seconds: Double) -> RuleResult {
        let severity = configuration.severity(of: rule)
        var findings: [Finding] = []
        var passed = 0
        for verdict in verdicts {
            switch verdict.outcome {
            case .passed: passed += 1
            case .inapplicable: break
            case .failed, .cantTell: findings.append(finding(verdict, rule: rule, severity: severity, subject: subject))
            }
        }
        return RuleResult(ruleID: rule.id, pack: rule.pack, subject: subject,
                          outcome: Outcome.combined(verdicts.map(\.outcome)), severity: severity,
                          findings: findings, passedTargets: passed, duration: seconds)
    }

    private func finding(_ verdict: Verdict, rule: RuleDescription, severity: Severity, subject: Subject) -> Finding {
        let snapshotID = verdict.snapshotID ?? (subject.kind == .snapshot ? subject.id : nil)
        let visited = snapshotID.flatMap { indexes[$0]?.node(verdict.target) }
        let location: SourceLocation
        if let snapshotID, visited != nil {
            location = loaded.location(snapshot: snapshotID, node: verdict.target)
        } else if subject.kind == .transition {
            location = loaded.location(transition: subject.id)
        } else if let snapshotID {
            location = loaded.location(snapshot: snapshotID)
        } else {
            location = SourceLocation(file: loaded.file, line: subject.kind == .variantSet
                ? scenario.snapshots.first { $0.state == subject.id }.flatMap { loaded.sourceMap.snapshotLines[$0.id] }
                : nil)
        }
        let suppression = configuration.suppressions.first {
            $0.matches(rule: rule.id, scenario: scenario.id, subject: subject.id, node: verdict.target)
        }
        return Finding(ruleID: rule.id, outcome: verdict.outcome, severity: severity, subject: subject,
                       target: verdict.target, path: visited?.path, location: location, message: verdict.message,
                       measured: verdict.measured, threshold: verdict.threshold, suppression: suppression?.reason)
    }
}

private func timed<T>(_ clock: AuditClock, _ body: () -> T) -> (T, UInt64) {
    let start = clock.nanoseconds()
    let value = body()
    return (value, clock.nanoseconds() &- start)
}
