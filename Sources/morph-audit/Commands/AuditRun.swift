import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The options that say what an audit reads, judges and writes, shared by `audit` and
/// `baseline write` (which takes the same command line, so a team can write its baseline with the
/// very options its CI audits with), and the steps both take: from the command line to an
/// `AuditRequest`, and from the finished report to the files asked for.
enum AuditRun {
    static let paths = Argument(name: "path", help: "Scenario files (JSON or XML), hierarchy dumps, semantics printouts, capture sets, or folders to search for them.",
                                arity: .oneOrMore)
    static let format = Option(long: "format", valueName: "format",
                               help: "Read every file as this format (a scenario encoding or a hierarchy dump format) instead of detecting it.",
                               allowedValues: ScenarioFormat.allCases.map(\.rawValue))
    static let report = Option(long: "report", valueName: "format[:path]",
                               help: "Write a report: junit, sarif, json, terminal or html, to PATH or its default path. "
                                   + "Repeatable. Default: junit:reports/morph-audit.junit.xml. The terminal report "
                                   + "is always printed.",
                               isRepeatable: true)
    static let failOn = Option(long: "fail-on", valueName: "severity",
                               help: "Lowest severity that fails the run (exit 1) and its JUnit testcase; review also fails "
                                   + "every \"needs review\" and every failure. Default: error.",
                               allowedValues: AuditConfiguration.failOnNames)
    static let profile = Option(long: "profile", valueName: "profile",
                                help: "Threshold profile. Default: \(Profile.default.rawValue).",
                                allowedValues: Profile.allCases.map(\.rawValue))
    static let pack = Option(long: "pack", valueName: "pack",
                             help: "Run only this pack's rules. Repeatable.", isRepeatable: true)
    static let rules = Option(long: "rules", valueName: "packfile",
                              help: "Load a declarative rule pack (XML) into the catalog. Repeatable. A pack that "
                                  + "cannot be used is reported (exit status 2) and the rest is still audited.",
                              isRepeatable: true)
    static let config = Option(long: "config", valueName: "file",
                               help: "JSON configuration file (docs/configuration.md). Command-line options win over it.")
    static let junitDialect = Option(long: "junit-dialect", valueName: "dialect",
                                     help: "compat adds testcase file/line for GitLab and GitHub; strict validates "
                                         + "against both Jenkins schemas. Default: compat.",
                                     allowedValues: JUnitDialect.allCases.map(\.rawValue))
    static let jobs = Option(long: "jobs", short: "j", valueName: "n",
                             help: "Files audited at once (and reports written at once when more than 1). Default: the number of cores. "
                                 + "Reports are the same whatever N is.")
    static let shard = Option(long: "shard", valueName: "k/n",
                              help: "Audit only shard K of N (1-based): a stable part of the inputs by path, for CI "
                                  + "matrices; combine the shards' JUnit reports with 'morph-audit merge'.")
    static let basePath = Option(long: "base-path", valueName: "folder",
                                 help: "What SARIF's file URIs and a baseline's file names are relative to (%SRCROOT%). "
                                     + "Default: the root of the git repository around the working directory, else the working directory.")
    static let junitAttachments = Flag(long: "junit-attachments",
                                       help: "Write the wireframe (or motion chart) of each failing testcase's state as SVG "
                                           + "beside the JUnit report, named in the testcase's system-out as "
                                           + "[[ATTACHMENT|path]] (Jenkins' JUnit Attachments plugin, GitLab).")
    static let includeInapplicable = Flag(long: "include-inapplicable",
                                          help: "List rules that found nothing to check as skipped JUnit testcases.")
    static let quiet = Flag(long: "quiet", short: "q",
                            help: "Print only the summary line on standard output (reports are written as usual).")

    static let options = [report, failOn, profile, pack, rules, config, junitDialect, basePath, format, jobs, shard]
        + ImportOptionSet.options
    static let flags = [quiet, includeInapplicable, junitAttachments] + ImportOptionSet.flags

    /// What a run was asked for, once the command line has been read.
    struct Plan {
        var request: AuditRequest
        var reports: [ReportRequest]
        var reportOptions: ReportOptions
        var sourceRoot: SourceRoot
        /// Reports are written at once when files were audited at once.
        var concurrently: Bool
    }

