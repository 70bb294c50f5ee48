/// The files a report covers, in path order: each audited scenario, each file whose inputs could
/// not be used with its errors, and each file that is gone while its baseline entries are still
/// there. JUnit writes one testsuite per unit; the terminal groups diagnostics by it.
enum ReportUnit {
    case scenario(ScenarioAudit)
    case unusable(file: String, errors: [InputError])
    /// A scenario file no longer found where the run searched, with fixed baseline entries.
    case gone(file: String)

    var file: String {
        switch self {
        case .scenario(let scenario): scenario.file
        case .unusable(let file, _): file
        case .gone(let file): file
        }
    }

    static func units(of report: AuditReport) -> [ReportUnit] {
        var errorFiles: [String] = []
        var errorsByFile: [String: [InputError]] = [:]
        for error in report.inputErrors {
            if errorsByFile[error.location.file] == nil { errorFiles.append(error.location.file) }
            errorsByFile[error.location.file, default: []].append(error)
        }
        let gone = report.baseline?.filesWithFixedEntries(besides: Set(report.scenarios.map(\.file))) ?? []
        let units = report.scenarios.map(ReportUnit.scenario)
            + errorFiles.map { ReportUnit.unusable(file: $0, errors: errorsByFile[$0] ?? []) }
            + gone.map(ReportUnit.gone)
        // Stable: scenarios keep their input order among equal paths.
        return units.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element)
    }
}
