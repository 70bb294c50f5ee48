import ConformanceRules

/// A declarative rule pack, as `rules test` and `audit --rules` load one: read against its
/// schema, its XPath checked and compiled, and every example of every rule run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    _ = PackLoader.load(FuzzHarness.data(start, count), file: "fuzz-pack.xml")
    return 0
}
