import ConformanceRules

/// A capture set, as if it were the fixture set's own file: the dumps it names are read from
/// that folder (or wherever its paths lead, within the size limits), imported and audited as
/// one scenario with its transitions.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: captureSetFile, format: .captureSet, reports: false)
}

/// Relative to the repository, where `Fuzz/run.sh` runs the target.
private let captureSetFile = "Tests/ConformanceRulesTests/Fixtures/import/capture-sets/compose-share-sheet/fuzz.json"
