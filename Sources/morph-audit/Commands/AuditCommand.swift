import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `morph-audit audit PATH...`: audits scenario files and folders, writes every requested report,
/// then exits 0 (clean), 1 (findings at or above --fail-on) or 2 (some input, pack or
/// configuration could not be used, or a report could not be written). Usage errors exit 64
/// before anything is audited. With `--baseline`, only problems the baseline does not know fail.
enum AuditCommand: Command {
    static let baseline = Option(long: "baseline", valueName: "file",
                                 help: "Judge against a baseline written by 'baseline write': problems it knows are reported "
                                     + "as known and do not fail; new ones (and known ones measured worse) fail as usual; "
                                     + "entries no longer found are listed as fixed (docs/baselines.md).")
    static let failOnStaleBaseline = Flag(long: "fail-on-stale-baseline",
                                          help: "With --baseline, fail the run (exit 1) while the baseline has fixed entries, "
                                              + "so that it is rewritten and shrinks.")

    static var spec: CommandSpec {
        CommandSpec(
            name: "audit", abstract: "Audit scenarios against the rule packs and write reports.",
            discussion: """
                Every scenario is audited even when others cannot be read; every requested report is
                written before the exit status is decided. Exit status: 0 no finding at or above
                --fail-on; 1 findings at or above it; 2 some input, pack or configuration could not be
                used, or a report could not be written (this outranks 1); 64 usage error.
                Hierarchy dumps from UI tests (Appium, UiAutomator, XCUITest, Maestro), Compose and Flutter
                semantics printouts and capture sets are imported on the fly as 'import' does, with the same
                options; their notes appear in every report. A folder's dumps that a capture set in it names
                are audited as part of the set, not alone.
                With --baseline FILE only new findings fail: those the baseline knows are reported as known.
                """,
            arguments: [AuditRun.paths], options: AuditRun.options + [baseline],
            flags: AuditRun.flags + [failOnStaleBaseline])
    }

    static func run(_ invocation: Invocation, console: Console) throws(UsageError) -> ExitStatus {
        var plan = try AuditRun.plan(invocation, console: console, otherFiles: invocation.values(baseline))
        if let path = invocation.value(baseline) {
            // A baseline that cannot be read judges nothing: its errors are reported with the
            // inputs (exit status 2) and every problem counts as it would without one.
            do {
                plan.request.baseline = BaselineJudge(baseline: try BaselineReader.load(path: path), path: path,
                                                      failOnStale: invocation.isSet(failOnStaleBaseline),
                                                      sourceRoot: plan.sourceRoot)
            } catch {
                plan.request.earlierErrors += error.errors
            }
        } else if invocation.isSet(failOnStaleBaseline) {
            throw UsageError("'--\(failOnStaleBaseline.long)' needs '\(baseline.display)'")
        }
        let (result, published) = AuditRun.auditAndPublish(plan, console: console)
        guard published else { return .inputError }
        switch result.status {
        case .clean: return .success
        case .findings: return .findings
        case .incomplete: return .inputError
        }
    }
}
