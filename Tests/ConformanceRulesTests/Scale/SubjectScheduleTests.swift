import A11yModel
import Testing
@testable import ConformanceRules
import ScenarioSynthesis

/// When a scenario's indexes do not all fit `IndexCache`, subjects are judged in an order that
/// builds each index fewer times, and the audit is the same as in report order.
struct SubjectScheduleTests {
    /// Two states under two environments (four snapshots of 100 nodes), two variant sets and four
    /// transitions, as the benchmark's large scenarios are.
    static let scenario = SyntheticScenario.make(id: "schedule", shape: SyntheticShape(nodes: 400, snapshots: 4), seed: 5)
    /// Room for two of the four indexes.
    static let budget = 250

    /// The indexes built when every subject asks for its snapshots as the engine does.
    static func builds(_ scenario: Scenario, budget: Int, fits: Bool) -> (builds: Int, steps: [SubjectSchedule.Step]) {
        var cache = IndexCache(scenario, nodeBudget: budget)
        var schedule = SubjectSchedule(scenario, snapshots: true, variantSets: true, transitions: true, fits: fits)
        let variantSets = scenario.variantSets
        var steps: [SubjectSchedule.Step] = []
        while let step = schedule.next(wouldBuild: cache.wouldBuild) {
            steps.append(step)
            let needs: [String]
            switch step {
            case .snapshot(let order): needs = [scenario.snapshots[order].id]
            case .variantSet(let order): needs = variantSets[order].snapshots.map(\.id)
            case .transition(let order): needs = [scenario.transitions[order].from, scenario.transitions[order].to]
            }
            for id in needs { _ = cache.index(id) }
        }
        return (cache.builds, steps)
    }

    @Test func theShapeIsTheOneScheduled() {
        #expect(Self.scenario.snapshots.count == 4)
        #expect(Self.scenario.variantSets.count == 2)
        #expect(Self.scenario.transitions.count == 4)
        #expect(Self.scenario.snapshots.allSatisfy { $0.tree.count == 100 })
        #expect(!IndexCache(Self.scenario, nodeBudget: Self.budget).keepsAll)
        #expect(IndexCache(Self.scenario, nodeBudget: 400).keepsAll)
    }

    @Test func reportOrderBuildsIndexesAgainThatTheScheduleBuildsOnce() {
        let inReportOrder = Self.builds(Self.scenario, budget: Self.budget, fits: true)
        let scheduled = Self.builds(Self.scenario, budget: Self.budget, fits: false)
        #expect(inReportOrder.builds == 12)
        // Each of the four once, and two again for the variant sets, which span the environments.
        #expect(scheduled.builds == 6, "\(scheduled.steps)")
        #expect(inReportOrder.steps == inReportOrder.steps.sorted(), "report order is the order steps compare in")
        #expect(scheduled.steps.sorted() == inReportOrder.steps, "every subject once")
        // Each transition right after the snapshots at its two ends.
        #expect(Array(scheduled.steps.prefix(4)) == [.snapshot(0), .snapshot(1), .transition(0), .transition(1)])
    }

    @Test func everythingFitsSoNothingIsBuiltTwice() {
        let whole = Self.builds(Self.scenario, budget: IndexCache.defaultNodeBudget, fits: true)
        #expect(whole.builds == 4)
    }

    @Test func tooManySubjectsAreJudgedInReportOrder() {
        var schedule = SubjectSchedule(Self.scenario, snapshots: true, variantSets: true, transitions: true, fits: false)
        #expect(!schedule.isInReportOrder)
        let manySnapshots = Scenario(id: "many", snapshots: (0...SubjectSchedule.largestScheduled).map { n in
            Snapshot(id: "s\(n)", state: "s\(n)", environment: Environment(), root: Node(id: "root"))
        })
        schedule = SubjectSchedule(manySnapshots, snapshots: true, variantSets: false, transitions: false, fits: false)
        #expect(schedule.isInReportOrder)
        var steps: [SubjectSchedule.Step] = []
        while let step = schedule.next(wouldBuild: { _ in true }) { steps.append(step) }
        #expect(steps == manySnapshots.snapshots.indices.map { .snapshot($0) })
    }

    /// The choice looks at every pending subject's needs at most once per step, so its work is
    /// bounded by subjects × needs however the scenario is shaped: here 128 one-node snapshots in
    /// one state (one variant set needing all of them) and a transition between each neighbour,
    /// 256 subjects in all, with room for two indexes.
    @Test func theChoiceStaysWithinSubjectsTimesNeeds() {
        let snapshots = (0..<128).map { n in
            Snapshot(id: "s\(n)", state: "open", environment: Environment(), root: Node(id: "root"))
        }
        let transitions = (1..<128).map { n in Transition(id: "t\(n)", kind: .expand, from: "s\(n - 1)", to: "s\(n)") }
        let scenario = Scenario(id: "wide", snapshots: snapshots, transitions: transitions)
        let cache = IndexCache(scenario, nodeBudget: 2)
        var schedule = SubjectSchedule(scenario, snapshots: true, variantSets: true, transitions: true, fits: cache.keepsAll)
        #expect(!schedule.isInReportOrder)
        var asked = 0, steps = 0
        while schedule.next(wouldBuild: { id in asked += 1; return cache.wouldBuild(id) }) != nil { steps += 1 }
        let needs = 128 + 128 + 2 * 127
        #expect(steps == 256)
        #expect(asked <= steps * needs, "\(asked) questions")
        // Each snapshot is built once for itself and its transitions, and once more for the
        // variant set, which needs them all.
        #expect(Self.builds(scenario, budget: 2, fits: false).builds == 256)
        #expect(Self.builds(scenario, budget: 2, fits: true).builds == 384)
    }

    /// The engine judges in the schedule's order and reports in its own: the same subjects,
    /// results and findings, in the same order, as when every index fits.
    @Test func theAuditIsTheSameInEitherOrder() {
        let loaded = LoadedScenario(scenario: Self.scenario, file: "schedule.xml", format: .xml)
        let whole = Auditor(rules: RuleCatalog.builtIn.rules, clock: .frozen).audit(loaded)
        var scheduling = Auditor(rules: RuleCatalog.builtIn.rules, clock: .frozen)
        scheduling.indexNodeBudget = Self.budget
        let scheduled = scheduling.audit(loaded)
        #expect(whole.subjects == scheduled.subjects)
        #expect(whole.results == scheduled.results)
        #expect(whole.evaluations == scheduled.evaluations)
        #expect(whole.results.contains { !$0.findings.isEmpty }, "findings to compare")
        #expect(Set(whole.subjects.map(\.kind)) == [.snapshot, .variantSet, .transition])
    }
}
