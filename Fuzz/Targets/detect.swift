import ConformanceRules

/// Any file named on the command line: its format detected from its bytes, then read, audited and reported.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz", format: nil, reports: true)
}
