import ConformanceRules

/// A WebDriverAgent JSON page source, imported and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.json", format: .appiumXCUITestJSON, reports: false)
}
