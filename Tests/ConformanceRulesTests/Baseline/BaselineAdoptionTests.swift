import A11yModel
import Foundation
import Testing
@testable import ConformanceRules

/// A team adopting morph-audit on MorphModalKit's default card stack: the baseline written today
/// keeps the audit green, and from then on exactly what changes is reported — a new defect, a
/// fixed one, a value that got worse.
@Suite("Adopting with a baseline")
struct BaselineAdoptionTests {
    static let file = "morphmodalkit-default.json"
    /// A grid button of the third card, which only the `pushed-twice` state shows. Its text has
    /// 2.92:1 contrast in light (#8E8E93 on #F2F2F7) and 4.27:1 in dark, against 4.5:1.
    static let button = "menu-3-push"

    static func isLight(_ snapshot: Snapshot) -> Bool { snapshot.environment.colorScheme == .light }

    /// The workspace with the default scenario, and its baseline.
    private func adopted() throws -> (BaselineWorkspace, Baseline) {
        let workspace = try BaselineWorkspace()
        try workspace.write(Scenario.morphModalKitDefault(), as: Self.file)
        return (workspace, workspace.baseline().baseline)
    }

    @Test("a baseline written on the default keeps its audit at exit 0")
    func baselineKeepsTheDefaultGreen() throws {
        let (workspace, baseline) = try adopted()
        defer { workspace.remove() }
        let without = workspace.audit()
        #expect(without.status == .findings)
        #expect(without.problemTotals.failing > 150)
        #expect(baseline.entries.count == without.allProblems.filter { $0.suppression == nil }.count,
                "every problem is recorded, warnings and reviews too")

        let with = workspace.audit(baseline: baseline)
        #expect(with.status == .clean)
        #expect(with.status.exitCode == 0)
        #expect(with.problemTotals.failing == 0)
        #expect(with.problemTotals.known == without.problemTotals.all)
        #expect(with.checkTotals.known == without.checkTotals.failed, "each failing check is now a known one")
        #expect(with.baseline?.fixed.isEmpty == true)
    }

    @Test("one new defect fails with exactly that finding")
    func newDefectFailsAlone() throws {
        let (workspace, baseline) = try adopted()
        defer { workspace.remove() }
        let broken = try Scenario.morphModalKitDefault().changingNode(Self.button) { $0.label = "" }
        try workspace.write(broken, as: Self.file)

        let report = workspace.audit(baseline: baseline)
        #expect(report.status == .findings)
        let counted = report.countedProblems
        #expect(counted.count == 1)
        let problem = try #require(counted.first)
        #expect(problem.ruleID == "control-name")
        #expect(problem.element == Self.button)
        #expect(problem.state == StateKey(isTransition: false, state: "pushed-twice"))
        #expect(problem.baseline == BaselineMark(.new))
        #expect(report.allProblems.filter { $0.baseline?.state == .new }.count == 1)
        #expect(report.baseline?.fixed.isEmpty == true)
    }

    @Test("fixing one lists exactly that entry as fixed")
    func fixingOneListsItsEntry() throws {
        let (workspace, baseline) = try adopted()
        defer { workspace.remove() }
        let fixed = try Scenario.morphModalKitDefault()
            .changingNode(Self.button, where: Self.isLight) { $0.foreground = Color(hex: "#000000") }
            .changingNode(Self.button, where: { !Self.isLight($0) }) { $0.foreground = Color(hex: "#FFFFFF") }
        try workspace.write(fixed, as: Self.file)

        let report = workspace.audit(baseline: baseline)
        #expect(report.status == .clean)
        let entries = report.baseline?.fixed.map(\.entry) ?? []
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        #expect(entry.rule == "text-contrast")
        #expect(entry.element == Self.button)
        #expect(entry.measured == "2.92:1")
        #expect(report.baseline?.fixed.first?.file == workspace.folder.appendingPathComponent(Self.file).path)
        #expect(report.baseline?.fixedLine == "1 baseline entry is fixed: remove it with `baseline write`")

        let strict = workspace.audit(baseline: baseline, failOnStale: true)
        #expect(strict.status == .findings, "--fail-on-stale-baseline fails until the baseline is rewritten")
        #expect(strict.countedProblems.isEmpty)
    }

    @Test("a value measured worse than recorded is new; a better one stays known")
    func worseIsNewBetterIsKnown() throws {
        let (workspace, baseline) = try adopted()
        defer { workspace.remove() }
        let worse = try Scenario.morphModalKitDefault()
            .changingNode(Self.button, where: Self.isLight) { $0.foreground = Color(hex: "#B0B0B0") }
        try workspace.write(worse, as: Self.file)
        let report = workspace.audit(baseline: baseline)
        #expect(report.status == .findings)
        let counted = report.countedProblems
        #expect(counted.map(\.ruleID) == ["text-contrast"])
        #expect(counted.first?.element == Self.button)
        #expect(counted.first?.baseline == BaselineMark(.worse, since: "2026-01-15", recorded: "2.92:1"))
        #expect(report.baseline?.fixed.isEmpty == true, "a worse problem is not a fixed one")

        let better = try Scenario.morphModalKitDefault()
            .changingNode(Self.button, where: Self.isLight) { $0.foreground = Color(hex: "#7A7A7F") }
        try workspace.write(better, as: Self.file)
        let improved = workspace.audit(baseline: baseline)
        #expect(improved.status == .clean, "3.83:1 still fails the rule, but is better than the 2.92:1 recorded")
    }

    @Test("rewriting keeps each entry's day, drops the fixed ones and adds the new ones")
    func rewritingShrinksTheBaseline() throws {
        let (workspace, baseline) = try adopted()
        defer { workspace.remove() }
        let changed = try Scenario.morphModalKitDefault()
            .changingNode(Self.button, where: Self.isLight) { $0.foreground = Color(hex: "#000000") }
            .changingNode(Self.button, where: { !Self.isLight($0) }) { $0.foreground = Color(hex: "#FFFFFF") }
            .changingNode("menu-3-input") { $0.label = "" }
        try workspace.write(changed, as: Self.file)

        let update = workspace.baseline(over: baseline, today: "2026-02-01")
        #expect(update.removed == 1)
        #expect(update.added == 1)
        #expect(update.kept == baseline.entries.count - 1)
        #expect(update.carried == 0)
        let added = try #require(update.baseline.entries.first { $0.since == "2026-02-01" })
        #expect(added.rule == "control-name" && added.element == "menu-3-input")
        #expect(update.baseline.entries.filter { $0.since == "2026-01-15" }.count == baseline.entries.count - 1)
        #expect(workspace.audit(baseline: update.baseline).status == .clean)
    }
}
