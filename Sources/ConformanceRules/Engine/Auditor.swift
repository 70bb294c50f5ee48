import A11yModel

/// Runs a catalog of rules over one scenario: one walk per snapshot builds its index, every node
/// rule visits the nodes it is interested in, and snapshot, variant-set and transition rules run
/// once per subject over the indexes (in the order `SubjectSchedule` picks, reported in their own).
public struct Auditor: Sendable {
    public let rules: [any Rule]
    public let configuration: AuditConfiguration
    public let clock: AuditClock
    private let plan: AuditPlan
    /// Whether each audit keeps the pictures of its failing states and motion for the HTML report
    /// and the JUnit attachments (`ScenarioAudit.pictures`).
    public let keepsPictures: Bool
    /// Nodes of snapshot indexes kept at once (`IndexCache`); tests lower it to judge small
    /// scenarios as large ones are.
    var indexNodeBudget = IndexCache.defaultNodeBudget

    public init(rules: [any Rule], configuration: AuditConfiguration = AuditConfiguration(), clock: AuditClock = .system,
                keepsPictures: Bool = false) {
        self.rules = rules.filter { configuration.isEnabled($0.metadata) }
        self.configuration = configuration
        self.clock = clock
        plan = AuditPlan(rules: self.rules, configuration: configuration)
        self.keepsPictures = keepsPictures
    }

    public func audit(_ loaded: LoadedScenario) -> ScenarioAudit {
        let started = clock.nanoseconds()
        var run = AuditRun(loaded: loaded, plan: plan, configuration: configuration, clock: clock,
                           indexNodeBudget: indexNodeBudget)
        run.judgeSubjects()
        var audit = ScenarioAudit(file: loaded.file, scenarioID: loaded.scenario.id, title: loaded.scenario.title,
                                  subjects: run.subjects, results: run.results, notes: loaded.notes,
                                  duration: clock.seconds(since: started), evaluations: run.evaluations,
                                  nodeEvaluations: run.nodeEvaluations)
        if keepsPictures { audit.pictures = ScenarioPictures(scenario: loaded.scenario, checks: audit.checks) }
        return audit
    }
}

/// The mutable state of one scenario's audit.
private struct AuditRun {
    let loaded: LoadedScenario
    let plan: AuditPlan
    let configuration: AuditConfiguration
    let clock: AuditClock
    var indexes: IndexCache
    var subjects: [Subject] = []
    var results: [RuleResult] = []
    /// Rule evaluations performed: node-rule calls plus one per subject-level rule call.
    var evaluations = 0
    /// The node-rule calls among them.
    var nodeEvaluations = 0

    init(loaded: LoadedScenario, plan: AuditPlan, configuration: AuditConfiguration, clock: AuditClock,
         indexNodeBudget: Int) {
        self.loaded = loaded
        self.plan = plan
        self.configuration = configuration
        self.clock = clock
        indexes = IndexCache(loaded.scenario, nodeBudget: indexNodeBudget)
    }

    private var scenario: Scenario { loaded.scenario }

    /// Judges every subject in the order `SubjectSchedule` picks, and keeps subjects and their
    /// results in report order whatever that was.
    mutating func judgeSubjects() {
        let variantSets = scenario.variantSets
        var schedule = SubjectSchedule(scenario, snapshots: !plan.nodeRules.isEmpty || !plan.snapshotRules.isEmpty,
                                       variantSets: !plan.variantRules.isEmpty, transitions: !plan.transitionRules.isEmpty,
                                       fits: indexes.keepsAll)
        // Out of report order: each subject with the range of `results` it added.
        var judged: [SubjectSchedule.Step: (subject: Subject, results: Range<Int>)] = [:]
        while let step = schedule.next(wouldBuild: indexes.wouldBuild) {
            let before = results.count
            let subject: Subject?
            switch step {
            case .snapshot(let order): subject = judgeSnapshot(order)
            case .variantSet(let order): subject = judgeVariantSet(order, variantSets[order])
            case .transition(let order): subject = judgeTransition(order)
            }
            guard let subject else { continue }
            if schedule.isInReportOrder {
                subjects.append(subject)
            } else {
                judged[step] = (subject, before..<results.count)
            }
        }
        guard !judged.isEmpty else { return }
        let inJudgingOrder = results
        results = []
        for step in judged.keys.sorted() {
            guard let (subject, range) = judged[step] else { continue }
            subjects.append(subject)
            results += inJudgingOrder[range]
        }
    }

    /// The node and snapshot rules on one snapshot; nil when it has no index.
    private mutating func judgeSnapshot(_ order: Int) -> Subject? {
        let snapshot = scenario.snapshots[order]
        guard let index = indexes.index(snapshot.id) else { return nil }
        let subject = Subject(kind: .snapshot, id: snapshot.id, environment: snapshot.environment, order: order,
                              state: snapshot.state)
        // Rule by rule over the nodes each is interested in, so each rule's time is read twice
        // per snapshot rather than around every call.
        for entry in plan.nodeRules {
            let context = SnapshotContext(index: index, scenario: scenario, parameters: entry.parameters,
                                          profile: configuration.profile)
            let interest = entry.rule.interest
            var verdicts: [Verdict] = []
            var calls = 0
            let start = clock.nanoseconds()
            for node in index.nodes where interest.matches(node) {
                calls += 1
                if let verdict = entry.rule.evaluate(node, in: context) { verdicts.append(verdict) }
            }
            let elapsed = clock.nanoseconds() &- start
            evaluations += calls
            nodeEvaluations += calls
            record(entry, verdicts, elapsed, subject: subject, indexes: [index])
        }
        let judged = plan.snapshotJudging.judge(plan.snapshotRules.map { entry in
            SnapshotContext(index: index, scenario: scenario, parameters: entry.parameters, profile: configuration.profile)
        }, clock: clock)
        evaluations += plan.snapshotRules.count
        for (entry, outcome) in zip(plan.snapshotRules, judged) {
            record(entry, outcome.verdicts, outcome.nanoseconds, subject: subject, indexes: [index])
        }
        return subject
    }

