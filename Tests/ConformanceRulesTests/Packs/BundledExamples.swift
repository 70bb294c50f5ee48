import A11yModel
import Foundation
@testable import ConformanceRules

/// The scenario files bundled in `Examples/`, found from this file's location in the checkout, and
/// what a catalog makes of them.
enum BundledExamples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Packs
        .deletingLastPathComponent()  // ConformanceRulesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Examples", isDirectory: true)

    static let morphModalKitDefault = "morphmodalkit/morphmodalkit-default.json"
    static let morphModalKitCorrected = "morphmodalkit/morphmodalkit-corrected.json"
    static let morphingSheet = "morphing-sheet/morphing-sheet.json"
    static let morphingSheetCorrected = "morphing-sheet/morphing-sheet-corrected.json"
    static let corrected = [morphModalKitCorrected, morphingSheetCorrected].filter(exists)

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    static func scenario(_ path: String) throws -> Scenario {
        try ScenarioJSON.decode(Data(contentsOf: folder.appendingPathComponent(path)))
    }

    static func audit(_ scenario: Scenario, with rules: [any Rule], file: String = "example") -> ScenarioAudit {
        Auditor(rules: rules, configuration: AuditConfiguration(failOn: .info))
            .audit(LoadedScenario(scenario: scenario, file: file, format: .json))
    }

    static func audit(_ path: String, with rules: [any Rule]) throws -> ScenarioAudit {
        audit(try scenario(path), with: rules, file: path)
    }
}

extension ScenarioAudit {
    /// Results of one rule, by subject id.
    func results(of rule: String) -> [String: RuleResult] {
        Dictionary(results.filter { $0.ruleID == rule }.map { ($0.subject.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Subjects on which the rule failed.
    func failedSubjects(of rule: String) -> Set<String> {
        Set(results.filter { $0.ruleID == rule && $0.outcome == .failed }.map(\.subject.id))
    }

    /// Failed targets of one rule on one subject.
    func failedTargets(of rule: String, on subject: String) -> Set<String> {
        Set(results.filter { $0.ruleID == rule && $0.subject.id == subject }.flatMap(\.findings)
            .filter { $0.outcome == .failed }.map(\.target))
    }

    /// Ids of the rules that failed anywhere.
    var failingRules: Set<String> { Set(results.filter { $0.outcome == .failed }.map(\.ruleID)) }

    /// Error-severity failures, as `rule @ subject: target`.
    var errorFailures: [String] {
        results.filter { $0.severity == .error }.flatMap(\.findings).filter { $0.outcome == .failed }
            .map { "\($0.ruleID) @ \($0.subject.id): \($0.target)" }
    }
}

extension Scenario {
    /// Snapshot ids whose state is one of `states`.
    func snapshotIDs(inStates states: Set<String>) -> Set<String> {
        Set(snapshots.filter { states.contains($0.state) }.map(\.id))
    }

    /// The same scenario with `change` applied to the node `id` in every snapshot.
    func changingNode(_ id: String, _ change: (inout Node) -> Void) -> Scenario {
        var copy = self
        copy.snapshots = snapshots.map { snapshot in
            var snapshot = snapshot
            snapshot.root = snapshot.root.changing(id, change)
            return snapshot
        }
        return copy
    }
}

extension Node {
    func changing(_ id: String, _ change: (inout Node) -> Void) -> Node {
        var copy = self
        if copy.id == id { change(&copy) }
        copy.children = children.map { $0.changing(id, change) }
        return copy
    }
}
