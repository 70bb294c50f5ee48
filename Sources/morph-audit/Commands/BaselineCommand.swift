import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit baseline write`: the group of baseline commands.
enum BaselineCommand: Command {
    static var spec: CommandSpec {
        CommandSpec(name: "baseline", abstract: "Record today's problems so that audits fail only on new ones.",
                    subcommands: [BaselineWriteCommand.self])
    }
}

/// `morph-audit baseline write PATH... [-o FILE]`: audits as `audit` does, with the same options,
/// and writes every unsuppressed problem to a baseline file for `audit --baseline FILE`. An
/// existing baseline at the destination keeps the day each entry was first recorded, loses the
/// entries the run found fixed and keeps those the run did not judge. Exit 0 when written; 2 when
/// an input could not be used (the baseline is still written, keeping that file's entries) or the
/// baseline could not be written or the existing one read (then nothing is written); 64 for usage
/// errors.
enum BaselineWriteCommand: Command {
    static let output = Option(long: "output", short: "o", valueName: "path",
                               help: "Where to write the baseline (replaced atomically; - for standard output). "
                                   + "Default: \(Baseline.defaultPath).")

    static var spec: CommandSpec {
        CommandSpec(
            name: "write", abstract: "Audit, then record every current problem in a baseline file.",
            discussion: """
                Takes the inputs and options of 'audit'. Every problem that is not suppressed is recorded,
                whatever --fail-on, by its fingerprint (rule, scenario, state, element and outcome) with
                the worst value measured where the rule has a direction. An existing baseline at the
                output keeps each entry's date; entries whose problem is gone are removed. Reports are
                written only when --report asks; standard output gets the summary. docs/baselines.md.
                """,
            arguments: [AuditRun.paths], options: AuditRun.options + [output], flags: AuditRun.flags)
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        if invocation.value(AuditRun.shard) != nil {
            throw UsageError("'\(AuditRun.shard.display)' does not apply to 'baseline write', which records every input")
        }
        let path = invocation.value(output) ?? Baseline.defaultPath
        var plan = try AuditRun.plan(invocation, console: console, defaultReport: false, otherFiles: [path])
        let toStandardOutput = ReportRequest.isStandardOutput(path)
        // The summary printed by default makes way for the baseline; a terminal report asked for
        // on standard output cannot, like any other report there.
        let askedForTerminal = invocation.values(AuditRun.report).contains { value in
            (try? ReportRequest(parsing: value)).map { $0.kind == .terminal && $0.destination == .standardOutput } ?? false
        }
        if toStandardOutput, askedForTerminal {
            throw UsageError("two documents would be written to standard output: the baseline and the terminal report")
        }
        // The terminal says what was recorded, not every problem again; with `-o -` standard output
        // is the baseline's alone.
        plan.reports = plan.reports.compactMap { request in
            guard request.kind == .terminal, request.destination == .standardOutput else { return request }
            guard !toStandardOutput else { return nil }
            var summary = request
            summary.summaryOnly = true
            return summary
        }
        do {
            try ReportRequest.checkNotOutput(plan.reports, path: path, document: "the baseline")
        } catch {
            throw UsageError(error.message)
        }
        var previous = Baseline([])
        // A regular file there is an earlier baseline to build on; a device or pipe is written in
        // place, and standard output redirected to a file starts afresh.
        if !toStandardOutput, FileStatus.of(path)?.kind == .regular {
            do {
                previous = try BaselineReader.load(path: path)
            } catch {
                for found in error.errors { console.error(found.description) }
                console.error("\(path): error: not overwritten: it is not a baseline this build can read; "
                    + "move it away to start a new baseline")
                return .inputError
            }
        }
        plan.request.baseline = BaselineJudge(baseline: previous, path: path, failOnStale: false, sourceRoot: plan.sourceRoot)
        let report = AuditRun.audit(plan, console: console)
        let today = BaselineUpdate.day(of: report.metadata.timestamp) ?? "1970-01-01"
        let update = BaselineUpdate(report: report, previous: previous, sourceRoot: plan.sourceRoot, today: today)
        let written = console.write(Data(BaselineWriter.encode(update.baseline)), to: toStandardOutput ? nil : path)
        let published = AuditRun.publish(report, plan, console: console)
        if written == .success, !toStandardOutput {
            console.out("morph-audit: wrote \(count(update.baseline.entries.count, "baseline entry", "baseline entries")) "
                + "to \(path): \(update.added) new, \(update.kept) kept, \(update.removed) fixed and removed"
                + (update.carried > 0 ? ", \(update.carried) not judged by this run and kept" : ""))
        }
        guard written == .success, published, report.inputErrors.isEmpty else { return .inputError }
        return .success
    }

    private static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        "\(value) \(value == 1 ? singular : plural)"
    }
}
