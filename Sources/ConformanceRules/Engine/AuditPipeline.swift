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
    /// Files audited at once (`--jobs`); 1 audits them one after the other.
    public var jobs: Int
    /// The part of the inputs to audit (`--shard`); nil for all of them.
    public var shard: Shard?
    /// The baseline that decides which problems are known (`--baseline`); nil without one.
    public var baseline: BaselineJudge?
    public var clock: AuditClock
    /// Called after each file, in the order files finish, on the thread that runs the audit.
    public var progress: AuditProgress?
    /// Keep each file's pictures for the HTML report and JUnit attachments (`ScenarioAudit.pictures`).
    public var keepsPictures: Bool

    public init(paths: [String], catalog: RuleCatalog, configuration: AuditConfiguration, metadata: RunMetadata,
                earlierErrors: [InputError] = [], format: ScenarioFormat? = nil, importOptions: ImportOptions = ImportOptions(),
                jobs: Int = 1, shard: Shard? = nil, baseline: BaselineJudge? = nil, clock: AuditClock = .system,
                progress: AuditProgress? = nil, keepsPictures: Bool = false) {
        self.paths = paths
        self.catalog = catalog
        self.configuration = configuration
        self.metadata = metadata
        self.earlierErrors = earlierErrors
        self.format = format
        self.importOptions = importOptions
        self.jobs = jobs
        self.shard = shard
        self.baseline = baseline
        self.clock = clock
        self.progress = progress
        self.keepsPictures = keepsPictures
    }
}

/// `(files done, files in all, the file just done)`.
public typealias AuditProgress = @Sendable (_ completed: Int, _ total: Int, _ file: String) -> Void

/// Expands the inputs, loads and audits every scenario, and gathers one `AuditReport`. An input
/// that cannot be used becomes an `InputError` and the others are still audited.
public enum AuditPipeline {
    /// `consumer`: hand each scenario file's results to it as its audit ends, in report order
    /// (sorted by path), and keep only their tally (`AuditReport.streamedTally`), so memory does
    /// not grow with the number of files. Not with a baseline, whose summary needs every file.
    ///
    /// With one file or `jobs` 1 the files are audited on the calling thread, so a small audit
    /// starts no thread (`ParallelWork`).
    public static func run(_ request: AuditRequest, streamingTo consumer: (any ScenarioConsumer)? = nil) -> AuditReport {
        precondition(consumer == nil || request.baseline == nil, "a run judged against a baseline keeps its results")
        let started = request.clock.nanoseconds()
        let auditor = Auditor(rules: request.catalog.rules, configuration: request.configuration, clock: request.clock,
                              keepsPictures: request.keepsPictures)
        var errors = request.earlierErrors
        var (inputs, missing) = InputExpansion.expand(request.paths)
        if inputs.isEmpty, missing.isEmpty {
            missing.append(InputError(file: request.paths.joined(separator: " "), message: "no scenario files found"))
        }
        // Every input in any shard, for the baseline: an entry of a file that is still there but
        // not audited here is not this run's to call fixed.
        let everyInput = inputs.map(\.path) + missing.map(\.location.file)
        if let shard = request.shard {
            // Every input, found or missing, belongs to exactly one shard.
            inputs = inputs.filter { shard.contains(key: Shard.key(of: $0.path, roots: request.paths)) }
            missing = missing.filter { shard.contains(key: Shard.key(of: $0.location.file, roots: request.paths)) }
        }
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
        let loading = FileAudit.Loading(format: request.format, importOptions: request.importOptions,
                                        baseline: request.baseline)
        let rules = auditor.rules.map(\.metadata)
        var handOver: ((ScenarioAudit) -> Void)?
        var tally: AuditTally?
        if let consumer {
            let context = AuditReport(metadata: request.metadata, scenarios: [], inputErrors: [], rules: rules,
                                      configuration: request.configuration)
            consumer.start(context)
            tally = AuditTally(hasBaseline: false)
            // `InputExpansion` returns files sorted by path: the order reports list them in.
            handOver = { scenario in
                tally?.add(scenario, judgedBy: context)
                consumer.consume(scenario)
            }
        }
        let (scenarios, loadErrors) = audit(scenarioFiles, with: auditor, loading: loading, jobs: request.jobs,
                                            progress: request.progress, handOver: handOver)
        errors += loadErrors
        errors += RuleBudget.overrunErrors(in: auditor.rules)
        var metadata = request.metadata
        let baseline = request.baseline.map { judge in
            let scope = BaselineScope(sourceRoot: judge.sourceRoot, paths: request.paths, found: everyInput,
                                      audited: scenarios.map(\.file), shard: request.shard, rules: Set(rules.map(\.id)))
            return judge.summary(seen: scenarios.reduce(into: Set<String>()) { $0.formUnion(BaselineJudge.fingerprints(of: $1)) },
                                 scope: scope)
        }
        metadata.packs = rules.reduce(into: [String]()) { packs, rule in
            if !packs.contains(rule.pack) { packs.append(rule.pack) }
        }
        metadata.duration = request.clock.seconds(since: started)
        var report = AuditReport(metadata: metadata, scenarios: scenarios, inputErrors: errors, rules: rules,
                                 configuration: request.configuration, baseline: baseline)
        report.streamedTally = tally
        return report
    }