    private mutating func judgeVariantSet(_ order: Int, _ set: (state: String, snapshots: [Snapshot])) -> Subject {
        let subject = Subject(kind: .variantSet, id: set.state, environment: nil, order: order)
        let members = set.snapshots.compactMap { indexes.index($0.id) }
        let judged = plan.variantJudging.judge(plan.variantRules.map { entry in
            VariantSetContext(state: set.state, snapshots: members, scenario: scenario, parameters: entry.parameters,
                              profile: configuration.profile)
        }, clock: clock)
        for (entry, outcome) in zip(plan.variantRules, judged) {
            record(entry, outcome.verdicts, outcome.nanoseconds, subject: subject, indexes: members)
        }
        evaluations += plan.variantRules.count
        return subject
    }

    private mutating func judgeTransition(_ order: Int) -> Subject {
        let transition = scenario.transitions[order]
        let subject = Subject(kind: .transition, id: transition.id, environment: transition.environment, order: order,
                              state: edge(of: transition))
        let from = indexes.index(transition.from), to = indexes.index(transition.to)
        let judged = plan.transitionJudging.judge(plan.transitionRules.map { entry in
            TransitionContext(transition: transition, from: from, to: to, scenario: scenario,
                              parameters: entry.parameters, profile: configuration.profile)
        }, clock: clock)
        evaluations += plan.transitionRules.count
        for (entry, outcome) in zip(plan.transitionRules, judged) {
            record(entry, outcome.verdicts, outcome.nanoseconds, subject: subject, indexes: [from, to].compactMap { $0 })
        }
        return subject
    }

    /// `push presented → pushed`: the same for every environment the transition was recorded under.
    private func edge(of transition: Transition) -> String {
        let from = scenario.snapshot(transition.from)?.state ?? transition.from
        let to = scenario.snapshot(transition.to)?.state ?? transition.to
        return "\(transition.kind.token) \(from) → \(to)"
    }

    /// Records one rule's result on a subject; `indexes` are those the subject was judged on,
    /// which locate the nodes its findings name.
    private mutating func record<R>(_ entry: AuditPlan.Entry<R>, _ verdicts: [Verdict], _ nanoseconds: UInt64,
                                    subject: Subject, indexes: [SnapshotIndex]) {
        results.append(result(entry.description, severity: entry.severity, verdicts: verdicts, subject: subject,
                              seconds: Double(nanoseconds) / 1e9, indexes: indexes))
    }

    private mutating func result(_ rule: RuleDescription, severity: Severity, verdicts: [Verdict], subject: Subject,
                                 seconds: Double, indexes: [SnapshotIndex]) -> RuleResult {
        var findings: [Finding] = []
        var passed = 0
        for verdict in verdicts {
            switch verdict.outcome {
            case .passed: passed += 1
            case .inapplicable: break
            case .failed, .cantTell:
                findings.append(finding(verdict, rule: rule, severity: severity, subject: subject, indexes: indexes))
            }
        }
        return RuleResult(ruleID: rule.id, pack: rule.pack, subject: subject,
                          outcome: Outcome.combined(verdicts.map(\.outcome)), severity: severity,
                          findings: findings, passedTargets: passed, duration: seconds)
    }

    private mutating func finding(_ verdict: Verdict, rule: RuleDescription, severity: Severity, subject: Subject,
                                  indexes judged: [SnapshotIndex]) -> Finding {
        let snapshotID = verdict.snapshotID ?? (subject.kind == .snapshot ? subject.id : nil)
        let index = snapshotID.flatMap { id in judged.first { $0.id == id } ?? indexes.index(id) }
        let visited = index?.node(verdict.target)
        let location: SourceLocation
        if let snapshotID, visited != nil {
            location = loaded.location(snapshot: snapshotID, node: verdict.target, position: visited?.order ?? 0)
        } else if subject.kind == .transition {
            location = loaded.location(transition: subject.id)
        } else if let snapshotID {
            location = loaded.location(snapshot: snapshotID)
        } else if subject.kind == .variantSet, let first = scenario.snapshots.first(where: { $0.state == subject.id }) {
            // A variant set spans its state's snapshots; the first one stands for it.
            location = loaded.location(snapshot: first.id)
        } else {
            location = SourceLocation(file: loaded.file)
        }
        let suppression = configuration.suppressions.first {
            $0.matches(rule: rule.id, scenario: scenario.id, subject: subject.id, node: verdict.target)
        }
        return Finding(ruleID: rule.id, outcome: verdict.outcome, severity: severity, subject: subject,
                       target: verdict.target, path: visited.map { index?.path(of: $0) } ?? nil, location: location,
                       message: verdict.message,
                       measured: verdict.measured, threshold: verdict.threshold, suppression: suppression?.reason)
    }
}
