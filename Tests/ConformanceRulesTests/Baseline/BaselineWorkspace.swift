import A11yModel
import Foundation
@testable import ConformanceRules

/// A temporary folder of scenario files audited as `morph-audit audit FOLDER` audits them, with
/// or without a baseline, the folder itself as the source root.
struct BaselineWorkspace {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("morph-audit-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    var sourceRoot: SourceRoot { SourceRoot(path: folder.path, workingDirectory: folder.path) }

    /// Writes `scenario` as pretty JSON (the form the examples are in) under `name`.
    func write(_ scenario: Scenario, as name: String) throws {
        try write(ScenarioJSON.encode(scenario), as: name)
    }

    func write(_ data: Data, as name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func delete(_ name: String) throws { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }

    /// Audits the whole folder (or shard), judged against `baseline` when given.
    func audit(baseline: Baseline? = nil, failOnStale: Bool = false, shard: Shard? = nil) -> AuditReport {
        let judge = baseline.map { BaselineJudge(baseline: $0, path: "baseline.json", failOnStale: failOnStale, sourceRoot: sourceRoot) }
        return AuditPipeline.run(AuditRequest(
            paths: [folder.path], catalog: .builtIn, configuration: AuditConfiguration(),
            metadata: RunMetadata(toolVersion: "test", profile: .default, packs: [], timestamp: "2026-01-15T09:00:00"),
            shard: shard, baseline: judge))
    }

    /// What `baseline write` records for the folder as it is now, over `previous`.
    func baseline(over previous: Baseline = Baseline([]), today: String = "2026-01-15") -> BaselineUpdate {
        let report = audit(baseline: previous)
        return BaselineUpdate(report: report, previous: previous, sourceRoot: sourceRoot, today: today)
    }
}

extension AuditReport {
    /// Every problem's fingerprint.
    var fingerprints: Set<String> {
        Set(scenarios.flatMap { scenario in scenario.problems.map { ProblemFingerprint.of($0, scenarioID: scenario.scenarioID) } })
    }

    /// The problems that fail the run.
    var countedProblems: [Problem] { allProblems.filter(counts) }
}

extension Scenario {
    /// The same scenario with `change` applied to the node `id` in the snapshots `where` selects.
    func changingNode(_ id: String, where selected: (Snapshot) -> Bool, _ change: (inout Node) -> Void) -> Scenario {
        var copy = self
        copy.snapshots = snapshots.map { snapshot in
            guard selected(snapshot) else { return snapshot }
            var snapshot = snapshot
            snapshot.root = snapshot.root.changing(id, change)
            return snapshot
        }
        return copy
    }

    /// MorphModalKit's default card stack, as bundled.
    static func morphModalKitDefault() throws -> Scenario {
        try BundledExampleFiles.scenario("morphmodalkit/morphmodalkit-default.json")
    }
}
