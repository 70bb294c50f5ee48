import A11yModel
import Foundation
import Testing
@testable import ConformanceRules
import ScenarioSynthesis

/// Timing rules costs clock reads: node rules are read twice per rule and snapshot, and rules that
/// run once per subject once between two rules, not twice around each call.
struct ClockReadTests {
    /// A clock that counts how often it is read.
    final class CountingClock: @unchecked Sendable {
        private let lock = NSLock()
        private var reads = 0
        var count: Int { lock.withLock { reads } }
        var clock: AuditClock {
            AuditClock { [self] in
                lock.withLock { reads += 1 }
                return UInt64(count) * 1_000
            }
        }
    }

    @Test func subjectRulesReadTheClockOnceBetweenTwoRules() {
        let scenario = SyntheticScenario.make(id: "clock", shape: SyntheticShape(nodes: 400, snapshots: 4), seed: 5)
        let rules = RuleCatalog.builtIn.rules
        let counting = CountingClock()
        let audit = Auditor(rules: rules, clock: counting.clock).audit(LoadedScenario(scenario: scenario, file: "clock.xml", format: .xml))
        #expect(!audit.results.isEmpty)
        let nodeRules = rules.filter { $0 is any NodeRule }.count
        let snapshotRules = rules.filter { $0 is any SnapshotRule }.count
        let variantRules = rules.filter { $0 is any VariantSetRule }.count
        let transitionRules = rules.filter { $0 is any TransitionRule }.count
        #expect(snapshotRules > 1 && transitionRules > 1, "the catalog has subject rules to time")
        // The audit's own start and end, then per subject: two reads per node rule, one per
        // subject rule and one to start from.
        let bound = 2 + scenario.snapshots.count * (2 * nodeRules + snapshotRules + 1)
            + scenario.variantSets.count * (variantRules + 1) + scenario.transitions.count * (transitionRules + 1)
        #expect(counting.count <= bound, "\(counting.count) clock reads, at most \(bound)")
        #expect(!scenario.transitions.isEmpty, "the scenario has transitions to time")
    }
}
