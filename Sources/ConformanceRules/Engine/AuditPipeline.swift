import Dispatch

/// What one `audit` run is asked to do, after the command line and configuration file are read.
public struct AuditRequest: Sendable {
    /// Files and folders as given; folders are expanded by `InputExpansion`.
    public var paths: [String]
    /// The rules available: the built-in packs, plus declarative packs from `--rules` when that
    /// loader exists (it adds to this catalog, and its errors go to `earlierErrors`).
    public var catalog: RuleCatalog
    public var configuration: AuditConfiguration
    /// Tool version, timestamp, hostname, information URI; packs and duration are filled in.
    public var metadata: RunMetadata
    /// Problems found before auditing (configuration file, packs): reported with the rest.
    public var earlierErrors: [InputError]
    /// Read every file as this format instead of detecting it.
    public var format: ScenarioFormat?
    /// How hierarchy dumps are imported (density, environment, names).
    public var importOptions: ImportOptions

    public init(paths: [String], catalog: RuleCatalog, configuration: AuditConfiguration, metadata: RunMetadata,
                earlierErrors: [InputError] = [], format: ScenarioFormat? = nil, importOptions: ImportOptions = ImportOptions()) {
        self.paths = paths
        self.catalog = catalog
        self.configuration = configuration
        self.metadata = metadata
        self.earlierErrors = earlierErrors
        self.format = format
        self.importOptions = importOptions
    }
}

/// Expands the inputs, loads and audits every scenario, and gathers one `AuditReport`. An input
/// that cannot be used becomes an `InputError` and the others are still audited.
public enum AuditPipeline {
    public static func run(_ request: AuditRequest) -> AuditReport {
        let started = DispatchTime.now().uptimeNanoseconds
        let auditor = Auditor(rules: request.catalog.rules, configuration: request.configuration)
        var errors = request.earlierErrors
        let (inputs, missing) = InputExpansion.expand(request.paths)
        errors += missing
        var scenarioFiles: [String] = []
        for input in inputs {
            switch input.kind {
            case .scenario:
                scenarioFiles.append(input.path)
            case .pack where request.paths.contains(input.path):
                errors.append(InputError(file: input.path, message: "is a rule pack, not a scenario; pass packs with --rules"))
            case .pack:
                // Packs met while searching a folder are not scenarios; `--rules` names the ones to use.
                break
            }
        }
        if inputs.isEmpty, missing.isEmpty {
            errors.append(InputError(file: request.paths.joined(separator: " "), message: "no scenario files found"))
        }
        let (scenarios, loadErrors) = audit(scenarioFiles, with: auditor, format: request.format,
                                            importOptions: request.importOptions)
        errors += loadErrors
        var metadata = request.metadata
        let rules = auditor.rules.map(\.metadata)
        metadata.packs = rules.reduce(into: [String]()) { packs, rule in
            if !packs.contains(rule.pack) { packs.append(rule.pack) }
        }
        metadata.duration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return AuditReport(metadata: metadata, scenarios: scenarios, inputErrors: errors, rules: rules,
                           configuration: request.configuration)
    }

    /// One file after the other, in the sorted order `InputExpansion` returns. `--jobs` belongs
    /// here: audit files concurrently, then put the results back in this order.
    static func audit(_ files: [String], with auditor: Auditor, format: ScenarioFormat? = nil,
                      importOptions: ImportOptions = ImportOptions()) -> (scenarios: [ScenarioAudit], errors: [InputError]) {
        var scenarios: [ScenarioAudit] = []
        var errors: [InputError] = []
        for file in files {
            do {
                scenarios.append(auditor.audit(try ScenarioLoader.load(file, format: format, importOptions: importOptions)))
            } catch {
                errors += error.errors
            }
        }
        return (scenarios, errors)
    }
}
