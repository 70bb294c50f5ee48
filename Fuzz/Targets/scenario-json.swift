import ConformanceRules

/// A scenario in JSON, as `audit` reads one: decoded, audited with the built-in packs, reported in every format.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.json", format: .json, reports: true)
}
