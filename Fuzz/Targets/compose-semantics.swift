import ConformanceRules

/// A Jetpack Compose semantics printout (`printToLog`, `printToString`), imported and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.txt", format: .composeSemantics, reports: false)
}
