import ConformanceRules

/// A Flutter semantics dump (`debugDumpSemanticsTree`), imported and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.txt", format: .flutterSemantics, reports: false)
}
