/// The files a report covers, in path order: each audited scenario, and each file whose inputs
/// could not be used with its errors. JUnit writes one testsuite per unit; the terminal groups
/// diagnostics by it.
enum ReportUnit {
    case scenario(ScenarioAudit)
    case unusable(file: String, errors: [InputError])

    var file: String {
        switch self {
        case .scenario(let scenario): scenario.file
        case .unusable(let file, _): file
        }
    }

    static func units(of report: AuditReport) -> [ReportUnit] {
        var errorFiles: [String] = []
        var errorsByFile: [String: [InputError]] = [:]
        for error in report.inputErrors {
            if errorsByFile[error.location.file] == nil { errorFiles.append(error.location.file) }
            errorsByFile[error.location.file, default: []].append(error)
        }
        let units = report.scenarios.map(ReportUnit.scenario)
            + errorFiles.map { ReportUnit.unusable(file: $0, errors: errorsByFile[$0] ?? []) }
        // Stable: scenarios keep their input order among equal paths.
        return units.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element)
    }
}
