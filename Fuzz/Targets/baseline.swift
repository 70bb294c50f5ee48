import ConformanceRules
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A baseline file, as `audit --baseline` reads it and `baseline write` reads the one it builds on.
/// What loads must read back unchanged once written (or `baseline write` could write a file it
/// refuses), then judges the morphing sheet example as `audit --baseline Examples/` would — known,
/// new, worse, fixed in the file and in a file gone from the folder — is reported in every format,
/// and is rewritten as `baseline write` would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let baseline = try? BaselineReader.decode(FuzzHarness.data(start, count), file: "fuzz.json") else { return 0 }
    let written = Data(BaselineWriter.encode(baseline))
    guard (try? BaselineReader.decode(written, file: "fuzz.json")) == baseline else {
        fatalError("a baseline that loads does not read back as it is written")
    }
    let judge = BaselineJudge(baseline: baseline, path: "fuzz.json", failOnStale: true, sourceRoot: sourceRoot)
    let audit = judge.marked(example)
    let scope = BaselineScope(sourceRoot: sourceRoot, paths: ["Examples"], found: [examplePath], audited: [examplePath],
                              shard: nil, rules: Set(FuzzHarness.auditor.rules.map(\.metadata.id)))
    let report = AuditReport(metadata: RunMetadata(toolVersion: "fuzz", profile: .default, packs: [], timestamp: "2026-03-01T00:00:00Z"),
                             scenarios: [audit], inputErrors: [], rules: FuzzHarness.auditor.rules.map(\.metadata),
                             configuration: AuditConfiguration(),
                             baseline: judge.summary(seen: BaselineJudge.fingerprints(of: audit), scope: scope))
    FuzzHarness.render(report)
    _ = BaselineWriter.encode(BaselineUpdate(report: report, previous: baseline, sourceRoot: sourceRoot, today: "2026-03-01").baseline)
    return 0
}

/// Relative to the repository, where `Fuzz/run.sh` runs the target: the smaller example, audited
/// once, so that the first input stays well within the run's 10 s per input under ASan. Paths are
/// compared as text against a root of their own, so nothing depends on where the repository is.
private let examplePath = "Examples/morphing-sheet/morphing-sheet.xml"
private let sourceRoot = SourceRoot(path: "/repository", workingDirectory: "/repository")
private let example: ScenarioAudit = {
    guard let loaded = try? ScenarioLoader.load(examplePath) else {
        fatalError("\(examplePath) cannot be read: run the target from the repository's root (Fuzz/run.sh baseline)")
    }
    return FuzzHarness.auditor.audit(loaded)
}()