    /// Loads and audits `files` with at most `jobs` of them in flight, then puts the results back
    /// in the order of `files` (the sorted order `InputExpansion` returns), so the report does not
    /// depend on `jobs`. Only results are kept: a file's parsed scenario is gone once audited.
    /// With `handOver`, each file's results go to it in the order of `files` as soon as the files
    /// before it are done, and are not kept.
    static func audit(_ files: [String], with auditor: Auditor, loading: FileAudit.Loading = FileAudit.Loading(),
                      jobs: Int, progress: AuditProgress?, handOver: ((ScenarioAudit) -> Void)? = nil)
        -> (scenarios: [ScenarioAudit], errors: [InputError])
    {
        var outcomes = [FileAudit?](repeating: nil, count: files.count)
        var scenarios: [ScenarioAudit] = []
        var errors: [InputError] = []
        var handedOver = 0
        var completed = 0
        func take(_ outcome: FileAudit) {
            switch outcome {
            case .audited(let scenario, let problems):
                if let handOver { handOver(scenario) } else { scenarios.append(scenario) }
                errors += problems
            case .unusable(let found): errors += found
            }
        }
        ParallelWork.run(count: files.count, width: jobs, { index in
            FileAudit(file: files[index], loading: loading, auditor: auditor)
        }, receive: { index, outcome in
            outcomes[index] = outcome
            completed += 1
            progress?(completed, files.count, files[index])
            if handOver != nil {
                while handedOver < files.count, let done = outcomes[handedOver] {
                    outcomes[handedOver] = nil
                    take(done)
                    handedOver += 1
                }
            }
        })
        for outcome in outcomes.compactMap(\.self) { take(outcome) }
        return (scenarios, errors)
    }
}

/// What became of one file.
enum FileAudit: Sendable {
    /// Audited, with what the file names but could not be used (a capture set's missing dump).
    case audited(ScenarioAudit, problems: [InputError])
    case unusable([InputError])

    /// How files are read (`--format` and the import options) and judged against a baseline.
    struct Loading: Sendable {
        var format: ScenarioFormat?
        var importOptions = ImportOptions()
        var baseline: BaselineJudge?
    }

    init(file: String, loading: Loading, auditor: Auditor) {
        do {
            let loaded = try ScenarioLoader.load(file, format: loading.format, importOptions: loading.importOptions)
            let audited = auditor.audit(loaded)
            self = .audited(loading.baseline?.marked(audited) ?? audited, problems: loaded.problems)
        } catch {
            self = .unusable(error.errors)
        }
    }
}
