import A11yModel
import Foundation
@testable import ConformanceRules

/// The scenarios under `Examples/`, decoded and audited by one pack, for the packs' expectation
/// tests. Files are found from this source file's path, so the tests read the checkout they are in.
enum BundledExamples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Every `*.json` under `Examples/`, by file name without extension, sorted.
    static func files() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
    }

    static func url(named name: String) -> URL? { files().first { $0.deletingPathExtension().lastPathComponent == name } }

    static func audit(_ url: URL, rules: [any Rule], profile: Profile = .default) throws -> ScenarioAudit {
        let scenario = try ScenarioJSON.decode(Data(contentsOf: url))
        let configuration = AuditConfiguration(profile: profile, failOn: .info)
        return Auditor(rules: rules, configuration: configuration)
            .audit(LoadedScenario(scenario: scenario, file: url.lastPathComponent, format: .json))
    }
}

extension ScenarioAudit {
    func findings(_ rule: String, _ outcome: Outcome = .failed) -> [Finding] {
        results.filter { $0.ruleID == rule }.flatMap(\.findings).filter { $0.outcome == outcome }
    }

    /// Failures at error severity, the ones that fail a CI run by default.
    var errors: [Finding] { results.flatMap(\.findings).filter { $0.outcome == .failed && $0.severity == .error } }

    /// The failing targets of a rule in one subject (snapshot id, state or transition id).
    func failedTargets(_ rule: String, in subject: String) -> Set<String> {
        Set(findings(rule).filter { $0.subject.id == subject }.map(\.target))
    }
}

extension BundledExamples {
    /// Whether the named example exists in this checkout.
    static func has(_ name: String) -> Bool { url(named: name) != nil }

    /// The corrected variants: what a careful team ships, which must pass every error-severity rule.
    static var corrected: [URL] { files().filter { $0.deletingPathExtension().lastPathComponent.hasSuffix("-corrected") } }
}
