import A11yModel
import Foundation
@testable import ConformanceRules

/// The scenarios under `Examples/` (JSON and XML, through `BundledExampleFiles`), audited by one
/// pack, for the packs' expectation tests.
enum BundledExamples {
    /// Paths relative to `Examples/` whose file name, without extension, is `name`.
    static func path(named name: String) -> String? {
        BundledExampleFiles.scenarioPaths.first { ($0 as NSString).lastPathComponent.split(separator: ".").first.map(String.init) == name }
    }

    static func has(_ name: String) -> Bool { path(named: name) != nil }

    /// The corrected variants: what a careful team ships, which must pass every error-severity rule.
    static var corrected: [String] {
        BundledExampleFiles.scenarioPaths.filter { ($0 as NSString).deletingPathExtension.hasSuffix("-corrected") }
    }

    static func audit(_ path: String, rules: [any Rule], profile: Profile = .default) throws -> ScenarioAudit {
        let loaded = try BundledExampleFiles.loaded(path)
        return Auditor(rules: rules, configuration: AuditConfiguration(profile: profile, failOn: .info)).audit(loaded)
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