    /// Reads the command line into a plan. `defaultReport`: without any `--report`, write the
    /// JUnit report to its default path (as `audit` does). `otherFiles`: files the command reads
    /// or writes besides the inputs (a baseline), which no report may replace.
    static func plan(_ invocation: Invocation, console: Console, defaultReport: Bool = true,
                     otherFiles: [String] = []) throws(UsageError) -> Plan {
        let importOptions = try ImportOptionSet.parse(invocation)
        let reports: [ReportRequest]
        do {
            reports = try ReportRequest.resolve(invocation.values(report).map(ReportRequest.init(parsing:)),
                                                quiet: invocation.isSet(quiet), defaultReport: defaultReport)
            try ReportRequest.checkNotInputs(reports, inputs: invocation.values(paths) + invocation.values(rules)
                + invocation.values(config) + otherFiles)
        } catch {
            throw UsageError(error.message)
        }
        let jobCount = try jobCount(invocation)
        let sourceRoot = try sourceRoot(invocation)
        var selectedShard: Shard?
        if let text = invocation.value(shard) {
            guard let parsed = Shard(parsing: text) else {
                throw UsageError("The value '\(text)' is invalid for '\(shard.display)': expected K/N with 1 ≤ K ≤ N, e.g. 2/4")
            }
            selectedShard = parsed
        }
        // Declarative packs join the catalog first, so --pack, the configuration file and reports
        // know their rules; a pack that cannot be used is reported with the inputs.
        var catalog = RuleCatalog.builtIn
        var earlierErrors = PackLoader.load(invocation.values(rules), into: &catalog)
        let packs = invocation.values(pack)
        if let unknown = packs.first(where: { !catalog.packs.contains($0) }) {
            throw UsageError("Unknown pack '\(unknown)'. Please provide one of "
                + catalog.packs.map { "'\($0)'" }.joined(separator: ", "))
        }
        var configuration = AuditConfiguration()
        if let path = invocation.value(config) {
            do {
                configuration = try ConfigurationFile.load(path: path, catalog: catalog).applied(to: configuration)
            } catch {
                earlierErrors += error.errors
            }
        }
        if let value = invocation.value(profile), let chosen = Profile(rawValue: value) { configuration.profile = chosen }
        if let value = invocation.value(failOn) { _ = configuration.setFailOn(value) }
        if !packs.isEmpty { configuration.packs = Set(packs) }

        let request = AuditRequest(
            paths: invocation.values(paths), catalog: catalog, configuration: configuration,
            metadata: RunMetadata.current(version: MorphAudit.version, environment: console.environment),
            earlierErrors: earlierErrors, format: invocation.value(format).flatMap(ScenarioFormat.init(rawValue:)),
            importOptions: importOptions, jobs: jobCount, shard: selectedShard, clock: console.clock,
            keepsPictures: reports.contains { $0.kind == .html } || invocation.isSet(junitAttachments))
        let options = ReportOptions(
            junitDialect: invocation.value(junitDialect).flatMap(JUnitDialect.init(rawValue:)) ?? .compat,
            includeInapplicable: invocation.isSet(includeInapplicable),
            color: TerminalStyle.shouldColor(standardOutputIsTerminal: console.isTerminal, environment: console.environment),
            sourceRoot: sourceRoot, junitAttachments: invocation.isSet(junitAttachments))
        return Plan(request: request, reports: reports, reportOptions: options, sourceRoot: sourceRoot,
                    concurrently: jobCount > 1)
    }

    /// Audits with a progress line on a terminal's standard error. `streams`: reports that take
    /// each file's results as its audit ends (the report returned then holds none).
    static func audit(_ plan: Plan, console: Console, streamingTo streams: ReportStreams? = nil) -> AuditReport {
        var request = plan.request
        let progressLine = ProgressLine(console: console)
        if let progressLine {
            request.progress = { completed, total, file in progressLine.update(completed: completed, total: total, file: file) }
        }
        let report = AuditPipeline.run(request, streamingTo: streams)
        progressLine?.finish()
        return report
    }

    /// Audits and writes every requested report: as each file's audit ends when every report can
    /// take it so (`ReportStreams.canStream`), else from the whole run. False when a report could
    /// not be written.
    static func auditAndPublish(_ plan: Plan, console: Console) -> (report: AuditReport, published: Bool) {
        guard ReportStreams.canStream(plan.reports, options: plan.reportOptions, hasBaseline: plan.request.baseline != nil) else {
            let report = audit(plan, console: console)
            return (report, publish(report, plan, console: console))
        }
        let streams = ReportStreams(requests: plan.reports, options: plan.reportOptions)
        let report = audit(plan, console: console, streamingTo: streams)
        let failures = streams.finish(report) { console.out(data: Data($0)) }
        for failure in failures { console.error(Console.cannotWrite(failure)) }
        return (report, failures.isEmpty)
    }

    /// Writes every requested report; false when one could not be written (each is said on
    /// standard error).
    static func publish(_ report: AuditReport, _ plan: Plan, console: Console) -> Bool {
        let failures = ReportPublisher.publish(report, to: plan.reports, options: plan.reportOptions,
                                               concurrently: plan.concurrently) {
            console.out(data: Data($0))
        }
        for failure in failures { console.error(Console.cannotWrite(failure)) }
        let sarif = SARIFReporter()
        let (omitted, total) = sarif.omittedResults(report)
        if omitted > 0 {
            for request in plan.reports where request.kind == .sarif && !failures.contains(where: { $0.path == request.destination.description }) {
                console.error("\(request.destination): warning: \(sarif.omissionText(omitted: omitted, total: total))")
            }
        }
        return failures.isEmpty
    }

    /// `--base-path FOLDER` against the working directory, or the enclosing git repository's root.
    private static func sourceRoot(_ invocation: Invocation) throws(UsageError) -> SourceRoot {
        let workingDirectory = WorkingFolder.path
        guard let given = invocation.value(basePath) else { return SourceRoot.discover(workingDirectory: workingDirectory) }
        guard FileKind.of(given) == .folder else {
            throw UsageError("The value '\(given)' is invalid for '\(basePath.display)': no such folder")
        }
        return SourceRoot(path: given, workingDirectory: workingDirectory)
    }

    /// `--jobs N` with N ≥ 1, or the number of cores.
    private static func jobCount(_ invocation: Invocation) throws(UsageError) -> Int {
        guard let text = invocation.value(jobs) else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let count = Int(text), count >= 1 else {
            throw UsageError("The value '\(text)' is invalid for '\(jobs.display)': expected a whole number of at least 1")
        }
        return count
    }
}
