import A11yModel
import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the fuzz targets share. Each target is one reader's entry point, called the way the
/// command calls it once the bytes are read; whatever loads is then audited (and, for
/// scenarios, reported) as `audit` would, so a crash anywhere downstream of a reader counts.
enum FuzzHarness {
    static let auditor = Auditor(rules: RuleCatalog.builtIn.rules)

    static func data(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Data {
        guard let start, count > 0 else { return Data() }
        return Data(bytes: start, count: count)
    }

    /// Audits `loaded` with the built-in packs and, when `reports`, renders every report kind.
    static func audit(_ loaded: LoadedScenario, reports: Bool) {
        let audit = auditor.audit(loaded)
        guard reports else { return }
        render(AuditReport(metadata: RunMetadata(toolVersion: "fuzz", profile: .default, packs: []),
                           scenarios: [audit], inputErrors: [], rules: auditor.rules.map(\.metadata),
                           configuration: AuditConfiguration()))
    }

    /// Renders `report` in every format.
    static func render(_ report: AuditReport) {
        for kind in ReporterKind.allCases {
            _ = try? kind.reporter(options: ReportOptions(junitDialect: .strict)).render(report)
        }
    }

    /// Loads `data` as `format` (detected when nil) and audits what loads.
    static func load(_ start: UnsafePointer<UInt8>?, _ count: Int, file: String, format: ScenarioFormat?,
                     reports: Bool) -> CInt {
        if let loaded = try? ScenarioLoader.decode(data(start, count), file: file, format: format) {
            audit(loaded, reports: reports)
        }
        return 0
    }
}
