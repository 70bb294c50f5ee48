import ConformanceRules

/// A UiAutomator dump (`uiautomator dump`, Appium UiAutomator2), imported and audited.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzHarness.load(start, count, file: "fuzz.xml", format: .uiAutomator, reports: false)
}
