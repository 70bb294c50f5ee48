import ConformanceRules

/// A `--config` file, checked against the built-in catalog and laid over the defaults.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    if let file = try? ConfigurationFile.decode(FuzzHarness.data(start, count), path: "fuzz.json", catalog: .builtIn) {
        _ = file.applied(to: AuditConfiguration())
    }
    return 0
}
